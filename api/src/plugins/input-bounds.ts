import { invalidInput } from '@trippy/domain';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { inputProblem } from '../security/input-bounds';

/** Refuses oversized, too deeply nested, NUL-bearing or malformed-Unicode input on every route, before validation. */
async function inputBounds(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      inputProblem(request.params, 'params') ??
      inputProblem(request.query, 'query') ??
      inputProblem(request.body, 'body');
    done(problem ? invalidInput(problem) : undefined);
  });
}

export const inputBoundsPlugin = fp(inputBounds, { name: 'input-bounds' });

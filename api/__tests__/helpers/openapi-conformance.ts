import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCalendarDate, isValidEmail } from '@trippy/domain';
import { ISO_DATE_FORMAT } from '@trippy/contracts';
import type { App } from '../../src/types';

interface DocResponse {
  description?: string;
  content?: Record<string, { schema?: object }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, DocResponse> }>>;
}

interface ValidateFunction {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; message?: string }> | null;
}
interface AjvInstance {
  compile(schema: object): ValidateFunction;
  addFormat(name: string, format: { type: string; validate: (value: string) => boolean }): AjvInstance;
}

// The ajv Fastify itself validates with (through @fastify/ajv-compiler): no dependency of our own to keep.
const fastifyRequire = createRequire(require.resolve('fastify'));
const compilerRequire = createRequire(fastifyRequire.resolve('@fastify/ajv-compiler'));
const Ajv = (compilerRequire('ajv') as { default: new (options: object) => AjvInstance }).default;
const addFormats = (compilerRequire('ajv-formats') as { default: (ajv: AjvInstance) => void }).default;

/** "/api/bookings/:id" -> "/api/bookings/{id}", as the OpenAPI document names the path. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The documented answer for a status: its own entry, else its class ("5XX"), else "default". */
function documentedAnswer(responses: Record<string, DocResponse>, status: number): DocResponse | undefined {
  const code = String(status);
  return (
    responses[code] ?? responses[`${code[0] ?? ''}XX`] ?? responses[`${code[0] ?? ''}xx`] ?? responses.default
  );
}

/**
 * Holds every answer of an app to its own OpenAPI document (`app.swagger()`): the status is documented for
 * the operation, the content type is one documented for that status, and a JSON body matches the documented
 * schema. Routes the document does not list (pages, /health, an unknown URL's 404) are not checked. Installed
 * by createTestApp on every API test's app, so the document stays complete: a test that makes the API answer
 * something undocumented fails when its app closes.
 */
export function checkAnswersAgainstOpenApi(app: App): { violations: string[]; checked: () => number } {
  const violations: string[] = [];
  let checked = 0;
  let document: OpenApiDocument | undefined;
  const validators = new Map<string, ValidateFunction>();
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('email', { type: 'string', validate: isValidEmail });
  ajv.addFormat(ISO_DATE_FORMAT, { type: 'string', validate: isCalendarDate });

  const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    if (!url) return;
    document ??= app.swagger() as unknown as OpenApiDocument;
    const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
    const operation = document.paths[documentPath(url)]?.[method];
    if (!operation) return;
    checked += 1;
    const where = `${request.method} ${url} -> ${reply.statusCode}`;
    const answer = documentedAnswer(operation.responses ?? {}, reply.statusCode);
    if (!answer) {
      violations.push(
        `${where}: status not documented (${Object.keys(operation.responses ?? {}).join(', ')})`,
      );
      return;
    }
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    const empty = payload === null || payload === undefined || text === '';
    const documentedTypes = Object.keys(answer.content ?? {});
    if (empty || request.method === 'HEAD') {
      // A redirect or a 304 carries no body whatever its schema says; any other empty answer must be documented so.
      if (empty && documentedTypes.length > 0 && (reply.statusCode < 300 || reply.statusCode >= 400))
        violations.push(`${where}: empty body, documented as ${documentedTypes.join(', ')}`);
      return;
    }
    const contentType = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]
      ?.trim();
    if (!contentType || !documentedTypes.includes(contentType)) {
      violations.push(
        `${where}: content type ${contentType || 'none'}, documented: ${documentedTypes.join(', ') || 'no body'}`,
      );
      return;
    }
    const schema = answer.content?.[contentType]?.schema;
    // A compressed or streamed body is checked for its status and type only.
    if (!schema || contentType !== 'application/json' || text === null || reply.getHeader('content-encoding'))
      return;
    const key = `${method} ${url} ${reply.statusCode} ${contentType}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      violations.push(`${where}: not JSON`);
      return;
    }
    if (!validate(body)) {
      const problems = (validate.errors ?? [])
        .slice(0, 3)
        .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
      violations.push(`${where}: body does not match the documented schema: ${problems.join('; ')}`);
    }
  };

  app.addHook('onSend', async (request, reply, payload) => {
    try {
      check(request, reply, payload);
    } catch (error) {
      violations.push(`${request.method} ${request.url}: the check failed: ${String(error)}`);
    }
    return payload;
  });
  return { violations, checked: () => checked };
}

import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { serializePolicy } from '@trippy/page-server';
import { DOCS_DIRECTIVES } from '../security/api-policy';

/** OpenAPI generated from the TypeBox route schemas; UI at /docs, JSON at /docs/json. */
async function docs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trippy Himalaya API',
        description:
          'Packages, customers, bookings, leads and notifications. Every response is { success, data, message }.',
        version: '1.0.0',
      },
      tags: [
        {
          name: 'operator',
          description:
            'The back office (/api/operator): staff sign-in, then a staff token (12 h); owner-only routes answer 403 to staff',
        },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  // swagger-ui sets this policy on its own routes (an onSend hook inside its plugin), not on the site's page.
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: serializePolicy(DOCS_DIRECTIVES) });
}

export const docsPlugin = fp(docs, { name: 'docs' });

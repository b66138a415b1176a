// The site's routes are marked `schema: { hide: true }`: when the API hosts them, its OpenAPI document
// (@fastify/swagger, which declares the same field) leaves them out.
import 'fastify';

declare module 'fastify' {
  interface FastifySchema {
    hide?: boolean;
  }
}

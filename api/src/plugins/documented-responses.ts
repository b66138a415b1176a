import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import type { RouteOptions } from 'fastify';
import { API_ERROR_STATUSES, apiErrorResponse, type ApiErrorStatus } from '@trippy/contracts';
import type { App } from '../types';

type ResponseSchemas = Record<string, unknown>;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 304 to a GET whose If-None-Match still matches (@fastify/etag, on every answer): no body. */
const NOT_MODIFIED = Type.Null({
  description: 'Not modified: the If-None-Match ETag still matches (no body)',
});

/**
 * The statuses every route of a kind can answer, whatever its handler does:
 * - 400: any /api route (a URL that does not decode, input past the bounds, a field that is not valid);
 * - 401: a route that takes a bearer token (its schema says `security`);
 * - 403: an owner-only back-office route, for a staff token;
 * - 404: a route with a path parameter (nothing has that id, or it is not the caller's);
 * - 413, 415: a route that reads a body (too large; a content type it does not parse);
 * - 429: a rate-limited route (`config.rateLimit`);
 * - 5xx: any route (a failure; 503 while the server shuts down).
 * Statuses that depend on the use case (409, 422, a 403 for another customer's data) are each route's own.
 */
export function commonStatusesOf(route: RouteOptions): ApiErrorStatus[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const statuses: ApiErrorStatus[] = [400];
  if (route.schema?.security?.length) statuses.push(401);
  if ((route.config as { operatorAccess?: string } | undefined)?.operatorAccess === 'owner')
    statuses.push(403);
  if (route.url.includes('/:')) statuses.push(404);
  if (methods.some((method) => BODY_METHODS.has(method))) statuses.push(413, 415);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push(429);
  statuses.push('5xx');
  return statuses;
}

const isErrorStatus = (status: string): status is ApiErrorStatus & string => status in API_ERROR_STATUSES;

/**
 * Makes the OpenAPI document say every status a route can answer: each /api route gets the error answers of
 * its kind (commonStatusesOf) when it does not list them itself, GETs their 304, and every listed error answer
 * its meaning. Error bodies are JSON (an ApiError) on every route, the PDF and CSV ones included. Registered
 * before the modules; the OpenAPI conformance check of the API tests (api/__tests__/helpers) holds every
 * answer of the suite to the document.
 */
async function documentedResponses(app: App): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const declared = (route.schema?.response ?? {}) as ResponseSchemas;
    const response: ResponseSchemas = { ...declared };
    for (const [status, schema] of Object.entries(declared)) {
      // An error answer listed with the bare ApiErrorSchema gets the status's meaning as its description.
      if (isErrorStatus(status) && !(schema as { description?: string }).description)
        response[status] = apiErrorResponse(status);
    }
    for (const status of commonStatusesOf(route)) response[status] ??= apiErrorResponse(status);
    if (methods.includes('GET')) response[304] ??= NOT_MODIFIED;
    route.schema = { ...route.schema, response };
  });
}

export const documentedResponsesPlugin = fp(documentedResponses, { name: 'documented-responses' });

import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import type { App } from '../types';
import { OPERATOR_ACCESS, type OperatorAccess } from './operator-auth';

/**
 * What a route under /api/operator declares in `config.operatorAccess`: a role set of OPERATOR_ACCESS, or
 * 'public' for the sign-in steps. Role checks are decided here, in one place, from that declaration.
 */
export type OperatorRouteAccess = OperatorAccess | 'public';

export const OPERATOR_PREFIX = '/api/operator';

/** Every operator route registered so far (method, url, access): the authorization matrix test walks it. */
export const operatorRouteTable: Array<{ method: string; url: string; access: OperatorRouteAccess }> = [];

function accessOf(route: RouteOptions): OperatorRouteAccess {
  const access = (route.config as { operatorAccess?: OperatorRouteAccess } | undefined)?.operatorAccess;
  if (access !== 'public' && access !== 'staff' && access !== 'owner')
    throw new Error(`${String(route.method)} ${route.url} must declare config.operatorAccess`);
  return access;
}

/**
 * The back office's API guard: every route under /api/operator that any module registers after this plugin gets
 * the guard of the access it declares, added here, in one place.
 */
async function operatorRoutes(app: App): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(OPERATOR_PREFIX)) return;
    const access = accessOf(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const known = operatorRouteTable.some((entry) => entry.method === method && entry.url === route.url);
      if (method !== 'HEAD' && !known) operatorRouteTable.push({ method, url: route.url, access });
    }
    if (access === 'public') return;
    // The OpenAPI document says so too: a staff bearer token (and which role) for every guarded route.
    route.schema = {
      ...route.schema,
      security: [{ bearerAuth: [] }],
      description: [
        route.schema?.description,
        `Staff token required (${OPERATOR_ACCESS[access].join(' or ')}).`,
      ]
        .filter(Boolean)
        .join(' '),
    };
    // On request, before the body is read or validated: an unauthorised caller learns nothing, not even a 400.
    const guard = app.operatorGuard(access);
    const existing = route.onRequest;
    route.onRequest = [guard, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
  });
}

export const operatorRoutesPlugin = fp(operatorRoutes, {
  name: 'operator-routes',
  dependencies: ['operator-auth'],
});

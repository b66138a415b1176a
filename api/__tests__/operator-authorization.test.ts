import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { operatorRouteTable } from '../src/plugins/operator-routes';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken } from './helpers/staff';

/** The sign-in steps: the only operator routes open to anyone. */
const PUBLIC_ROUTES = [
  'POST /api/operator/auth/login',
  'POST /api/operator/auth/verify',
  'POST /api/operator/auth/accept-invite',
].sort();

/** A route's URL with every `:param` replaced by a random 24-hex id. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => crypto.randomBytes(12).toString('hex'));

/**
 * Walks every operator route (whatever the route files register when it runs) for each kind of caller. Where
 * access is granted, any answer but 401/403 will do (an empty body earns a 400, a random id a 404).
 */
describe.each(DB_KINDS)('operator authorization matrix on %s', (kind) => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  let routes: typeof operatorRouteTable = [];

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    routes = [...operatorRouteTable];
    tokens.customer = (await registerAndLogin(ctx.app)).token;
    tokens.staff = (await createStaffToken(ctx.app, 'staff')).token;
    tokens.owner = (await createStaffToken(ctx.app, 'owner')).token;
    const disabled = await createStaffToken(ctx.app, 'owner');
    await ctx.app.db
      .updateTable('staff')
      .set({ disabled_at: new Date() })
      .where('id', '=', disabled.id)
      .execute();
    tokens.disabled = disabled.token;
    const loggedOut = await createStaffToken(ctx.app, 'staff');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/auth/logout',
      headers: bearer(loggedOut.token),
    });
    expect(out.statusCode).toBe(200);
    tokens.loggedOut = loggedOut.token;
    tokens.forged = `${tokens.owner.slice(0, -4)}AAAA`;
  });
  afterAll(async () => ctx.close());

  async function call(route: { method: string; url: string }, token?: string): Promise<number> {
    const options: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url: concrete(route.url),
      headers: token ? bearer(token) : {},
    };
    if (!['GET', 'DELETE'].includes(route.method)) options.payload = {};
    return (await ctx.app.inject(options)).statusCode;
  }

  it('knows the routes: only the sign-in steps are public, and the ones of this file are there', () => {
    expect(routes.length).toBeGreaterThan(15);
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(
      routes
        .filter((route) => route.access === 'public')
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toEqual(PUBLIC_ROUTES);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/operator/staff',
        'PATCH /api/operator/staff/:id',
        'GET /api/operator/audit',
        'GET /api/operator/leads',
        'POST /api/operator/leads/:id/notes',
        'GET /api/operator/today',
        'POST /api/operator/messages',
        'GET /api/operator/customers',
        'GET /api/operator/payments/reconciliation',
        'POST /api/operator/refunds/:id/paid',
      ]),
    );
    for (const owner of [
      'GET /api/operator/staff',
      'POST /api/operator/staff/invite',
      'GET /api/operator/audit',
    ])
      expect(routes.find((route) => `${route.method} ${route.url}` === owner)?.access).toBe('owner');
  });

  it('every guarded route: 401 for anonymous, customers, disabled, logged-out and forged tokens', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public'))
      for (const who of [undefined, 'customer', 'disabled', 'loggedOut', 'forged'] as const) {
        const status = await call(route, who && tokens[who]);
        if (status !== 401) failures.push(`${route.method} ${route.url} as ${who ?? 'anonymous'}: ${status}`);
      }
    expect(failures).toEqual([]);
  });

  it('staff: 403 on owner routes, access on staff routes; owner: access everywhere', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      // Logging out ends the caller's tokens: that route gets tokens of its own.
      const own = route.url === '/api/operator/auth/logout';
      const staffToken = own ? (await createStaffToken(ctx.app, 'staff')).token : tokens.staff;
      const ownerToken = own ? (await createStaffToken(ctx.app, 'owner')).token : tokens.owner;
      const asStaff = await call(route, staffToken);
      if (route.access === 'owner' ? asStaff !== 403 : asStaff === 401 || asStaff === 403)
        failures.push(`${route.method} ${route.url} (${route.access}) as staff: ${asStaff}`);
      const asOwner = await call(route, ownerToken);
      if (asOwner === 401 || asOwner === 403 || asOwner >= 500)
        failures.push(`${route.method} ${route.url} as owner: ${asOwner}`);
    }
    expect(failures).toEqual([]);
  });

  it('documents every operator route under the operator tag', async () => {
    const spec = (await ctx.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    }>();
    const untagged: string[] = [];
    const unmarked: string[] = [];
    let documented = 0;
    for (const [path, operations] of Object.entries(spec.paths))
      if (path.startsWith('/api/operator'))
        for (const [method, operation] of Object.entries(operations)) {
          documented++;
          if (!operation.tags?.includes('operator')) untagged.push(`${method} ${path}`);
          const guarded = routes.some(
            (route) =>
              route.method.toLowerCase() === method &&
              route.access !== 'public' &&
              route.url.replace(/:(\w+)/g, '{$1}') === path,
          );
          const marked = JSON.stringify(operation.security ?? []).includes('bearerAuth');
          if (guarded !== marked) unmarked.push(`${method} ${path}`);
        }
    expect(untagged).toEqual([]);
    // Guarded routes say they need the bearer token; public ones do not.
    expect(unmarked).toEqual([]);
    expect(documented).toBe(routes.length);
  });

  it('public routes answer without a token (never 401/403 for a malformed body, never 500)', async () => {
    for (const route of routes.filter((r) => r.access === 'public')) {
      const status = await call(route);
      expect([400, 422]).toContain(status);
    }
  });
});

import type { LightMyRequestResponse } from 'fastify';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';

interface Operation {
  parameters?: Array<{ in: 'path' | 'query' | 'header'; name: string }>;
  requestBody?: { content?: { 'application/json'?: { schema?: { properties?: Record<string, unknown> } } } };
  security?: unknown[];
}

const HOSTILE: unknown[] = [
  'x'.repeat(1_000_000),
  `a@${'.'.repeat(200_000)}`,
  '\u0000',
  'ok\ud800',
  '%',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  -1,
  1e308,
  1.5,
  true,
  null,
  [],
  {},
  { __proto__: { admin: true } },
  [[[[[[[[[['deep']]]]]]]]]],
];
const HOSTILE_IN_URL = [
  'x'.repeat(6000),
  '%00',
  '%ED%A0%80',
  '%',
  '..%2F..%2Fetc',
  "'%20OR%201=1",
  '-1',
  '1e309',
  '[]',
];

/**
 * A 400 names what it refuses: one of the operation's fields ("customerDetails.phone must ..."; with one
 * field spoiled and the others missing, the first missing one is named), the part of the request ("body
 * is nested too deeply") or the URL component the router could not decode.
 */
const namesField = (message: string, fields: readonly string[]) =>
  /^(body|params|query)\b/i.test(message) ||
  /is not a valid url component$/.test(message) ||
  fields.some((field) => message.startsWith(`${field} `) || message.startsWith(`${field}.`));

describe('fuzzing every endpoint of the OpenAPI document', () => {
  let ctx: TestContext;
  let customer: TestCustomer;
  let operations: Array<{ method: string; path: string; op: Operation }>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    customer = await registerAndLogin(ctx.app);
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  });
  afterAll(() => ctx.close());

  const fill = (path: string, params: Record<string, string> = {}) =>
    path.replace(
      /\{(\w+)\}/g,
      (_, name: string) => params[name] ?? (name === 'userId' ? customer.id : '0'.repeat(24)),
    );

  it('answers malformed, oversized and hostile values with a 4xx naming the field, never a 5xx', async () => {
    expect(operations.length).toBeGreaterThan(15);
    const failures: string[] = [];
    let requests = 0;
    let fields: string[] = [];
    const check = async (label: string, _field: string, send: () => Promise<LightMyRequestResponse>) => {
      const res = await send();
      requests += 1;
      if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (res.statusCode === 400) {
        const message = (res.json<{ message?: string }>().message ?? '').toString();
        if (!namesField(message, fields)) failures.push(`${label}: 400 without the field: ${message}`);
      }
    };
    for (const { method, path, op } of operations) {
      const headers = op.security ? bearer(customer.token) : {};
      const bodyFields = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      fields = [...bodyFields, ...(op.parameters ?? []).map((param) => param.name)];
      const inject = (url: string, payload?: unknown) =>
        ctx.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
        });
      for (const param of op.parameters ?? []) {
        for (const value of HOSTILE_IN_URL) {
          if (param.in === 'path') {
            await check(`${method} ${path} ${param.name}=${value.slice(0, 20)}`, param.name, () =>
              inject(fill(path, { [param.name]: value })),
            );
          } else if (param.in === 'query') {
            await check(`${method} ${path}?${param.name}=${value.slice(0, 20)}`, param.name, () =>
              inject(`${fill(path)}?${param.name}=${value}`),
            );
          }
        }
      }
      const properties = op.requestBody?.content?.['application/json']?.schema?.properties;
      if (properties) {
        for (const field of Object.keys(properties)) {
          for (const value of HOSTILE) {
            await check(`${method} ${path} body.${field}=${JSON.stringify(value)?.slice(0, 20)}`, field, () =>
              inject(fill(path), { [field]: value }),
            );
          }
        }
        for (const body of [
          '[]',
          '"text"',
          '1',
          'null',
          '{"a":',
          `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
        ]) {
          await check(`${method} ${path} raw body ${body.slice(0, 10)}`, 'body', () =>
            ctx.app.inject({
              method: method as 'POST',
              url: fill(path),
              headers: { ...headers, 'content-type': 'application/json' },
              payload: body,
            }),
          );
        }
      }
    }
    expect(requests).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });
});

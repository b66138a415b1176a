import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken } from './helpers/staff';

/** A JSON schema as the OpenAPI document holds it (the parts this test reads). */
interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}

interface Operation {
  parameters?: Array<{ in: 'path' | 'query' | 'header'; name: string; schema?: Schema }>;
  requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
}

/** Impossible dates that still look like YYYY-MM-DD: each used to reach the database (PostgreSQL 22008, a 500). */
const IMPOSSIBLE = ['2026-02-30', '2026-13-45'];
const DATE_FORMATS = new Set(['iso-date', 'date-time', 'date']);

const isDateSchema = (schema: Schema | undefined): boolean =>
  !!schema && (DATE_FORMATS.has(schema.format ?? '') || (schema.anyOf ?? []).some(isDateSchema));

/** A value the schema accepts (the first choice of every union, the required properties of an object). */
function example(schema: Schema): unknown {
  if (schema.anyOf?.[0]) return example(schema.anyOf[0]);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== '') ?? schema.enum[0];
  switch (schema.type) {
    case 'string':
      if (schema.format === 'iso-date' || schema.format === 'date') return '2030-06-01';
      if (schema.format === 'date-time') return '2030-06-01T10:00:00.000Z';
      if (schema.format === 'email') return 'someone@example.in';
      if (schema.pattern === '^[0-9a-f]{24}$') return '0'.repeat(24);
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => example(schema.items ?? {}));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, example(schema.properties?.[key] ?? {})]),
      );
    default:
      return null;
  }
}

/** Issue 39, finding 4: every date the OpenAPI document takes is a real calendar date, or a 400 naming it. */
describe('impossible calendar dates', () => {
  let ctx: TestContext;
  let customerToken: string;
  let ownerToken: string;
  let doc: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    customerToken = (await registerAndLogin(ctx.app)).token;
    ownerToken = (await createStaffToken(ctx.app, 'owner')).token;
    doc = ctx.app.swagger() as typeof doc;
  });
  afterAll(() => ctx.close());

  it('answers 2026-02-30 and 2026-13-45 in every date parameter with a 400 naming it, never a 500', async () => {
    const failures: string[] = [];
    const checked: string[] = [];
    const expectRefused = async (
      label: string,
      field: string,
      send: (date: string) => Promise<LightMyRequestResponse>,
    ) => {
      checked.push(label);
      const valid = await send('2030-06-01');
      if (valid.statusCode === 400)
        failures.push(`${label}: a valid date is refused too (${valid.body.slice(0, 160)})`);
      for (const date of IMPOSSIBLE) {
        const res = await send(date);
        const message = res.statusCode === 400 ? (res.json<{ message?: string }>().message ?? '') : '';
        if (res.statusCode !== 400 || !message.startsWith(`${field} `))
          failures.push(`${label}=${date}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    };

    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const headers = bearer(path.startsWith('/api/operator') ? ownerToken : customerToken);
        const url = path.replace(/\{\w+\}/g, '0'.repeat(24));
        const body = op.requestBody?.content?.['application/json']?.schema;
        const inject = (target: string, payload?: unknown) =>
          ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: target,
            headers,
            ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
          });
        for (const param of op.parameters ?? []) {
          if (param.in !== 'query' || !isDateSchema(param.schema)) continue;
          await expectRefused(`${method.toUpperCase()} ${path}?${param.name}`, param.name, (date) =>
            inject(`${url}?${param.name}=${date}`, body ? example(body) : undefined),
          );
        }
        for (const [field, schema] of Object.entries(body?.properties ?? {})) {
          if (!isDateSchema(schema)) continue;
          await expectRefused(`${method.toUpperCase()} ${path} body.${field}`, field, (date) =>
            inject(url, { ...(example(body ?? {}) as object), [field]: date }),
          );
        }
      }
    }
    // The ones the issue found, and the document's other dates: none may go missing from the walk.
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/operator/batches?from',
        'GET /api/operator/bookings?departureFrom',
        'POST /api/operator/bookings/{id}/payments body.receivedOn',
        'GET /api/operator/payments/reconciliation?date',
        'GET /api/operator/audit?from',
        'POST /api/operator/packages/{id}/batches body.startDate',
      ]),
    );
    expect(failures).toEqual([]);
  });
});

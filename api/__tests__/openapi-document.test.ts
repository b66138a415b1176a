// Issue 39, finding 5: the OpenAPI document says every status and content type an operation can answer, and
// every answer of the API suite is held to it (helpers/openapi-conformance.ts, installed by createTestApp).
import Fastify, { type InjectOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { Type } from '@sinclair/typebox';
import type { PackageDetail } from '@trippy/contracts';
import type { App } from '../src/types';
import { checkAnswersAgainstOpenApi } from './helpers/openapi-conformance';
import { bookingBody } from './helpers/booking-body';
import { createStaffToken } from './helpers/staff';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';

interface DocResponse {
  content?: Record<string, unknown>;
}
interface Operation {
  parameters?: Array<{ in: string }>;
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, DocResponse>;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let doc: Doc;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    doc = ctx.app.swagger() as unknown as Doc;
  });
  afterAll(() => ctx.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        path,
        method,
        op,
      })),
    );

  it('lists for every operation the statuses its kind can answer', () => {
    const missing: string[] = [];
    for (const { name, path, method, op } of operations()) {
      const expected = ['400', '5XX'];
      if (op.security?.length) expected.push('401');
      if (path.includes('{')) expected.push('404');
      if (['post', 'put', 'patch', 'delete'].includes(method)) expected.push('413', '415');
      if (method === 'get') expected.push('304');
      for (const status of expected) if (!op.responses[status]) missing.push(`${name}: ${status}`);
    }
    expect(operations().length).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('documents errors as JSON everywhere, and the PDF and CSV downloads as what they are', () => {
    const wrong: string[] = [];
    for (const { name, op } of operations()) {
      for (const [status, answer] of Object.entries(op.responses)) {
        const types = Object.keys(answer.content ?? {});
        if (/^[45]/.test(status) && types.join() !== 'application/json')
          wrong.push(`${name} ${status}: ${types.join()}`);
      }
    }
    expect(wrong).toEqual([]);
    const types = (path: string) => Object.keys(doc.paths[path]?.get?.responses['200']?.content ?? {});
    expect(types('/api/invoices/{id}/pdf')).toEqual(['application/pdf']);
    expect(types('/api/operator/batches/{id}/manifest.csv')).toEqual(['text/csv']);
  });

  it('describes every answer of a representative run: customer, staff, owner, refusals and errors', async () => {
    const app = ctx.app;
    const customer = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const staff = await createStaffToken(app, 'staff');
    const owner = await createStaffToken(app, 'owner');
    const zeroId = '0'.repeat(24);
    const list = await app.inject('/api/packages');
    const pkg = (await app.inject('/api/packages/char-dham-yatra-from-haridwar')).json<{
      data: PackageDetail;
    }>().data;
    const batchId = pkg.batches.find((batch) => batch.seatsLeft > 0)?._id ?? zeroId;
    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: bookingBody(customer, { packageId: pkg._id, batchId }),
    });
    const bookingId = booked.json<{ data?: { _id: string } }>().data?._id ?? zeroId;
    const requests: Array<string | InjectOptions> = [
      '/api/packages?q=kedar',
      { url: '/api/packages', headers: { 'if-none-match': String(list.headers.etag) } },
      '/api/packages/no-such-trip',
      '/api/packages?duration=forever',
      '/api/categories',
      '/api/destinations',
      { url: `/api/customers/${customer.id}`, headers: bearer(customer.token) },
      { url: `/api/customers/${other.id}`, headers: bearer(customer.token) },
      `/api/customers/${customer.id}`,
      { url: '/api/bookings', headers: bearer(customer.token) },
      { url: `/api/bookings/${bookingId}`, headers: bearer(customer.token) },
      { url: `/api/bookings/${bookingId}`, headers: bearer(other.token) },
      { url: `/api/bookings/${bookingId}/invoices`, headers: bearer(customer.token) },
      { url: `/api/invoices/${zeroId}/pdf`, headers: bearer(customer.token) },
      { url: `/api/bookings/${bookingId}/refund-quote`, headers: bearer(customer.token) },
      { method: 'POST', url: '/api/bookings', headers: bearer(customer.token), payload: { packageId: 'x' } },
      {
        method: 'POST',
        url: '/api/bookings',
        headers: { ...bearer(customer.token), 'content-type': 'text/xml' },
        payload: '<booking/>',
      },
      {
        method: 'POST',
        url: '/api/leads/create',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":"${'x'.repeat(1_100_000)}"}`,
      },
      { url: '/api/notifications', headers: bearer(customer.token) },
      { url: '/api/waitlist', headers: bearer(customer.token) },
      { url: '/api/operator/auth/me', headers: bearer(staff.token) },
      { url: '/api/operator/today', headers: bearer(staff.token) },
      { url: '/api/operator/bookings', headers: bearer(staff.token) },
      { url: `/api/operator/bookings/${bookingId}`, headers: bearer(staff.token) },
      { url: '/api/operator/batches', headers: bearer(staff.token) },
      { url: `/api/operator/batches/${batchId}/manifest`, headers: bearer(staff.token) },
      { url: `/api/operator/batches/${batchId}/manifest.csv`, headers: bearer(staff.token) },
      { url: `/api/operator/batches/${zeroId}/manifest.csv`, headers: bearer(staff.token) },
      { url: '/api/operator/batches/x/manifest.csv', headers: bearer(staff.token) },
      '/api/operator/batches',
      { url: '/api/operator/staff', headers: bearer(staff.token) },
      { url: '/api/operator/staff', headers: bearer(owner.token) },
      { url: '/api/operator/audit', headers: bearer(owner.token) },
      { url: '/api/operator/leads', headers: bearer(staff.token) },
      { url: '/api/operator/packages', headers: bearer(owner.token) },
      { url: '/api/operator/payments/reconciliation', headers: bearer(owner.token) },
      { url: '/api/dev/mailbox?to=someone@example.in', remoteAddress: '203.0.113.9' },
      { url: '/api/%E0%A4%A', headers: bearer(staff.token) },
    ];
    const statuses = [booked.statusCode];
    for (const request of requests) statuses.push((await app.inject(request)).statusCode);
    // The run reaches the statuses the document must hold: ok, created, not modified and the refusals.
    expect(new Set(statuses)).toEqual(new Set([200, 201, 304, 400, 401, 403, 404, 413, 415]));
    expect(ctx.openApiViolations).toEqual([]);
  });

  it('the check catches an undocumented status, content type or body', async () => {
    const probe = Fastify();
    await probe.register(swagger, { openapi: { info: { title: 'probe', version: '1' } } });
    const answer = { 200: Type.Object({ n: Type.Integer() }) };
    probe.get('/api/teapot', { schema: { response: answer } }, async (_request, reply) =>
      reply.code(418 as 200).send({ n: 1 }),
    );
    probe.get('/api/text', { schema: { response: answer } }, async (_request, reply) =>
      reply.type('text/plain').send('n=1'),
    );
    probe.get('/api/body', { schema: { response: answer } }, async (_request, reply) =>
      reply.type('application/json').send('{"n":"one"}'),
    );
    probe.get('/api/fine', { schema: { response: answer } }, async () => ({ n: 1 }));
    const { violations, checked } = checkAnswersAgainstOpenApi(probe as unknown as App);
    await probe.ready();
    for (const url of ['/api/teapot', '/api/text', '/api/body', '/api/fine']) await probe.inject(url);
    await probe.close();
    expect(checked()).toBe(4);
    expect(violations).toEqual([
      expect.stringMatching(/^GET \/api\/teapot -> 418: status not documented/),
      expect.stringMatching(/^GET \/api\/text -> 200: content type text\/plain/),
      expect.stringMatching(
        /^GET \/api\/body -> 200: body does not match the documented schema: \/n must be integer/,
      ),
    ]);
  });
});

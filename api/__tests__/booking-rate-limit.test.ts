import type { PackageDetail } from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { bookingBody } from './helpers/booking-body';
import { bookingLimits } from '../src/modules/bookings/routes/bookings/create';

// Issue #39, finding 8: one new account made 71 booking requests in 1.2 s.
const HOME = '198.51.100.30';
const ELSEWHERE = '198.51.100.31';

describe.each(DB_KINDS)('booking rate limit on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The production default: 20, so 10 bookings a minute per account and 30 per address.
    ctx = await createTestApp(kind, { RATE_LIMIT_MAX: 20 });
  });
  afterAll(() => ctx.close());

  const limits = bookingLimits(20);

  it('allows 10 bookings a minute per account, then 429 with Retry-After from any address', async () => {
    expect(limits).toEqual({ perAccount: 10, perAddress: 30 });
    const customer = await registerAndLogin(ctx.app);
    const pkg = (await ctx.app.inject('/api/packages/char-dham-yatra-from-haridwar')).json<{
      data: PackageDetail;
    }>().data;
    const batch = pkg.batches.find((b) => b.seatsLeft >= limits.perAccount);
    const book = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        remoteAddress,
        headers: bearer(customer.token),
        payload: bookingBody(customer, { packageId: pkg._id, batchId: batch!._id }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < limits.perAccount; i++) statuses.push((await book(HOME)).statusCode);
    expect(statuses).toEqual(Array(limits.perAccount).fill(201));
    const refused = await book(HOME);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      success: false,
      message: `Too many requests. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
    });
    // The account's limit follows it to another address.
    expect((await book(ELSEWHERE)).statusCode).toBe(429);
  });

  it('allows 30 booking requests a minute per address, whatever the accounts, then 429', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => registerAndLogin(ctx.app)));
    // Any answer counts (here 400s for an empty body): 4 accounts x 7 requests, then 2 more from one address.
    const from = (remoteAddress: string, token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        remoteAddress,
        headers: bearer(token),
        payload: {},
      });
    const address = '198.51.100.40';
    const statuses: number[] = [];
    for (let i = 0; i < limits.perAddress; i++) {
      statuses.push((await from(address, accounts[i % 4]!.token)).statusCode);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const refused = await from(address, accounts[0]!.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another address is not held back by this one.
    expect((await from('198.51.100.41', accounts[1]!.token)).statusCode).toBe(400);
  });

  it('documents the 429 and its Retry-After in the OpenAPI document', () => {
    const doc = ctx.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>
      >;
    };
    const answer = doc.paths['/api/bookings']?.post?.responses['429'];
    expect(answer).toBeDefined();
    expect(answer?.headers).toHaveProperty('retry-after');
  });
});

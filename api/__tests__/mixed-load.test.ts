// Page views under a busy morning's writes, on one process with the production build (npm test builds first):
// bookings, cancellations, leads and catalogue edits beside 10 connections of page views must fail none of
// them, and neither must a read over thousands of distinct addresses that keeps the render cache evicting.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { PackageDetail } from '@trippy/contracts';
import { REPO_ROOT } from '../src/paths';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken } from './helpers/staff';
import { bookingBody } from './helpers/booking-body';
import { newId } from '../src/db/ids';

const SHELL_SERVER = path.join(REPO_ROOT, 'shell', 'dist', 'server', 'server.js');
if (
  !fs.existsSync(SHELL_SERVER) ||
  !fs.existsSync(path.join(REPO_ROOT, 'packages', 'page-server', 'dist', 'render-worker.js'))
)
  throw new Error('the mixed-load test needs the production build: run `npx -y pnpm@10 run build` first');

const SLUG = 'char-dham-yatra-from-haridwar';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers by path and status, and requests that got no answer. */
interface Tally {
  byPath: Record<string, Record<number, number>>;
  noAnswer: number;
}

const serverErrors = (tally: Tally): Record<string, number> =>
  Object.fromEntries(
    Object.entries(tally.byPath)
      .map(([url, codes]) => [
        url,
        Object.entries(codes)
          .filter(([code]) => Number(code) >= 500)
          .reduce((sum, [, count]) => sum + count, 0),
      ])
      .filter(([, count]) => Number(count) > 0),
  );

/** autocannon over `requests` (label + path maker) for `seconds`, tallied by label. */
function browse(
  origin: string,
  seconds: number,
  requests: Array<{ label: string; path: () => string }>,
): Promise<Tally> {
  const tally: Tally = { byPath: {}, noAnswer: 0 };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: 10,
        duration: seconds,
        timeout: 30,
        headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
        requests: requests.map(({ label, path: pathOf }) => ({
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: pathOf() }),
          onResponse: (status: number) => {
            const codes = (tally.byPath[label] ??= {});
            codes[status] = (codes[status] ?? 0) + 1;
          },
        })),
      },
      (error) => (error ? reject(error) : resolve(tally)),
    );
    instance.on('reqError', () => {
      tally.noAnswer += 1;
    });
  });
}

describe('page views while the site is written to', () => {
  let ctx: TestContext;
  let origin: string;

  beforeAll(async () => {
    const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-mixed-')), 'remotes.json');
    fs.writeFileSync(remotesFile, '{}');
    ctx = await createTestApp('pglite', {
      SERVE_SITE: true,
      SITE_ROOT: REPO_ROOT,
      REMOTES_CONFIG: remotesFile,
      SSR_THREADS: 1,
      // Small, so the read over many addresses evicts renders while they are still being made.
      SSR_CACHE_MB: 1,
      LOG_REQUESTS: false,
      RATE_LIMIT_MAX: 100_000,
      // One customer stands for a morning's many: its unpaid bookings are not capped at a person's 20 seats.
      MAX_HELD_SEATS_PER_CUSTOMER: 1000,
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 60_000);
  // Closing waits for the renders and writes still queued after the load: longer than a hook's 30 s on a busy CI.
  afterAll(() => ctx.close(), 60_000);

  it('answers every page view for 20 s while bookings, cancellations, leads and catalogue edits are made', async () => {
    const { app, handle } = ctx;
    const pkg = (await app.inject(`/api/packages/${SLUG}`)).json<{ data: PackageDetail }>().data;
    const batchId = newId();
    const start = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    await handle.db
      .insertInto('batches')
      .values({
        id: batchId,
        package_id: pkg._id,
        start_date: start,
        end_date: start,
        total_seats: 400,
        seats_left: 400,
      })
      .execute();
    const customer = await registerAndLogin(app);
    const owner = await createStaffToken(app, 'owner');

    let writing = true;
    const writes = { booked: 0, cancelled: 0, leads: 0, edits: 0, failed: [] as string[] };
    const expectStatus = (what: string, answer: { statusCode: number; body: string }, wanted: number) => {
      if (answer.statusCode !== wanted)
        writes.failed.push(`${what} ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      return answer.statusCode === wanted;
    };
    const booker = (async () => {
      for (let n = 0; writing; n += 1) {
        const booked = await app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: bearer(customer.token),
          payload: bookingBody(customer, { packageId: pkg._id, batchId }),
        });
        await sleep(300);
        if (!expectStatus('booking', booked, 201)) continue;
        writes.booked += 1;
        if (n % 3 === 0) {
          const id = booked.json<{ data: { _id: string } }>().data._id;
          const cancelled = await app.inject({
            method: 'POST',
            url: `/api/bookings/${id}/cancel`,
            headers: bearer(customer.token),
          });
          if (expectStatus('cancellation', cancelled, 200)) writes.cancelled += 1;
        }
      }
    })();
    const enquirer = (async () => {
      while (writing) {
        const lead = await app.inject({
          method: 'POST',
          url: '/api/leads/create',
          payload: {
            firstName: 'Anita',
            email: 'anita@example.in',
            phone: '9765432109',
            message: 'Kedarnath in May?',
            tripType: 'trek',
          },
        });
        if (expectStatus('lead', lead, 201)) writes.leads += 1;
        await sleep(500);
      }
    })();
    const editor = (async () => {
      for (let round = 0; writing; round += 1) {
        const edit = await app.inject({
          method: 'PATCH',
          url: `/api/operator/batches/${batchId}`,
          headers: bearer(owner.token),
          payload: { totalSeats: 420 + (round % 60) },
        });
        if (expectStatus('catalogue edit', edit, 200)) writes.edits += 1;
        await sleep(1500);
      }
    })();

    const pages = ['/', '/packages', `/packages/${SLUG}`, '/char-dham', '/blogs'];
    const tally = await browse(
      origin,
      20,
      pages.map((page) => ({ label: page, path: () => page })),
    );
    writing = false;
    await Promise.all([booker, enquirer, editor]);

    console.log(
      'mixed load: page views',
      JSON.stringify(tally.byPath),
      'no answer',
      tally.noAnswer,
      'writes',
      writes,
    );
    expect(serverErrors(tally)).toEqual({});
    expect(tally.noAnswer).toBe(0);
    for (const page of pages) expect(tally.byPath[page]?.[200] ?? 0).toBeGreaterThan(0);
    expect(writes.failed.slice(0, 5)).toEqual([]);
    expect(writes.booked).toBeGreaterThan(5);
    expect(writes.cancelled).toBeGreaterThan(0);
    expect(writes.leads).toBeGreaterThan(5);
    expect(writes.edits).toBeGreaterThan(2);
  }, 90_000);

  it('answers every page view over thousands of distinct addresses while kept renders are evicted', async () => {
    let n = 0;
    const tally = await browse(origin, 20, [
      { label: '/packages/<unknown>', path: () => `/packages/no-such-trek-${(n += 1)}` },
      { label: '/packages?q=trek&page=N', path: () => `/packages?q=trek&page=${(n += 1)}` },
      { label: '/?fbclid=N', path: () => `/?fbclid=${(n += 1)}` },
    ]);
    console.log('distinct addresses: page views', JSON.stringify(tally.byPath), 'no answer', tally.noAnswer);
    expect(serverErrors(tally)).toEqual({});
    expect(tally.noAnswer).toBe(0);
    expect(tally.byPath['/packages/<unknown>']?.[404] ?? 0).toBeGreaterThan(0);
    expect(tally.byPath['/packages?q=trek&page=N']?.[200] ?? 0).toBeGreaterThan(0);
    expect(tally.byPath['/?fbclid=N']?.[200] ?? 0).toBeGreaterThan(0);
  }, 60_000);
});

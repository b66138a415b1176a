import type { PackageDetail } from '@trippy/contracts';
import { readCatalogChange, type CatalogChange } from '@trippy/contracts';
import { newId } from '../src/db/ids';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken } from './helpers/staff';
import { bookingBody } from './helpers/booking-body';

const SLUG = 'char-dham-yatra-from-haridwar';

describe('what a write says it changed (the kept renders it drops)', () => {
  let ctx: TestContext;
  let pkg: PackageDetail;
  let batchId: string;
  const heard: CatalogChange[] = [];

  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    ctx.app.catalog.onChange((change) => heard.push(change));
    pkg = (await ctx.app.inject(`/api/packages/${SLUG}`)).json<{ data: PackageDetail }>().data;
    batchId = newId();
    const start = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    await ctx.handle.db
      .insertInto('batches')
      .values({
        id: batchId,
        package_id: pkg._id,
        start_date: start,
        end_date: start,
        total_seats: 40,
        seats_left: 40,
      })
      .execute();
  });
  afterAll(() => ctx.close());
  beforeEach(() => heard.splice(0));

  it('a booking and its cancellation change the seats of that package only', async () => {
    const customer = await registerAndLogin(ctx.app);
    heard.splice(0);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: bookingBody(customer, { packageId: pkg._id, batchId }),
    });
    expect(booked.statusCode).toBe(201);
    const seats: CatalogChange = { kind: 'seats', packages: [{ id: pkg._id, slug: SLUG }] };
    expect(heard).toEqual([seats]);
    const id = booked.json<{ data: { _id: string } }>().data._id;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: bearer(customer.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(heard).toEqual([seats, seats]);
  });

  it('a lead, a registration and a refused booking change no public page', async () => {
    const lead = await ctx.app.inject({
      method: 'POST',
      url: '/api/leads/create',
      payload: {
        firstName: 'Vikram',
        phone: '8765432109',
        email: 'vikram@example.in',
        message: 'Kedarkantha?',
        tripType: 'trek',
      },
    });
    expect(lead.statusCode).toBe(201);
    const customer = await registerAndLogin(ctx.app);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: { packageId: pkg._id, batchId, numberOfSeats: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(heard).toEqual([]);
  });

  it('a catalogue edit changes everything', async () => {
    const owner = await createStaffToken(ctx.app, 'owner');
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/operator/batches/${batchId}`,
      headers: bearer(owner.token),
      payload: { totalSeats: 45 },
    });
    expect(edit.statusCode).toBe(200);
    expect(heard).toContainEqual({ kind: 'catalogue' });
  });
});

describe('a change notice from the channel', () => {
  it('is read when well formed, and taken as "everything changed" otherwise', () => {
    const seats = { kind: 'seats', packages: [{ id: 'a1', slug: 'kedarnath' }] };
    expect(readCatalogChange(JSON.stringify(seats))).toEqual(seats);
    for (const bad of [
      '1732700000000',
      'not json',
      '{"kind":"seats"}',
      '{"kind":"seats","packages":[{"id":"a1"}]}',
      `{"kind":"seats","packages":[{"id":"a1","slug":"${'x'.repeat(300)}"}]}`,
      'x'.repeat(20_000),
    ])
      expect(readCatalogChange(bad)).toEqual({ kind: 'catalogue' });
  });
});

import { priceBooking, balanceDueDate, paymentScheduleFor, todayInIndia } from '@trippy/domain';
import type { Booking, PackageDetail } from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import { createStaffToken } from './helpers/staff';
import { travellersFor } from './helpers/travellers';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';

const details = {
  fullName: 'Rohan Joshi',
  email: 'Rohan.Joshi@example.in',
  phone: '9812345678',
  address: 'Ballupur Chowk, Dehradun',
  emergencyContact: '9898989898',
  emergencyName: 'Sunita Joshi',
};

describe.each(DB_KINDS)('bookings on %s', (kind) => {
  let ctx: TestContext;
  let customer: TestCustomer;
  let pkg: PackageDetail;

  const book = (body: Record<string, unknown>, token = customer.token, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: {
        packageId: pkg._id,
        paymentType: 'full',
        addonIds: [],
        customerDetails: details,
        travellers: travellersFor(typeof body.numberOfSeats === 'number' ? body.numberOfSeats : 1),
        ...body,
      },
    });

  /** A fresh batch of the package with the given seats. */
  const batchWith = async (seats: number, offset = 60): Promise<string> => {
    const id = `${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`
      .slice(0, 24)
      .padEnd(24, '0');
    const start = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await ctx.handle.db
      .insertInto('batches')
      .values({
        id,
        package_id: pkg._id,
        start_date: start,
        end_date: start,
        total_seats: seats,
        seats_left: seats,
      })
      .execute();
    return id;
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    customer = await registerAndLogin(ctx.app);
    pkg = (await ctx.app.inject('/api/packages/char-dham-yatra-from-haridwar')).json<{
      data: PackageDetail;
    }>().data;
  });
  afterAll(() => ctx.close());

  it('creates a booking priced by the domain rules, with the spec record', async () => {
    // The advance is offered only for a departure more than 15 days away.
    const batch = pkg.batches.find(
      (b) => b.seatsLeft >= 2 && paymentScheduleFor(b.startDate, todayInIndia()).advanceAllowed,
    );
    const addons = pkg.additionalServices.slice(0, 2);
    const res = await book({
      batchId: batch?._id,
      numberOfSeats: 2,
      paymentType: 'advance',
      addonIds: addons.map((a) => a._id),
      offerPrice: 1,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ success: boolean; data: Booking; message: string }>();
    expect(body.message).toBe('Booking received! Pay now to confirm your seats.');
    const expected = priceBooking({ offerPrice: pkg.offerPrice, seats: 2, addons, paymentType: 'advance' });
    expect(body.data.bookingInfo).toEqual({
      numberOfSeats: 2,
      paymentType: 'advance',
      ...expected,
      balanceDueDate: balanceDueDate(batch?.startDate ?? ''),
    });
    expect(body.data.packageDetails).toMatchObject({
      packageId: pkg._id,
      packageName: pkg.name,
      packageSlug: pkg.slug,
      offerPrice: pkg.offerPrice,
    });
    expect(body.data.batchDetails).toMatchObject({ batchId: batch?._id, startDate: batch?.startDate });
    expect(body.data.addons).toEqual(addons);
    expect(body.data.customerDetails).toMatchObject({
      userId: customer.id,
      email: 'rohan.joshi@example.in',
      specialRequirements: '',
    });
    expect(body.data.metadata).toMatchObject({ status: 'pending', source: 'website' });
    expect(body.data.emailSent).toBe(false);
    expect(body.data.refund).toBeNull();
    const after = (await ctx.app.inject(`/api/packages/${pkg.slug}`)).json<{ data: PackageDetail }>().data;
    expect(after.batches.find((b) => b._id === batch?._id)?.seatsLeft).toBe((batch?.seatsLeft ?? 0) - 2);
    const outbox = await ctx.handle.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'booking-confirmation')
      .execute();
    expect(outbox.length).toBeGreaterThan(0);
  });

  it('refuses bookings without a token, with bad fields, or with mismatched ids', async () => {
    const batchId = pkg.batches[1]?._id;
    const noToken = await ctx.app.inject({ method: 'POST', url: '/api/bookings', payload: {} });
    expect(noToken.statusCode).toBe(401);
    const seats = await book({ batchId, numberOfSeats: 21 });
    expect(seats.json()).toMatchObject({ success: false, message: 'numberOfSeats must be <= 20' });
    const phone = await book({ batchId, numberOfSeats: 1, customerDetails: { ...details, phone: '123' } });
    expect(phone.json<{ message: string }>().message).toBe('customerDetails.phone is not valid');
    const other = (await ctx.app.inject('/api/packages/kedarkantha-trek')).json<{ data: PackageDetail }>()
      .data;
    const mismatch = await book({ batchId: other.batches[2]?._id, numberOfSeats: 1 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ message: string }>().message).toBe('batchId does not belong to this package');
    const addon = await book({ batchId, numberOfSeats: 1, addonIds: [other.additionalServices[0]?._id] });
    expect(addon.statusCode).toBe(400);
  });

  it('answers 409 when sold out or short of seats', async () => {
    const batchId = await batchWith(2);
    const short = await book({ batchId, numberOfSeats: 3 });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ success: false, message: 'Only 2 seats left on this batch' });
    expect((await book({ batchId, numberOfSeats: 2 })).statusCode).toBe(201);
    const soldOut = await book({ batchId, numberOfSeats: 1 });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ success: false, message: 'Sorry, this batch is sold out' });
  });

  it('returns the first booking for a repeated Idempotency-Key', async () => {
    const batchId = await batchWith(10);
    const key = `key-${kind}-${Date.now()}`;
    const [first, second] = await Promise.all([
      book({ batchId, numberOfSeats: 2 }, customer.token, key),
      book({ batchId, numberOfSeats: 2 }, customer.token, key),
    ]);
    const third = await book({ batchId, numberOfSeats: 2 }, customer.token, key);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(third.statusCode).toBe(200);
    const ids = new Set([first, second, third].map((r) => r.json<{ data: Booking }>().data._id));
    expect(ids.size).toBe(1);
    const seats = await ctx.handle.db
      .selectFrom('batches')
      .select('seats_left')
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(seats.seats_left).toBe(8);
  });

  it('never oversells: 200 simultaneous requests for a 10-seat batch', async () => {
    const batchId = await batchWith(10);
    const results = await Promise.all(Array.from({ length: 200 }, () => book({ batchId, numberOfSeats: 1 })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(190);
    expect(results.find((r) => r.statusCode === 409)?.json<{ message: string }>().message).toBe(
      'Sorry, this batch is sold out',
    );
    const batch = await ctx.handle.db
      .selectFrom('batches')
      .select('seats_left')
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(batch.seats_left).toBe(0);
    const stored = await ctx.handle.db
      .selectFrom('bookings')
      .select('id')
      .where('batch_id', '=', batchId)
      .execute();
    expect(stored).toHaveLength(10);
  }, 60_000);

  it('lists only my bookings, newest first, and hides others', async () => {
    const other = await registerAndLogin(ctx.app);
    const mine = (await ctx.app.inject({ url: '/api/bookings', headers: bearer(customer.token) })).json<{
      data: Booking[];
    }>().data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((b) => b.customerDetails.userId === customer.id)).toBe(true);
    const times = mine.map((b) => b.metadata.bookingDate);
    expect([...times].sort().reverse()).toEqual(times);
    const one = mine[0] as Booking;
    expect(
      (await ctx.app.inject({ url: `/api/bookings/${one._id}`, headers: bearer(customer.token) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ url: `/api/bookings/${one._id}`, headers: bearer(other.token) })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/bookings', headers: bearer(other.token) })).json<{
        data: Booking[];
      }>().data,
    ).toEqual([]);
  });

  it("refuses another customer's refund quote and cancellation with 404, changing nothing", async () => {
    const batchId = await batchWith(4, 45);
    const created = (await book({ batchId, numberOfSeats: 2 })).json<{ data: Booking }>().data;
    const intruder = await registerAndLogin(ctx.app);
    const quote = await ctx.app.inject({
      url: `/api/bookings/${created._id}/refund-quote`,
      headers: bearer(intruder.token),
    });
    expect(quote.statusCode).toBe(404);
    expect(quote.json()).toMatchObject({ success: false, message: 'Booking not found' });
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${created._id}/cancel`,
      headers: bearer(intruder.token),
    });
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json()).toMatchObject({ success: false, message: 'Booking not found' });
    // The same answer as for a booking that does not exist, so ids cannot be probed.
    const missing = await ctx.app.inject({
      url: `/api/bookings/${'f'.repeat(24)}/refund-quote`,
      headers: bearer(intruder.token),
    });
    expect(missing.statusCode).toBe(404);
    const withoutId = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(withoutId(missing.json())).toEqual(withoutId(quote.json()));
    const row = await ctx.handle.db
      .selectFrom('bookings')
      .select(['status', 'refund_amount', 'cancelled_at'])
      .where('id', '=', created._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: created.metadata.status, refund_amount: null, cancelled_at: null });
    const batch = await ctx.handle.db
      .selectFrom('batches')
      .select('seats_left')
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(batch.seats_left).toBe(2);
    const owner = await ctx.app.inject({
      url: `/api/bookings/${created._id}/refund-quote`,
      headers: bearer(customer.token),
    });
    expect(owner.statusCode).toBe(200);
  });

  it('quotes and cancels with the refund table, returning the seats', async () => {
    const batchId = await batchWith(5, 50);
    const created = (await book({ batchId, numberOfSeats: 2 })).json<{ data: Booking }>().data;
    const unpaid = await ctx.app.inject({
      url: `/api/bookings/${created._id}/refund-quote`,
      headers: bearer(customer.token),
    });
    // Nothing is refunded of money never paid.
    expect(unpaid.json<{ data: unknown }>().data).toMatchObject({ percent: 100, amountPaid: 0, amount: 0 });
    const staff = await createStaffToken(ctx.app, 'staff');
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${created._id}/payments`,
      headers: bearer(staff.token),
      payload: {
        kind: 'advance',
        amount: created.bookingInfo.payableAmount,
        method: 'cash',
        receivedOn: todayInIndia(),
      },
    });
    expect(paid.statusCode).toBe(201);
    const quote = await ctx.app.inject({
      url: `/api/bookings/${created._id}/refund-quote`,
      headers: bearer(customer.token),
    });
    expect(quote.json<{ data: unknown }>().data).toMatchObject({
      daysBeforeDeparture: 50,
      percent: 100,
      table: 'standard',
      amount: created.bookingInfo.payableAmount,
    });
    const other = await registerAndLogin(ctx.app);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/bookings/${created._id}/cancel`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${created._id}/cancel`,
      headers: bearer(customer.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: Booking }>().data).toMatchObject({
      metadata: { status: 'cancelled' },
      refund: { percent: 100, amount: created.bookingInfo.payableAmount },
    });
    const batch = await ctx.handle.db
      .selectFrom('batches')
      .select('seats_left')
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(batch.seats_left).toBe(5);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/bookings/${created._id}/cancel`,
          headers: bearer(customer.token),
        })
      ).statusCode,
    ).toBe(400);
  });
});

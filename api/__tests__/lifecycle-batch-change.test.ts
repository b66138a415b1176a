import { addDays, priceBooking, todayInIndia } from '@trippy/domain';
import type {
  BatchChangeOptions,
  Booking,
  ChangeBatchResult,
  OperatorBookingDetail,
  OperatorEvent,
  PackageDetail,
} from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import { travellersFor } from './helpers/travellers';
import { createStaffToken } from './helpers/staff';
import {
  bearer,
  createTestApp,
  mailsTo,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';
import { newId } from '../src/db/ids';

const details = {
  fullName: 'Dev Rawat',
  email: 'dev.rawat@example.in',
  phone: '9812345670',
  address: 'Clement Town, Dehradun',
  emergencyContact: '9898989890',
  emergencyName: 'Uma Rawat',
};

describe.each(DB_KINDS)('change of batch on %s', (kind) => {
  let ctx: TestContext;
  let pkg: PackageDetail;
  let owner: TestCustomer;
  let other: TestCustomer;
  // The operator's day, as the rules count it (in India: after 18:30 UTC it is already tomorrow there).
  const today = todayInIndia();
  const events: OperatorEvent[] = [];

  const batchIn = async (days: number, seats = 10, packageId = pkg._id): Promise<string> => {
    const id = newId();
    const start = addDays(today, days);
    await ctx.app.db
      .insertInto('batches')
      .values({
        id,
        package_id: packageId,
        start_date: start,
        end_date: addDays(start, 3),
        total_seats: seats,
        seats_left: seats,
      })
      .execute();
    return id;
  };
  const seatsLeft = async (id: string) =>
    (
      await ctx.app.db
        .selectFrom('batches')
        .select('seats_left')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).seats_left;
  const book = async (batchId: string, seats = 2, paymentType: 'full' | 'advance' = 'advance') => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(owner.token),
      payload: {
        packageId: pkg._id,
        batchId,
        numberOfSeats: seats,
        paymentType,
        addonIds: pkg.additionalServices.slice(0, 1).map((addon) => addon._id),
        customerDetails: details,
        travellers: travellersFor(seats),
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json<{ data: Booking }>().data;
  };
  const options = (bookingId: string, who = owner) =>
    ctx.app.inject({ url: `/api/bookings/${bookingId}/batch-change-options`, headers: bearer(who.token) });
  const change = (bookingId: string, batchId: string, who = owner) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/change-batch`,
      headers: bearer(who.token),
      payload: { batchId },
    });
  const setPrice = (offerPrice: number) =>
    ctx.app.db.updateTable('packages').set({ offer_price: offerPrice }).where('id', '=', pkg._id).execute();

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    pkg = (await ctx.app.inject('/api/packages/char-dham-yatra-from-haridwar')).json<{
      data: PackageDetail;
    }>().data;
    owner = await registerAndLogin(ctx.app);
    other = await registerAndLogin(ctx.app);
    const notifyOperators = ctx.app.realtime.notifyOperators.bind(ctx.app.realtime);
    ctx.app.realtime.notifyOperators = (event: OperatorEvent) => {
      events.push(event);
      notifyOperators(event);
    };
  });
  afterAll(async () => {
    await setPrice(pkg.offerPrice);
    await ctx.close();
  });

  it('lists the open future batches with seats, each priced with GST for the same seats and add-ons', async () => {
    const from = await batchIn(40);
    const later = await batchIn(60);
    const tooSmall = await batchIn(70, 1);
    const closed = await batchIn(80);
    await ctx.app.db.updateTable('batches').set({ closed_at: new Date() }).where('id', '=', closed).execute();
    const booking = await book(from);
    await setPrice(pkg.offerPrice + 100_000);
    const res = await options(booking._id);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: BatchChangeOptions }>().data;
    expect(data).toMatchObject({
      bookingId: booking._id,
      allowed: true,
      currentTotal: booking.bookingInfo.total,
      changeAllowedUntil: addDays(today, 25),
    });
    const ids = data.options.map((option) => option.batchId);
    expect(ids).toContain(later);
    expect(ids).not.toContain(from);
    expect(ids).not.toContain(tooSmall);
    expect(ids).not.toContain(closed);
    const expected = priceBooking({
      offerPrice: pkg.offerPrice + 100_000,
      seats: 2,
      addons: pkg.additionalServices.slice(0, 1),
      paymentType: 'advance',
    });
    expect(data.options.find((option) => option.batchId === later)).toMatchObject({
      newTotal: expected.total,
      difference: expected.total - booking.bookingInfo.total,
    });
    expect((await options(booking._id, other)).statusCode).toBe(404);
    await setPrice(pkg.offerPrice);
  });

  it('moves the seats atomically, reprices, records the change and tells the customer and the operator', async () => {
    const from = await batchIn(30);
    const to = await batchIn(50);
    const booking = await book(from);
    expect(await seatsLeft(from)).toBe(8);
    const staff = await createStaffToken(ctx.app, 'staff');
    // The customer paid the whole total; the new batch is cheaper: the difference is owed back.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${booking._id}/payments`,
      headers: bearer(staff.token),
      payload: { kind: 'advance', amount: booking.bookingInfo.total, method: 'upi', receivedOn: today },
    });
    await setPrice(pkg.offerPrice - 200_000);

    const res = await change(booking._id, to);
    expect(res.statusCode).toBe(200);
    const { booking: moved, change: recorded } = res.json<{ data: ChangeBatchResult }>().data;
    const newTotal = priceBooking({
      offerPrice: pkg.offerPrice - 200_000,
      seats: 2,
      addons: pkg.additionalServices.slice(0, 1),
      paymentType: 'advance',
    }).total;
    expect(moved.batchDetails).toMatchObject({ batchId: to, startDate: addDays(today, 50) });
    expect(moved.bookingInfo).toMatchObject({
      total: newTotal,
      remainingAmount: 0,
      balanceDueDate: addDays(today, 35),
    });
    expect(moved.payment).toMatchObject({
      amountPaid: booking.bookingInfo.total,
      balance: 0,
      dueNow: 0,
      owedToCustomer: booking.bookingInfo.total - newTotal,
    });
    expect(recorded).toMatchObject({
      fromBatchId: from,
      toBatchId: to,
      previousTotal: booking.bookingInfo.total,
      newTotal,
      difference: newTotal - booking.bookingInfo.total,
    });
    expect(await seatsLeft(from)).toBe(10);
    expect(await seatsLeft(to)).toBe(8);
    expect(moved.travellers).toHaveLength(2);

    const detail = (
      await ctx.app.inject({ url: `/api/operator/bookings/${booking._id}`, headers: bearer(staff.token) })
    ).json<{ data: OperatorBookingDetail }>().data;
    expect(detail.changes).toEqual([recorded]);
    expect(
      events.find((event) => event.kind === 'booking.changed' && event.id === booking._id),
    ).toBeDefined();
    // To the account's verified address, not to the contact email typed on the booking form.
    expect(await mailsTo(ctx.app, details.email)).toEqual([]);
    const mails = await mailsTo(ctx.app, owner.email);
    expect(mails.some((mail) => mail.subject.startsWith('Batch changed'))).toBe(true);
    const note = await ctx.app.db
      .selectFrom('notifications')
      .select('message')
      .where('customer_id', '=', owner.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(note.message).toMatch(/^Batch changed: .* we will refund ₹/);
    await setPrice(pkg.offerPrice);
  });

  it('refuses a change within 15 days of departure, to a full, closed or other package batch, or a stranger', async () => {
    const soon = await batchIn(14);
    const fifteen = await batchIn(15);
    const target = await batchIn(45);
    const late = await book(soon, 2, 'full');
    const res = await change(late._id, target);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      `A booking can move to another batch until 15 days before departure (the last day was ${addDays(today, -1)}).`,
    );
    const listed = (await options(late._id)).json<{ data: BatchChangeOptions }>().data;
    expect(listed).toMatchObject({ allowed: false, options: [] });
    const onTheDay = await book(fifteen, 1, 'full');

    const full = await batchIn(50, 1);
    expect((await change(onTheDay._id, full)).statusCode).toBe(200);
    const booking = await book(await batchIn(40));
    expect((await change(booking._id, full)).statusCode).toBe(409);
    const closed = await batchIn(55);
    await ctx.app.db.updateTable('batches').set({ closed_at: new Date() }).where('id', '=', closed).execute();
    expect((await change(booking._id, closed)).statusCode).toBe(409);
    const otherPkg = await ctx.app.db
      .selectFrom('packages')
      .select('id')
      .where('id', '!=', pkg._id)
      .executeTakeFirstOrThrow();
    expect((await change(booking._id, await batchIn(60, 10, otherPkg.id))).statusCode).toBe(400);
    expect((await change(booking._id, newId())).statusCode).toBe(404);
    expect((await change(booking._id, target, other)).statusCode).toBe(404);
    expect((await change(booking._id, booking.batchDetails.batchId)).statusCode).toBe(409);
  });

  it('never oversells when two bookings race for the last seats (both batches locked in order)', async () => {
    const target = await batchIn(70, 2);
    const a = await book(await batchIn(40));
    const b = await book(await batchIn(41));
    const results = await Promise.all([change(a._id, target), change(b._id, target)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await seatsLeft(target)).toBe(0);
    // Two bookings swapping batches at once do not deadlock.
    const x = await batchIn(80);
    const y = await batchIn(81);
    const onX = await book(x);
    const onY = await book(y);
    const swaps = await Promise.all([change(onX._id, y), change(onY._id, x)]);
    expect(swaps.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await seatsLeft(x)).toBe(8);
    expect(await seatsLeft(y)).toBe(8);
  });
});

import { addDays, formatRupees, refundFor, toDateOnly, todayInIndia, formatTripDate } from '@trippy/domain';
import type {
  Booking,
  OperatorBookingDetail,
  OperatorBookingListItem,
  OperatorEvent,
} from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';
import { createStaffToken, type TestStaff } from './helpers/staff';
import { newId } from '../src/db/ids';
import { travellersFor } from './helpers/travellers';

const details = {
  fullName: 'Kavya Rawat',
  email: 'kavya.rawat@example.in',
  phone: '9812345670',
  address: 'Rajpur Road, Dehradun',
  emergencyContact: '9898989801',
  emergencyName: 'Suresh Rawat',
  specialRequirements: 'Vegetarian meals; knee support',
};

type Detail = { success: boolean; data: OperatorBookingDetail; message?: string };

describe.each(DB_KINDS)('operator bookings on %s', (kind) => {
  let ctx: TestContext;
  let customer: TestCustomer;
  let staff: TestStaff;
  let packageId: string;
  const operatorEvents: OperatorEvent[] = [];

  /** A batch of the test package starting `offset` days from today (UTC, as the refund tables count). */
  const batchIn = async (offset: number, seats = 30): Promise<string> => {
    const id = newId();
    const start = addDays(toDateOnly(), offset);
    await ctx.handle.db
      .insertInto('batches')
      .values({
        id,
        package_id: packageId,
        start_date: start,
        end_date: addDays(start, 4),
        total_seats: seats,
        seats_left: seats,
      })
      .execute();
    return id;
  };

  const book = async (
    batchId: string,
    seats = 2,
    paymentType: 'full' | 'advance' = 'advance',
  ): Promise<Booking> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: {
        packageId,
        batchId,
        numberOfSeats: seats,
        paymentType,
        addonIds: [],
        travellers: travellersFor(seats),
        customerDetails: details,
      },
    });
    if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
    return res.json<{ data: Booking }>().data;
  };

  const op = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, token = staff.token) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

  const pay = (id: string, body: Record<string, unknown>) =>
    op('POST', `/api/operator/bookings/${id}/payments`, {
      kind: 'advance',
      method: 'upi',
      reference: 'UPI-REF-1',
      receivedOn: todayInIndia(),
      ...body,
    });

  const seatsLeft = async (batchId: string) =>
    (
      await ctx.handle.db
        .selectFrom('batches')
        .select('seats_left')
        .where('id', '=', batchId)
        .executeTakeFirstOrThrow()
    ).seats_left;

  const auditOf = (entityId: string) =>
    ctx.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', entityId)
      .orderBy('created_at')
      .execute();

  const notificationsOf = async () =>
    (
      await ctx.handle.db
        .selectFrom('notifications')
        .select(['message'])
        .where('customer_id', '=', customer.id)
        .orderBy('created_at', 'desc')
        .execute()
    ).map((row) => row.message);

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    customer = await registerAndLogin(ctx.app);
    staff = await createStaffToken(ctx.app, 'staff');
    packageId = (
      await ctx.handle.db
        .selectFrom('packages')
        .select('id')
        .where('slug', '=', 'char-dham-yatra-from-haridwar')
        .executeTakeFirstOrThrow()
    ).id;
    const original = ctx.app.realtime.notifyOperators.bind(ctx.app.realtime);
    ctx.app.realtime.notifyOperators = (event) => {
      operatorEvents.push(event);
      original(event);
    };
  });
  afterAll(() => ctx.close());

  it('a new booking reaches staff: realtime event and a mail to OPERATOR_EMAIL', async () => {
    const booking = await book(await batchIn(60));
    expect(operatorEvents).toContainEqual({
      kind: 'booking.created',
      id: booking._id,
      summary: expect.stringContaining('Kavya Rawat') as string,
    });
    const mail = await ctx.handle.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'booking-new')
      .where('body', 'like', `%${booking.reference}%`)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(ctx.app.config.OPERATOR_EMAIL.toLowerCase());
  });

  it('records an advance then the balance in paise; the remaining amount follows; overpayment refused', async () => {
    const booking = await book(await batchIn(60));
    const { total, payableAmount } = booking.bookingInfo;

    const advance = await pay(booking._id, { amount: payableAmount });
    expect(advance.statusCode).toBe(201);
    const afterAdvance = advance.json<Detail>().data;
    expect(afterAdvance).toMatchObject({
      amountPaid: payableAmount,
      remainingAmount: total - payableAmount,
      paidByKind: { advance: payableAmount, balance: 0 },
    });
    const stored = await ctx.handle.db
      .selectFrom('bookings')
      .select(['amount_paid', 'remaining_amount'])
      .where('id', '=', booking._id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ amount_paid: payableAmount, remaining_amount: total - payableAmount });

    const tooMuch = await pay(booking._id, { kind: 'balance', amount: total - payableAmount + 1 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json<Detail>().message).toMatch(/more than the .* left to pay/);

    const balance = await pay(booking._id, {
      kind: 'balance',
      method: 'cash',
      amount: total - payableAmount,
    });
    expect(balance.statusCode).toBe(201);
    const paid = balance.json<Detail>().data;
    expect(paid).toMatchObject({
      amountPaid: total,
      remainingAmount: 0,
      paidByKind: { advance: payableAmount, balance: total - payableAmount },
    });
    expect(paid.payments.map((p) => [p.kind, p.amount, p.method])).toEqual([
      ['advance', payableAmount, 'upi'],
      ['balance', total - payableAmount, 'cash'],
    ]);
    expect(paid.payments[0]!.recordedBy).toEqual({ _id: staff.id, name: staff.name });

    const onePaisa = await pay(booking._id, { kind: 'balance', amount: 1 });
    expect(onePaisa.statusCode).toBe(422);
    expect(onePaisa.json<Detail>().message).toBe('This booking is already fully paid');

    const audit = await auditOf(booking._id);
    expect(audit.map((row) => row.action)).toEqual(['booking.payment-recorded', 'booking.payment-recorded']);
    expect(audit[0]).toMatchObject({
      staff_id: staff.id,
      before: { amountPaid: 0, remainingAmount: total - payableAmount },
      after: { amountPaid: payableAmount, remainingAmount: total - payableAmount },
    });
    expect(audit[1]!.after).toMatchObject({ amountPaid: total, remainingAmount: 0 });

    expect((await notificationsOf())[0]).toMatch(/^Payment received: .*Fully paid/);
    const mails = await ctx.handle.db
      .selectFrom('outbox')
      .select('kind')
      .where('recipient', '=', customer.email)
      .where('kind', '=', 'booking-payment')
      .execute();
    expect(mails.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad payments: future date, unknown method, zero, long reference, unknown booking', async () => {
    const booking = await book(await batchIn(60));
    const tomorrow = addDays(todayInIndia(), 1);
    expect((await pay(booking._id, { amount: 100, receivedOn: tomorrow })).statusCode).toBe(422);
    expect((await pay(booking._id, { amount: 100, method: 'cheque' })).statusCode).toBe(400);
    expect((await pay(booking._id, { amount: 0 })).statusCode).toBe(400);
    expect((await pay(booking._id, { amount: 10.5 })).statusCode).toBe(400);
    expect((await pay(booking._id, { amount: 100, reference: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await pay(newId(), { amount: 100 })).statusCode).toBe(404);
    const detail = (await op('GET', `/api/operator/bookings/${booking._id}`)).json<Detail>().data;
    expect(detail.amountPaid).toBe(0);
    expect(detail.payments).toEqual([]);
  });

  it('two payments at once for the whole remaining amount: one is recorded, the other refused', async () => {
    const booking = await book(await batchIn(60));
    const all = booking.bookingInfo.total;
    const results = await Promise.all([pay(booking._id, { amount: all }), pay(booking._id, { amount: all })]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    const detail = (await op('GET', `/api/operator/bookings/${booking._id}`)).json<Detail>().data;
    expect(detail.amountPaid).toBe(all);
  });

  it('confirms a pending booking once, notifying the customer', async () => {
    const booking = await book(await batchIn(60));
    const res = await op('POST', `/api/operator/bookings/${booking._id}/confirm`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<Detail>().data;
    expect(detail.status).toBe('confirmed');
    expect(detail.confirmedAt).not.toBeNull();
    expect((await op('POST', `/api/operator/bookings/${booking._id}/confirm`)).statusCode).toBe(409);
    expect((await notificationsOf())[0]).toMatch(/^Booking confirmed: /);
    const audit = await auditOf(booking._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'booking.confirmed',
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
  });

  it.each([
    [50, 100],
    [40, 75],
    [20, 50],
    [10, 25],
    [3, 0],
  ])(
    "cancels at the customer's request %i days before departure: %i%% of the amount paid",
    async (days, percent) => {
      const batchId = await batchIn(days);
      // A departure 15 days away or less takes full payment only.
      const booking = await book(batchId, 3, days > 15 ? 'advance' : 'full');
      const paid = 1_234_567;
      expect((await pay(booking._id, { amount: paid })).statusCode).toBe(201);
      expect(await seatsLeft(batchId)).toBe(27);

      const quote = await op(
        'GET',
        `/api/operator/bookings/${booking._id}/refund-quote?reason=customer-request`,
      );
      expect(quote.json<{ data: unknown }>().data).toMatchObject({
        percent,
        amountPaid: paid,
        table: 'standard',
      });

      const res = await op('POST', `/api/operator/bookings/${booking._id}/cancel`, {
        reason: 'customer-request',
        note: 'Called us',
      });
      expect(res.statusCode).toBe(200);
      const expected = refundFor({ daysBeforeDeparture: days, travellers: 3, amountPaid: paid });
      expect(expected.percent).toBe(percent);
      const detail = res.json<Detail>().data;
      expect(detail).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'customer',
        refund: { percent, amount: expected.amount },
      });
      expect(await seatsLeft(batchId)).toBe(30);
      expect((await notificationsOf())[0]).toBe(
        `Booking cancelled at your request: ${booking.packageDetails.packageName} (${formatTripDate(booking.batchDetails.startDate)}). Refund ${percent}% = ${formatRupees(expected.amount)}.`,
      );
      const audit = (await auditOf(booking._id)).find((row) => row.action === 'booking.cancelled');
      expect(audit).toMatchObject({
        before: { status: 'pending', amountPaid: paid, seats: 3 },
        after: {
          status: 'cancelled',
          reason: 'customer-request',
          refundPercent: percent,
          refundAmount: expected.amount,
          seatsReturned: 3,
        },
      });
    },
  );

  it('uses the group table for 10 or more travellers', async () => {
    const booking = await book(await batchIn(40), 10);
    await pay(booking._id, { amount: 1_000_000 });
    const res = await op('POST', `/api/operator/bookings/${booking._id}/cancel`, {
      reason: 'customer-request',
    });
    expect(res.json<Detail>().data.refund).toEqual({ percent: 70, amount: 700_000 });
  });

  it('an operator cancellation refunds 100% of what was paid, in money; a second cancel is 409', async () => {
    const batchId = await batchIn(3);
    const booking = await book(batchId, 2, 'full');
    await pay(booking._id, { amount: 500_000 });
    const res = await op('POST', `/api/operator/bookings/${booking._id}/cancel`, {
      reason: 'operator',
      note: 'Road closed at Sonprayag',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Detail>().data).toMatchObject({
      cancelledBy: 'operator',
      refund: { percent: 100, amount: 500_000 },
      // What was paid and refunded, nothing due (it showed the unpaid part with its due date).
      amountPaid: 500_000,
      remainingAmount: 0,
    });
    const listed = await op('GET', `/api/operator/bookings?batchId=${batchId}`);
    expect(listed.json<{ data: OperatorBookingListItem[] }>().data).toEqual([
      expect.objectContaining({ _id: booking._id, remainingAmount: 0, balanceDueDate: null }),
    ]);
    const stored = await ctx.handle.db
      .selectFrom('bookings')
      .select('remaining_amount')
      .where('id', '=', booking._id)
      .executeTakeFirstOrThrow();
    expect(stored.remaining_amount).toBe(0);
    expect(await seatsLeft(batchId)).toBe(30);
    const [line] = await notificationsOf();
    expect(line).toMatch(
      /^Booking cancelled by Trippy Himalaya: .*Full refund of ₹5,000\.00 \(money, not a voucher\)\.$/,
    );
    const mail = await ctx.handle.db
      .selectFrom('outbox')
      .select('body')
      .where('kind', '=', 'booking-cancelled')
      .where('body', 'like', `%${booking.reference}%`)
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain('not a voucher');

    expect(
      (await op('POST', `/api/operator/bookings/${booking._id}/cancel`, { reason: 'operator' })).statusCode,
    ).toBe(409);
    expect((await pay(booking._id, { amount: 100 })).statusCode).toBe(409);
    expect(await seatsLeft(batchId)).toBe(30);
  });

  it('lists bookings with filters and paging', async () => {
    const batchId = await batchIn(90);
    const first = await book(batchId, 1);
    const second = await book(batchId, 2);
    await pay(second._id, { amount: second.bookingInfo.total });
    const list = async (query: string) => {
      const res = await op('GET', `/api/operator/bookings?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<{
        data: OperatorBookingListItem[];
        page: { page: number; pageSize: number; total: number };
      }>();
    };
    const byBatch = await list(`batchId=${batchId}`);
    expect(byBatch.data.map((row) => row._id)).toEqual([second._id, first._id]);
    expect(byBatch.page).toEqual({ page: 1, pageSize: 20, total: 2 });
    expect(byBatch.data[1]).toMatchObject({
      customerName: details.fullName,
      customerEmail: details.email,
      customerPhone: details.phone,
      seats: 1,
      amountPaid: 0,
      remainingAmount: first.bookingInfo.total,
      startDate: addDays(toDateOnly(), 90),
      paymentType: 'advance',
    });
    expect((await list(`batchId=${batchId}&balanceDue=true`)).data.map((row) => row._id)).toEqual([
      first._id,
    ]);
    expect((await list(`batchId=${batchId}&pageSize=1&page=2`)).data.map((row) => row._id)).toEqual([
      first._id,
    ]);
    const day = addDays(toDateOnly(), 90);
    expect((await list(`departureFrom=${day}&departureTo=${day}`)).page.total).toBe(2);
    expect((await list(`q=${first._id}`)).data.map((row) => row._id)).toEqual([first._id]);
    // References are sequential within the year, read out on a call and searched as typed.
    const [, year, number] = /^TH-(\d{2})-(\d{5})$/.exec(first.reference) ?? [];
    expect(second.reference).toBe(`TH-${year}-${String(Number(number) + 1).padStart(5, '0')}`);
    expect(byBatch.data.map((row) => row.reference)).toEqual([second.reference, first.reference]);
    expect((await list(`q=${first.reference}`)).data.map((row) => row._id)).toEqual([first._id]);
    expect(
      (await list(`q=${encodeURIComponent(`th ${year} ${Number(number) + 1}`)}`)).data.map((row) => row._id),
    ).toEqual([second._id]);
    expect((await list('q=kavya%25')).page.total).toBe(0);
    expect((await list('status=cancelled')).data.every((row) => row.status === 'cancelled')).toBe(true);
    expect((await op('GET', '/api/operator/bookings?pageSize=101')).statusCode).toBe(400);
  });

  it('shows the booking record as entered, the customer account and the batch', async () => {
    const booking = await book(await batchIn(60));
    const res = await op('GET', `/api/operator/bookings/${booking._id}`);
    const detail = res.json<Detail>().data;
    expect(detail.booking.customerDetails).toMatchObject({
      emergencyName: 'Suresh Rawat',
      emergencyContact: '9898989801',
      specialRequirements: 'Vegetarian meals; knee support',
    });
    expect(detail.customer).toMatchObject({ _id: customer.id, email: customer.email, disabled: false });
    expect(detail.batch.seatsLeft).toBe(28);
    expect((await op('GET', `/api/operator/bookings/${newId()}`)).statusCode).toBe(404);
  });

  it('refuses customers and anonymous callers', async () => {
    const booking = await book(await batchIn(60));
    expect((await op('GET', '/api/operator/bookings', undefined, customer.token)).statusCode).toBe(401);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${booking._id}/confirm`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

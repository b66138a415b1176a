// Online payments against the local Razorpay sandbox over real HTTP (the adapter does not know it is a
// sandbox): orders, the checkout's hand-back, webhooks (signed, replayed, forged, out of order), amounts that
// do not match, a second payment of one order, the reconciler when no webhook comes, the provider down.
// Signatures are computed here with node:crypto, independently of the code under test.
import crypto from 'node:crypto';
import type { Booking, PackageDetail, PaymentOrder, PaymentReturnResult } from '@trippy/contracts';
import { newId } from '../src/db/ids';
import type { CatalogChange } from '../src/plugins/catalog-events';
import { DB_KINDS } from './helpers/db-targets';
import { bookingBody } from './helpers/booking-body';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';

const SLUG = 'char-dham-yatra-from-haridwar';
const hmac = (data: string, secret: string) => crypto.createHmac('sha256', secret).update(data).digest('hex');

describe.each(DB_KINDS)('online payments on %s', (kind) => {
  let ctx: TestContext;
  let origin: string;
  let customer: TestCustomer;
  let other: TestCustomer;
  let pkg: PackageDetail;
  let batchId: string;

  const api = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as { data: T; message: string } };
  };
  const book = async (who = customer, paymentType: 'advance' | 'full' = 'advance') => {
    const answer = await api<Booking>(
      'POST',
      '/api/bookings',
      bookingBody(who, { packageId: pkg._id, batchId, paymentType }),
      bearer(who.token),
    );
    expect(answer.status).toBe(201);
    return answer.body.data;
  };
  const order = async (bookingId: string, who = customer) =>
    api<PaymentOrder>('POST', `/api/bookings/${bookingId}/payment-order`, undefined, bearer(who.token));
  const pay = async (orderId: string, webhooks: 'normal' | 'duplicate' | 'reverse' | 'none' = 'none') => {
    const paid = await api<never>('POST', '/sandbox/razorpay/checkout/pay', {
      order_id: orderId,
      method: 'upi',
      outcome: 'success',
      webhooks,
    });
    expect(paid.status).toBe(200);
    return paid.body as unknown as {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    };
  };
  const giveBack = (bookingId: string, handBack: Record<string, string>, who = customer) =>
    api<PaymentReturnResult>(
      'POST',
      `/api/bookings/${bookingId}/payment-return`,
      handBack,
      bearer(who.token),
    );
  const bookingRow = (id: string) =>
    ctx.handle.db
      .selectFrom('bookings')
      .select(['status', 'amount_paid', 'remaining_amount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const webhook = (
    event: string,
    payment: Record<string, unknown>,
    options: { eventId?: string; secret?: string; tamper?: boolean } = {},
  ) => {
    const body = JSON.stringify({
      entity: 'event',
      event,
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: 1,
    });
    const signature = hmac(body, options.secret ?? ctx.app.config.RAZORPAY_WEBHOOK_SECRET);
    return api<{ outcome: string }>(
      'POST',
      '/api/payments/razorpay/webhook',
      options.tamper ? body.replace('"captured"', '"captured" ') : body,
      {
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': options.eventId ?? `evt_${crypto.randomBytes(6).toString('hex')}`,
      },
    );
  };
  const until = async (check: () => Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    customer = await registerAndLogin(ctx.app);
    other = await registerAndLogin(ctx.app);
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
        total_seats: 200,
        seats_left: 200,
      })
      .execute();
  }, 60_000);
  afterAll(() => ctx.close());

  it('pays the advance: one order per payment, the hand-back verified, counted once, then the balance', async () => {
    const booking = await book();
    const first = await order(booking._id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      provider: 'razorpay',
      keyId: ctx.app.config.RAZORPAY_KEY_ID,
      amount: booking.bookingInfo.payableAmount,
      currency: 'INR',
      kind: 'advance',
    });
    expect((await order(booking._id)).body.data.orderId).toBe(first.body.data.orderId);
    const handBack = await pay(first.body.data.orderId);
    expect(handBack.razorpay_signature).toBe(
      hmac(`${first.body.data.orderId}|${handBack.razorpay_payment_id}`, ctx.app.config.RAZORPAY_KEY_SECRET),
    );
    const returned = await giveBack(booking._id, handBack);
    expect(returned.status).toBe(200);
    expect(returned.body.data).toEqual({
      outcome: 'confirmed',
      status: 'confirmed',
      amountPaid: booking.bookingInfo.payableAmount,
      remainingAmount: booking.bookingInfo.total - booking.bookingInfo.payableAmount,
    });
    expect((await giveBack(booking._id, handBack)).body.data.outcome).toBe('already-recorded');
    const balance = await order(booking._id);
    expect(balance.body.data).toMatchObject({
      kind: 'balance',
      amount: booking.bookingInfo.total - booking.bookingInfo.payableAmount,
    });
    expect((await giveBack(booking._id, await pay(balance.body.data.orderId))).body.data).toMatchObject({
      outcome: 'confirmed',
      remainingAmount: 0,
    });
    expect((await order(booking._id)).status).toBe(409);
  });

  it("refuses a hand-back with a forged signature or another booking's order, and another customer's booking", async () => {
    const mine = await book();
    const theirs = await book(other);
    const myOrder = (await order(mine._id)).body.data.orderId;
    const theirOrder = (await order(theirs._id, other)).body.data.orderId;
    const handBack = await pay(myOrder);
    const forged = await giveBack(mine._id, {
      ...handBack,
      razorpay_signature: hmac(`${myOrder}|${handBack.razorpay_payment_id}`, 'not-the-secret'),
    });
    expect(forged.status).toBe(400);
    const swapped = await giveBack(mine._id, { ...handBack, razorpay_order_id: theirOrder });
    expect(swapped.status).toBe(400);
    expect((await order(mine._id, other)).status).toBe(404);
    expect((await giveBack(mine._id, handBack, other)).status).toBe(404);
    expect(await bookingRow(mine._id)).toMatchObject({ status: 'pending', amount_paid: 0 });
    expect(await bookingRow(theirs._id)).toMatchObject({ status: 'pending', amount_paid: 0 });
  });

  it('takes a signed webhook once, refuses forged, tampered or unsigned ones, and flags an amount that does not match', async () => {
    const booking = await book();
    const orderId = (await order(booking._id)).body.data.orderId;
    const payment = (amount: number) => ({
      id: `pay_${crypto.randomBytes(7).toString('hex')}`,
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'captured',
      order_id: orderId,
      method: 'upi',
    });
    expect(
      (await webhook('payment.captured', payment(booking.bookingInfo.payableAmount), { secret: 'wrong' }))
        .status,
    ).toBe(400);
    expect(
      (await webhook('payment.captured', payment(booking.bookingInfo.payableAmount), { tamper: true }))
        .status,
    ).toBe(400);
    const unsigned = await api(
      'POST',
      '/api/payments/razorpay/webhook',
      JSON.stringify({ event: 'payment.captured' }),
      { 'x-razorpay-event-id': 'evt_x' },
    );
    expect(unsigned.status).toBe(400);
    const mismatch = await webhook('payment.captured', payment(booking.bookingInfo.payableAmount - 100));
    expect(mismatch.body.data.outcome).toBe('amount-mismatch');
    expect(await bookingRow(booking._id)).toMatchObject({ status: 'pending', amount_paid: 0 });
    const flagged = await ctx.handle.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('provider_order_id', '=', orderId)
      .execute();
    expect(flagged.map((row) => row.outcome)).toContain('amount-mismatch');

    const genuine = payment(booking.bookingInfo.payableAmount);
    const eventId = `evt_${crypto.randomBytes(6).toString('hex')}`;
    expect((await webhook('order.paid', genuine, { eventId })).body.data.outcome).toBe('confirmed');
    expect((await webhook('order.paid', genuine, { eventId })).body.data.outcome).toBe('duplicate-event');
    expect((await webhook('payment.captured', genuine)).body.data.outcome).toBe('already-recorded');
    expect(await bookingRow(booking._id)).toMatchObject({
      status: 'confirmed',
      amount_paid: booking.bookingInfo.payableAmount,
    });
  });

  it('counts the sandbox’s own webhooks, sent twice and out of order, once', async () => {
    const booking = await book();
    const orderId = (await order(booking._id)).body.data.orderId;
    await pay(orderId, 'duplicate');
    expect(await until(async () => (await bookingRow(booking._id)).status === 'confirmed')).toBe(true);
    const second = await book();
    await pay((await order(second._id)).body.data.orderId, 'reverse');
    expect(await until(async () => (await bookingRow(second._id)).status === 'confirmed')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const paid = await ctx.handle.db
      .selectFrom('payments')
      .select(['amount'])
      .where('booking_id', 'in', [booking._id, second._id])
      .execute();
    expect(paid).toHaveLength(2);
  });

  it('refunds in full a second payment of the same order (a double tap), never counting it', async () => {
    const booking = await book();
    const orderId = (await order(booking._id)).body.data.orderId;
    const first = await pay(orderId);
    const second = await pay(orderId);
    expect((await giveBack(booking._id, first)).body.data.outcome).toBe('confirmed');
    expect((await giveBack(booking._id, second)).body.data.outcome).toBe('refunded');
    expect(await bookingRow(booking._id)).toMatchObject({ amount_paid: booking.bookingInfo.payableAmount });
    const refunds = await ctx.handle.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('booking_id', '=', booking._id)
      .execute();
    expect(refunds).toEqual([
      expect.objectContaining({
        provider_payment_id: second.razorpay_payment_id,
        amount: booking.bookingInfo.payableAmount,
        status: 'processed',
      }),
    ]);
  });

  it('settles through the reconciler when no webhook and no hand-back ever come', async () => {
    const booking = await book();
    const orderId = (await order(booking._id)).body.data.orderId;
    expect((await api('POST', '/sandbox/razorpay/test/lose-webhooks', { on: true })).status).toBe(200);
    try {
      await pay(orderId, 'normal');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await bookingRow(booking._id)).toMatchObject({ status: 'pending' });
      const realNow = ctx.app.clock.now;
      ctx.app.clock.now = () => new Date(Date.now() + 5 * 60_000);
      try {
        const settled = await ctx.app.payments.reconcileOnce();
        expect(settled.map((one) => one.outcome)).toContain('confirmed');
      } finally {
        ctx.app.clock.now = realNow;
      }
      expect(await bookingRow(booking._id)).toMatchObject({
        status: 'confirmed',
        amount_paid: booking.bookingInfo.payableAmount,
      });
    } finally {
      await api('POST', '/sandbox/razorpay/test/lose-webhooks', { on: false });
    }
  });
  it('holds the seats only while paying: released at the hold’s end, the waitlist offered, the customer told', async () => {
    const booking = await book();
    const seats = async () =>
      (
        await ctx.handle.db
          .selectFrom('batches')
          .select('seats_left')
          .where('id', '=', batchId)
          .executeTakeFirstOrThrow()
      ).seats_left;
    const before = await seats();
    // Every unpaid booking on the departure is released, this one and those earlier tests left unpaid.
    const unpaid = await ctx.handle.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.sum<number>('number_of_seats').as('seats'))
      .where('batch_id', '=', batchId)
      .where('status', '=', 'pending')
      .where('amount_paid', '=', 0)
      .executeTakeFirstOrThrow();
    const heard: CatalogChange[] = [];
    ctx.app.catalog.onChange((change) => heard.push(change));
    const realNow = ctx.app.clock.now;
    ctx.app.clock.now = () => new Date(Date.now() + 14 * 60_000);
    try {
      await ctx.app.jobs.runOnce();
      expect(await bookingRow(booking._id)).toMatchObject({ status: 'pending' });
      expect(heard).toEqual([]);
      ctx.app.clock.now = () => new Date(Date.now() + 16 * 60_000);
      await ctx.app.jobs.runOnce();
    } finally {
      ctx.app.clock.now = realNow;
    }
    expect(await bookingRow(booking._id)).toMatchObject({ status: 'cancelled' });
    // The seats are on sale again: kept pages showing seats left are told at once.
    expect(heard).toContainEqual({
      kind: 'seats',
      packages: [expect.objectContaining({ id: booking.packageDetails.packageId })],
    });
    const released = await api<Booking>(
      'GET',
      `/api/bookings/${booking._id}`,
      undefined,
      bearer(customer.token),
    );
    expect(released.body.data.metadata).toMatchObject({ status: 'cancelled', state: 'expired' });
    expect(Number(unpaid.seats)).toBeGreaterThanOrEqual(1);
    expect(await seats()).toBe(before + Number(unpaid.seats));
    const told = await ctx.handle.db
      .selectFrom('notifications')
      .select('message')
      .where('customer_id', '=', customer.id)
      .execute();
    expect(told.map((row) => row.message)).toContainEqual(
      expect.stringMatching(/^Payment not completed: your seat on /),
    );
    expect((await order(booking._id)).status).toBe(409);
  });

  it('a payment captured after the hold ended takes the seats again when they are free, else is refunded in full', async () => {
    const expireNow = async () => {
      const realNow = ctx.app.clock.now;
      ctx.app.clock.now = () => new Date(Date.now() + 16 * 60_000);
      try {
        await ctx.app.jobs.runOnce();
      } finally {
        ctx.app.clock.now = realNow;
      }
    };
    const late = await book();
    const lateOrder = (await order(late._id)).body.data.orderId;
    await expireNow();
    expect(await bookingRow(late._id)).toMatchObject({ status: 'cancelled' });
    expect((await giveBack(late._id, await pay(lateOrder))).body.data).toMatchObject({
      outcome: 'confirmed',
      status: 'confirmed',
    });

    // A departure with one seat: released, then taken by someone else, then the late payment arrives.
    const oneSeat = newId();
    const start = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    await ctx.handle.db
      .insertInto('batches')
      .values({
        id: oneSeat,
        package_id: pkg._id,
        start_date: start,
        end_date: start,
        total_seats: 1,
        seats_left: 1,
      })
      .execute();
    const lost = (
      await api<Booking>(
        'POST',
        '/api/bookings',
        bookingBody(customer, { packageId: pkg._id, batchId: oneSeat }),
        bearer(customer.token),
      )
    ).body.data;
    const lostOrder = (await order(lost._id)).body.data.orderId;
    await expireNow();
    expect(
      (
        await api(
          'POST',
          '/api/bookings',
          bookingBody(other, { packageId: pkg._id, batchId: oneSeat }),
          bearer(other.token),
        )
      ).status,
    ).toBe(201);
    expect((await giveBack(lost._id, await pay(lostOrder))).body.data).toMatchObject({
      outcome: 'refunded',
      status: 'cancelled',
      amountPaid: 0,
    });
    const refund = await ctx.handle.db
      .selectFrom('payment_refunds')
      .select(['status', 'amount'])
      .where('booking_id', '=', lost._id)
      .execute();
    expect(refund).toEqual([{ status: 'processed', amount: lost.bookingInfo.payableAmount }]);
  });

  it('a cancellation refunds what was captured, by the tables, back to the online payment', async () => {
    const booking = await book();
    const unpaid = await api<{ amount: number; amountPaid: number }>(
      'GET',
      `/api/bookings/${booking._id}/refund-quote`,
      undefined,
      bearer(customer.token),
    );
    expect(unpaid.body.data).toMatchObject({ amountPaid: 0, amount: 0 });
    const handBack = await pay((await order(booking._id)).body.data.orderId);
    expect((await giveBack(booking._id, handBack)).body.data.outcome).toBe('confirmed');
    const quote = await api<{ amount: number; amountPaid: number; percent: number }>(
      'GET',
      `/api/bookings/${booking._id}/refund-quote`,
      undefined,
      bearer(customer.token),
    );
    expect(quote.body.data).toMatchObject({ amountPaid: booking.bookingInfo.payableAmount, percent: 100 });
    expect(
      (await api('POST', `/api/bookings/${booking._id}/cancel`, undefined, bearer(customer.token))).status,
    ).toBe(200);
    const refunds = () =>
      ctx.handle.db
        .selectFrom('payment_refunds')
        .select(['provider_payment_id', 'amount', 'status'])
        .where('booking_id', '=', booking._id)
        .execute();
    expect(await refunds()).toEqual([
      {
        provider_payment_id: handBack.razorpay_payment_id,
        amount: quote.body.data.amount,
        status: 'pending',
      },
    ]);
    // The customer sees where the refund is until the provider says processed.
    const progress = async () =>
      (await api<Booking>('GET', `/api/bookings/${booking._id}`, undefined, bearer(customer.token))).body.data
        .refund?.progress;
    expect(await progress()).toEqual({
      inProgress: quote.body.data.amount,
      paidBack: 0,
      byHand: 0,
      failed: 0,
    });
    await ctx.app.payments.reconcileOnce();
    expect(await refunds()).toEqual([
      {
        provider_payment_id: handBack.razorpay_payment_id,
        amount: quote.body.data.amount,
        status: 'processed',
      },
    ]);
    expect(await progress()).toEqual({
      inProgress: 0,
      paidBack: quote.body.data.amount,
      byHand: 0,
      failed: 0,
    });
  });

  it('lets one account hold at most MAX_HELD_SEATS_PER_CUSTOMER unpaid seats', async () => {
    const holder = await registerAndLogin(ctx.app);
    const hold = (seats: number) =>
      api<Booking>(
        'POST',
        '/api/bookings',
        bookingBody(holder, { packageId: pkg._id, batchId, seats }),
        bearer(holder.token),
      );
    const first = await hold(12);
    expect(first.status).toBe(201);
    const refused = await hold(9);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'One account can hold at most 20 unpaid seats at a time (you hold 12). Pay for a booking you made, or wait for its hold to end.',
    );
    expect((await hold(8)).status).toBe(201);
    // Paid seats are not held: paying the first booking frees the account to book again.
    const paidOrder = (await order(first.body.data._id, holder)).body.data.orderId;
    expect((await giveBack(first.body.data._id, await pay(paidOrder), holder)).body.data.outcome).toBe(
      'confirmed',
    );
    expect((await hold(9)).status).toBe(201);
  });
});

describe('the payment provider down', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { RAZORPAY_API_URL: 'http://127.0.0.1:9' });
  });
  afterAll(() => ctx.close());

  it('keeps the booking and says so clearly (503), nothing half made', async () => {
    const customer = await registerAndLogin(ctx.app);
    const pkg = (await ctx.app.inject(`/api/packages/${SLUG}`)).json<{ data: PackageDetail }>().data;
    const batch = pkg.batches.find((one) => one.seatsLeft > 0)!;
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: bookingBody(customer, { packageId: pkg._id, batchId: batch._id }),
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json<{ data: Booking }>().data._id;
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/payment-order`,
      headers: bearer(customer.token),
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json<{ message: string }>().message).toBe(
      'Online payment is not available right now. Your booking is kept: please try again in a minute.',
    );
    expect(
      await ctx.handle.db.selectFrom('payment_orders').selectAll().where('booking_id', '=', id).execute(),
    ).toEqual([]);
  });
});

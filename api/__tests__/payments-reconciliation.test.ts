// The back office's reconciliation of payments (issue 32, items 4 and 6) against the local Razorpay sandbox
// over real HTTP: a payment taken online (its webhook delivered twice), payment events that counted nothing
// (an amount that does not match its order, an order that is not ours), webhooks refused (a forged signature,
// none at all), a booking paid in cash and cancelled (a refund to pay by hand, then marked paid and audited),
// and one paid online and in cash (the online part refunded through the provider). Each appears in its section
// with the day's totals moved by exactly its amount; only staff see it. Signatures are computed here with
// node:crypto, independently of the code under test.
import crypto from 'node:crypto';
import type {
  AuditEntry,
  Booking,
  MarkRefundPaidResult,
  PackageDetail,
  PaymentOrder,
  Reconciliation,
} from '@trippy/contracts';
import { todayInIndia } from '@trippy/domain';
import { newId } from '../src/db/ids';
import { DB_KINDS } from './helpers/db-targets';
import { bookingBody } from './helpers/booking-body';
import { createStaffToken, type TestStaff } from './helpers/staff';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';

const SLUG = 'char-dham-yatra-from-haridwar';
const hmac = (data: string, secret: string) => crypto.createHmac('sha256', secret).update(data).digest('hex');
const eventId = () => `evt_${crypto.randomBytes(6).toString('hex')}`;

describe.each(DB_KINDS)('the reconciliation view on %s', (kind) => {
  let ctx: TestContext;
  let origin: string;
  let customer: TestCustomer;
  let staff: TestStaff;
  let owner: TestStaff;
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
  const book = async (paymentType: 'advance' | 'full' = 'advance') => {
    const answer = await api<Booking>(
      'POST',
      '/api/bookings',
      bookingBody(customer, { packageId: pkg._id, batchId, paymentType }),
      bearer(customer.token),
    );
    expect(answer.status).toBe(201);
    return answer.body.data;
  };
  const order = async (bookingId: string) =>
    (
      await api<PaymentOrder>(
        'POST',
        `/api/bookings/${bookingId}/payment-order`,
        undefined,
        bearer(customer.token),
      )
    ).body.data;
  /** Pays in the sandbox's checkout; its own webhooks are not sent (the test sends them). */
  const pay = async (orderId: string) => {
    const paid = await api<never>('POST', '/sandbox/razorpay/checkout/pay', {
      order_id: orderId,
      method: 'upi',
      outcome: 'success',
      webhooks: 'none',
    });
    expect(paid.status).toBe(200);
    return paid.body as unknown as { razorpay_payment_id: string };
  };
  const signedWebhook = (payment: Record<string, unknown>, id = eventId()) => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: 1,
    });
    return api<{ outcome: string }>('POST', '/api/payments/razorpay/webhook', body, {
      'x-razorpay-signature': hmac(body, ctx.app.config.RAZORPAY_WEBHOOK_SECRET),
      'x-razorpay-event-id': id,
    });
  };
  const recordCash = async (bookingId: string, amount: number, reference: string) => {
    const answer = await api(
      'POST',
      `/api/operator/bookings/${bookingId}/payments`,
      { kind: 'advance', amount, method: 'cash', reference, receivedOn: todayInIndia() },
      bearer(staff.token),
    );
    expect(answer.status).toBe(201);
  };
  const cancelByOperator = async (bookingId: string) => {
    const answer = await api(
      'POST',
      `/api/operator/bookings/${bookingId}/cancel`,
      { reason: 'operator', note: 'Road closed' },
      bearer(staff.token),
    );
    expect(answer.status).toBe(200);
  };
  const view = async (query = '', token = staff.token) => {
    const answer = await api<Reconciliation>(
      'GET',
      `/api/operator/payments/reconciliation${query}`,
      undefined,
      bearer(token),
    );
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    customer = await registerAndLogin(ctx.app);
    staff = await createStaffToken(ctx.app, 'staff');
    owner = await createStaffToken(ctx.app, 'owner');
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
        total_seats: 100,
        seats_left: 100,
      })
      .execute();
  }, 60_000);
  afterAll(() => ctx.close());

  it('is for staff only: 401 without a staff token (anonymous, a customer), and bounded input', async () => {
    const someId = newId();
    for (const headers of [{}, bearer(customer.token)]) {
      expect((await api('GET', '/api/operator/payments/reconciliation', undefined, headers)).status).toBe(
        401,
      );
      expect(
        (await api('POST', `/api/operator/refunds/${someId}/paid`, { reference: 'UTR 1' }, headers)).status,
      ).toBe(401);
    }
    expect((await view('', owner.token)).date).toBe(todayInIndia());
    const status = async (query: string) =>
      (await api('GET', `/api/operator/payments/reconciliation${query}`, undefined, bearer(staff.token)))
        .status;
    expect(await status('?date=yesterday')).toBe(400);
    expect(await status(`?date=${'2'.repeat(200)}`)).toBe(400);
    expect(await status('?date=2026-02-30')).toBe(400);
    expect(await status('?date=2019-12-31')).toBe(422);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await status(`?date=${tomorrow}`)).toBe(422);
    expect(await status('?date=2024-03-01')).toBe(200);
  });

  it('shows each payment, flagged event, webhook and refund in its section, with the day’s totals', async () => {
    const before = await view();

    // 1. Paid online; the provider's webhook delivered twice with one event id (counted once).
    const online = await book();
    const onlineOrder = await order(online._id);
    const onlinePayment = await pay(onlineOrder.orderId);
    const twice = await api<never>('POST', '/sandbox/razorpay/test/webhook', {
      order_id: onlineOrder.orderId,
      event: 'payment.captured',
      times: 2,
    });
    expect(twice.status).toBe(200);
    const twiceEvent = (twice.body as unknown as { event_id: string }).event_id;
    const advance = online.bookingInfo.payableAmount;

    // 2. Payment events that count nothing: an amount the order did not ask for, an order that is not ours.
    const mismatched = await book();
    const mismatchedOrder = await order(mismatched._id);
    const wrongAmount = `pay_${crypto.randomBytes(7).toString('hex')}`;
    const mismatch = await signedWebhook({
      id: wrongAmount,
      entity: 'payment',
      amount: mismatchedOrder.amount - 100,
      currency: 'INR',
      status: 'captured',
      order_id: mismatchedOrder.orderId,
      method: 'upi',
    });
    expect(mismatch.body.data.outcome).toBe('amount-mismatch');
    const strangerOrder = `order_${crypto.randomBytes(7).toString('hex')}`;
    const unknown = await signedWebhook({
      id: `pay_${crypto.randomBytes(7).toString('hex')}`,
      entity: 'payment',
      amount: 50_000,
      currency: 'INR',
      status: 'captured',
      order_id: strangerOrder,
      method: 'card',
    });
    expect(unknown.body.data.outcome).toBe('unknown-order');

    // 3. Refused webhooks: a forged signature and none at all (400, nothing changes, recorded without body).
    const forgedId = eventId();
    const forgedBody = JSON.stringify({ event: 'payment.captured', payload: {}, email: 'x@example.in' });
    const forged = await api('POST', '/api/payments/razorpay/webhook', forgedBody, {
      'x-razorpay-signature': hmac(forgedBody, 'not-the-secret'),
      'x-razorpay-event-id': forgedId,
    });
    expect(forged.status).toBe(400);
    const unsignedId = eventId();
    const unsigned = await api('POST', '/api/payments/razorpay/webhook', forgedBody, {
      'x-razorpay-event-id': unsignedId,
    });
    expect(unsigned.status).toBe(400);

    // 4. Paid in cash at the office, then cancelled by the operator: all of it to pay back by hand.
    const cash = await book();
    const cashAmount = cash.bookingInfo.payableAmount;
    await recordCash(cash._id, cashAmount, `Receipt ${cash._id.slice(-4)}`);
    await cancelByOperator(cash._id);

    // 5. The advance online, the balance in cash, cancelled: the online part back through the provider.
    const mixed = await book();
    const mixedOrder = await order(mixed._id);
    const mixedPayment = await pay(mixedOrder.orderId);
    const handBack = await api<{ outcome: string }>(
      'POST',
      `/api/bookings/${mixed._id}/payment-return`,
      {
        razorpay_payment_id: mixedPayment.razorpay_payment_id,
        razorpay_order_id: mixedOrder.orderId,
        razorpay_signature: hmac(
          `${mixedOrder.orderId}|${mixedPayment.razorpay_payment_id}`,
          ctx.app.config.RAZORPAY_KEY_SECRET,
        ),
      },
      bearer(customer.token),
    );
    expect(handBack.body.data.outcome).toBe('confirmed');
    const mixedOnline = mixed.bookingInfo.payableAmount;
    const mixedCash = 250_000;
    await recordCash(mixed._id, mixedCash, 'Cash balance');
    await cancelByOperator(mixed._id);

    const after = await view();
    expect(after.date).toBe(todayInIndia());

    // Payments: the online ones with the provider's ids, the cash ones with who recorded them.
    const paymentOf = (bookingId: string, source: string) =>
      after.payments.find((one) => one.bookingId === bookingId && one.source === source);
    expect(paymentOf(online._id, 'online')).toMatchObject({
      bookingReference: online.reference,
      amount: advance,
      method: 'upi',
      kind: 'advance',
      providerPaymentId: onlinePayment.razorpay_payment_id,
      providerOrderId: onlineOrder.orderId,
      recordedBy: null,
      bookingStatus: 'confirmed',
      customerName: 'Rohan Joshi',
      packageName: pkg.name,
    });
    expect(paymentOf(cash._id, 'by-hand')).toMatchObject({
      amount: cashAmount,
      method: 'cash',
      providerPaymentId: null,
      providerOrderId: null,
      reference: `Receipt ${cash._id.slice(-4)}`,
      recordedBy: staff.name,
      bookingStatus: 'cancelled',
    });
    expect(paymentOf(mixed._id, 'online')).toMatchObject({
      amount: mixedOnline,
      providerOrderId: mixedOrder.orderId,
    });
    expect(paymentOf(mixed._id, 'by-hand')).toMatchObject({ amount: mixedCash, method: 'cash' });
    expect(after.payments.filter((one) => one.bookingId === mismatched._id)).toEqual([]);
    expect(after.paymentsTruncated).toBe(false);

    // Totals: moved by exactly what came in today.
    expect(after.totals.collected.online - before.totals.collected.online).toBe(advance + mixedOnline);
    expect(after.totals.collected.byHand - before.totals.collected.byHand).toBe(cashAmount + mixedCash);
    expect(after.totals.collected.total - before.totals.collected.total).toBe(
      advance + mixedOnline + cashAmount + mixedCash,
    );
    expect(after.totals.collected.onlineCount - before.totals.collected.onlineCount).toBe(2);
    expect(after.totals.collected.byHandCount - before.totals.collected.byHandCount).toBe(2);
    const sum = (source: string) =>
      after.payments.filter((one) => one.source === source).reduce((total, one) => total + one.amount, 0);
    expect(sum('online')).toBe(after.totals.collected.online);
    expect(sum('by-hand')).toBe(after.totals.collected.byHand);

    // Flagged: the amount that did not match (with what the order asked for) and the order that is not ours.
    expect(after.flagged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          outcome: 'amount-mismatch',
          providerOrderId: mismatchedOrder.orderId,
          providerPaymentId: wrongAmount,
          amount: mismatchedOrder.amount - 100,
          orderAmount: mismatchedOrder.amount,
          currency: 'INR',
          bookingId: mismatched._id,
          bookingReference: mismatched.reference,
          customerName: 'Rohan Joshi',
        }),
        expect.objectContaining({
          outcome: 'unknown-order',
          providerOrderId: strangerOrder,
          amount: 50_000,
          orderAmount: null,
          bookingId: null,
          customerName: null,
        }),
      ]),
    );

    // Webhooks: verified (the one delivered twice shows its duplicate), refused with why, never the body.
    expect(after.webhooks.events).toContainEqual(
      expect.objectContaining({
        eventId: twiceEvent,
        event: 'payment.captured',
        outcome: 'confirmed',
        providerOrderId: onlineOrder.orderId,
        providerPaymentId: onlinePayment.razorpay_payment_id,
        duplicates: 1,
      }),
    );
    expect(after.webhooks.verified - before.webhooks.verified).toBe(3);
    expect(after.webhooks.duplicates - before.webhooks.duplicates).toBe(1);
    expect(after.webhooks.refused - before.webhooks.refused).toBe(2);
    expect(after.webhooks.refusals).toEqual(
      expect.arrayContaining([
        { eventId: unsignedId, reason: 'missing-signature', receivedAt: expect.any(String) },
        { eventId: forgedId, reason: 'invalid-signature', receivedAt: expect.any(String) },
      ]),
    );
    expect(JSON.stringify(after)).not.toContain('x@example.in');
    const refusalColumns = await ctx.handle.db
      .selectFrom('payment_webhook_refusals')
      .selectAll()
      .where('event_id', '=', forgedId)
      .executeTakeFirstOrThrow();
    expect(Object.keys(refusalColumns).sort()).toEqual([
      'event_id',
      'id',
      'provider',
      'reason',
      'received_at',
    ]);

    // Refunds: the cash ones to pay by hand, the online part of the mixed booking in progress.
    const cashTask = after.refunds.toPayByHand.find((one) => one.bookingId === cash._id);
    expect(cashTask).toMatchObject({
      bookingReference: cash.reference,
      amount: cashAmount,
      reason: 'cancelled by the operator',
      customerName: 'Rohan Joshi',
      customerPhone: customer.phone,
      packageName: pkg.name,
    });
    const mixedTask = after.refunds.toPayByHand.find((one) => one.bookingId === mixed._id);
    expect(mixedTask).toMatchObject({ amount: mixedCash });
    expect(after.refunds.inProgress).toContainEqual(
      expect.objectContaining({
        bookingId: mixed._id,
        amount: mixedOnline,
        providerPaymentId: mixedPayment.razorpay_payment_id,
        providerRefundId: null,
        status: 'pending',
      }),
    );
    expect(after.totals.owed.byHand - before.totals.owed.byHand).toBe(cashAmount + mixedCash);
    expect(after.totals.owed.online - before.totals.owed.online).toBe(mixedOnline);

    // The provider pays the online part back: processed today.
    await ctx.app.payments.reconcileOnce();
    const processed = await view();
    expect(processed.refunds.inProgress.filter((one) => one.bookingId === mixed._id)).toEqual([]);
    expect(processed.refunds.done).toContainEqual(
      expect.objectContaining({
        bookingId: mixed._id,
        amount: mixedOnline,
        via: 'online',
        providerRefundId: expect.stringMatching(/^rfnd_/),
      }),
    );
    expect(processed.totals.refunded.online - before.totals.refunded.online).toBe(mixedOnline);
    expect(processed.totals.owed.online).toBe(before.totals.owed.online);

    // Staff pay the cash back and say how: gone from "to pay", done today, audited on the booking.
    const markPaid = (id: string, body: unknown) =>
      api<MarkRefundPaidResult>('POST', `/api/operator/refunds/${id}/paid`, body, bearer(staff.token));
    expect((await markPaid(cashTask!._id, { reference: '' })).status).toBe(400);
    expect((await markPaid(cashTask!._id, { reference: '  \n ' })).status).toBe(400);
    expect((await markPaid(cashTask!._id, { reference: 'x'.repeat(201) })).status).toBe(400);
    expect((await markPaid(newId(), { reference: 'UTR 1' })).status).toBe(404);
    const paid = await markPaid(cashTask!._id, { reference: '  NEFT UTR\nSBIN426001234  ' });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      _id: cashTask!._id,
      bookingId: cash._id,
      amount: cashAmount,
      status: 'paid',
      reference: 'NEFT UTR SBIN426001234',
    });
    expect((await markPaid(cashTask!._id, { reference: 'again' })).status).toBe(409);

    const settled = await view();
    expect(settled.refunds.toPayByHand.map((one) => one._id)).not.toContain(cashTask!._id);
    expect(settled.refunds.toPayByHand.map((one) => one._id)).toContain(mixedTask!._id);
    expect(settled.refunds.done).toContainEqual(
      expect.objectContaining({
        _id: cashTask!._id,
        via: 'by-hand',
        amount: cashAmount,
        reference: 'NEFT UTR SBIN426001234',
        paidBy: staff.name,
      }),
    );
    expect(settled.totals.refunded.byHand - before.totals.refunded.byHand).toBe(cashAmount);
    expect(settled.totals.refunded.total - before.totals.refunded.total).toBe(cashAmount + mixedOnline);
    expect(settled.totals.owed.byHand - before.totals.owed.byHand).toBe(mixedCash);

    const audit = await api<AuditEntry[]>(
      'GET',
      `/api/operator/audit?entityId=${cash._id}&action=booking.refund-paid-by-hand`,
      undefined,
      bearer(owner.token),
    );
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        entityType: 'booking',
        staff: expect.objectContaining({ _id: staff.id }),
        before: { refundId: cashTask!._id, status: 'to-pay', amount: cashAmount },
        after: {
          refundId: cashTask!._id,
          status: 'paid',
          amount: cashAmount,
          reference: 'NEFT UTR SBIN426001234',
        },
      }),
    ]);

    // Another day shows none of today's money, but still every refund owed.
    const earlier = await view('?date=2024-03-01');
    expect(earlier.payments.map((one) => one.bookingId)).not.toContain(online._id);
    expect(earlier.totals.collected.total).toBe(0);
    expect(earlier.refunds.toPayByHand.map((one) => one._id)).toContain(mixedTask!._id);
  });

  it('a booking paid online only leaves nothing to pay by hand when cancelled', async () => {
    const booking = await book();
    const made = await order(booking._id);
    const payment = await pay(made.orderId);
    const back = await api<{ outcome: string }>(
      'POST',
      `/api/bookings/${booking._id}/payment-return`,
      {
        razorpay_payment_id: payment.razorpay_payment_id,
        razorpay_order_id: made.orderId,
        razorpay_signature: hmac(
          `${made.orderId}|${payment.razorpay_payment_id}`,
          ctx.app.config.RAZORPAY_KEY_SECRET,
        ),
      },
      bearer(customer.token),
    );
    expect(back.body.data.outcome).toBe('confirmed');
    await cancelByOperator(booking._id);
    const now = await view();
    expect(now.refunds.toPayByHand.filter((one) => one.bookingId === booking._id)).toEqual([]);
    expect(now.refunds.inProgress.filter((one) => one.bookingId === booking._id)).toHaveLength(1);
  });
});

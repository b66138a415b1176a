import crypto from 'node:crypto';
import type { PackageDetail, PaymentMethod } from '@trippy/contracts';
import { addDays, firstDayAfter, monthOf, todayInIndia } from '@trippy/domain';
import { newId } from '../../src/db/ids';
import type { App } from '../../src/types';
import { bookSeats } from './operator-bookings';
import { bearer, registerAndLogin } from './test-app';

// Bookings with money for the collections tests: payments by hand (through the API) and online (as the
// provider's settlement records them), cancellations with refunds owed, paid back by the provider and by hand.

export const PACKAGE_SLUG = 'char-dham-yatra-from-haridwar';
const OTHER_SLUG = 'valley-of-flowers-trek';

export interface CollectionsData {
  packageId: string;
  otherPackageId: string;
  /** The two months of the departures (the first about two months away, the second after it). */
  months: [string, string];
  /** A and B leave in the first month, C in the second; D (another package) in the first. */
  batches: { a: string; b: string; c: string; d: string };
  /** Booking id by name (a1 .. d1). */
  bookings: Record<string, string>;
}

/** Seeds the data; `staffToken` records payments, cancels and marks refunds paid. */
export async function generateCollectionsData(app: App, staffToken: string): Promise<CollectionsData> {
  const today = todayInIndia();
  const first = monthOf(addDays(today, 60));
  const second = monthOf(firstDayAfter(first));
  const pkg = async (slug: string) =>
    (await app.inject(`/api/packages/${slug}`)).json<{ data: PackageDetail }>().data._id;
  const packageId = await pkg(PACKAGE_SLUG);
  const otherPackageId = await pkg(OTHER_SLUG);
  const batch = async (forPackage: string, start: string) => {
    const id = newId();
    await app.db
      .insertInto('batches')
      .values({
        id,
        package_id: forPackage,
        start_date: start,
        end_date: addDays(start, 4),
        total_seats: 20,
        seats_left: 20,
      })
      .execute();
    return { id, packageId: forPackage };
  };
  const a = await batch(packageId, `${first}-05`);
  const b = await batch(packageId, `${first}-20`);
  const c = await batch(packageId, `${second}-10`);
  const d = await batch(otherPackageId, `${first}-12`);

  const customers = [await registerAndLogin(app), await registerAndLogin(app)];
  const bookings: Record<string, string> = {};
  const book = async (name: string, on: { id: string; packageId: string }, seats = 1) => {
    const customer = customers[Object.keys(bookings).length % customers.length]!;
    bookings[name] = await bookSeats(app, customer.token, on, { seats, paymentType: 'advance' });
    return bookings[name];
  };
  const call = async (url: string, payload: object, status: number) => {
    const res = await app.inject({ method: 'POST', url, headers: bearer(staffToken), payload });
    if (res.statusCode !== status) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const byHand = (id: string, amount: number, method: PaymentMethod, kind = 'advance') =>
    call(`/api/operator/bookings/${id}/payments`, { kind, amount, method, receivedOn: today }, 201);
  /** A payment taken online, recorded as settle-payment records one (its provider's id, no staff member). */
  const online = async (id: string, amount: number, method: PaymentMethod) => {
    await app.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('payments')
        .values({
          id: newId(),
          booking_id: id,
          kind: 'advance',
          amount,
          method,
          received_on: today,
          recorded_by: null,
          provider_payment_id: `pay_${crypto.randomBytes(7).toString('hex')}`,
          created_at: new Date(),
        })
        .execute();
      await tx
        .updateTable('bookings')
        .set((eb) => ({
          amount_paid: eb('amount_paid', '+', amount),
          remaining_amount: eb('remaining_amount', '-', amount),
          status: 'confirmed',
          hold_expires_at: null,
        }))
        .where('id', '=', id)
        .execute();
    });
  };
  const cancel = (id: string, reason: 'operator' | 'customer-request') =>
    call(`/api/operator/bookings/${id}/cancel`, { reason }, 200);
  const refundTaskOf = async (id: string) =>
    (
      await app.db
        .selectFrom('refund_tasks')
        .select('id')
        .where('booking_id', '=', id)
        .executeTakeFirstOrThrow()
    ).id;
  const markPaid = async (id: string) =>
    call(`/api/operator/refunds/${await refundTaskOf(id)}/paid`, { reference: `UTR ${id.slice(-6)}` }, 200);

  // A: one booking still open, its balance overdue; three cancelled with refunds paid and owed.
  const a1 = await book('a1', a, 2);
  await byHand(a1, 150_000, 'cash');
  await byHand(a1, 200_050, 'upi', 'balance');
  await app.db
    .updateTable('bookings')
    .set({ balance_due_date: addDays(today, -1) })
    .where('id', '=', a1)
    .execute();
  const a2 = await book('a2', a);
  await online(a2, 300_000, 'card');
  await cancel(a2, 'operator');
  await app.db
    .updateTable('payment_refunds')
    .set({ status: 'processed' })
    .where('booking_id', '=', a2)
    .execute();
  const a3 = await book('a3', a);
  await byHand(a3, 250_000, 'bank-transfer');
  await cancel(a3, 'operator');
  await markPaid(a3);
  const a4 = await book('a4', a);
  await byHand(a4, 100_000, 'cash');
  await online(a4, 120_000, 'upi');
  await cancel(a4, 'operator');
  // Paid twice online and refunded at once (settle-payment): never received, so never "refunded" either.
  await app.db
    .insertInto('payment_refunds')
    .values({
      id: newId(),
      booking_id: a1,
      provider_payment_id: 'pay_never_recorded',
      amount: 99_900,
      reason: 'paid twice',
      idempotency_key: newId(),
      status: 'processed',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();

  // B: one unpaid, one paid in part online (EMI, wallet) and by hand (net banking); nothing overdue.
  await book('b1', b);
  const b2 = await book('b2', b);
  await online(b2, 80_000, 'emi');
  await online(b2, 70_000, 'wallet');
  await byHand(b2, 50_000, 'netbanking', 'balance');

  // C (the next month): one cancelled by the customer and refunded by hand, one paid by card at the office.
  const c1 = await book('c1', c, 2);
  await byHand(c1, 500_000, 'cash');
  await cancel(c1, 'customer-request');
  await markPaid(c1);
  const c2 = await book('c2', c);
  await byHand(c2, 210_000, 'card');

  // D: another package, the same month as A.
  const d1 = await book('d1', d);
  await byHand(d1, 400_000, 'cash');

  return {
    packageId,
    otherPackageId,
    months: [first, second],
    batches: { a: a.id, b: b.id, c: c.id, d: d.id },
    bookings,
  };
}

import { addDays, toDateOnly } from '@trippy/domain';
import type { Booking, CancelDepartureResult, PackageDetail, PackageSummary } from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import { travellersFor } from './helpers/travellers';
import { createStaffToken, type TestStaff } from './helpers/staff';
import {
  bearer,
  createTestApp,
  mailsTo,
  registerAndLogin,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';
import { newId } from '../src/db/ids';

describe.each(DB_KINDS)('the operator cancels a departure on %s', (kind) => {
  let ctx: TestContext;
  let pkg: PackageDetail;
  let staff: TestStaff;
  const customers: TestCustomer[] = [];
  const today = toDateOnly();

  const batchIn = async (days: number): Promise<string> => {
    const id = newId();
    const start = addDays(today, days);
    await ctx.app.db
      .insertInto('batches')
      .values({
        id,
        package_id: pkg._id,
        start_date: start,
        end_date: addDays(start, 3),
        total_seats: 12,
        seats_left: 12,
      })
      .execute();
    return id;
  };
  const book = async (who: TestCustomer, batchId: string, seats: number, email: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(who.token),
      payload: {
        packageId: pkg._id,
        batchId,
        numberOfSeats: seats,
        paymentType: 'advance',
        addonIds: [],
        travellers: travellersFor(seats),
        customerDetails: {
          fullName: `Pilgrim ${seats}`,
          email,
          phone: '9812345678',
          address: 'Haridwar, Uttarakhand',
          emergencyContact: '9898989898',
          emergencyName: 'Family',
        },
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json<{ data: Booking }>().data;
  };
  const pay = (bookingId: string, amount: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${bookingId}/payments`,
      headers: bearer(staff.token),
      payload: { kind: 'advance', amount, method: 'bank-transfer', receivedOn: today },
    });
  const cancel = (batchId: string, reason: unknown, token = staff.token) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/operator/batches/${batchId}/cancel`,
      headers: bearer(token),
      payload: { reason },
    });

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    pkg = (await ctx.app.inject('/api/packages/char-dham-yatra-from-haridwar')).json<{
      data: PackageDetail;
    }>().data;
    staff = await createStaffToken(ctx.app, 'staff');
    customers.push(await registerAndLogin(ctx.app), await registerAndLogin(ctx.app));
  });
  afterAll(() => ctx.close());

  it("moves the package's next departure on the public list past the cancelled one at once", async () => {
    const nextDeparture = async () =>
      (await ctx.app.inject('/api/packages'))
        .json<{ data: PackageSummary[] }>()
        .data.find((listed) => listed._id === pkg._id)?.nextDeparture;
    const before = await nextDeparture();
    const batchId = await batchIn(1);
    await ctx.app.catalog.changed();
    expect(await nextDeparture()).toBe(addDays(today, 1));
    expect((await cancel(batchId, 'Road closed by snowfall')).statusCode).toBe(200);
    expect(await nextDeparture()).toBe(before);
  });

  it('cancels every booking with a 100% cash refund of what was paid, tells each customer, audits each', async () => {
    const batchId = await batchIn(30);
    const [a, b] = customers as [TestCustomer, TestCustomer];
    const paidOne = await book(a, batchId, 2, 'a.pilgrim@example.in');
    const unpaid = await book(b, batchId, 1, 'b.pilgrim@example.in');
    const alreadyCancelled = await book(b, batchId, 1, 'b.pilgrim@example.in');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${alreadyCancelled._id}/cancel`,
      headers: bearer(b.token),
    });
    expect((await pay(paidOne._id, 700_000)).statusCode).toBe(201);

    const res = await cancel(batchId, 'Landslide on the Rishikesh-Badrinath highway');
    expect(res.statusCode).toBe(200);
    const result = res.json<{ data: CancelDepartureResult }>().data;
    expect(result).toMatchObject({
      batchId,
      reason: 'Landslide on the Rishikesh-Badrinath highway',
      totalRefund: 700_000,
    });
    expect(result.bookings).toHaveLength(2);
    expect(result.bookings).toEqual(
      expect.arrayContaining([
        { bookingId: paidOne._id, customerName: 'Pilgrim 2', refundAmount: 700_000 },
        { bookingId: unpaid._id, customerName: 'Pilgrim 1', refundAmount: 0 },
      ]),
    );

    const batch = await ctx.app.db
      .selectFrom('batches')
      .selectAll()
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(batch.closed_at).not.toBeNull();
    expect(batch.cancelled_at).not.toBeNull();
    expect(batch.seats_left).toBe(12);

    // My Bookings shows the refund, in money, with the reason.
    const mine = (await ctx.app.inject({ url: '/api/bookings', headers: bearer(a.token) })).json<{
      data: Booking[];
    }>().data;
    const shown = mine.find((booking) => booking._id === paidOne._id);
    expect(shown?.metadata.status).toBe('cancelled');
    expect(shown?.refund).toMatchObject({ percent: 100, amount: 700_000, cancelledBy: 'operator' });
    expect(shown?.refund?.note).toMatch(/Landslide.*in money \(not a voucher\)/);
    expect(shown?.payment).toMatchObject({
      amountPaid: 700_000,
      dueNow: 0,
      balance: 0,
      owedToCustomer: 700_000,
    });

    // To the account's verified address, not to the contact email typed on the booking form.
    expect(await mailsTo(ctx.app, 'a.pilgrim@example.in')).toEqual([]);
    const mails = await mailsTo(ctx.app, a.email);
    const mail = mails.find((m) => m.subject.startsWith('Departure cancelled'));
    expect(mail?.body).toMatch(/refunded in full, in money \(not a voucher\)/);
    expect(mail?.body).toContain('₹7,000.00');
    const notes = await ctx.app.db
      .selectFrom('notifications')
      .select('message')
      .where('customer_id', '=', a.id)
      .execute();
    expect(notes.some((note) => note.message.startsWith('Departure cancelled by Trippy Himalaya'))).toBe(
      true,
    );

    const audits = await ctx.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'booking.cancelled')
      .where('entity_id', 'in', [paidOne._id, unpaid._id, alreadyCancelled._id])
      .execute();
    expect(audits.map((row) => row.entity_id).sort()).toEqual([paidOne._id, unpaid._id].sort());
    expect(audits.every((row) => row.staff_id === staff.id)).toBe(true);

    const again = await cancel(batchId, 'Twice');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This departure is already cancelled');

    // A cancelled departure takes no booking and offers no change of batch to it.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(a.token),
      payload: {
        packageId: pkg._id,
        batchId,
        numberOfSeats: 1,
        paymentType: 'full',
        addonIds: [],
        travellers: travellersFor(1),
        customerDetails: {
          fullName: 'X',
          email: 'x@example.in',
          phone: '9812345678',
          address: 'Dehradun',
          emergencyContact: '9898989898',
          emergencyName: 'Y',
        },
      },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('checks the reason, the batch and who asks', async () => {
    const batchId = await batchIn(40);
    expect((await cancel(batchId, '')).statusCode).toBe(400);
    expect((await cancel(batchId, 'x'.repeat(301))).statusCode).toBe(400);
    expect((await cancel(newId(), 'Snow')).statusCode).toBe(404);
    expect((await cancel(batchId, 'Snow', customers[0]!.token)).statusCode).toBe(401);
    const empty = await cancel(batchId, 'Snow');
    expect(empty.statusCode).toBe(200);
    expect(empty.json<{ data: CancelDepartureResult }>().data).toMatchObject({
      bookings: [],
      totalRefund: 0,
    });
  });
});

import type { OperatorBatchListItem, PackageDetail, Today } from '@trippy/contracts';
import { addDays, todayInIndia } from '@trippy/domain';
import { newId } from '../src/db/ids';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken, type TestStaff } from './helpers/staff';
import { bookSeats } from './helpers/operator-bookings';
import { bookingBody } from './helpers/booking-body';

const MINUTE = 60_000;

/**
 * Seats sold, held and left (issue 37): Today and Departures (the list and the month view read the same list)
 * agree, and sold + held + left is always the batch's seats.
 */
describe.each(DB_KINDS)('seats held apart from sold on %s', (kind) => {
  let ctx: TestContext;
  let staff: TestStaff;
  let now: Date;
  let batch: { id: string; packageId: string };
  const start = addDays(todayInIndia(), 10);

  type Split = Pick<OperatorBatchListItem, 'seatsSold' | 'seatsHeld' | 'seatsLeft' | 'totalSeats'>;
  const split = ({ seatsSold, seatsHeld, seatsLeft, totalSeats }: Split): Split => ({
    seatsSold,
    seatsHeld,
    seatsLeft,
    totalSeats,
  });

  /** The batch's seats as Departures and Today show them; they must agree and add up. */
  async function seats(): Promise<Split> {
    const listed = await ctx.app.inject({
      url: `/api/operator/batches?packageId=${batch.packageId}&from=${start}&to=${start}`,
      headers: bearer(staff.token),
    });
    expect(listed.statusCode).toBe(200);
    const row = listed.json<{ data: OperatorBatchListItem[] }>().data.find((item) => item._id === batch.id);
    const today = await ctx.app.inject({ url: '/api/operator/today', headers: bearer(staff.token) });
    const departure = today.json<{ data: Today }>().data.departures.find((d) => d.batchId === batch.id);
    if (!row || !departure) throw new Error('the batch is not listed');
    expect(split(departure)).toEqual(split(row));
    expect(row.seatsSold + row.seatsHeld + row.seatsLeft).toBe(row.totalSeats);
    // The public package page offers what the back office calls left.
    const pkg = await ctx.app.inject('/api/packages/char-dham-yatra-from-haridwar');
    const offered = pkg.json<{ data: PackageDetail }>().data.batches.find((b) => b._id === batch.id);
    expect(offered?.seatsLeft).toBe(row.seatsLeft);
    return split(row);
  }

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    // Ten minutes before India's midnight: the hold below ends on the next day, and the counter payment is
    // dated by the app's clock, not the machine's (CI once ran this at 23:50 IST and got a 422).
    now = new Date(`${todayInIndia()}T23:50:00+05:30`);
    ctx.app.clock.now = () => now;
    staff = await createStaffToken(ctx.app, 'staff');
    const pkg = await ctx.handle.db
      .selectFrom('packages')
      .select('id')
      .where('slug', '=', 'char-dham-yatra-from-haridwar')
      .executeTakeFirstOrThrow();
    batch = { id: newId(), packageId: pkg.id };
    await ctx.handle.db
      .insertInto('batches')
      .values({
        id: batch.id,
        package_id: pkg.id,
        start_date: start,
        end_date: addDays(start, 4),
        total_seats: 12,
        seats_left: 12,
      })
      .execute();
  });
  afterAll(() => ctx.close());

  it('a fresh unpaid booking is held, not sold; paid it is sold; after its hold ends its seats are left', async () => {
    expect(await seats()).toEqual({ seatsSold: 0, seatsHeld: 0, seatsLeft: 12, totalSeats: 12 });

    const customer = await registerAndLogin(ctx.app);
    const paid = await bookSeats(ctx.app, customer.token, batch, { seats: 3 });
    const unpaid = await bookSeats(ctx.app, customer.token, batch, { seats: 2 });
    expect(await seats()).toEqual({ seatsSold: 0, seatsHeld: 5, seatsLeft: 7, totalSeats: 12 });

    // Money received on the first: its seats are sold.
    const recorded = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${paid}/payments`,
      headers: bearer(staff.token),
      payload: { kind: 'advance', amount: 100_000, method: 'cash', receivedOn: todayInIndia() },
    });
    expect(recorded.statusCode).toBe(201);
    expect(await seats()).toEqual({ seatsSold: 3, seatsHeld: 2, seatsLeft: 7, totalSeats: 12 });

    // An open waitlist offer holds its seats out of sale too.
    await ctx.handle.db
      .insertInto('waitlist_entries')
      .values({
        id: newId(),
        batch_id: batch.id,
        customer_id: customer.id,
        seats: 1,
        status: 'offered',
        offered_at: now,
        offer_expires_at: new Date(now.getTime() + 24 * 60 * MINUTE),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await ctx.handle.db.updateTable('batches').set({ seats_left: 6 }).where('id', '=', batch.id).execute();
    expect(await seats()).toEqual({ seatsSold: 3, seatsHeld: 3, seatsLeft: 6, totalSeats: 12 });
    await ctx.handle.db.deleteFrom('waitlist_entries').where('batch_id', '=', batch.id).execute();
    await ctx.handle.db.updateTable('batches').set({ seats_left: 7 }).where('id', '=', batch.id).execute();

    // The unpaid booking's hold ends: released by its job, its seats are on sale again.
    now = new Date(now.getTime() + 16 * MINUTE);
    await ctx.app.jobs.runOnce();
    const released = await ctx.handle.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', unpaid)
      .executeTakeFirstOrThrow();
    expect(released.status).toBe('cancelled');
    expect(await seats()).toEqual({ seatsSold: 3, seatsHeld: 0, seatsLeft: 9, totalSeats: 12 });

    // A booking taken by staff with money at the counter is sold at once; cancelled, its seats are left again.
    const counter = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/bookings',
      headers: bearer(staff.token),
      payload: {
        source: 'walk-in',
        customer: { customerId: customer.id },
        booking: bookingBody(customer, {
          packageId: batch.packageId,
          batchId: batch.id,
          seats: 2,
          paymentType: 'full',
        }),
        payment: { method: 'cash', amount: 100_000, reference: '', receivedOn: todayInIndia(now) },
      },
    });
    expect(counter.statusCode).toBe(201);
    expect(await seats()).toEqual({ seatsSold: 5, seatsHeld: 0, seatsLeft: 7, totalSeats: 12 });
    const counterId = counter.json<{ data: { booking: { _id: string } } }>().data.booking._id;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/bookings/${counterId}/cancel`,
      headers: bearer(staff.token),
      payload: { reason: 'operator' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await seats()).toEqual({ seatsSold: 3, seatsHeld: 0, seatsLeft: 9, totalSeats: 12 });

    // The batch made larger in the catalogue: the new seats are left, nothing else moves.
    const resized = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/operator/batches/${batch.id}`,
      headers: bearer(staff.token),
      payload: { totalSeats: 14 },
    });
    expect(resized.statusCode).toBe(200);
    expect(await seats()).toEqual({ seatsSold: 3, seatsHeld: 0, seatsLeft: 11, totalSeats: 14 });
  });
});

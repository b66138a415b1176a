import type { OperatorBatchListItem, Today } from '@trippy/contracts';
import { addDays, toDateOnly } from '@trippy/domain';
import { newId } from '../src/db/ids';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, randomPhone, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken } from './helpers/staff';
import { batchStartingIn, bookSeats } from './helpers/operator-bookings';

describe.each(DB_KINDS)('today on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  const insertLead = async (firstName: string, hoursAgo: number, status: 'new' | 'contacted' = 'new') => {
    const id = newId();
    await ctx.app.db
      .insertInto('leads')
      .values({
        id,
        form: 'side',
        first_name: firstName,
        last_name: '',
        email: '',
        country_code: '91',
        phone: randomPhone(),
        travelers: null,
        package_type: null,
        trip_type: 'chardham',
        message: '',
        status,
        created_at: new Date(Date.now() - hoursAgo * 3_600_000),
      })
      .execute();
    return id;
  };

  it('answers new leads oldest first against the 24 h promise, recent bookings, departures and balances', async () => {
    const staff = await createStaffToken(ctx.app, 'staff');
    const late = await insertLead('Late', 25);
    const onTime = await insertLead('OnTime', 23);
    const contacted = await insertLead('Called', 30, 'contacted');

    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    // Booked with the advance while the departure was a month away (an advance needs more than 15 days).
    const batch = await batchStartingIn(ctx.app, 'rishikesh-rafting-weekend', 30);
    const advance = await bookSeats(ctx.app, a.token, batch, {
      seats: 2,
      paymentType: 'advance',
      fullName: 'Asha A',
    });
    const full = await bookSeats(ctx.app, b.token, batch, { seats: 1, paymentType: 'full' });
    const cancelled = await bookSeats(ctx.app, b.token, batch, { seats: 1, paymentType: 'advance' });
    await ctx.app.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled)
      .execute();
    const old = await bookSeats(ctx.app, a.token, batch, { seats: 1, paymentType: 'advance' });
    await ctx.app.db
      .updateTable('bookings')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000), balance_due_date: addDays(toDateOnly(), 40) })
      .where('id', '=', old)
      .execute();

    // The departure is now 3 days away; the advance's balance fell due 15 days before it.
    await ctx.app.db
      .updateTable('batches')
      .set({ start_date: addDays(toDateOnly(), 3), end_date: addDays(toDateOnly(), 5) })
      .where('id', '=', batch.id)
      .execute();
    await ctx.app.db
      .updateTable('bookings')
      .set({ balance_due_date: addDays(toDateOnly(), -12) })
      .where('id', '=', advance)
      .execute();
    const res = await ctx.app.inject({ url: '/api/operator/today', headers: bearer(staff.token) });
    expect(res.statusCode).toBe(200);
    const today = res.json<{ data: Today }>().data;

    const leadIds = today.newLeads.map((lead) => lead._id);
    expect(leadIds).toEqual(expect.arrayContaining([late, onTime]));
    expect(leadIds).not.toContain(contacted);
    expect(leadIds.indexOf(late)).toBeLessThan(leadIds.indexOf(onTime));
    const lateLead = today.newLeads.find((lead) => lead._id === late);
    const onTimeLead = today.newLeads.find((lead) => lead._id === onTime);
    expect(lateLead).toMatchObject({ overdue: true, name: 'Late', interest: 'Char Dham' });
    expect(lateLead?.waitingMinutes).toBeGreaterThanOrEqual(25 * 60 - 1);
    expect(onTimeLead).toMatchObject({ overdue: false });
    expect(today.newLeads.length).toBeLessThanOrEqual(50);

    const recent = today.recentBookings.map((booking) => booking._id);
    expect(recent).toEqual(expect.arrayContaining([advance, full, cancelled]));
    expect(recent).not.toContain(old);
    expect(today.recentBookings.find((booking) => booking._id === advance)).toMatchObject({
      customerName: 'Asha A',
      seats: 2,
      status: 'pending',
    });

    const departure = today.departures.find((d) => d.batchId === batch.id);
    const seatsLeft = await ctx.app.db
      .selectFrom('batches')
      .select(['seats_left', 'total_seats'])
      .where('id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(departure).toMatchObject({
      startDate: addDays(toDateOnly(), 3),
      // The seats no longer on sale: these bookings' 4, held unpaid while their holds run, and the seats the
      // demo data took, sold.
      seatsSold: seatsLeft.total_seats - seatsLeft.seats_left - 4,
      seatsHeld: 4,
      bookings: 3,
      seatsLeft: seatsLeft.seats_left,
      totalSeats: seatsLeft.total_seats,
    });
    // Departures says the same of the same departure (they disagreed: "Sold 0/30" against "22/30").
    const listed = await ctx.app.inject({
      url: `/api/operator/batches?packageId=${departure?.packageId ?? ''}`,
      headers: bearer(staff.token),
    });
    expect(listed.statusCode).toBe(200);
    const row = listed.json<{ data: OperatorBatchListItem[] }>().data.find((item) => item._id === batch.id);
    expect(row).toMatchObject({
      seatsSold: departure?.seatsSold,
      seatsHeld: departure?.seatsHeld,
      seatsLeft: departure?.seatsLeft,
      totalSeats: departure?.totalSeats,
      bookings: departure?.bookings,
    });
    // Seats taken without a booking here (the demo data's, or a change of seats): counted by both alike.
    await ctx.app.db
      .updateTable('batches')
      .set({ seats_left: seatsLeft.seats_left - 2 })
      .where('id', '=', batch.id)
      .execute();
    const after = (await ctx.app.inject({ url: '/api/operator/today', headers: bearer(staff.token) }))
      .json<{ data: Today }>()
      .data.departures.find((d) => d.batchId === batch.id);
    expect(after).toMatchObject({
      seatsSold: seatsLeft.total_seats - seatsLeft.seats_left + 2 - 4,
      seatsHeld: 4,
      seatsLeft: seatsLeft.seats_left - 2,
    });
    await ctx.app.db
      .updateTable('batches')
      .set({ seats_left: seatsLeft.seats_left })
      .where('id', '=', batch.id)
      .execute();
    for (const d of today.departures) {
      expect(d.startDate >= toDateOnly()).toBe(true);
      expect(d.startDate <= addDays(toDateOnly(), 14)).toBe(true);
    }

    const balances = today.balancesDue.map((balance) => balance.bookingId);
    expect(balances).toEqual(expect.arrayContaining([advance, old]));
    expect(balances).not.toContain(full);
    expect(balances).not.toContain(cancelled);
    // The advance's balance fell due 15 days before a departure 3 days away: overdue, and listed before `old`.
    expect(today.balancesDue.find((balance) => balance.bookingId === advance)?.overdue).toBe(true);
    expect(today.balancesDue.find((balance) => balance.bookingId === old)?.overdue).toBe(false);
    expect(balances.indexOf(advance)).toBeLessThan(balances.indexOf(old));
    expect(today.balancesDue.every((balance) => balance.remainingAmount > 0)).toBe(true);
  });
});

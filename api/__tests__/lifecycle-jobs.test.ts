import { sql } from 'kysely';
import { addDays, balanceReminderDate, todayInIndia, formatTripDate } from '@trippy/domain';
import type { PackageDetail } from '@trippy/contracts';
import { buildApp } from '../src/app';
import type { App } from '../src/types';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { newId } from '../src/db/ids';
import { scheduleJob } from '../src/modules/lifecycle/jobs.repository';
import { reminderRunAt, sendBalanceReminder } from '../src/modules/lifecycle/reminders';
import { createStaffToken, type TestStaff } from './helpers/staff';
import { DB_KINDS, PG_URL, openTestDb, type DbKind } from './helpers/db-targets';
import { travellersFor } from './helpers/travellers';
import { TEST_CONFIG, bearer, registerAndLogin, type TestCustomer } from './helpers/test-app';

const MINUTE = 60_000;
const details = {
  fullName: 'Arjun Rawat',
  email: 'arjun@example.in',
  phone: '9812345678',
  address: 'Clock Tower, Dehradun',
  emergencyContact: '9898989898',
  emergencyName: 'Geeta Rawat',
};

/** An app on a database handle, with a clock the test moves (the runner only runs when the test says). */
async function appOn(handle: DatabaseHandle): Promise<App & { at(instant: Date): void }> {
  const app = await buildApp({ db: handle, closeDb: false, config: TEST_CONFIG });
  await app.ready();
  let now = new Date();
  app.clock.now = () => now;
  return Object.assign(app, { at: (instant: Date) => void (now = instant) });
}

describe.each(DB_KINDS)('job queue and balance reminders on %s', (kind: DbKind) => {
  let handle: DatabaseHandle;
  let second: DatabaseHandle;
  let cleanup: () => Promise<void>;
  let one: Awaited<ReturnType<typeof appOn>>;
  let two: Awaited<ReturnType<typeof appOn>>;
  let customer: TestCustomer;
  let staff: TestStaff;
  let pkg: PackageDetail;

  beforeAll(async () => {
    const db = await openTestDb(kind, true);
    handle = db.handle;
    cleanup = db.cleanup;
    // Two API instances: on PostgreSQL each with its own pool on the same schema; PGlite is one process's.
    second =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl: PG_URL, dataDir: 'memory://', schema: db.schema })
        : handle;
    one = await appOn(handle);
    two = await appOn(second);
    customer = await registerAndLogin(one);
    staff = await createStaffToken(one, 'staff');
    pkg = (await one.inject('/api/packages/char-dham-yatra-from-haridwar')).json<{ data: PackageDetail }>()
      .data;
  });
  afterAll(async () => {
    await one.close();
    await two.close().catch(() => undefined);
    if (second !== handle) await second.close();
    await cleanup();
  });

  /** A booking with the advance paid and the balance open, on a fresh batch `days` away. */
  const advanceBooking = async (days = 30): Promise<{ id: string; reference: string; start: string }> => {
    atBoth(new Date());
    const batchId = newId();
    const start = addDays(todayInIndia(), days);
    await one.db
      .insertInto('batches')
      .values({
        id: batchId,
        package_id: pkg._id,
        start_date: start,
        end_date: addDays(start, 4),
        total_seats: 10,
        seats_left: 10,
      })
      .execute();
    const res = await one.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(customer.token),
      payload: {
        packageId: pkg._id,
        batchId,
        numberOfSeats: 1,
        paymentType: 'advance',
        addonIds: [],
        customerDetails: details,
        travellers: travellersFor(1),
      },
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json<{
      data: { _id: string; reference: string; bookingInfo: { payableAmount: number } };
    }>().data;
    // The advance received (as staff record one): an unpaid booking is released at its hold's end.
    const paid = await one.inject({
      method: 'POST',
      url: `/api/operator/bookings/${booking._id}/payments`,
      headers: bearer(staff.token),
      payload: {
        kind: 'advance',
        amount: booking.bookingInfo.payableAmount,
        method: 'upi',
        receivedOn: todayInIndia(),
      },
    });
    expect(paid.statusCode).toBe(201);
    return { id: booking._id, reference: booking.reference, start };
  };
  const remindersOf = async (bookingId: string) => ({
    rows: await one.db
      .selectFrom('balance_reminders')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .execute(),
    notifications: (
      await one.db
        .selectFrom('notifications')
        .select('message')
        .where('customer_id', '=', customer.id)
        .where(
          'message',
          'like',
          `Balance reminder:%(departing ${formatTripDate(await startOf(bookingId))})%`,
        )
        .execute()
    ).length,
  });
  const startOf = async (bookingId: string) =>
    (
      await one.db
        .selectFrom('bookings as k')
        .innerJoin('batches as b', 'b.id', 'k.batch_id')
        .select('b.start_date')
        .where('k.id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).start_date;
  const reminderMails = async () =>
    (
      await one.db
        .selectFrom('outbox')
        .select('body')
        .where('kind', '=', 'balance-reminder')
        .where('recipient', '=', customer.email.toLowerCase())
        .execute()
    ).map((row) => row.body);
  const bothRun = async (times = 2) => {
    for (let i = 0; i < times; i++)
      await Promise.all([one.jobs.runOnce(), two.jobs.runOnce(), one.jobs.runOnce(), two.jobs.runOnce()]);
  };
  const atBoth = (instant: Date) => {
    one.at(instant);
    two.at(instant);
  };

  it('sends each reminder once at 21 and 16 days with two instances running the queue at once, and after a restart', async () => {
    const booking = await advanceBooking(30);
    const day21 = balanceReminderDate(booking.start, 21);
    // The day before: the sweep schedules, nothing is sent.
    atBoth(new Date(reminderRunAt(addDays(day21, -1)).getTime() + MINUTE));
    await bothRun();
    expect((await remindersOf(booking.id)).rows).toHaveLength(0);

    atBoth(new Date(reminderRunAt(day21).getTime() + MINUTE));
    await bothRun(3);
    const after21 = await remindersOf(booking.id);
    expect(after21.rows.map((r) => r.days_before)).toEqual([21]);
    expect(after21.notifications).toBe(1);
    const mails = (await reminderMails()).filter((body) => body.includes(booking.reference));
    expect(mails).toHaveLength(1);
    // The balance is paid online from the customer's bookings: the mail links there.
    expect(mails[0]).toMatch(
      /Pay it online \(UPI, card or net banking\) from My Bookings: https?:\/\/\S+\/profile\n/,
    );
    expect(mails[0]).not.toMatch(/\d{4} \d{4} \d{4}/); // no identity numbers in mails

    // Instance two restarts (a new app on its database): the sent reminder stays sent.
    await two.close();
    two = await appOn(second);
    atBoth(new Date(reminderRunAt(day21).getTime() + 2 * MINUTE));
    await bothRun();
    expect((await remindersOf(booking.id)).notifications).toBe(1);

    const day16 = balanceReminderDate(booking.start, 16);
    atBoth(new Date(reminderRunAt(day16).getTime() + MINUTE));
    await bothRun(3);
    const after16 = await remindersOf(booking.id);
    expect(after16.rows.map((r) => r.days_before).sort()).toEqual([16, 21]);
    expect(after16.notifications).toBe(2);
    expect((await reminderMails()).filter((body) => body.includes(booking.reference))).toHaveLength(2);
  });

  it('a pending job survives a restart and runs on the next instance', async () => {
    const booking = await advanceBooking(25);
    const day21 = balanceReminderDate(booking.start, 21);
    atBoth(new Date(reminderRunAt(addDays(day21, -1)).getTime() + MINUTE));
    await one.jobs.runOnce(); // the sweep schedules the two reminders
    const pending = await one.db
      .selectFrom('jobs')
      .select(['key', 'status'])
      .where('key', 'like', `balance.reminder:${booking.id}:%`)
      .execute();
    expect(pending.map((job) => job.status)).toEqual(['pending', 'pending']);
    await one.close();
    one = await appOn(handle);
    one.at(new Date(reminderRunAt(day21).getTime() + MINUTE));
    await one.jobs.runOnce();
    expect((await remindersOf(booking.id)).notifications).toBe(1);
  });

  it('sends nothing for a paid balance or a cancelled booking, and the database refuses a second row', async () => {
    const paid = await advanceBooking(30);
    await one.db.updateTable('bookings').set({ remaining_amount: 0 }).where('id', '=', paid.id).execute();
    const cancelled = await advanceBooking(30);
    await one.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.id)
      .execute();
    atBoth(new Date(reminderRunAt(balanceReminderDate(paid.start, 21)).getTime() + MINUTE));
    await bothRun();
    expect((await remindersOf(paid.id)).rows).toHaveLength(0);
    expect((await remindersOf(cancelled.id)).rows).toHaveLength(0);

    const open = await advanceBooking(30);
    const today = balanceReminderDate(open.start, 21);
    const first = await one.db
      .transaction()
      .execute((tx) => sendBalanceReminder(tx, open.id, 21, today, 'https://trippy.example'));
    const again = await one.db
      .transaction()
      .execute((tx) => sendBalanceReminder(tx, open.id, 21, today, 'https://trippy.example'));
    expect(first.outcome).toBe('sent');
    expect(again).toEqual({ outcome: 'skipped', reason: 'already-sent' });
    await expect(
      sql`INSERT INTO balance_reminders (booking_id, days_before) VALUES (${open.id}, 21)`.execute(one.db),
    ).rejects.toThrow();
  });

  it('follows a booking moved to another batch: the pending reminder moves to the new date', async () => {
    const booking = await advanceBooking(30);
    atBoth(new Date(reminderRunAt(balanceReminderDate(booking.start, 21)).getTime() - 60 * MINUTE));
    await one.jobs.runOnce();
    // Moved 10 days later (as a batch change does).
    const later = newId();
    const start = addDays(booking.start, 10);
    await one.db
      .insertInto('batches')
      .values({
        id: later,
        package_id: pkg._id,
        start_date: start,
        end_date: start,
        total_seats: 5,
        seats_left: 4,
      })
      .execute();
    await one.db.updateTable('bookings').set({ batch_id: later }).where('id', '=', booking.id).execute();
    atBoth(new Date(reminderRunAt(balanceReminderDate(booking.start, 21)).getTime() + MINUTE));
    await bothRun();
    expect((await remindersOf(booking.id)).rows).toHaveLength(0);
    const job = await one.db
      .selectFrom('jobs')
      .select(['run_at', 'status'])
      .where('key', '=', `balance.reminder:${booking.id}:21`)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('pending');
    expect(new Date(job.run_at).toISOString()).toBe(
      reminderRunAt(balanceReminderDate(start, 21)).toISOString(),
    );
    atBoth(new Date(reminderRunAt(balanceReminderDate(start, 21)).getTime() + MINUTE));
    await bothRun();
    expect((await remindersOf(booking.id)).rows).toHaveLength(1);
  });

  it('retries a failing job later and marks it failed after the last try', async () => {
    const key = `test.broken:${newId()}`;
    const start = new Date();
    await scheduleJob(one.db, { kind: 'balance.reminder', key, payload: {}, runAt: start });
    await one.db.updateTable('jobs').set({ kind: 'unknown.kind' }).where('key', '=', key).execute();
    let at = start;
    for (let attempt = 1; attempt <= 5; attempt++) {
      one.at(at);
      await one.jobs.runOnce();
      const job = await one.db
        .selectFrom('jobs')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      expect(job.attempts).toBe(attempt);
      expect(job.status).toBe(attempt < 5 ? 'pending' : 'failed');
      at = new Date(new Date(job.run_at).getTime() + 1000);
    }
  });

  it('flags a balance overdue to the operator from the day after its due date in India', async () => {
    const staff = await createStaffToken(one, 'staff');
    const booking = await advanceBooking(40);
    const today = async (instant: Date) => {
      one.at(instant);
      const res = await one.inject({ url: '/api/operator/today', headers: bearer(staff.token) });
      expect(res.statusCode).toBe(200);
      return res
        .json<{ data: { balancesDue: Array<{ bookingId: string; overdue: boolean }> } }>()
        .data.balancesDue.find((row) => row.bookingId === booking.id);
    };
    const due = '2026-03-10';
    await one.db
      .updateTable('bookings')
      .set({ balance_due_date: due })
      .where('id', '=', booking.id)
      .execute();
    expect((await today(new Date('2026-03-10T12:00:00Z')))?.overdue).toBe(false);
    // 20:00 UTC on the 10th is 01:30 on the 11th in India: overdue there.
    expect((await today(new Date('2026-03-10T20:00:00Z')))?.overdue).toBe(true);
    await one.db.updateTable('bookings').set({ remaining_amount: 0 }).where('id', '=', booking.id).execute();
    expect(await today(new Date('2026-03-12T12:00:00Z'))).toBeUndefined();
  });
});

import {
  BALANCE_REMINDER_DAYS,
  addDays,
  balanceReminderState,
  upcomingBalanceReminders,
  type BalanceReminderDay,
  OFFICE_PHONE,
} from '@trippy/domain';
import { pathInLocale } from '@trippy/contracts';
import type { DbOrTx } from '../../db/schema';
import { customerLanguage } from '../notifications/customer-language';
import { insertNotification } from '../notifications/notifications.repository';
import { enqueueMail } from '../notifications/outbox.repository';
import { greeting } from '../notifications/greeting';
import { templateBody } from '../message-templates/message-templates.repository';
import { templateMailText } from '../message-templates/template-mail';
import { scheduleJob } from './jobs.repository';
import {
  openBalancesDeparting,
  recordReminderSent,
  reminderBooking,
  type ReminderBookingRow,
} from './balance-reminders.repository';
import type { WaitlistNotice } from '../waitlist/waitlist-offers';

/** Reminders go out at 9:00 in India (03:30 UTC) on their day. */
export const reminderRunAt = (date: string): Date => new Date(`${date}T03:30:00.000Z`);
export const reminderJobKey = (bookingId: string, daysBefore: BalanceReminderDay) =>
  `balance.reminder:${bookingId}:${daysBefore}`;

/**
 * The sweep (hourly): a reminder job for every booking with a balance open whose departure is within the
 * reminder window, old bookings included. A job already pending for another day (the booking moved to
 * another batch) moves to the new day; a job already run stays run.
 */
export async function scheduleBalanceReminders(tx: DbOrTx, today: string): Promise<number> {
  const rows = await openBalancesDeparting(
    tx,
    today,
    // A day ahead, so the job is waiting in the table before its day comes.
    addDays(today, Math.max(...BALANCE_REMINDER_DAYS) + 1),
  );
  let scheduled = 0;
  for (const row of rows) {
    for (const reminder of upcomingBalanceReminders(row.start_date, today)) {
      await scheduleJob(
        tx,
        {
          kind: 'balance.reminder',
          key: reminderJobKey(row.id, reminder.daysBefore),
          payload: { bookingId: row.id, daysBefore: reminder.daysBefore },
          runAt: reminderRunAt(reminder.date),
        },
        true,
      );
      scheduled++;
    }
  }
  return scheduled;
}

export type ReminderOutcome =
  | { outcome: 'sent'; notice: WaitlistNotice }
  | { outcome: 'skipped'; reason: 'closed' | 'paid' | 'past' | 'already-sent' | 'missing' }
  | { outcome: 'later'; runAt: Date };

/**
 * Sends one reminder inside the job's transaction, once: the row in balance_reminders (primary key booking
 * and day) is written first, so a second try anywhere inserts nothing and sends nothing.
 */
export async function sendBalanceReminder(
  tx: DbOrTx,
  bookingId: string,
  daysBefore: BalanceReminderDay,
  today: string,
  siteOrigin: string,
): Promise<ReminderOutcome> {
  const row = await reminderBooking(tx, bookingId);
  if (!row) return { outcome: 'skipped', reason: 'missing' };
  if (row.status === 'cancelled') return { outcome: 'skipped', reason: 'closed' };
  if (row.remaining_amount <= 0) return { outcome: 'skipped', reason: 'paid' };
  const state = balanceReminderState(row.start_date, daysBefore, today);
  if (state === 'early')
    return { outcome: 'later', runAt: reminderRunAt(addDays(row.start_date, -daysBefore)) };
  if (state === 'past') return { outcome: 'skipped', reason: 'past' };
  if (!(await recordReminderSent(tx, bookingId, daysBefore)))
    return { outcome: 'skipped', reason: 'already-sent' };
  const notification = await insertNotification(tx, row.customer_id, ({ t, rupees, date }) => {
    const values = {
      amount: rupees(row.remaining_amount),
      trip: row.package_name,
      date: date(row.start_date),
    };
    return row.balance_due_date
      ? t(
          'Balance reminder: {amount} for {trip} (departing {date}) is due by {due}. Pay it online from My Bookings.',
          {
            ...values,
            due: date(String(row.balance_due_date)),
          },
        )
      : t(
          'Balance reminder: {amount} for {trip} (departing {date}) is due. Pay it online from My Bookings.',
          values,
        );
  });
  const mailId = await enqueueMail(tx, {
    kind: 'balance-reminder',
    to: row.email,
    ...reminderMail(row, await templateBody(tx, 'balance-reminder'), siteOrigin),
  });
  return { outcome: 'sent', notice: { customerId: row.customer_id, notification, mailId } };
}

/** The reminder mail in the customer's language; its main text is the balance-reminder template staff edit. */
function reminderMail(
  row: ReminderBookingRow,
  template: string,
  siteOrigin: string,
): { subject: string; body: string } {
  const language = customerLanguage(row.locale);
  const { t, date } = language;
  const main = templateMailText(
    template,
    'balance-reminder',
    {
      trip: row.package_name,
      date: row.start_date,
      reference: row.reference,
      amountDue: row.remaining_amount,
      // The balance is due by departure at the latest.
      dueDate: String(row.balance_due_date ?? row.start_date).slice(0, 10),
      officePhone: OFFICE_PHONE,
    },
    row.locale,
  );
  // The customer's bookings, where the balance is paid online (after logging in, if the session ended).
  const payLink = `${siteOrigin}${pathInLocale('/profile', row.locale)}`;
  const referenceLine = main.includes(row.reference)
    ? ''
    : `\n\n${t('Booking reference: {reference}.', { reference: row.reference })}`;
  const trip = row.package_name;
  return {
    subject: row.balance_due_date
      ? t('Balance due by {date}: {trip}', { date: date(String(row.balance_due_date)), trip })
      : t('Balance due: {trip}', { trip }),
    body: `${greeting(row.first_name, row.locale)}\n\n${main}\n${t('Pay it online (UPI, card or net banking) from My Bookings: {link}', { link: payLink })}\n${t('Or reply to this mail or call us to pay.')}${referenceLine}${language.signature}`,
  };
}

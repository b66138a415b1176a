import { addDays } from './dates';

/** Balance reminders go out this many days before departure while a balance is open. */
export const BALANCE_REMINDER_DAYS = [21, 16] as const;
export type BalanceReminderDay = (typeof BALANCE_REMINDER_DAYS)[number];

/** The day ('YYYY-MM-DD') the reminder `daysBefore` days before departure goes out. */
export function balanceReminderDate(startDate: string, daysBefore: BalanceReminderDay): string {
  return addDays(startDate, -daysBefore);
}

/**
 * A reminder seen on `today`: 'early' before its day; 'due' from its day until the next reminder's day (the
 * last one until departure), so one that could not go out on its day (an outage) still goes out late but
 * never together with the next one; 'past' after that.
 */
export function balanceReminderState(
  startDate: string,
  daysBefore: BalanceReminderDay,
  today: string,
): 'early' | 'due' | 'past' {
  const date = balanceReminderDate(startDate, daysBefore);
  if (today < date) return 'early';
  const later = BALANCE_REMINDER_DAYS.filter((days) => days < daysBefore);
  const until =
    later.length > 0 ? balanceReminderDate(startDate, Math.max(...later) as BalanceReminderDay) : startDate;
  return today < until ? 'due' : 'past';
}

/** The reminders of a departure still to send as of `today` (their day is today or later, or due now). */
export function upcomingBalanceReminders(
  startDate: string,
  today: string,
): Array<{ daysBefore: BalanceReminderDay; date: string }> {
  return BALANCE_REMINDER_DAYS.filter((days) => balanceReminderState(startDate, days, today) !== 'past').map(
    (daysBefore) => ({ daysBefore, date: balanceReminderDate(startDate, daysBefore) }),
  );
}

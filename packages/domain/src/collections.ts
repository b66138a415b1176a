import { amountDue, balanceDueDateOf, type BookingBalance } from './payments';

/** A booking as collections count it: its money, its state and its balance's due date. */
export interface CollectableBooking extends BookingBalance {
  status: string;
  balanceDueDate: string | null;
}

export interface BalanceOwed {
  /** What the booking still asks for (nothing once cancelled). */
  due: number;
  /** The part of `due` past its balance due date (all of it, or nothing). */
  overdue: number;
}

/**
 * What a booking still owes on `today` (India's calendar, 'YYYY-MM-DD') and how much of that is overdue: the
 * balance once its due date has passed (due on the day is not yet overdue). A booking without a due date (paid
 * in full at booking) is never overdue; a cancelled one owes nothing.
 */
export function balanceOwed(booking: CollectableBooking, today: string): BalanceOwed {
  const due = amountDue(booking);
  const dueDate = balanceDueDateOf(booking);
  return { due, overdue: dueDate !== null && dueDate < today ? due : 0 };
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether the text is a month 'YYYY-MM'. */
export const isMonth = (value: string): boolean => MONTH.test(value);

/** The month 'YYYY-MM' of a date 'YYYY-MM-DD'. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The first day ('YYYY-MM-DD') of the month after `month` ('YYYY-MM'): the end (exclusive) of the month. */
export function firstDayAfter(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 10);
}

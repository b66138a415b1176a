import type { Reconciliation } from '@trippy/contracts';
import { invalidInput, ruleViolated, todayInIndia } from '@trippy/domain';
import type { UseCaseContext } from '../../shared/use-case-context';
import {
  collectionsOn,
  flaggedEvents,
  paymentsReceivedOn,
  refundSums,
  refundsDone,
  refundsInProgress,
  refundsToPayByHand,
  webhookCounts,
  webhookEvents,
  webhookRefusals,
  type DayWindow,
} from './reconciliation.repository';

/** The earliest day the view answers for (nothing was paid before the site took money). */
export const FIRST_RECONCILIATION_DAY = '2020-01-01';

/** How many of each list one answer carries (the totals count everything). */
export const RECONCILIATION_LIMITS = {
  payments: 500,
  flagged: 200,
  events: 200,
  refusals: 100,
  refunds: 200,
} as const;

/** One day of India's calendar (UTC+5:30 all year) as instants: [midnight, next midnight). */
export function indiaDay(date: string): DayWindow {
  const from = new Date(`${date}T00:00:00+05:30`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

const isCalendarDay = (date: string): boolean => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

/**
 * The operator's reconciliation of one day (today in India when none is given): the payments received, the
 * events that counted nothing and need a look, the webhooks verified, redelivered and refused, the refunds
 * owed (by hand and through the provider) and done, and the day's totals in paise.
 */
export async function reconciliationOf(ctx: UseCaseContext, date?: string): Promise<Reconciliation> {
  const today = todayInIndia(ctx.now);
  const day = date ?? today;
  if (!isCalendarDay(day)) throw invalidInput('The date is not a calendar day (YYYY-MM-DD)');
  if (day < FIRST_RECONCILIATION_DAY || day > today)
    throw ruleViolated(`Pick a day from ${FIRST_RECONCILIATION_DAY} to today (${today})`);
  const window = indiaDay(day);
  const { db } = ctx;
  const limits = RECONCILIATION_LIMITS;
  const [payments, collected, flagged, counts, events, refusals, toPayByHand, inProgress, done, sums] =
    await Promise.all([
      paymentsReceivedOn(db, day, limits.payments + 1),
      collectionsOn(db, day),
      flaggedEvents(db, window, limits.flagged),
      webhookCounts(db, window),
      webhookEvents(db, window, limits.events),
      webhookRefusals(db, window, limits.refusals),
      refundsToPayByHand(db, limits.refunds),
      refundsInProgress(db, limits.refunds),
      refundsDone(db, window, limits.refunds),
      refundSums(db, window),
    ]);
  return {
    date: day,
    totals: {
      collected: { ...collected, total: collected.online + collected.byHand },
      refunded: { ...sums.refunded, total: sums.refunded.online + sums.refunded.byHand },
      owed: sums.owed,
    },
    payments: payments.slice(0, limits.payments),
    paymentsTruncated: payments.length > limits.payments,
    flagged,
    webhooks: { ...counts, events, refusals },
    refunds: { toPayByHand, inProgress, done },
  };
}

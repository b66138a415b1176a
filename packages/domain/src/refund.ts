import { msg } from './message';
export const GROUP_SIZE = 10;

export type RefundTable = 'standard' | 'group';

export interface RefundInput {
  daysBeforeDeparture: number;
  travellers: number;
  /** Amount paid so far, in paise. */
  amountPaid: number;
}

export interface RefundQuote {
  percent: number;
  amount: number;
  table: RefundTable;
}

/** One band of a cancellation table: from `minDays` before departure (up to the band above), `percent` back. */
export interface RefundBand {
  minDays: number;
  percent: number;
  /** How customers read it, e.g. "16 to 30 days before departure". */
  label: string;
}

const band = (minDays: number, percent: number, label: string): RefundBand => ({ minDays, percent, label });

/** The spec's tables in its words, highest band first: the one source for refunds and the customer's preview. */
export const REFUND_BANDS: Readonly<Record<RefundTable, readonly RefundBand[]>> = {
  standard: [
    band(45, 100, msg('45 days or more before departure')),
    band(31, 75, msg('31 to 44 days before departure')),
    band(16, 50, msg('16 to 30 days before departure')),
    band(8, 25, msg('8 to 15 days before departure')),
    band(0, 0, msg('0 to 7 days before departure')),
  ],
  group: [
    band(45, 90, msg('45 days or more before departure')),
    band(30, 70, msg('30 to 44 days before departure')),
    band(15, 40, msg('15 to 29 days before departure')),
    band(0, 0, msg('under 15 days before departure')),
  ],
};

export const REFUND_TABLE_NAMES: Readonly<Record<RefundTable, string>> = {
  standard: msg('Standard cancellation table'),
  // Written out for the catalogues (a test checks it names GROUP_SIZE).
  group: msg('Group booking table (10 or more travellers)'),
};

/** The band `days` before departure falls in (the last band below 0). */
export function refundBandFor(table: RefundTable, days: number): RefundBand {
  const rows = REFUND_BANDS[table];
  return rows.find((band) => days >= band.minDays) ?? rows[rows.length - 1]!;
}

/** The spec's cancellation tables: standard, or group for 10 or more travellers. */
export function refundFor({ daysBeforeDeparture, travellers, amountPaid }: RefundInput): RefundQuote {
  const table: RefundTable = travellers >= GROUP_SIZE ? 'group' : 'standard';
  const percent = daysBeforeDeparture >= 0 ? refundBandFor(table, daysBeforeDeparture).percent : 0;
  return { percent, amount: Math.round((amountPaid * percent) / 100), table };
}

import type { RefundQuote } from '@trippy/contracts';

/** The spec's cancellation tables as customers read them (the amounts come from the server's quote). */
const STANDARD = [
  { min: 45, label: '45 days or more before departure', percent: 100 },
  { min: 31, label: '31 to 44 days before departure', percent: 75 },
  { min: 16, label: '16 to 30 days before departure', percent: 50 },
  { min: 8, label: '8 to 15 days before departure', percent: 25 },
  { min: 0, label: '0 to 7 days before departure', percent: 0 },
] as const;

const GROUP = [
  { min: 45, label: '45 days or more before departure', percent: 90 },
  { min: 30, label: '30 to 44 days before departure', percent: 70 },
  { min: 15, label: '15 to 29 days before departure', percent: 40 },
  { min: 0, label: 'under 15 days before departure', percent: 0 },
] as const;

export function bandsFor(table: RefundQuote['table']) {
  return table === 'group' ? GROUP : STANDARD;
}

/** The band the quote's days before departure fall in. */
export function bandFor(quote: Pick<RefundQuote, 'table' | 'daysBeforeDeparture'>) {
  const bands = bandsFor(quote.table);
  return bands.find((band) => quote.daysBeforeDeparture >= band.min) ?? bands[bands.length - 1]!;
}

export function tableName(table: RefundQuote['table']): string {
  return table === 'group' ? 'Group booking table (10 or more travellers)' : 'Standard cancellation table';
}

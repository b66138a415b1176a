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

/** Minimum days before departure and the refund percentage, highest band first. */
const STANDARD: ReadonlyArray<readonly [number, number]> = [
  [45, 100],
  [31, 75],
  [16, 50],
  [8, 25],
  [0, 0],
];

const GROUP: ReadonlyArray<readonly [number, number]> = [
  [45, 90],
  [30, 70],
  [15, 40],
  [0, 0],
];

function percentFor(bands: ReadonlyArray<readonly [number, number]>, days: number): number {
  for (const [minDays, percent] of bands) {
    if (days >= minDays) return percent;
  }
  return 0;
}

/** The spec's cancellation tables: standard, or group for 10 or more travellers. */
export function refundFor({ daysBeforeDeparture, travellers, amountPaid }: RefundInput): RefundQuote {
  const table: RefundTable = travellers >= GROUP_SIZE ? 'group' : 'standard';
  const percent = percentFor(table === 'group' ? GROUP : STANDARD, daysBeforeDeparture);
  return { percent, amount: Math.round((amountPaid * percent) / 100), table };
}

import { toDateOnly } from '@trippy/domain';

const DAY_MS = 86_400_000;
let today = '';
let dayStart = 0;

/**
 * Today's date in UTC ('YYYY-MM-DD', as toDateOnly) for keys worked out on every request: the string is made
 * again only when the clock leaves the day it was made for (either way, so a clock set back is followed).
 */
export function todayUtc(now: number = Date.now()): string {
  if (now < dayStart || now >= dayStart + DAY_MS) {
    today = toDateOnly(new Date(now));
    dayStart = now - (now % DAY_MS);
  }
  return today;
}

import type { Translate } from '@trippy/i18n';

/** "1 seat", "3 seats" in the page's language. */
export const seatsWord = (t: Translate, count: number): string =>
  t.plural(count, { one: '{count} seat', other: '{count} seats' });

/** The waitlist button's label, the same on the server's placeholder and the control. */
export const joinWaitlistLabel = (t: Translate, seats: number): string =>
  t.plural(seats, {
    one: 'Join the waitlist for {count} seat',
    other: 'Join the waitlist for {count} seats',
  });

import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';

/**
 * Jobs kept in the database's `jobs` table and run once across API instances:
 * - `waitlist.expire-offer` at an offer's expiry: seats back to the batch, the next in line offered;
 * - `balance.reminder` at 21 and 16 days before departure while a balance is open (once per booking and day);
 * - `balance.sweep` once an hour: schedules the reminders of every booking with a balance open;
 * - `booking.hold-expiry` at a new booking's hold end: released unless money came;
 * - `image.variants` after an upload: the served variants of the image made (once, off the request path);
 * - `auth.prune` once a day: spent sign-in throttle counters deleted.
 */
export const JOB_KINDS = [
  'waitlist.expire-offer',
  'balance.reminder',
  'balance.sweep',
  'booking.hold-expiry',
  'image.variants',
  'auth.prune',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const ExpireOfferPayloadSchema = Type.Object({ entryId: IdSchema });
export type ExpireOfferPayload = Static<typeof ExpireOfferPayloadSchema>;

export const BalanceReminderPayloadSchema = Type.Object({
  bookingId: IdSchema,
  daysBefore: Type.Union([Type.Literal(21), Type.Literal(16)]),
});
export type BalanceReminderPayload = Static<typeof BalanceReminderPayloadSchema>;

export const BalanceSweepPayloadSchema = Type.Object({ day: Type.String({ maxLength: 10 }) });
export type BalanceSweepPayload = Static<typeof BalanceSweepPayloadSchema>;

export const ImageVariantsPayloadSchema = Type.Object({ imageId: IdSchema });
export type ImageVariantsPayload = Static<typeof ImageVariantsPayloadSchema>;

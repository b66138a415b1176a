import type { Notification, OperatorEvent } from '@trippy/contracts';

/**
 * What a use case asks to happen once its transaction has committed. Services return these with their result;
 * routes hand them to `app.effects.deliver` (plugins/effects.ts), the one place that talks to realtime, the
 * mailer, the caches and the metrics. Mails are already in the outbox when an effect names them: delivering
 * now is an optimisation, the outbox sweep guarantees them.
 */
export type Effect =
  /** Push a stored notification to the customer's open pages. */
  | { kind: 'notify-customer'; customerId: string; notification: Notification }
  /** Tell every open back office. */
  | { kind: 'notify-operators'; event: OperatorEvent }
  /** Close a staff member's sockets (signed out, disabled). */
  | { kind: 'disconnect-staff'; staffId: string }
  /**
   * Send these outbox mails: `now` before the answer (its result is what `deliver` reports), else in the
   * background after it.
   */
  | { kind: 'mail'; mailIds: string[]; now?: boolean }
  /** Seats were taken or returned on these packages' departures (their pages show seats left). */
  | { kind: 'seats-changed'; packageIds: string[] }
  /** Packages, batches or prices changed (every list and page). */
  | { kind: 'catalogue-changed' }
  /** A booking was created (the bookings counter). */
  | { kind: 'booking-created' }
  /** An image was uploaded: its variants are made now, in the background (the job queue is the fallback). */
  | { kind: 'image-uploaded' };

export const notifyCustomer = (customerId: string, notification: Notification): Effect => ({
  kind: 'notify-customer',
  customerId,
  notification,
});

/** Outbox mails to send; ids that are undefined (no mail was queued) are left out. */
export function mail(mailIds: Array<string | undefined | null>, options: { now?: boolean } = {}): Effect[] {
  const ids = mailIds.filter((id): id is string => typeof id === 'string');
  return ids.length > 0 ? [{ kind: 'mail', mailIds: ids, ...options }] : [];
}

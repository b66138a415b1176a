import { mail, notifyCustomer, type Effect } from '../../shared/effects';
import type { WaitlistNotice } from './waitlist-offers';

/**
 * After commit: each waitlist notice pushed to the customer's open pages and its mail sent before the answer
 * (the outbox sweep retries what fails). Failures never fail the request that freed the seats.
 */
export function waitlistEffects(notices: readonly WaitlistNotice[] = []): Effect[] {
  return [
    ...notices.map((notice) => notifyCustomer(notice.customerId, notice.notification)),
    ...mail(
      notices.map((notice) => notice.mailId),
      { now: true },
    ),
  ];
}

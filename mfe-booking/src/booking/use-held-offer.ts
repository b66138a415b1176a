import { WAITLIST_OFFER_PARAM, type WaitlistEntry } from '@trippy/contracts';
import { fetchMyWaitlist } from '@trippy/api-client';
import { useSearchParams } from '@trippy/router';
import { useSession } from '@trippy/session';
import { useLoad } from '@trippy/ui';
import { msg } from '@trippy/i18n';
import type { HeldOffer } from './booking-form';

const ENTRY_ID = /^[0-9a-f]{24}$/;

export type OfferState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'held'; offer: HeldOffer }
  /** `message` is English, msg()-marked: the page translates it. */
  | { kind: 'refused'; message: string };

/** Why an entry of mine cannot be booked now ('' when it can). */
function refusal(entry: WaitlistEntry | undefined, packageId: string, now: number): string {
  if (!entry || entry.packageId !== packageId)
    return msg('This waitlist offer was not found for your account.');
  if (entry.status === 'booked') return msg('This offer has already been booked.');
  if (entry.status !== 'offered' || !entry.offer) return msg('This waitlist offer is no longer open.');
  if (Date.parse(entry.offer.expiresAt) <= now)
    return msg('This waitlist offer has expired: the seats went to the next person in line.');
  return '';
}

/**
 * `?offer=<entryId>` on the booking page: the caller's entry from GET /api/waitlist. An open offer fixes the
 * batch and seats; an expired, booked or unknown (someone else's) one is refused with the reason.
 */
export function useHeldOffer(packageId: string): OfferState {
  const [params] = useSearchParams();
  const entryId = params.get(WAITLIST_OFFER_PARAM);
  const status = useSession((s) => s.status);
  const loaded = useLoad(['my-waitlist-offer', entryId, status], async () =>
    entryId && ENTRY_ID.test(entryId) && status === 'authenticated' ? fetchMyWaitlist() : null,
  );
  if (entryId === null) return { kind: 'none' };
  if (!ENTRY_ID.test(entryId))
    return { kind: 'refused', message: msg('This waitlist offer link is not valid.') };
  if (loaded.status === 'loading' || status !== 'authenticated') return { kind: 'loading' };
  if (loaded.status === 'error')
    return { kind: 'refused', message: msg('Could not load your waitlist offer.') };
  const entry = (loaded.data ?? []).find((e) => e._id === entryId);
  const message = refusal(entry, packageId, Date.now());
  if (message || !entry?.offer) return { kind: 'refused', message };
  return {
    kind: 'held',
    offer: { entryId, batchId: entry.batchId, seats: entry.seats, expiresAt: entry.offer.expiresAt },
  };
}

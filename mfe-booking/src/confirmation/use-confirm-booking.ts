import { useRef, useState } from 'react';
import { useNavigate } from '@trippy/router';
import { toast } from '@trippy/ui';
import { BOOKING_RECEIVED_MESSAGE } from '@trippy/domain';
import { toBookingSuccess, type Batch, type BookingCreateBody } from '@trippy/contracts';
import { createBooking, fetchPackage, serverMessage, statusOf } from '@trippy/api-client';
import { useBookingText } from '../messages';

export interface SoldOut {
  message: string;
  /** The package's other departures as the server has them now (null while loading or if that failed). */
  otherBatches: Batch[] | null;
}

/**
 * Confirm Booking: one Idempotency-Key per attempt, so a double click (or a retry after a time-out) returns
 * the first booking. After a definite refusal (4xx) the next attempt gets a new key. A 409 means the batch
 * sold out (or has fewer seats) meanwhile: the other departures of the package are loaded to offer them.
 * A booking from a waitlist offer refused (expired, taken, not the caller's) shows the server's message.
 * The page's form (useForm) holds the busy state and refuses a second submit while `confirm` runs.
 */
export function useConfirmBooking(packageId: string, packageSlug: string) {
  const navigate = useNavigate();
  const { t, locale } = useBookingText();
  const [soldOut, setSoldOut] = useState<SoldOut | null>(null);
  const [offerError, setOfferError] = useState<string | null>(null);
  const idempotencyKey = useRef(crypto.randomUUID());

  const loadOtherBatches = async (batchId: string) => {
    try {
      const fresh = await fetchPackage(packageSlug || packageId, locale);
      const others = fresh.batches.filter((b) => b._id !== batchId && b.seatsLeft > 0);
      setSoldOut((s) => (s ? { ...s, otherBatches: others } : s));
    } catch {
      setSoldOut((s) => (s ? { ...s, otherBatches: [] } : s));
    }
  };

  const confirm = async (body: BookingCreateBody) => {
    setSoldOut(null);
    setOfferError(null);
    try {
      const booking = await createBooking(body, idempotencyKey.current);
      toast.success(t(BOOKING_RECEIVED_MESSAGE));
      const next = toBookingSuccess(booking);
      navigate(next.to, { state: next.state });
    } catch (error) {
      const status = statusOf(error);
      // A 422 names what to fix (e.g. "Traveller 2: the passport number must be ..."): show it as sent.
      toast.error(
        status === 422
          ? (serverMessage(error) ?? t('Please check the details and try again.'))
          : t('Failed to process booking. Please try again.'),
      );
      if (status !== undefined && status >= 400 && status < 500) idempotencyKey.current = crypto.randomUUID();
      if (body.waitlistOfferId && (status === 404 || status === 409 || status === 422 || status === 400)) {
        // An offer that expired, was taken or is someone else's: the server's words, and a way back.
        setOfferError(serverMessage(error) ?? t('This waitlist offer is no longer open'));
      } else if (status === 409) {
        setSoldOut({
          message: serverMessage(error) ?? t('Sorry, this batch is sold out'),
          otherBatches: null,
        });
        void loadOtherBatches(body.batchId);
      }
    }
  };

  return { soldOut, offerError, confirm, clearSoldOut: () => setSoldOut(null) };
}

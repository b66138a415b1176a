import { useCallback, useEffect, useState } from 'react';
import { NOTIFICATION_RECEIVED_EVENT, onWindowEvent, type ConfirmedBooking } from '@trippy/contracts';
import { fetchBooking } from '@trippy/api-client';

/** While a booking waits for its payment, how often it is asked for again (a fallback for a lost socket). */
const HELD_POLL_MS = 5_000;

/**
 * A booking as the server has it now: loaded once `ready` (a checkout's hand-back counted first), again on
 * every notification pushed to the customer, and every few seconds while its seats are held for a payment.
 */
export function useLiveBooking(id: string, initial: ConfirmedBooking | undefined, ready: boolean) {
  const [booking, setBooking] = useState<ConfirmedBooking | undefined>(initial);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    fetchBooking(id).then(
      (fresh) => setBooking(fresh),
      () => setFailed(true),
    );
  }, [id]);
  useEffect(() => {
    if (ready) refresh();
  }, [ready, refresh]);
  useEffect(() => onWindowEvent(NOTIFICATION_RECEIVED_EVENT, refresh), [refresh]);
  const held = booking?.metadata?.status === 'pending';
  useEffect(() => {
    if (!held || !ready) return;
    const timer = setInterval(refresh, HELD_POLL_MS);
    return () => clearInterval(timer);
  }, [held, ready, refresh]);
  return { booking, failed: failed && !booking, refresh };
}

import { useEffect, useState } from 'react';
import { errorMessage } from '@trippy/api-client';
import { msg } from '@trippy/i18n';
import { toast } from '@trippy/ui';
import { useBookingText } from '../messages';
import { announcePaymentReturn } from './payment-outcome';
import { handBackIn, paymentFailedIn, returnPayment, withoutHandBack } from './payment-api';

export const PAYMENT_FAILED = msg('The payment did not go through and nothing was taken. Please try again.');

export interface CheckoutReturn {
  /** True once there is nothing (more) to wait for, so the booking is loaded after the payment is counted. */
  done: boolean;
  /** The checkout came back with a failed payment. */
  failed: boolean;
}

/**
 * Back from the payment provider's checkout: its hand-back in the address is sent to the server, which
 * verifies and counts it; the customer is told what the server says was received, and the address is cleaned.
 */
export function useCheckoutReturn(signedIn: boolean): CheckoutReturn {
  const [handBack] = useState(() =>
    typeof window === 'undefined' ? null : handBackIn(window.location.search),
  );
  const [failed] = useState(() => typeof window !== 'undefined' && paymentFailedIn(window.location.search));
  const [done, setDone] = useState(handBack === null);
  // The page's language holds for the page's life: `t` and `tag` never change while it is open.
  const { t, tag } = useBookingText();
  useEffect(() => {
    if (!failed) return;
    window.history.replaceState(window.history.state, '', withoutHandBack(window.location));
    toast.error(t(PAYMENT_FAILED));
  }, [failed, t]);
  useEffect(() => {
    if (!handBack || !signedIn) return;
    let live = true;
    window.history.replaceState(window.history.state, '', withoutHandBack(window.location));
    returnPayment(handBack.bookingId, handBack.body)
      .then((result) => announcePaymentReturn(result, { t, tag }))
      .catch((error: unknown) =>
        toast.error(errorMessage(error, t('Could not check your payment. Please reload the page.'))),
      )
      .finally(() => {
        if (live) setDone(true);
      });
    return () => {
      live = false;
    };
  }, [handBack, signedIn, t, tag]);
  return { done, failed };
}

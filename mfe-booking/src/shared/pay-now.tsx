import { useState } from 'react';
import type { Booking } from '@trippy/contracts';
import { errorMessage } from '@trippy/api-client';
import { formatRupees, nextPaymentDue } from '@trippy/domain';
import { toast } from '@trippy/ui';
import { createPaymentOrder, returnPayment } from './payment-api';
import { announcePaymentReturn } from './payment-outcome';
import { CheckoutUnavailable, payWithRazorpay } from './razorpay-checkout';
import { HoldCountdown } from './hold-countdown';
import styles from './booking.module.css';

/** What the Pay button needs of a booking: the API's, or the success page's from navigation state. */
type PayableBooking = Pick<Booking, '_id' | 'bookingInfo'> & {
  reference?: string;
  customerDetails?: { email: string; phone?: string };
  metadata?: { status: Booking['metadata']['status']; holdExpiresAt?: string | null };
  payment?: { amountPaid: number };
};

/**
 * The booking's next payment, online: the seats' hold (while nothing is paid) and a Pay button that opens the
 * provider's checkout for an order the server made. Nothing is said to be paid until the server has counted
 * the money.
 */
export function PayNow({
  booking,
  failed = false,
  onHoldEnded,
  onPaid,
}: {
  booking: PayableBooking;
  /** The last attempt came back failed from the checkout (nothing was taken). */
  failed?: boolean;
  onHoldEnded?: () => void;
  /** A payment was handed back in this page (Razorpay's checkout): the booking has changed. */
  onPaid?: () => void;
}) {
  const [opening, setOpening] = useState(false);
  const due = nextPaymentDue({
    paymentType: booking.bookingInfo.paymentType,
    payableAmount: booking.bookingInfo.payableAmount,
    total: booking.bookingInfo.total,
    amountPaid: booking.payment?.amountPaid ?? 0,
  });
  if (booking.metadata?.status === 'cancelled' || !due) return null;
  const hold = booking.metadata?.holdExpiresAt;
  const pay = async () => {
    setOpening(true);
    try {
      const order = await createPaymentOrder(booking._id);
      // The local sandbox is a page of its own, which sends the browser back with the hand-back.
      if (order.checkoutUrl) return window.location.assign(order.checkoutUrl);
      const handBack = await payWithRazorpay(order, {
        reference: booking.reference ?? booking._id,
        email: booking.customerDetails?.email,
        phone: booking.customerDetails?.phone,
      });
      if (handBack) {
        announcePaymentReturn(await returnPayment(booking._id, handBack));
        onPaid?.();
      }
      setOpening(false);
    } catch (error) {
      toast.error(
        error instanceof CheckoutUnavailable
          ? error.message
          : errorMessage(error, 'Could not start the payment. Please try again.'),
      );
      setOpening(false);
    }
  };
  const label =
    due.kind === 'balance' ? 'Pay the balance' : due.kind === 'advance' ? 'Pay the advance' : 'Pay';
  return (
    <div className={styles.payNow} data-testid="pay-now">
      {failed ? (
        <p className={styles.failed} role="alert">
          The payment did not go through and nothing was taken. Please try again.
        </p>
      ) : null}
      {hold ? (
        <p className={styles.hold} data-testid="hold">
          Payment not completed: your seats are held until{' '}
          <HoldCountdown until={hold} onEnded={onHoldEnded} />. Pay now to confirm them.
        </p>
      ) : null}
      <button
        type="button"
        className={styles.primary}
        onClick={() => void pay()}
        disabled={opening}
        aria-busy={opening}
      >
        {opening ? 'Opening the payment…' : `${label} ${formatRupees(due.amount)} now`}
      </button>
      <p className={styles.small}>UPI, cards and net banking, through our payment partner.</p>
    </div>
  );
}

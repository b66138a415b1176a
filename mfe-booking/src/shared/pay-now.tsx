import { useState } from 'react';
import type { Booking } from '@trippy/contracts';
import { errorMessage } from '@trippy/api-client';
import { formatRupees, nextPaymentDue } from '@trippy/domain';
import { toast } from '@trippy/ui';
import { createPaymentOrder } from './payment-api';
import { HoldCountdown } from './hold-countdown';
import styles from './booking.module.css';

/** What the Pay button needs of a booking: the API's, or the success page's from navigation state. */
type PayableBooking = Pick<Booking, '_id' | 'bookingInfo'> & {
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
}: {
  booking: PayableBooking;
  /** The last attempt came back failed from the checkout (nothing was taken). */
  failed?: boolean;
  onHoldEnded?: () => void;
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
      if (!order.checkoutUrl) {
        toast.error('Online payment is not available here yet: please call us to pay.');
        setOpening(false);
        return;
      }
      window.location.assign(order.checkoutUrl);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not start the payment. Please try again.'));
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

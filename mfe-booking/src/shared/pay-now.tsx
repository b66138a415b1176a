import { useState } from 'react';
import type { Booking } from '@trippy/contracts';
import { errorMessage } from '@trippy/api-client';
import { formatRupees, nextPaymentDue } from '@trippy/domain';
import { toast } from '@trippy/ui';
import { useBookingText } from '../messages';
import { checkoutInLocale } from './checkout-address';
import { createPaymentOrder, returnPayment } from './payment-api';
import { announcePaymentReturn } from './payment-outcome';
import { CheckoutUnavailable, payWithRazorpay } from './razorpay-checkout';
import { HoldCountdown } from './hold-countdown';
import { PAYMENT_FAILED } from './use-checkout-return';
import { RichText } from './rich-text';
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
  const text = useBookingText();
  const { t, tag, locale } = text;
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
      if (order.checkoutUrl) return window.location.assign(checkoutInLocale(order.checkoutUrl, locale));
      const reference = booking.reference ?? booking._id;
      const handBack = await payWithRazorpay(order, {
        name: t('Trippy Himalaya'),
        description:
          order.kind === 'balance'
            ? t('Booking {reference} (balance)', { reference })
            : order.kind === 'full'
              ? t('Booking {reference} (full payment)', { reference })
              : t('Booking {reference} (advance)', { reference }),
        payByUpi: t('Pay by UPI'),
        email: booking.customerDetails?.email,
        phone: booking.customerDetails?.phone,
      });
      if (handBack) {
        announcePaymentReturn(await returnPayment(booking._id, handBack), text);
        onPaid?.();
      }
      setOpening(false);
    } catch (error) {
      toast.error(
        error instanceof CheckoutUnavailable
          ? t(error.message)
          : errorMessage(error, t('Could not start the payment. Please try again.')),
      );
      setOpening(false);
    }
  };
  const amount = formatRupees(due.amount, tag);
  const label =
    due.kind === 'balance'
      ? t('Pay the balance {amount} now', { amount })
      : due.kind === 'advance'
        ? t('Pay the advance {amount} now', { amount })
        : t('Pay {amount} now', { amount });
  return (
    <div className={styles.payNow} data-testid="pay-now">
      {failed ? (
        <p className={styles.failed} role="alert">
          {t(PAYMENT_FAILED)}
        </p>
      ) : null}
      {hold ? (
        <p className={styles.hold} data-testid="hold">
          <RichText
            text={t('Payment not completed: your seats are held until {time}. Pay now to confirm them.')}
            parts={{ time: <HoldCountdown until={hold} onEnded={onHoldEnded} /> }}
          />
        </p>
      ) : null}
      <button
        type="button"
        className={styles.primary}
        onClick={() => void pay()}
        disabled={opening}
        aria-busy={opening}
      >
        {opening ? t('Opening the payment…') : label}
      </button>
      <p className={styles.small}>{t('UPI, cards and net banking, through our payment partner.')}</p>
    </div>
  );
}

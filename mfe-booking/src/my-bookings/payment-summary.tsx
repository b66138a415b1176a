import type { Booking, RefundProgress } from '@trippy/contracts';
import { formatRupees } from '@trippy/domain';
import { formatTripDate } from '@trippy/ui';
import styles from './my-bookings.module.css';

/**
 * Where the booking's money stands, from the server's `payment` (as of today): paid, due now, the rest and
 * its due date, or paid in full; once cancelled, the refund and that it is paid back in money.
 */
export function PaymentSummary({ booking }: { booking: Booking }) {
  const { bookingInfo: info, payment, refund, metadata } = booking;
  const cancelled = metadata.status === 'cancelled';
  const advance = info.paymentType === 'advance';
  // `balance` includes what is due now; the rest is what waits for the due date.
  const later = Math.max(0, payment.balance - payment.dueNow);
  return (
    <dl className={styles.amounts} data-testid="payment-summary">
      <dt>Total (GST incl.)</dt>
      <dd>{formatRupees(info.total)}</dd>
      <dt>Payment</dt>
      <dd>{advance ? `Advance ${formatRupees(info.payableAmount)}` : 'Full payment'}</dd>
      <dt>Paid</dt>
      <dd data-testid="paid">{formatRupees(payment.amountPaid)}</dd>
      {!cancelled && payment.balance === 0 ? (
        <>
          <dt>Balance</dt>
          <dd data-testid="balance">Paid in full</dd>
        </>
      ) : null}
      {!cancelled && payment.dueNow > 0 ? (
        <>
          <dt>Due now</dt>
          <dd data-testid="due-now" className={payment.overdue ? styles.overdue : undefined}>
            {formatRupees(payment.dueNow)}
            {payment.overdue && payment.balanceDueDate
              ? ` (overdue since ${formatTripDate(payment.balanceDueDate)})`
              : ''}
          </dd>
        </>
      ) : null}
      {!cancelled && later > 0 ? (
        <>
          <dt>Balance</dt>
          <dd data-testid="balance">
            {formatRupees(later)}
            {payment.balanceDueDate ? ` due by ${formatTripDate(payment.balanceDueDate)}` : ''}
          </dd>
        </>
      ) : null}
      {refund ? (
        <>
          <dt>Refund</dt>
          <dd data-testid="refund">
            {formatRupees(refund.amount)} ({refund.percent}%)
          </dd>
        </>
      ) : null}
      {!cancelled && payment.owedToCustomer > 0 ? (
        <>
          <dt>We owe you</dt>
          <dd data-testid="owed">{formatRupees(payment.owedToCustomer)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** Under a cancelled booking: who cancelled (the server's note), and how the money comes back. */
export function RefundNote({ booking }: { booking: Booking }) {
  const { refund } = booking;
  if (!refund) return null;
  const who =
    refund.note ||
    (refund.cancelledBy === 'operator' ? 'The operator cancelled this departure.' : 'Booking cancelled.');
  return (
    <p className={styles.refundNote} data-testid="refund-note">
      {who}{' '}
      {refund.amount > 0
        ? `${formatRupees(refund.amount)} (${refund.percent}%) is paid back to you in money, not as a voucher.`
        : 'Nothing had been paid, so nothing is owed back.'}
      {refund.amount > 0 && refund.progress ? <RefundProgressLine progress={refund.progress} /> : null}
    </p>
  );
}

/** Where the money owed back is: with the provider, paid, or with our team to pay by hand. */
function RefundProgressLine({ progress }: { progress: RefundProgress }) {
  const parts: string[] = [];
  if (progress.paidBack > 0) parts.push(`${formatRupees(progress.paidBack)} refunded`);
  if (progress.inProgress > 0)
    parts.push(
      `${formatRupees(progress.inProgress)} on its way back to the UPI account, card or bank you paid with (usually 5-7 working days)`,
    );
  if (progress.byHand + progress.failed > 0)
    parts.push(
      `${formatRupees(progress.byHand + progress.failed)} to be paid back by our team by bank transfer or UPI`,
    );
  if (parts.length === 0) return null;
  return (
    <span className={styles.refundProgress} data-testid="refund-progress">
      {' '}
      Refund status: {parts.join('; ')}.
    </span>
  );
}

import type { Booking, RefundProgress } from '@trippy/contracts';
import { formatRupees, formatTripDate } from '@trippy/domain';
import { useBookingText } from '../messages';
import styles from './my-bookings.module.css';

/**
 * Where the booking's money stands, from the server's `payment` (as of today): paid, due now, the rest and
 * its due date, or paid in full; once cancelled, the refund and that it is paid back in money.
 */
export function PaymentSummary({ booking }: { booking: Booking }) {
  const { bookingInfo: info, payment, refund, metadata } = booking;
  const { t, tag } = useBookingText();
  const cancelled = metadata.status === 'cancelled';
  const advance = info.paymentType === 'advance';
  // `balance` includes what is due now; the rest is what waits for the due date.
  const later = Math.max(0, payment.balance - payment.dueNow);
  return (
    <dl className={styles.amounts} data-testid="payment-summary">
      <dt>{t('Total (GST incl.)')}</dt>
      <dd>{formatRupees(info.total, tag)}</dd>
      <dt>{t('Payment')}</dt>
      <dd>
        {advance
          ? t('Advance {amount}', { amount: formatRupees(info.payableAmount, tag) })
          : t('Full payment')}
      </dd>
      <dt>{t('Paid')}</dt>
      <dd data-testid="paid">{formatRupees(payment.amountPaid, tag)}</dd>
      {!cancelled && payment.balance === 0 ? (
        <>
          <dt>{t('Balance')}</dt>
          <dd data-testid="balance">{t('Paid in full')}</dd>
        </>
      ) : null}
      {!cancelled && payment.dueNow > 0 ? (
        <>
          <dt>{t('Due now')}</dt>
          <dd data-testid="due-now" className={payment.overdue ? styles.overdue : undefined}>
            {formatRupees(payment.dueNow, tag)}
            {payment.overdue && payment.balanceDueDate
              ? ` ${t('(overdue since {date})', { date: formatTripDate(payment.balanceDueDate, tag) })}`
              : ''}
          </dd>
        </>
      ) : null}
      {!cancelled && later > 0 ? (
        <>
          <dt>{t('Balance')}</dt>
          <dd data-testid="balance">
            {formatRupees(later, tag)}
            {payment.balanceDueDate
              ? ` ${t('due by {date}', { date: formatTripDate(payment.balanceDueDate, tag) })}`
              : ''}
          </dd>
        </>
      ) : null}
      {refund ? (
        <>
          <dt>{t('Refund')}</dt>
          <dd data-testid="refund">
            {formatRupees(refund.amount, tag)} ({refund.percent}%)
          </dd>
        </>
      ) : null}
      {!cancelled && payment.owedToCustomer > 0 ? (
        <>
          <dt>{t('We owe you')}</dt>
          <dd data-testid="owed">{formatRupees(payment.owedToCustomer, tag)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** Under a cancelled booking: who cancelled (the server's note), and how the money comes back. */
export function RefundNote({ booking }: { booking: Booking }) {
  const { refund } = booking;
  const { t, tag } = useBookingText();
  if (!refund) return null;
  const who =
    refund.note ||
    (refund.cancelledBy === 'operator'
      ? t('The operator cancelled this departure.')
      : t('Booking cancelled.'));
  return (
    <p className={styles.refundNote} data-testid="refund-note">
      {who}{' '}
      {refund.amount > 0
        ? t('{amount} ({percent}%) is paid back to you in money, not as a voucher.', {
            amount: formatRupees(refund.amount, tag),
            percent: refund.percent,
          })
        : t('Nothing had been paid, so nothing is owed back.')}
      {refund.amount > 0 && refund.progress ? <RefundProgressLine progress={refund.progress} /> : null}
    </p>
  );
}

/** Where the money owed back is: with the provider, paid, or with our team to pay by hand. */
function RefundProgressLine({ progress }: { progress: RefundProgress }) {
  const { t, tag } = useBookingText();
  const parts: string[] = [];
  if (progress.paidBack > 0)
    parts.push(t('{amount} refunded', { amount: formatRupees(progress.paidBack, tag) }));
  if (progress.inProgress > 0)
    parts.push(
      t(
        '{amount} on its way back to the UPI account, card or bank you paid with (usually 5-7 working days)',
        { amount: formatRupees(progress.inProgress, tag) },
      ),
    );
  if (progress.byHand + progress.failed > 0)
    parts.push(
      t('{amount} to be paid back by our team by bank transfer or UPI', {
        amount: formatRupees(progress.byHand + progress.failed, tag),
      }),
    );
  if (parts.length === 0) return null;
  return (
    <span className={styles.refundProgress} data-testid="refund-progress">
      {' '}
      {t('Refund status: {parts}.', { parts: parts.join('; ') })}
    </span>
  );
}

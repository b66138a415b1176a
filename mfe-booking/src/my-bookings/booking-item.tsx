import type { Booking } from '@trippy/contracts';
import { formatRupees, toDateOnly } from '@trippy/domain';
import { formatDateRange, formatTripDate } from '@trippy/ui';
import styles from './my-bookings.module.css';

const STATUS_LABEL: Record<Booking['metadata']['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

interface BookingItemProps {
  booking: Booking;
  onCancel: (booking: Booking) => void;
}

/** One booking: status, dates, amounts, payment type, balance due date, refund once cancelled. */
export function BookingItem({ booking, onCancel }: BookingItemProps) {
  const { packageDetails: pkg, batchDetails: batch, bookingInfo: info, metadata, refund } = booking;
  const cancelled = metadata.status === 'cancelled';
  const departed = batch.startDate < toDateOnly();
  const advance = info.paymentType === 'advance';
  return (
    <li className={styles.item} data-testid="my-booking" data-booking-id={booking._id}>
      <div className={styles.head}>
        <h3>{pkg.packageName}</h3>
        <span className={`${styles.status} ${styles[metadata.status]}`}>{STATUS_LABEL[metadata.status]}</span>
      </div>
      <p className={styles.meta}>
        {formatDateRange(batch.startDate, batch.endDate)} · {info.numberOfSeats}{' '}
        {info.numberOfSeats === 1 ? 'traveller' : 'travellers'} · booked{' '}
        {formatTripDate(metadata.bookingDate)}
      </p>
      <dl className={styles.amounts}>
        <dt>Total</dt>
        <dd>{formatRupees(info.total)}</dd>
        <dt>Payment</dt>
        <dd>{advance ? `Advance ${formatRupees(info.payableAmount)}` : 'Full payment'}</dd>
        {advance && !cancelled ? (
          <>
            <dt>Balance</dt>
            <dd>
              {formatRupees(info.remainingAmount)}
              {info.balanceDueDate ? ` due by ${formatTripDate(info.balanceDueDate)}` : ''}
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
      </dl>
      {!cancelled && !departed ? (
        <button type="button" className={styles.secondary} onClick={() => onCancel(booking)}>
          Cancel booking
        </button>
      ) : null}
    </li>
  );
}

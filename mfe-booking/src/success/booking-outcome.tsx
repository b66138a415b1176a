import { Link } from '@trippy/router';
import type { ConfirmedBooking } from '@trippy/contracts';
import { formatRupees } from '@trippy/domain';
import { formatTripDate } from '@trippy/ui';
import styles from '../shared/booking.module.css';
import { PayNow } from '../shared/pay-now';
import { outcomeOf } from './outcome';

interface BookingOutcomeProps {
  booking: ConfirmedBooking;
  emailSent: boolean;
  paymentFailed?: boolean;
  /** The booking may have changed (its hold ran out, a payment was handed back): load it again. */
  onChanged?: () => void;
}

/**
 * The booking just made, saying only what is true: "Booking Confirmed!" once money is received, the hold and
 * the Pay button while it is awaited, and that the seats were released when the hold ran out.
 */
export function BookingOutcome({
  booking,
  emailSent,
  paymentFailed = false,
  onChanged,
}: BookingOutcomeProps) {
  const { packageDetails: pkg, batchDetails: batch, bookingInfo: info } = booking;
  const advance = info.paymentType === 'advance';
  const outcome = outcomeOf(booking);
  const confirmed = outcome.kind === 'confirmed';
  return (
    <section className={styles.page} data-testid="booking-success" data-state={outcome.kind}>
      <h1 className={`${styles.title} ${confirmed ? styles.success : styles.pending}`}>{outcome.title}</h1>
      <p className={styles.reference}>Booking reference {booking.reference ?? booking._id}</p>
      <p className={styles.outcome} role="status" data-testid="outcome">
        {outcome.line}
      </p>
      {outcome.kind === 'held' ? (
        // First on the page: on a phone the next step is seen without scrolling past the trip.
        <div className={styles.payFirst}>
          <PayNow booking={booking} failed={paymentFailed} onHoldEnded={onChanged} onPaid={onChanged} />
        </div>
      ) : null}
      <div className={styles.grid}>
        <div className={styles.card}>
          <h2>Package Details</h2>
          <dl className={styles.rows}>
            <dt>Package</dt>
            <dd>{pkg.packageName}</dd>
            <dt>Duration</dt>
            <dd>{pkg.duration}</dd>
            <dt>Destination</dt>
            <dd>{pkg.destination}</dd>
            <dt>Package type</dt>
            <dd>{pkg.packageType}</dd>
          </dl>
          <h2>Batch Details</h2>
          <dl className={styles.rows}>
            <dt>Start date</dt>
            <dd>{formatTripDate(batch.startDate)}</dd>
            <dt>End date</dt>
            <dd>{formatTripDate(batch.endDate)}</dd>
            <dt>Seats</dt>
            <dd>{info.numberOfSeats}</dd>
          </dl>
          {confirmed ? (
            <>
              <h2>What&apos;s Next?</h2>
              <ol className={styles.next}>
                <li>
                  <strong>Booking Confirmation: </strong>
                  {emailSent
                    ? "A confirmation email has been sent to your account's email address."
                    : 'Your booking details are saved and our team will contact you with the confirmation.'}
                </li>
                <li>Our team will contact you within 24 hours about payment and trip details.</li>
                <li>A detailed itinerary and packing list will be sent to you before departure.</li>
              </ol>
            </>
          ) : null}
        </div>
        <div className={styles.card}>
          <h2>Payment Details</h2>
          <dl className={styles.rows}>
            <dt>Payment type</dt>
            <dd>{advance ? 'Advance (25% now)' : 'Full payment'}</dd>
            <dt>Subtotal</dt>
            <dd>{formatRupees(info.subtotal)}</dd>
            <dt>GST (5%)</dt>
            <dd>{formatRupees(info.gst)}</dd>
            <dt className={styles.total}>Total</dt>
            <dd className={styles.total}>{formatRupees(info.total)}</dd>
            <dt>Paid</dt>
            <dd data-testid="paid">{formatRupees(booking.payment?.amountPaid ?? 0)}</dd>
            {advance && outcome.kind !== 'released' ? (
              <>
                <dt>{confirmed ? 'Advance received' : 'Advance due now'}</dt>
                <dd>{formatRupees(info.payableAmount)}</dd>
                <dt>
                  Remaining{info.balanceDueDate ? ` (due by ${formatTripDate(info.balanceDueDate)})` : ''}
                </dt>
                <dd>{formatRupees(info.remainingAmount)}</dd>
              </>
            ) : null}
          </dl>
          <div className={styles.actions}>
            {outcome.kind === 'released' ? (
              <Link
                to={`/packages/${encodeURIComponent(pkg.packageSlug ?? '')}`}
                className={styles.secondary}
              >
                Book again
              </Link>
            ) : (
              <Link to="/" className={styles.secondary}>
                Back to Home
              </Link>
            )}
            <Link to="/profile" className={styles.primary}>
              View My Bookings
            </Link>
          </div>
          <Link to="/cancellation-refund" className={styles.small}>
            Cancellation and refund policy
          </Link>
        </div>
      </div>
    </section>
  );
}

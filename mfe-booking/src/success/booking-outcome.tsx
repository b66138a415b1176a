import { Link } from '@trippy/router';
import type { ConfirmedBooking } from '@trippy/contracts';
import { formatRupees, formatTripDate } from '@trippy/domain';
import { useBookingText } from '../messages';
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
  const text = useBookingText();
  const { t, tag } = text;
  const advance = info.paymentType === 'advance';
  const outcome = outcomeOf(booking, text);
  const confirmed = outcome.kind === 'confirmed';
  return (
    <section className={styles.page} data-testid="booking-success" data-state={outcome.kind}>
      <h1 className={`${styles.title} ${confirmed ? styles.success : styles.pending}`}>{outcome.title}</h1>
      <p className={styles.reference}>
        {t('Booking reference {reference}', { reference: booking.reference ?? booking._id })}
      </p>
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
          <h2>{t('Package Details')}</h2>
          <dl className={styles.rows}>
            <dt>{t('Package')}</dt>
            <dd>{pkg.packageName}</dd>
            <dt>{t('Duration')}</dt>
            <dd>{pkg.duration}</dd>
            <dt>{t('Destination')}</dt>
            <dd>{pkg.destination}</dd>
            <dt>{t('Package type')}</dt>
            <dd>{pkg.packageType}</dd>
          </dl>
          <h2>{t('Batch Details')}</h2>
          <dl className={styles.rows}>
            <dt>{t('Start date')}</dt>
            <dd>{formatTripDate(batch.startDate, tag)}</dd>
            <dt>{t('End date')}</dt>
            <dd>{formatTripDate(batch.endDate, tag)}</dd>
            <dt>{t('Seats')}</dt>
            <dd>{info.numberOfSeats}</dd>
          </dl>
          {confirmed ? (
            <>
              <h2>{t("What's Next?")}</h2>
              <ol className={styles.next}>
                <li>
                  <strong>{t('Booking Confirmation:')} </strong>
                  {emailSent
                    ? t("A confirmation email has been sent to your account's email address.")
                    : t(
                        'Your booking details are saved and our team will contact you with the confirmation.',
                      )}
                </li>
                <li>{t('Our team will contact you within 24 hours about payment and trip details.')}</li>
                <li>{t('A detailed itinerary and packing list will be sent to you before departure.')}</li>
              </ol>
            </>
          ) : null}
        </div>
        <div className={styles.card}>
          <h2>{t('Payment Details')}</h2>
          <dl className={styles.rows}>
            <dt>{t('Payment type')}</dt>
            <dd>{advance ? t('Advance (25% now)') : t('Full payment')}</dd>
            <dt>{t('Subtotal')}</dt>
            <dd>{formatRupees(info.subtotal, tag)}</dd>
            <dt>{t('GST (5%)')}</dt>
            <dd>{formatRupees(info.gst, tag)}</dd>
            <dt className={styles.total}>{t('Total')}</dt>
            <dd className={styles.total}>{formatRupees(info.total, tag)}</dd>
            <dt>{t('Paid')}</dt>
            <dd data-testid="paid">{formatRupees(booking.payment?.amountPaid ?? 0, tag)}</dd>
            {advance && outcome.kind !== 'released' ? (
              <>
                <dt>{confirmed ? t('Advance received') : t('Advance due now')}</dt>
                <dd>{formatRupees(info.payableAmount, tag)}</dd>
                <dt>
                  {info.balanceDueDate
                    ? t('Remaining (due by {date})', { date: formatTripDate(info.balanceDueDate, tag) })
                    : t('Remaining')}
                </dt>
                <dd>{formatRupees(info.remainingAmount, tag)}</dd>
              </>
            ) : null}
          </dl>
          <div className={styles.actions}>
            {outcome.kind === 'released' ? (
              <Link
                to={`/packages/${encodeURIComponent(pkg.packageSlug ?? '')}`}
                className={styles.secondary}
              >
                {t('Book again')}
              </Link>
            ) : (
              <Link to="/" className={styles.secondary}>
                {t('Back to Home')}
              </Link>
            )}
            <Link to="/profile" className={styles.primary}>
              {t('View My Bookings')}
            </Link>
          </div>
          <Link to="/cancellation-refund" className={styles.small}>
            {t('Cancellation and refund policy')}
          </Link>
        </div>
      </div>
    </section>
  );
}

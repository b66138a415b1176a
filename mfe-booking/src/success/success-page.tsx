import { Link, useLocation, useSearchParams } from '@trippy/router';
import { readBookingSuccess, type ConfirmedBooking } from '@trippy/contracts';
import { fetchBooking } from '@trippy/api-client';
import { formatRupees } from '@trippy/domain';
import { useSession } from '@trippy/session';
import { MessagePage, Spinner, actionClassName, formatTripDate, useLoad } from '@trippy/ui';
import styles from '../shared/booking.module.css';
import { PayNow } from '../shared/pay-now';

function InvalidBooking() {
  return (
    <MessagePage
      title="Invalid Booking"
      action={
        <Link to="/" className={actionClassName}>
          Return to Home
        </Link>
      }
    />
  );
}

function BookingConfirmed({ booking, emailSent }: { booking: ConfirmedBooking; emailSent: boolean }) {
  const { packageDetails: pkg, batchDetails: batch, bookingInfo: info } = booking;
  const advance = info.paymentType === 'advance';
  return (
    <section className={styles.page} data-testid="booking-success">
      <h1 className={`${styles.title} ${styles.success}`}>Booking Confirmed!</h1>
      <p className={styles.reference}>Booking reference {booking._id}</p>
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
          <h2>What&apos;s Next?</h2>
          <ol className={styles.next}>
            <li>
              <strong>Booking Confirmation: </strong>
              {emailSent
                ? `A confirmation email has been sent to ${booking.customerDetails.email}.`
                : 'Your booking details are saved and our team will contact you with the confirmation.'}
            </li>
            <li>Our team will contact you within 24 hours about payment and trip details.</li>
            <li>A detailed itinerary and packing list will be sent to you before departure.</li>
          </ol>
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
            {advance ? (
              <>
                <dt>Advance due now</dt>
                <dd>{formatRupees(info.payableAmount)}</dd>
                <dt>
                  Remaining{info.balanceDueDate ? ` (due by ${formatTripDate(info.balanceDueDate)})` : ''}
                </dt>
                <dd>{formatRupees(info.remainingAmount)}</dd>
              </>
            ) : null}
          </dl>
          <PayNow booking={booking} />
          <div className={styles.actions}>
            <Link to="/" className={styles.secondary}>
              Back to Home
            </Link>
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

function BookingById({ id }: { id: string }) {
  const loaded = useLoad(() => fetchBooking(id), [id]);
  if (loaded.status === 'loading') return <Spinner label="Loading your booking" />;
  if (loaded.status === 'error') return <InvalidBooking />;
  return <BookingConfirmed booking={loaded.data} emailSent={loaded.data.emailSent} />;
}

/** /booking-success: from navigation state, or (after a reload) loaded by the id in the URL. */
export function SuccessPage() {
  const state = readBookingSuccess(useLocation().state);
  const [params] = useSearchParams();
  const status = useSession((s) => s.status);
  const id = params.get('id');
  if (state) return <BookingConfirmed booking={state.booking} emailSent={state.emailSent} />;
  if (!id || status === 'unauthenticated') return <InvalidBooking />;
  if (status === 'loading') return <Spinner label="Loading your booking" />;
  return <BookingById id={id} />;
}

import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from '@trippy/router';
import { confirmOperatorBooking, errorMessage, fetchOperatorBooking } from '@trippy/api-client';
import {
  PAYMENT_METHOD_LABELS,
  STAFF_BOOKING_SOURCE_LABELS,
  type OperatorBookingDetail,
} from '@trippy/contracts';
import { formatRupees, formatPrice } from '@trippy/domain';
import {
  BackOfficePage,
  BackOfficeSection,
  backOfficeStyles as ui,
  DataTable,
  formatDateRange,
  formatTripDate,
  LoadError,
  Spinner,
  useLoad,
  type Column,
  toast,
  WhatsAppPanel,
} from '@trippy/ui';
import { CancelPanel } from './cancel-panel';
import { formatWhen } from './format';
import { MissingRecord } from './missing-record';
import { PaymentForm } from './payment-form';
import { StatusBadge } from './status-badge';
import { TravellersList } from './travellers-list';
import styles from './operator.module.css';

const ID = /^[0-9a-f]{24}$/;

const paymentColumns: Column<OperatorBookingDetail['payments'][number]>[] = [
  { header: 'Received', cell: (payment) => formatTripDate(payment.receivedOn) },
  { header: 'For', cell: (payment) => (payment.kind === 'advance' ? 'Advance' : 'Balance') },
  { header: 'Amount', className: styles.money, cell: (payment) => formatRupees(payment.amount) },
  { header: 'Method', cell: (payment) => PAYMENT_METHOD_LABELS[payment.method] },
  { header: 'Reference', cell: (payment) => payment.reference || '-' },
  {
    header: 'Recorded by',
    cell: (payment) => (
      <>
        {payment.recordedBy ? payment.recordedBy.name : `Online (${payment.providerPaymentId ?? 'provider'})`}
        <div className={ui.muted}>{formatWhen(payment.createdAt)}</div>
      </>
    ),
  },
];

/** /operator/bookings/:id: the customer, the booking as made, the money, and what staff can do with it. */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const valid = ID.test(id);
  const loaded = useLoad(['operator-booking', id], async () => (valid ? fetchOperatorBooking(id) : null));
  const [detail, setDetail] = useState<OperatorBookingDetail | null>(null);
  useEffect(() => {
    if (loaded.status === 'loaded') setDetail(loaded.data);
  }, [loaded.status, loaded.data]);

  if (!valid)
    return (
      <MissingRecord
        title="Booking"
        message="No booking has this address."
        back={{ to: '/operator/bookings', label: 'Back to bookings' }}
      />
    );
  if (loaded.status === 'error')
    return (
      <BackOfficePage title="Booking">
        <LoadError error={loaded.error} fallback="The booking could not be loaded." onRetry={loaded.reload} />
        <p>
          <Link className={ui.link} to="/operator/bookings">
            Back to bookings
          </Link>
        </p>
      </BackOfficePage>
    );
  if (!detail || detail.booking._id !== id)
    return (
      <BackOfficePage title="Booking">
        <Spinner label="Loading the booking" />
      </BackOfficePage>
    );
  return <BookingDetail detail={detail} onChange={setDetail} />;
}

function BookingDetail({
  detail,
  onChange,
}: {
  detail: OperatorBookingDetail;
  onChange: (detail: OperatorBookingDetail) => void;
}) {
  const { booking, customer } = detail;
  const entered = booking.customerDetails;
  const info = booking.bookingInfo;
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState('');

  const confirm = async () => {
    setConfirming(true);
    setConfirmError('');
    try {
      onChange(await confirmOperatorBooking(booking._id));
      toast.success('Booking confirmed: the customer is told');
    } catch (error) {
      setConfirmError(errorMessage(error, 'The booking could not be confirmed.'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <BackOfficePage
      title={`Booking of ${entered.fullName}`}
      actions={
        <div className={ui.actions}>
          <Link className={`${ui.button} ${ui.secondary}`} to="/operator/bookings">
            All bookings
          </Link>
          <Link
            className={`${ui.button} ${ui.secondary}`}
            to={`/operator/departures/${booking.batchDetails.batchId}`}
          >
            Departure manifest
          </Link>
          {detail.status === 'pending' ? (
            <button type="button" className={ui.button} disabled={confirming} onClick={() => void confirm()}>
              {confirming ? 'Confirming…' : 'Confirm booking'}
            </button>
          ) : null}
        </div>
      }
    >
      <p className={styles.lead}>
        <StatusBadge status={detail.status} /> {booking.reference} · booked{' '}
        {formatWhen(booking.metadata.bookingDate)}
        {detail.origin.source === 'website'
          ? ' on the website'
          : ` · ${STAFF_BOOKING_SOURCE_LABELS[detail.origin.source].toLowerCase()}${detail.origin.takenBy ? `, taken by ${detail.origin.takenBy}` : ''}`}{' '}
        · id {booking._id}
        {detail.confirmedAt ? ` · confirmed ${formatWhen(detail.confirmedAt)}` : ''}
      </p>
      {confirmError ? (
        <p className={`${ui.error} ${styles.formError}`} role="alert">
          {confirmError}
        </p>
      ) : null}
      {detail.status === 'cancelled' ? (
        <section className={ui.card} aria-label="Cancellation">
          <h2>Cancelled</h2>
          <p>
            {detail.cancelledBy === 'operator'
              ? 'Cancelled by the operator'
              : "Cancelled at the customer's request"}
            {detail.cancelledAt ? ` on ${formatWhen(detail.cancelledAt)}` : ''}.
            {detail.refund ? (
              <>
                {' '}
                Refund: <strong>{formatRupees(detail.refund.amount)}</strong> ({detail.refund.percent}% of the
                amount paid).
              </>
            ) : null}
          </p>
        </section>
      ) : null}

      <div className={styles.grid}>
        <section className={ui.card} aria-labelledby="booking-money">
          <h2 id="booking-money">Money</h2>
          <dl className={styles.facts}>
            <Fact label="Total" value={formatRupees(detail.total)} />
            <Fact label="Paid" value={formatRupees(detail.amountPaid)} testId="amount-paid" />
            <Fact label="Remaining" value={formatRupees(detail.remainingAmount)} testId="amount-remaining" />
            <Fact label="Advance received" value={formatRupees(detail.paidByKind.advance)} />
            <Fact label="Balance received" value={formatRupees(detail.paidByKind.balance)} />
            <Fact
              label="Balance due by"
              value={
                detail.status === 'cancelled'
                  ? 'Nothing due: cancelled'
                  : info.balanceDueDate
                    ? formatTripDate(info.balanceDueDate)
                    : 'Paid in full at booking'
              }
            />
          </dl>
        </section>

        <section className={ui.card} aria-labelledby="booking-customer">
          <h2 id="booking-customer">Customer</h2>
          <dl className={styles.facts}>
            <Fact label="Name" value={entered.fullName} />
            <Fact
              label="Phone"
              value={
                <a className={ui.link} href={`tel:${entered.phone}`}>
                  {entered.phone}
                </a>
              }
            />
            <Fact
              label="Email"
              value={
                <a className={ui.link} href={`mailto:${entered.email}`}>
                  {entered.email}
                </a>
              }
            />
            <Fact label="Address" value={entered.address || '-'} />
            <Fact
              label="Emergency contact"
              value={`${entered.emergencyName} · ${entered.emergencyContact}`}
            />
            <Fact label="Special requirements" value={entered.specialRequirements || 'None'} />
            <Fact
              label="Account"
              value={`${customer.name} · since ${formatWhen(customer.createdAt)}${customer.disabled ? ' · disabled' : ''}`}
            />
          </dl>
        </section>

        <section className={`${ui.card} ${styles.wide}`} aria-labelledby="booking-record">
          <h2 id="booking-record">Booking</h2>
          <dl className={styles.facts}>
            <Fact label="Package" value={booking.packageDetails.packageName} />
            <Fact label="Duration" value={booking.packageDetails.duration} />
            <Fact
              label="Dates"
              value={formatDateRange(booking.batchDetails.startDate, booking.batchDetails.endDate)}
            />
            <Fact
              label="Departure seats"
              value={`${detail.batch.seatsLeft} of ${detail.batch.totalSeats} left${detail.batch.closed ? ' · closed' : ''}`}
            />
            <Fact label="Travellers" value={String(info.numberOfSeats)} />
            <Fact
              label="Payment plan"
              value={info.paymentType === 'advance' ? '25% advance' : 'Full payment'}
            />
            <Fact label="Price per person" value={formatPrice(booking.packageDetails.offerPrice)} />
            <Fact
              label="Add-ons"
              value={
                booking.addons.length > 0
                  ? booking.addons.map((addon) => `${addon.name} (${formatPrice(addon.price)})`).join(', ')
                  : 'None'
              }
            />
            <Fact label="Subtotal" value={formatRupees(info.subtotal)} />
            <Fact label="GST" value={formatRupees(info.gst)} />
            <Fact label="Total" value={formatRupees(info.total)} />
            <Fact label="Asked at booking" value={formatRupees(info.payableAmount)} />
          </dl>
        </section>
      </div>

      <WhatsAppPanel subject={{ kind: 'booking', id: booking._id }} />

      <section className={ui.card} aria-labelledby="booking-travellers">
        <h2 id="booking-travellers">Travellers</h2>
        <TravellersList travellers={booking.travellers} />
      </section>

      {detail.changes.length > 0 ? (
        <section className={ui.card} aria-labelledby="booking-changes">
          <h2 id="booking-changes">Batch changes</h2>
          <ul data-testid="batch-changes">
            {detail.changes.map((change) => (
              <li key={change._id}>
                {formatTripDate(change.fromStartDate)} → {formatTripDate(change.toStartDate)} on{' '}
                {formatWhen(change.createdAt)}: total {formatRupees(change.previousTotal)} →{' '}
                {formatRupees(change.newTotal)} (
                {change.difference === 0
                  ? 'same price'
                  : change.difference > 0
                    ? `+${formatRupees(change.difference)} to collect`
                    : `${formatRupees(-change.difference)} owed back`}
                )
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <BackOfficeSection id="booking-payments" title="Payments received">
        <DataTable
          caption="Payments"
          columns={paymentColumns}
          rows={detail.payments}
          rowKey={(payment) => payment._id}
          empty="No payment recorded yet. Record one below when money arrives."
        />
      </BackOfficeSection>

      {detail.status !== 'cancelled' && detail.remainingAmount > 0 ? (
        <section className={ui.card}>
          <PaymentForm key={detail.amountPaid} detail={detail} onSaved={onChange} />
        </section>
      ) : null}
      {detail.status !== 'cancelled' ? (
        <section className={ui.card}>
          <CancelPanel detail={detail} onSaved={onChange} />
        </section>
      ) : null}
    </BackOfficePage>
  );
}

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

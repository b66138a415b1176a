import { useState } from 'react';
import type { Booking } from '@trippy/contracts';
import {
  BOOKING_STATE_LABEL,
  batchChangeAllowed,
  formatDateRange,
  formatTripDate,
  todayInIndia,
  travellersEditable,
} from '@trippy/domain';
import { useBookingText } from '../messages';
import { ChangeBatchPanel } from './change-batch';
import { InvoicesSection } from './invoices-section';
import { PaymentSummary, RefundNote } from './payment-summary';
import { PayNow } from '../shared/pay-now';
import { TravellersSection } from './travellers-section';
import styles from './my-bookings.module.css';

const STATE_CLASS: Record<Booking['metadata']['state'], string | undefined> = {
  held: styles.held,
  confirmed: styles.confirmed,
  'balance-due': styles.balanceDue,
  'paid-in-full': styles.paidInFull,
  cancelled: styles.cancelled,
  expired: styles.expired,
};

interface BookingItemProps {
  booking: Booking;
  onCancel: (booking: Booking) => void;
  onUpdated: (booking: Booking) => void;
  /** A payment was made from this page: the list is loaded again. */
  onPaid?: () => void;
}

type Panel = 'change-batch' | 'invoices' | null;

/** One booking: status, dates, money, travellers, and what the customer may still do with it. */
export function BookingItem({ booking, onCancel, onUpdated, onPaid }: BookingItemProps) {
  const { packageDetails: pkg, batchDetails: batch, bookingInfo: info, metadata } = booking;
  const [panel, setPanel] = useState<Panel>(null);
  const { t, tag } = useBookingText();
  const cancelled = metadata.status === 'cancelled';
  const today = todayInIndia();
  const departed = batch.startDate < today;
  const canChangeBatch = !cancelled && batchChangeAllowed(batch.startDate, today);
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));
  return (
    <li className={styles.item} data-testid="my-booking" data-booking-id={booking._id}>
      <div className={styles.head}>
        <h3>{pkg.packageName}</h3>
        <span className={`${styles.status} ${STATE_CLASS[metadata.state]}`} data-testid="booking-state">
          {t(BOOKING_STATE_LABEL[metadata.state])}
        </span>
      </div>
      <p className={styles.meta}>{t('Booking reference {reference}', { reference: booking.reference })}</p>
      <p className={styles.meta}>
        {formatDateRange(batch.startDate, batch.endDate, tag)} ·{' '}
        {t.plural(info.numberOfSeats, { one: '{count} traveller', other: '{count} travellers' })} ·{' '}
        {t('booked {date}', { date: formatTripDate(metadata.bookingDate, tag) })}
      </p>
      <PaymentSummary booking={booking} />
      <PayNow booking={booking} onPaid={onPaid} />
      <RefundNote booking={booking} />
      <TravellersSection
        booking={booking}
        editable={!cancelled && travellersEditable(batch.startDate, today)}
        onSaved={onUpdated}
      />
      {panel === 'change-batch' ? (
        <ChangeBatchPanel
          booking={booking}
          onClose={() => setPanel(null)}
          onChanged={(updated) => {
            setPanel(null);
            onUpdated(updated);
          }}
        />
      ) : null}
      {panel === 'invoices' ? (
        <InvoicesSection bookingId={booking._id} onClose={() => setPanel(null)} />
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.small}
          aria-expanded={panel === 'invoices'}
          onClick={() => toggle('invoices')}
        >
          {t('Invoices')}
        </button>
        {canChangeBatch ? (
          <button
            type="button"
            className={styles.small}
            aria-expanded={panel === 'change-batch'}
            onClick={() => toggle('change-batch')}
          >
            {t('Change batch')}
          </button>
        ) : null}
        {!cancelled && !departed ? (
          <button type="button" className={styles.secondary} onClick={() => onCancel(booking)}>
            {t('Cancel booking')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

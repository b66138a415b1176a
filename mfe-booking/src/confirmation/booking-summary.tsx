import type { AdditionalService, BookingPackage, BookingPackageBatch } from '@trippy/contracts';
import { formatDateRange, formatTripDate, type PaymentType, type PriceBreakdown } from '@trippy/domain';
import { useBookingText } from '../messages';
import { PriceSummary } from '../shared/price-summary';
import styles from '../shared/booking.module.css';

interface BookingSummaryProps {
  pkg: BookingPackage;
  batch: BookingPackageBatch;
  seats: number;
  paymentType: PaymentType;
  addons: AdditionalService[];
  price: PriceBreakdown;
  /** The quote's balance due date ('YYYY-MM-DD'): set only for an advance. */
  balanceDueDate: string | null;
}

/** Booking Summary (package, batch dates, seats, payment type, add-ons) and Payment Details. */
export function BookingSummary({
  pkg,
  batch,
  seats,
  paymentType,
  addons,
  price,
  balanceDueDate,
}: BookingSummaryProps) {
  const { t, tag } = useBookingText();
  const advance = paymentType === 'advance';
  return (
    <>
      <h2>{t('Booking Summary')}</h2>
      <dl className={styles.rows} data-testid="booking-summary">
        <dt>{t('Package')}</dt>
        <dd>{pkg.name}</dd>
        <dt>{t('Dates')}</dt>
        <dd>{formatDateRange(batch.startDate, batch.endDate, tag)}</dd>
        <dt>{t('Seats')}</dt>
        <dd>{seats}</dd>
        <dt>{t('Payment type')}</dt>
        <dd>{advance ? t('Advance (25% now)') : t('Full payment')}</dd>
        {addons.length > 0 ? (
          <>
            <dt>{t('Add-ons')}</dt>
            <dd>{addons.map((addon) => addon.name).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <h2>{t('Payment Details')}</h2>
      <PriceSummary
        price={price}
        advance={advance}
        balanceDueDate={balanceDueDate ? formatTripDate(balanceDueDate, tag) : null}
      />
    </>
  );
}

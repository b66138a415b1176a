import type { AdditionalService, BookingPackage, BookingPackageBatch } from '@trippy/contracts';
import type { PaymentType, PriceBreakdown } from '@trippy/domain';
import { formatDateRange, formatTripDate } from '@trippy/ui';
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
  const advance = paymentType === 'advance';
  return (
    <>
      <h2>Booking Summary</h2>
      <dl className={styles.rows} data-testid="booking-summary">
        <dt>Package</dt>
        <dd>{pkg.name}</dd>
        <dt>Dates</dt>
        <dd>{formatDateRange(batch.startDate, batch.endDate)}</dd>
        <dt>Seats</dt>
        <dd>{seats}</dd>
        <dt>Payment type</dt>
        <dd>{advance ? 'Advance (25% now)' : 'Full payment'}</dd>
        {addons.length > 0 ? (
          <>
            <dt>Add-ons</dt>
            <dd>{addons.map((addon) => addon.name).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <h2>Payment Details</h2>
      <PriceSummary
        price={price}
        advance={advance}
        balanceDueDate={balanceDueDate ? formatTripDate(balanceDueDate) : null}
      />
    </>
  );
}

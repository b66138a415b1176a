import {
  GST_PERCENT,
  formatRupees,
  formatPrice,
  type PaymentSchedule,
  type PriceBreakdown,
} from '@trippy/domain';
import { formatTripDate } from '@trippy/ui';
import styles from './detail.module.css';

interface PriceBreakdownProps {
  offerPrice: number;
  seats: number;
  addonsPerPerson: number;
  /** The domain's `priceBooking` for these seats, add-ons and payment type. */
  price: PriceBreakdown;
  /** The chosen batch's schedule (domain `paymentScheduleFor`); null before a batch is chosen. */
  schedule: PaymentSchedule | null;
  advance: boolean;
}

const people = (seats: number) => `${seats} ${seats === 1 ? 'person' : 'people'}`;

/**
 * Price × seats, add-ons, GST 5% and the total including GST, all before sign-in; for an advance the part
 * paid now and the balance with its due date.
 */
export function PriceBreakdownTable({
  offerPrice,
  seats,
  addonsPerPerson,
  price,
  schedule,
  advance,
}: PriceBreakdownProps) {
  const dueDate = advance ? (schedule?.balanceDueDate ?? null) : null;
  return (
    <dl className={styles.breakdown} aria-label="Price breakdown">
      <div>
        <dt>
          {formatPrice(offerPrice)} × {people(seats)}
        </dt>
        <dd>{formatRupees(offerPrice * seats)}</dd>
      </div>
      {addonsPerPerson > 0 ? (
        <div>
          <dt>
            Add-ons {formatPrice(addonsPerPerson)} × {seats}
          </dt>
          <dd>{formatRupees(addonsPerPerson * seats)}</dd>
        </div>
      ) : null}
      <div>
        <dt>GST ({GST_PERCENT}%)</dt>
        <dd>{formatRupees(price.gst)}</dd>
      </div>
      <div className={styles.total} data-testid="price-total">
        <dt>Total incl. GST</dt>
        <dd>{formatRupees(price.total)}</dd>
      </div>
      {dueDate ? (
        <>
          <div className={styles.payNow}>
            <dt>Pay now ({schedule?.advancePercent}% advance)</dt>
            <dd>{formatRupees(price.payableAmount)}</dd>
          </div>
          <div>
            <dt>Balance, due by {formatTripDate(dueDate)}</dt>
            <dd>{formatRupees(price.remainingAmount)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

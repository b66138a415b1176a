import { ADVANCE_PERCENT, GST_PERCENT, formatRupees, type PriceBreakdown } from '@trippy/domain';
import styles from './detail.module.css';

interface PriceBreakdownProps {
  offerPrice: number;
  seats: number;
  addonsPerPerson: number;
  price: PriceBreakdown;
  advance: boolean;
}

/** Per person, seats, add-ons, GST 5%, total and (for an advance) what is paid now and later. */
export function PriceBreakdownTable({
  offerPrice,
  seats,
  addonsPerPerson,
  price,
  advance,
}: PriceBreakdownProps) {
  return (
    <dl className={styles.breakdown} aria-label="Price breakdown">
      <div>
        <dt>
          {formatRupees(offerPrice)} × {seats} {seats === 1 ? 'person' : 'people'}
        </dt>
        <dd>{formatRupees(offerPrice * seats)}</dd>
      </div>
      {addonsPerPerson > 0 ? (
        <div>
          <dt>
            Add-ons {formatRupees(addonsPerPerson)} × {seats}
          </dt>
          <dd>{formatRupees(addonsPerPerson * seats)}</dd>
        </div>
      ) : null}
      <div>
        <dt>GST ({GST_PERCENT}%)</dt>
        <dd>{formatRupees(price.gst)}</dd>
      </div>
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{formatRupees(price.total)}</dd>
      </div>
      {advance ? (
        <>
          <div className={styles.payNow}>
            <dt>Pay now ({ADVANCE_PERCENT}% advance)</dt>
            <dd>{formatRupees(price.payableAmount)}</dd>
          </div>
          <div>
            <dt>Balance, due 15 days before departure</dt>
            <dd>{formatRupees(price.remainingAmount)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

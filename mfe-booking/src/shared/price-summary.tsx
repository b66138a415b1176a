import { formatRupees, type PriceBreakdown } from '@trippy/domain';
import styles from './booking.module.css';

interface PriceSummaryProps {
  price: PriceBreakdown;
  advance: boolean;
  balanceDueDate?: string | null;
}

/** Payment Details: package price, GST 5%, total and, for advance payments, advance and remaining. */
export function PriceSummary({ price, advance, balanceDueDate }: PriceSummaryProps) {
  return (
    <dl className={styles.rows} data-testid="price-summary">
      <dt>Package price</dt>
      <dd>{formatRupees(price.subtotal)}</dd>
      <dt>GST (5%)</dt>
      <dd>{formatRupees(price.gst)}</dd>
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total}>{formatRupees(price.total)}</dd>
      {advance ? (
        <>
          <dt>Advance (25%) payable now</dt>
          <dd>{formatRupees(price.payableAmount)}</dd>
          <dt>Remaining{balanceDueDate ? ` (due by ${balanceDueDate})` : ''}</dt>
          <dd>{formatRupees(price.remainingAmount)}</dd>
        </>
      ) : null}
    </dl>
  );
}

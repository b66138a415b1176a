import type { RefundQuote } from '@trippy/contracts';
import { formatRupees, REFUND_BANDS, REFUND_TABLE_NAMES, refundBandFor } from '@trippy/domain';
import styles from './my-bookings.module.css';

/** The exact refund a cancellation gives today, with the table row it comes from. */
export function RefundPreview({ quote }: { quote: RefundQuote }) {
  const band = refundBandFor(quote.table, quote.daysBeforeDeparture);
  const days = quote.daysBeforeDeparture;
  return (
    <div className={styles.preview} data-testid="refund-preview">
      <p>
        Departure is in <strong>{days === 1 ? '1 day' : `${days} days`}</strong>.{' '}
        {REFUND_TABLE_NAMES[quote.table]}: {band.label}, <strong>{quote.percent}% refund</strong>.
      </p>
      <dl className={styles.amounts}>
        <dt>Amount paid</dt>
        <dd>{formatRupees(quote.amountPaid)}</dd>
        <dt>Refund ({quote.percent}%)</dt>
        <dd data-testid="refund-amount">{formatRupees(quote.amount)}</dd>
      </dl>
      {quote.amount === 0 ? <p className={styles.warn}>No refund is due if you cancel now.</p> : null}
      <details>
        <summary>See the whole table</summary>
        <ul className={styles.bands}>
          {REFUND_BANDS[quote.table].map((row) => (
            <li key={row.minDays} aria-current={row.minDays === band.minDays ? 'true' : undefined}>
              {row.label}: {row.percent}%
            </li>
          ))}
        </ul>
      </details>
      <p className={styles.note}>
        Payment gateway and processing fees are non-refundable. Refunds are processed within 7-10 business
        days after approval.
      </p>
    </div>
  );
}

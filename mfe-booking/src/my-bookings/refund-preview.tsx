import type { RefundQuote } from '@trippy/contracts';
import { formatRupees, REFUND_BANDS, REFUND_TABLE_NAMES, refundBandFor } from '@trippy/domain';
import { useBookingText } from '../messages';
import { RichText } from '../shared/rich-text';
import styles from './my-bookings.module.css';

/** The exact refund a cancellation gives today, with the table row it comes from. */
export function RefundPreview({ quote }: { quote: RefundQuote }) {
  const { t, tag } = useBookingText();
  const band = refundBandFor(quote.table, quote.daysBeforeDeparture);
  const days = quote.daysBeforeDeparture;
  // The table's name and rows are the domain's English (REFUND_TABLE_NAMES, REFUND_BANDS): shown with t().
  return (
    <div className={styles.preview} data-testid="refund-preview">
      <p>
        <RichText
          text={t('Departure is in {days}.')}
          parts={{ days: <strong>{t.plural(days, { one: '{count} day', other: '{count} days' })}</strong> }}
        />{' '}
        <RichText
          text={t('{table}: {band}, {refund}.', {
            table: t(REFUND_TABLE_NAMES[quote.table]),
            band: t(band.label),
          })}
          parts={{ refund: <strong>{t('{percent}% refund', { percent: quote.percent })}</strong> }}
        />
      </p>
      <dl className={styles.amounts}>
        <dt>{t('Amount paid')}</dt>
        <dd>{formatRupees(quote.amountPaid, tag)}</dd>
        <dt>{t('Refund ({percent}%)', { percent: quote.percent })}</dt>
        <dd data-testid="refund-amount">{formatRupees(quote.amount, tag)}</dd>
      </dl>
      {quote.amount === 0 ? <p className={styles.warn}>{t('No refund is due if you cancel now.')}</p> : null}
      <details>
        <summary>{t('See the whole table')}</summary>
        <ul className={styles.bands}>
          {REFUND_BANDS[quote.table].map((row) => (
            <li key={row.minDays} aria-current={row.minDays === band.minDays ? 'true' : undefined}>
              {t(row.label)}: {row.percent}%
            </li>
          ))}
        </ul>
      </details>
      <p className={styles.note}>
        {t(
          'Payment gateway and processing fees are non-refundable. Refunds are processed within 7-10 business days after approval.',
        )}
      </p>
    </div>
  );
}

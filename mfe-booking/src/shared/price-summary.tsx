import { formatRupees, type PriceBreakdown } from '@trippy/domain';
import { useBookingText } from '../messages';
import styles from './booking.module.css';

interface PriceSummaryProps {
  price: PriceBreakdown;
  advance: boolean;
  balanceDueDate?: string | null;
}

/** Payment Details: package price, GST 5%, total and, for advance payments, advance and remaining. */
export function PriceSummary({ price, advance, balanceDueDate }: PriceSummaryProps) {
  const { t, tag } = useBookingText();
  return (
    <dl className={styles.rows} data-testid="price-summary">
      <dt>{t('Package price')}</dt>
      <dd>{formatRupees(price.subtotal, tag)}</dd>
      <dt>{t('GST (5%)')}</dt>
      <dd>{formatRupees(price.gst, tag)}</dd>
      <dt className={styles.total}>{t('Total')}</dt>
      <dd className={styles.total}>{formatRupees(price.total, tag)}</dd>
      {advance ? (
        <>
          <dt>{t('Advance (25%) payable now')}</dt>
          <dd>{formatRupees(price.payableAmount, tag)}</dd>
          <dt>
            {balanceDueDate ? t('Remaining (due by {date})', { date: balanceDueDate }) : t('Remaining')}
          </dt>
          <dd>{formatRupees(price.remainingAmount, tag)}</dd>
        </>
      ) : null}
    </dl>
  );
}

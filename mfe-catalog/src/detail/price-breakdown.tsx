import {
  GST_PERCENT,
  formatRupees,
  formatPrice,
  type PaymentSchedule,
  type PriceBreakdown,
} from '@trippy/domain';
import { formatTripDate } from '@trippy/ui';
import { useCatalogText } from '../messages';
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
  const { t, tag } = useCatalogText();
  const rupees = (paise: number) => formatRupees(paise, tag);
  const dueDate = advance ? (schedule?.balanceDueDate ?? null) : null;
  return (
    <dl className={styles.breakdown} aria-label={t('Price breakdown')}>
      <div>
        <dt>
          {t.plural(
            seats,
            { one: '{price} × {count} person', other: '{price} × {count} people' },
            { price: formatPrice(offerPrice, tag) },
          )}
        </dt>
        <dd>{rupees(offerPrice * seats)}</dd>
      </div>
      {addonsPerPerson > 0 ? (
        <div>
          <dt>
            {t('Add-ons {price} × {count}', { price: formatPrice(addonsPerPerson, tag), count: seats })}
          </dt>
          <dd>{rupees(addonsPerPerson * seats)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('GST ({percent}%)', { percent: GST_PERCENT })}</dt>
        <dd>{rupees(price.gst)}</dd>
      </div>
      <div className={styles.total} data-testid="price-total">
        <dt>{t('Total incl. GST')}</dt>
        <dd>{rupees(price.total)}</dd>
      </div>
      {dueDate ? (
        <>
          <div className={styles.payNow}>
            <dt>{t('Pay now ({percent}% advance)', { percent: schedule?.advancePercent ?? 0 })}</dt>
            <dd>{rupees(price.payableAmount)}</dd>
          </div>
          <div>
            <dt>{t('Balance, due by {date}', { date: formatTripDate(dueDate, tag) })}</dt>
            <dd>{rupees(price.remainingAmount)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

import type { Batch } from '@trippy/contracts';
import { formatPrice } from '@trippy/domain';
import { formatTripDate } from '@trippy/ui';
import { seatsText } from '../components/batch-picker';
import { perPersonPlusGst } from '../components/price-words';
import { useCatalogText } from '../messages';
import styles from './detail.module.css';

interface BookingBarProps {
  offerPrice: number;
  /** The departure chosen in the panel (the first with seats until the customer picks another). */
  batch: Batch | null;
  /** The chosen departure has the seats asked for: its button books it; otherwise it leads to the dates. */
  canBook: boolean;
  hydrated: boolean;
  onBook: () => void;
  onSeeDates: () => void;
}

/**
 * On phones, a package page's bar above the mobile bar: the price per person, the chosen departure and its
 * button, so booking is at hand while the itinerary is read (CSS shows it at 900 px and below only). Its button
 * names the date it books, apart from the panel's Book Now.
 */
export function BookingBar({ offerPrice, batch, canBook, hydrated, onBook, onSeeDates }: BookingBarProps) {
  const { t, tag } = useCatalogText();
  return (
    <div className={styles.bookingBar} data-testid="booking-bar">
      <p className={styles.bookingBarText}>
        <span className={styles.bookingBarPrice}>
          {formatPrice(offerPrice, tag)} <small>{perPersonPlusGst(t)}</small>
        </span>
        <span className={styles.bookingBarDate}>
          {batch
            ? `${formatTripDate(batch.startDate, tag)} · ${seatsText(batch, t)}`
            : t('No departure open')}
        </span>
      </p>
      {canBook ? (
        <button type="button" className={styles.bookingBarButton} disabled={!hydrated} onClick={onBook}>
          {t('Book this date')}
        </button>
      ) : (
        <button type="button" className={styles.bookingBarButton} disabled={!hydrated} onClick={onSeeDates}>
          {t('See dates')}
        </button>
      )}
    </div>
  );
}

import type { Batch } from '@trippy/contracts';
import type { Translate } from '@trippy/i18n';
import { formatDateRange } from '@trippy/ui';
import { englishText, useCatalogText } from '../messages';
import styles from './batch-picker.module.css';

/** The database's seats left as they are: no rounding, no invented urgency. */
export function seatsText(batch: Pick<Batch, 'seatsLeft'>, t: Translate = englishText): string {
  if (batch.seatsLeft <= 0) return t('Sold out: waitlist open');
  return t.plural(batch.seatsLeft, { one: '{count} seat left', other: '{count} seats left' });
}

interface BatchPickerProps {
  batches: Batch[];
  selectedId: string | null;
  onSelect: (batch: Batch) => void;
}

/** Upcoming departures with live seats left; a sold-out batch may be chosen to join its waitlist. */
export function BatchPicker({ batches, selectedId, onSelect }: BatchPickerProps) {
  const { t, tag } = useCatalogText();
  if (batches.length === 0)
    return <p>{t('No upcoming departures are scheduled yet. Send us a query and we will plan one.')}</p>;
  return (
    <ul className={styles.list} aria-label={t('Departure dates')}>
      {batches.map((batch) => {
        const soldOut = batch.availability === 'sold-out';
        const seatClass = soldOut
          ? styles.soldOutText
          : batch.availability === 'filling-fast'
            ? styles.fillingFast
            : undefined;
        return (
          <li key={batch._id}>
            <label className={soldOut ? `${styles.option} ${styles.soldOut}` : styles.option}>
              <input
                type="radio"
                name="batch"
                value={batch._id}
                checked={selectedId === batch._id}
                onChange={() => onSelect(batch)}
              />
              <span className={styles.dates}>{formatDateRange(batch.startDate, batch.endDate, tag)}</span>
              <span className={`${styles.seats} ${seatClass ?? ''}`}>{seatsText(batch, t)}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

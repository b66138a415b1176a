import type { Batch } from '@trippy/contracts';
import { formatDateRange } from '@trippy/ui';
import styles from './batch-picker.module.css';

/** The database's seats left as they are: no rounding, no invented urgency. */
export function seatsText(batch: Pick<Batch, 'seatsLeft'>): string {
  if (batch.seatsLeft <= 0) return 'Sold out: waitlist open';
  return batch.seatsLeft === 1 ? '1 seat left' : `${batch.seatsLeft} seats left`;
}

interface BatchPickerProps {
  batches: Batch[];
  selectedId: string | null;
  onSelect: (batch: Batch) => void;
}

/** Upcoming departures with live seats left; a sold-out batch may be chosen to join its waitlist. */
export function BatchPicker({ batches, selectedId, onSelect }: BatchPickerProps) {
  if (batches.length === 0)
    return <p>No upcoming departures are scheduled yet. Send us a query and we will plan one.</p>;
  return (
    <ul className={styles.list} aria-label="Departure dates">
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
              <span className={styles.dates}>{formatDateRange(batch.startDate, batch.endDate)}</span>
              <span className={`${styles.seats} ${seatClass ?? ''}`}>{seatsText(batch)}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

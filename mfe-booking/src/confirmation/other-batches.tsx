import { Link } from '@trippy/router';
import type { Batch } from '@trippy/contracts';
import { countOf } from '@trippy/domain';
import { Spinner, formatDateRange } from '@trippy/ui';
import type { SoldOut } from './use-confirm-booking';
import styles from '../shared/booking.module.css';

interface OtherBatchesProps {
  soldOut: SoldOut;
  seats: number;
  packageId: string;
  onChoose: (batch: Batch) => void;
}

/** The batch sold out (or has fewer seats) meanwhile: say so and offer the package's other departures. */
export function OtherBatches({ soldOut, seats, packageId, onChoose }: OtherBatchesProps) {
  const { otherBatches } = soldOut;
  return (
    <div className={styles.soldOut} role="alert" data-testid="sold-out">
      <p className={styles.alert}>{soldOut.message}</p>
      {otherBatches === null ? <Spinner label="Looking for other departures" /> : null}
      {otherBatches && otherBatches.length > 0 ? (
        <>
          <p>Other departures of this trip:</p>
          <ul className={styles.batchList} aria-label="Other departures">
            {otherBatches.map((batch) => (
              <li key={batch._id}>
                <span>
                  {formatDateRange(batch.startDate, batch.endDate)}
                  <small className={styles.muted}> {countOf(batch.seatsLeft, 'seat')} left</small>
                </span>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={batch.seatsLeft < seats}
                  onClick={() => onChoose(batch)}
                >
                  {batch.seatsLeft < seats
                    ? `${batch.seatsLeft} ${batch.seatsLeft === 1 ? 'seat' : 'seats'} left`
                    : 'Choose this departure'}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {otherBatches && otherBatches.length === 0 ? (
        <p>No other departure of this trip has seats left.</p>
      ) : null}
      <Link to={`/booking/${packageId}`}>Change travellers or departure</Link>
    </div>
  );
}

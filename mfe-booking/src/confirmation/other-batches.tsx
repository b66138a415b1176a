import { Link } from '@trippy/router';
import type { Batch } from '@trippy/contracts';
import { formatDateRange } from '@trippy/domain';
import { Spinner } from '@trippy/ui';
import { useBookingText } from '../messages';
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
  const { t, tag } = useBookingText();
  const { otherBatches } = soldOut;
  return (
    <div className={styles.soldOut} role="alert" data-testid="sold-out">
      <p className={styles.alert}>{soldOut.message}</p>
      {otherBatches === null ? <Spinner label={t('Looking for other departures')} /> : null}
      {otherBatches && otherBatches.length > 0 ? (
        <>
          <p>{t('Other departures of this trip:')}</p>
          <ul className={styles.batchList} aria-label={t('Other departures')}>
            {otherBatches.map((batch) => (
              <li key={batch._id}>
                <span>
                  {formatDateRange(batch.startDate, batch.endDate, tag)}
                  <small className={styles.muted}>
                    {' '}
                    {t.plural(batch.seatsLeft, { one: '{count} seat left', other: '{count} seats left' })}
                  </small>
                </span>
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={batch.seatsLeft < seats}
                  onClick={() => onChoose(batch)}
                >
                  {batch.seatsLeft < seats
                    ? t.plural(batch.seatsLeft, { one: '{count} seat left', other: '{count} seats left' })
                    : t('Choose this departure')}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {otherBatches && otherBatches.length === 0 ? (
        <p>{t('No other departure of this trip has seats left.')}</p>
      ) : null}
      <Link to={`/booking/${packageId}`}>{t('Change travellers or departure')}</Link>
    </div>
  );
}

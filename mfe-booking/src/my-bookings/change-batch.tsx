import { useState } from 'react';
import type { BatchChangeOption, Booking } from '@trippy/contracts';
import { changeBatch, errorMessage, fetchBatchChangeOptions } from '@trippy/api-client';
import { countOf, formatRupees } from '@trippy/domain';
import { Spinner, formatDateRange, formatTripDate, useLoad, toast } from '@trippy/ui';
import styles from './my-bookings.module.css';

/** "+₹1,050.00 to pay", "₹525.00 back to you" or "Same price" (signed paise). */
export function differenceText(difference: number): string {
  if (difference > 0) return `+${formatRupees(difference)} to pay`;
  if (difference < 0) return `${formatRupees(-difference)} back to you`;
  return 'Same price';
}

interface ChangeBatchPanelProps {
  booking: Booking;
  onClose: () => void;
  onChanged: (booking: Booking) => void;
}

/**
 * Change batch: the package's other departures with the new total and the difference, then a
 * confirmation that repeats the difference before the seats move.
 */
export function ChangeBatchPanel({ booking, onClose, onChanged }: ChangeBatchPanelProps) {
  const loaded = useLoad(['batch-change-options', booking._id], () => fetchBatchChangeOptions(booking._id));
  const [chosen, setChosen] = useState<BatchChangeOption | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await changeBatch(booking._id, chosen.batchId);
      toast.success(`Moved to ${formatDateRange(chosen.startDate, chosen.endDate)}`);
      onChanged(result.booking);
    } catch (error) {
      setFailure(errorMessage(error, 'Could not change the batch. Please try again.'));
      setBusy(false);
      loaded.reload();
    }
  };

  let body;
  if (loaded.status === 'loading') body = <Spinner label="Loading other departures" />;
  else if (loaded.status === 'error')
    body = (
      <p className={styles.warn} role="alert">
        {errorMessage(loaded.error, 'Could not load the other departures.')}{' '}
        <button type="button" className={styles.linkButton} onClick={loaded.reload}>
          Try again
        </button>
      </p>
    );
  else {
    const { allowed, reason, options, changeAllowedUntil } = loaded.data;
    if (!allowed)
      body = <p className={styles.warn}>{reason ?? 'This booking can no longer change batch.'}</p>;
    else if (options.length === 0)
      body = (
        <p className={styles.muted}>No other departure of this trip has enough seats for this booking.</p>
      );
    else
      body = (
        <>
          <p className={styles.muted}>
            Possible until {formatTripDate(changeAllowedUntil)}. Prices are for the same seats and add-ons,
            GST included.
          </p>
          <fieldset className={styles.options}>
            <legend className={styles.visuallyHidden}>Other departures</legend>
            {options.map((option) => (
              <label key={option.batchId} className={styles.option} data-testid="batch-option">
                <input
                  type="radio"
                  name={`change-${booking._id}`}
                  checked={chosen?.batchId === option.batchId}
                  onChange={() => setChosen(option)}
                  disabled={busy}
                />
                <span className={styles.grow}>
                  {formatDateRange(option.startDate, option.endDate)}
                  <small className={styles.muted}> {countOf(option.seatsLeft, 'seat')} left</small>
                </span>
                <span className={styles.optionPrice}>
                  {formatRupees(option.newTotal)}
                  <small>{differenceText(option.difference)}</small>
                </span>
              </label>
            ))}
          </fieldset>
          {chosen ? (
            <div className={styles.confirmBox} role="status" data-testid="change-confirm">
              <p>
                Move to <strong>{formatDateRange(chosen.startDate, chosen.endDate)}</strong>: new total{' '}
                {formatRupees(chosen.newTotal)} ({differenceText(chosen.difference)}
                {chosen.difference < 0 ? ', paid back in money' : ''}).
              </p>
              <button type="button" className={styles.primary} onClick={() => void confirm()} disabled={busy}>
                {busy ? 'Changing...' : 'Confirm change'}
              </button>
            </div>
          ) : null}
        </>
      );
  }

  return (
    <section className={styles.block} aria-label="Change batch" data-testid="change-batch">
      <div className={styles.blockHead}>
        <h4>Change batch</h4>
        <button type="button" className={styles.small} onClick={onClose} disabled={busy}>
          Close
        </button>
      </div>
      {body}
      {failure ? (
        <p className={styles.warn} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import type { BatchChangeOption, Booking } from '@trippy/contracts';
import { changeBatch, errorMessage, fetchBatchChangeOptions } from '@trippy/api-client';
import { formatDateRange, formatRupees, formatTripDate } from '@trippy/domain';
import { Spinner, useLoad, toast } from '@trippy/ui';
import { ENGLISH, useBookingText, type PageText } from '../messages';
import { RichText } from '../shared/rich-text';
import styles from './my-bookings.module.css';

/** "+₹1,050.00 to pay", "₹525.00 back to you" or "Same price" (signed paise). */
export function differenceText(difference: number, { t, tag }: PageText = ENGLISH): string {
  if (difference > 0) return t('+{amount} to pay', { amount: formatRupees(difference, tag) });
  if (difference < 0) return t('{amount} back to you', { amount: formatRupees(-difference, tag) });
  return t('Same price');
}

/** What the move does, repeated before it is confirmed: the new dates, the new total and the difference. */
function MoveSentence({ chosen }: { chosen: BatchChangeOption }) {
  const text = useBookingText();
  const { t, tag } = text;
  const values = {
    total: formatRupees(chosen.newTotal, tag),
    difference: differenceText(chosen.difference, text),
  };
  return (
    <p>
      <RichText
        text={
          chosen.difference < 0
            ? t('Move to {dates}: new total {total} ({difference}, paid back in money).', values)
            : t('Move to {dates}: new total {total} ({difference}).', values)
        }
        parts={{ dates: <strong>{formatDateRange(chosen.startDate, chosen.endDate, tag)}</strong> }}
      />
    </p>
  );
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
  const text = useBookingText();
  const { t, tag } = text;

  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await changeBatch(booking._id, chosen.batchId);
      toast.success(t('Moved to {dates}', { dates: formatDateRange(chosen.startDate, chosen.endDate, tag) }));
      onChanged(result.booking);
    } catch (error) {
      setFailure(errorMessage(error, t('Could not change the batch. Please try again.')));
      setBusy(false);
      loaded.reload();
    }
  };

  let body;
  if (loaded.status === 'loading') body = <Spinner label={t('Loading other departures')} />;
  else if (loaded.status === 'error')
    body = (
      <p className={styles.warn} role="alert">
        {errorMessage(loaded.error, t('Could not load the other departures.'))}{' '}
        <button type="button" className={styles.linkButton} onClick={loaded.reload}>
          {t('Try again')}
        </button>
      </p>
    );
  else {
    const { allowed, reason, options, changeAllowedUntil } = loaded.data;
    if (!allowed)
      body = <p className={styles.warn}>{reason ?? t('This booking can no longer change batch.')}</p>;
    else if (options.length === 0)
      body = (
        <p className={styles.muted}>
          {t('No other departure of this trip has enough seats for this booking.')}
        </p>
      );
    else
      body = (
        <>
          <p className={styles.muted}>
            {t('Possible until {date}. Prices are for the same seats and add-ons, GST included.', {
              date: formatTripDate(changeAllowedUntil, tag),
            })}
          </p>
          <fieldset className={styles.options}>
            <legend className={styles.visuallyHidden}>{t('Other departures')}</legend>
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
                  {formatDateRange(option.startDate, option.endDate, tag)}
                  <small className={styles.muted}>
                    {' '}
                    {t.plural(option.seatsLeft, { one: '{count} seat left', other: '{count} seats left' })}
                  </small>
                </span>
                <span className={styles.optionPrice}>
                  {formatRupees(option.newTotal, tag)}
                  <small>{differenceText(option.difference, text)}</small>
                </span>
              </label>
            ))}
          </fieldset>
          {chosen ? (
            <div className={styles.confirmBox} role="status" data-testid="change-confirm">
              <MoveSentence chosen={chosen} />
              <button type="button" className={styles.primary} onClick={() => void confirm()} disabled={busy}>
                {busy ? t('Changing...') : t('Confirm change')}
              </button>
            </div>
          ) : null}
        </>
      );
  }

  return (
    <section className={styles.block} aria-label={t('Change batch')} data-testid="change-batch">
      <div className={styles.blockHead}>
        <h4>{t('Change batch')}</h4>
        <button type="button" className={styles.small} onClick={onClose} disabled={busy}>
          {t('Close')}
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

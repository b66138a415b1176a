import { useState } from 'react';
import { cancelDeparture, errorMessage } from '@trippy/api-client';
import type { CancelDepartureResult, Manifest } from '@trippy/contracts';
import { countOf, formatRupees } from '@trippy/domain';
import { backOfficeStyles as ui, formatDateRange, useForm, FormFailure, toast } from '@trippy/ui';
import styles from './operator.module.css';

const REASON_MAX_LENGTH = 300;

/**
 * Cancel this departure: a reason, then a confirmation step saying every booking on it is cancelled with a
 * full refund in money; the answer lists each booking's refund.
 */
export function CancelDeparturePanel({ manifest }: { manifest: Manifest }) {
  const { batch, totals } = manifest;
  const [open, setOpen] = useState(false);
  const form = useForm(
    { reason: '' },
    {
      validate: ({ reason }) => ({
        reason: reason.trim()
          ? undefined
          : 'Give the reason the travellers will read (e.g. road closed by landslides).',
      }),
      describeFailure: (failure) => errorMessage(failure, 'The departure could not be cancelled.'),
    },
  );
  const { busy } = form;
  const error = form.errors.reason ?? form.failure;
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<CancelDepartureResult | null>(null);

  const review = form.submit(() => setConfirming(true));

  const cancel = () =>
    form.run(async ({ reason }) => {
      const done = await cancelDeparture(batch._id, { reason: reason.trim() });
      setResult(done);
      toast.success(`Departure cancelled: ${formatRupees(done.totalRefund)} to refund`);
    });

  if (result)
    return (
      <section className={ui.card} aria-label="Departure cancelled" data-testid="departure-cancelled">
        <h2>Departure cancelled</h2>
        <p>
          {countOf(result.bookings.length, 'booking')} cancelled; refunds in money total{' '}
          <strong>{formatRupees(result.totalRefund)}</strong>. The list above is as it was before: reload to
          see the departure now.
        </p>
        {result.bookings.length > 0 ? (
          <ul>
            {result.bookings.map((b) => (
              <li key={b.bookingId}>
                {b.customerName}: {formatRupees(b.refundAmount)}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    );

  if (!open)
    return (
      <p>
        <button type="button" className={`${ui.button} ${ui.danger}`} onClick={() => setOpen(true)}>
          Cancel this departure
        </button>
      </p>
    );

  return (
    <form className={ui.card} onSubmit={review} noValidate aria-label="Cancel this departure">
      <h2>Cancel this departure</h2>
      <label className={styles.choice}>
        Reason the travellers will read
        <textarea
          className={ui.control}
          maxLength={REASON_MAX_LENGTH}
          {...form.input('reason')}
          disabled={confirming || busy}
        />
      </label>
      {confirming ? (
        <div className={styles.confirmBox} role="group" aria-label="Confirm cancelling the departure">
          <p>
            <strong>
              Every booking on {formatDateRange(batch.startDate, batch.endDate)} (
              {countOf(totals.bookings, 'booking')}, {countOf(totals.seats, 'traveller')}) is cancelled with a
              full refund
            </strong>{' '}
            of what each paid ({formatRupees(totals.amountPaid)} in all), in money, never a voucher. Each
            customer is told by notification and email. This cannot be undone.
          </p>
          <div className={ui.actions}>
            <button
              type="button"
              className={`${ui.button} ${ui.danger}`}
              disabled={busy}
              onClick={() => void cancel()}
            >
              {busy ? 'Cancelling…' : 'Cancel the departure and refund everyone'}
            </button>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              Keep the departure
            </button>
          </div>
        </div>
      ) : (
        <div className={ui.actions}>
          <button type="submit" className={`${ui.button} ${ui.secondary}`}>
            Review
          </button>
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
      <FormFailure message={error} className={`${ui.error} ${styles.formError}`} />
    </form>
  );
}

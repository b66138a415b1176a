import { useId, useState } from 'react';
import { cancelOperatorBooking, errorMessage, fetchOperatorRefundQuote } from '@trippy/api-client';
import type { CancelReason, OperatorBookingDetail, OperatorRefundQuote } from '@trippy/contracts';
import { formatRupees } from '@trippy/domain';
import { backOfficeStyles as ui, useForm, FormFailure, toast } from '@trippy/ui';
import styles from './operator.module.css';

const NOTE_MAX_LENGTH = 500;

const POLICY_LABELS: Record<Exclude<OperatorRefundQuote['table'], 'operator'>, string> = {
  standard: 'the cancellation policy',
  group: 'the cancellation policy for groups of 10 or more travellers',
};

/** How the refund was reached, in one sentence a staff member can read out to the customer. */
export function describeQuote(quote: OperatorRefundQuote): string {
  const sum = `${quote.percent}% of ${formatRupees(quote.amountPaid)} paid = ${formatRupees(quote.amount)}`;
  if (quote.table === 'operator') return `Full refund: ${sum}, because we are cancelling.`;
  const days = `${quote.daysBeforeDeparture} day${quote.daysBeforeDeparture === 1 ? '' : 's'} before departure`;
  return `Refund by ${POLICY_LABELS[quote.table]}: ${sum} (cancelled ${days}).`;
}

/**
 * Cancel a booking: the reason first (the customer's request is refunded by the cancellation policy, a share
 * of what was paid by how many days before departure; a cancellation by the operator refunds everything), then a confirmation step that shows the refund the server quotes.
 */
export function CancelPanel({
  detail,
  onSaved,
}: {
  detail: OperatorBookingDetail;
  onSaved: (detail: OperatorBookingDetail) => void;
}) {
  const id = useId();
  const form = useForm<{ reason: CancelReason; note: string }>({ reason: 'customer-request', note: '' });
  const { values, busy, failure: error } = form;
  const { reason } = values;
  const [quote, setQuote] = useState<OperatorRefundQuote | null>(null);

  const review = form.submit(
    async () => setQuote(await fetchOperatorRefundQuote(detail.booking._id, reason)),
    (failure) => errorMessage(failure, 'The refund could not be worked out.'),
  );

  const cancel = () =>
    form.run(
      async ({ note }) => {
        const updated = await cancelOperatorBooking(detail.booking._id, {
          reason,
          ...(note.trim() ? { note: note.trim() } : {}),
        });
        toast.success(
          updated.refund
            ? `Booking cancelled: refund ${formatRupees(updated.refund.amount)}`
            : 'Booking cancelled',
        );
        onSaved(updated);
      },
      (failure) => errorMessage(failure, 'The booking could not be cancelled.'),
    );

  return (
    <form aria-labelledby={`${id}-title`} onSubmit={review}>
      <h2 id={`${id}-title`}>Cancel booking</h2>
      <fieldset className={styles.radios} disabled={quote !== null || busy}>
        <legend>Who is cancelling?</legend>
        <label className={styles.radio}>
          <input
            type="radio"
            name={`${id}-reason`}
            value="customer-request"
            checked={reason === 'customer-request'}
            onChange={() => form.set('reason', 'customer-request')}
          />
          <span>
            The customer asked to cancel: refund by the cancellation policy, a share of the{' '}
            {formatRupees(detail.amountPaid)} paid depending on how close departure is
          </span>
        </label>
        <label className={styles.radio}>
          <input
            type="radio"
            name={`${id}-reason`}
            value="operator"
            checked={reason === 'operator'}
            onChange={() => form.set('reason', 'operator')}
          />
          <span>We are cancelling (weather, road closure, too few travellers): full refund</span>
        </label>
      </fieldset>
      <label className={styles.choice}>
        Note for the record (optional)
        <textarea
          className={ui.control}
          maxLength={NOTE_MAX_LENGTH}
          {...form.input('note')}
          disabled={quote !== null || busy}
        />
      </label>
      {quote === null ? (
        <p>
          <button type="submit" className={`${ui.button} ${ui.secondary}`} disabled={busy}>
            {busy ? 'Working out the refund…' : 'Review cancellation'}
          </button>
        </p>
      ) : (
        <div className={styles.confirmBox} role="group" aria-label="Confirm the cancellation">
          <p>
            <strong>Refund {formatRupees(quote.amount)}</strong>. {describeQuote(quote)}
          </p>
          <p>The seats go back to the departure and the customer is told by notification and email.</p>
          <div className={ui.actions}>
            <button
              type="button"
              className={`${ui.button} ${ui.danger}`}
              disabled={busy}
              onClick={() => void cancel()}
            >
              {busy ? 'Cancelling…' : `Cancel booking and refund ${formatRupees(quote.amount)}`}
            </button>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              disabled={busy}
              onClick={() => setQuote(null)}
            >
              Keep the booking
            </button>
          </div>
        </div>
      )}
      <FormFailure message={error} className={`${ui.error} ${styles.formError}`} />
    </form>
  );
}

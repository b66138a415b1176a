import { useId } from 'react';
import { formatRupees } from '@trippy/domain';
import { backOfficeStyles as ui } from '@trippy/ui';
import { RUPEE_INPUT_MAX_LENGTH } from '../rupees';
import { PAYMENT_CHOICES, type PaymentDraft, type PaymentErrors } from './staff-booking-draft';
import styles from './new-booking.module.css';

const REFERENCE_LABELS = {
  cash: 'Receipt number (optional)',
  upi: 'UPI transaction id',
  'bank-transfer': 'Bank reference (UTR)',
} as const;

interface PaymentStepProps {
  draft: PaymentDraft;
  onChange: (draft: PaymentDraft) => void;
  errors: PaymentErrors;
  /** What is payable at booking (null until a departure is chosen). */
  dueNow: number | null;
  today: string;
}

/** "Payment": money taken now (recorded with its GST invoice) or a link the customer pays online. */
export function PaymentStep({ draft, onChange, errors, dueNow, today }: PaymentStepProps) {
  const id = useId();
  const set = (patch: Partial<PaymentDraft>) => onChange({ ...draft, ...patch });
  const error = (field: keyof PaymentErrors) =>
    errors[field] ? (
      <span id={`payment-${field}-error`} className={ui.error}>
        {errors[field]}
      </span>
    ) : null;
  const aria = (field: keyof PaymentErrors) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `payment-${field}-error` : undefined,
  });

  return (
    <section className={ui.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Payment</h2>
      <fieldset className={styles.radios}>
        <legend>How the customer pays</legend>
        {PAYMENT_CHOICES.map((choice) => (
          <label key={choice.method}>
            <input
              type="radio"
              name="paymentMethod"
              checked={draft.method === choice.method}
              onChange={() => set({ method: choice.method })}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {draft.method === 'link' ? (
        <p className={styles.note}>
          The seats are held while the customer pays online from My Bookings, as for a booking made on the
          website; unpaid seats are released when the hold ends.
        </p>
      ) : (
        <div className={styles.pair}>
          <div className={styles.field}>
            <label htmlFor="payment-amount">Amount received (₹)</label>
            <input
              id="payment-amount"
              className={ui.control}
              inputMode="decimal"
              autoComplete="off"
              maxLength={RUPEE_INPUT_MAX_LENGTH}
              placeholder={dueNow === null ? 'e.g. 12500' : String(dueNow / 100)}
              value={draft.amount}
              onChange={(event) => set({ amount: event.target.value })}
              {...aria('amount')}
            />
            <span className={ui.muted}>
              {dueNow === null
                ? 'Choose a departure first.'
                : `Left empty: ${formatRupees(dueNow)}, the amount due now.`}
            </span>
            {error('amount')}
          </div>
          <div className={styles.field}>
            <label htmlFor="payment-reference">{REFERENCE_LABELS[draft.method]}</label>
            <input
              id="payment-reference"
              className={ui.control}
              maxLength={100}
              value={draft.reference}
              onChange={(event) => set({ reference: event.target.value })}
              {...aria('reference')}
            />
            {error('reference')}
          </div>
          <div className={styles.field}>
            <label htmlFor="payment-receivedOn">Date received</label>
            <input
              id="payment-receivedOn"
              className={ui.control}
              type="date"
              max={today}
              value={draft.receivedOn}
              onChange={(event) => set({ receivedOn: event.target.value })}
              {...aria('receivedOn')}
            />
            {error('receivedOn')}
          </div>
        </div>
      )}
    </section>
  );
}

import { useId } from 'react';
import { errorMessage, recordPayment } from '@trippy/api-client';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type OperatorBookingDetail,
  type PaymentKind,
  type PaymentMethod,
} from '@trippy/contracts';
import { formatRupees, isCalendarDate, todayInIndia } from '@trippy/domain';
import { backOfficeStyles as ui, useForm, FormFailure, toast } from '@trippy/ui';
import { parseRupeesToPaise, RUPEE_INPUT_MAX_LENGTH } from './rupees';
import styles from './operator.module.css';

const REFERENCE_MAX_LENGTH = 100;

interface Draft {
  kind: PaymentKind;
  amount: string;
  method: PaymentMethod;
  reference: string;
  receivedOn: string;
}

type FieldErrors = Partial<Record<'amount' | 'receivedOn', string>>;

/** What is wrong with the draft before it is sent (the server checks again). */
export function checkPayment(draft: Draft, remaining: number, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const paise = parseRupeesToPaise(draft.amount);
  if (paise === null || paise <= 0) errors.amount = 'Enter the amount in rupees, e.g. 12500 or 12500.50';
  else if (paise > remaining) errors.amount = `Only ${formatRupees(remaining)} is left to pay`;
  if (!isCalendarDate(draft.receivedOn)) errors.receivedOn = 'Enter the date the money was received';
  else if (draft.receivedOn > today) errors.receivedOn = 'The date cannot be in the future';
  return errors;
}

/** "Record a payment": money received at the office, by transfer, etc.; the remaining amount follows. */
export function PaymentForm({
  detail,
  onSaved,
}: {
  detail: OperatorBookingDetail;
  onSaved: (detail: OperatorBookingDetail) => void;
}) {
  const id = useId();
  const today = todayInIndia();
  const form = useForm<Draft>(
    () => ({
      kind: detail.amountPaid === 0 ? 'advance' : 'balance',
      amount: '',
      method: 'upi',
      reference: '',
      receivedOn: today,
    }),
    {
      validate: (draft) => checkPayment(draft, detail.remainingAmount, today),
      describeFailure: (error) => errorMessage(error, 'The payment could not be recorded.'),
    },
  );
  const { values: draft, errors } = form;

  const submit = form.submit(async () => {
    const updated = await recordPayment(detail.booking._id, {
      kind: draft.kind,
      amount: parseRupeesToPaise(draft.amount) ?? 0,
      method: draft.method,
      ...(draft.reference.trim() ? { reference: draft.reference.trim() } : {}),
      receivedOn: draft.receivedOn,
    });
    toast.success(`Payment of ${formatRupees(parseRupeesToPaise(draft.amount) ?? 0)} recorded`);
    form.reset({ ...draft, kind: 'balance', amount: '', reference: '' });
    onSaved(updated);
  });

  const describedBy = (field: keyof FieldErrors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h2 id={`${id}-title`}>Record a payment</h2>
      <p className={styles.lead}>{formatRupees(detail.remainingAmount)} is left to pay.</p>
      <div className={styles.form}>
        <label>
          Payment for
          <select
            className={ui.control}
            value={draft.kind}
            onChange={(e) => form.set('kind', e.target.value as PaymentKind)}
          >
            <option value="advance">Advance</option>
            <option value="balance">Balance</option>
          </select>
        </label>
        <div className={styles.field}>
          <label htmlFor={`${id}-amount`}>Amount (₹)</label>
          <input
            id={`${id}-amount`}
            className={ui.control}
            inputMode="decimal"
            autoComplete="off"
            maxLength={RUPEE_INPUT_MAX_LENGTH}
            placeholder="e.g. 12500"
            {...form.input('amount')}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={describedBy('amount')}
          />
          {errors.amount ? (
            <span id={`${id}-amount-error`} className={styles.fieldError}>
              {errors.amount}
            </span>
          ) : null}
        </div>
        <label>
          Method
          <select
            className={ui.control}
            value={draft.method}
            onChange={(e) => form.set('method', e.target.value as PaymentMethod)}
          >
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Reference
          <input
            className={ui.control}
            maxLength={REFERENCE_MAX_LENGTH}
            placeholder="UTR, receipt or cheque no."
            {...form.input('reference')}
          />
        </label>
        <div className={styles.field}>
          <label htmlFor={`${id}-received`}>Date received</label>
          <input
            id={`${id}-received`}
            className={ui.control}
            type="date"
            max={today}
            {...form.input('receivedOn')}
            aria-invalid={errors.receivedOn ? true : undefined}
            aria-describedby={describedBy('receivedOn')}
          />
          {errors.receivedOn ? (
            <span id={`${id}-receivedOn-error`} className={styles.fieldError}>
              {errors.receivedOn}
            </span>
          ) : null}
        </div>
        <div>
          <button type="submit" className={ui.button} disabled={form.busy}>
            {form.busy ? 'Saving…' : 'Record payment'}
          </button>
        </div>
      </div>
      <FormFailure message={form.failure} className={`${ui.error} ${styles.formError}`} />
    </form>
  );
}

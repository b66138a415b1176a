import { useState, type FormEvent } from 'react';
import { createLead, serverMessage } from '@trippy/api-client';
import { Field, formStyles, HydratedForm } from '@trippy/ui';
import content from '../content/lead-forms.json';
import {
  EMPTY_SEND_QUERY,
  toSendQueryBody,
  validateSendQuery,
  type SendQueryErrors,
  type SendQueryValues,
} from './send-query-validation';
import styles from './send-query.module.css';

interface SendQueryFormProps {
  /** Pre-selects the trip type (trek, chardham or other). */
  initialTripType?: string;
  /** Called after a 201; the side panel closes, the inline form on /contact resets. */
  onSent: () => void;
  idPrefix: string;
}

/** The Plan Your Trip enquiry form (side panel and /contact): idle, sending, success or failure. */
export function SendQueryForm({ initialTripType = '', onSent, idPrefix }: SendQueryFormProps) {
  const copy = content.sendQuery;
  const [values, setValues] = useState<SendQueryValues>({ ...EMPTY_SEND_QUERY, tripType: initialTripType });
  const [errors, setErrors] = useState<SendQueryErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof SendQueryValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSendQuery(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await createLead(toSendQueryBody(values));
      setValues(EMPTY_SEND_QUERY);
      onSent();
    } catch (error) {
      const message = serverMessage(error);
      setFailure(message ? `Error: ${message}` : copy.failure);
    } finally {
      setSending(false);
    }
  };

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <HydratedForm className={formStyles.form} onSubmit={submit} noValidate aria-label={copy.title}>
      <Field
        id={id('name')}
        label="Name"
        name="firstName"
        autoComplete="name"
        required
        value={values.firstName}
        onChange={set('firstName')}
        error={errors.firstName}
      />
      <Field
        id={id('phone')}
        label="Phone"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="10-digit mobile number"
        required
        value={values.phone}
        onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value.replace(/\D/g, '').slice(0, 10) }))}
        error={errors.phone}
      />
      <Field
        id={id('email')}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={id('trip')}>
          Trip type
        </label>
        <select
          id={id('trip')}
          name="tripType"
          className={styles.select}
          required
          value={values.tripType}
          onChange={set('tripType')}
          aria-invalid={errors.tripType ? true : undefined}
        >
          <option value="">Select Trip Type</option>
          {copy.tripTypes.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        {errors.tripType ? <span className={formStyles.error}>{errors.tripType}</span> : null}
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={id('message')}>
          Message (optional)
        </label>
        <textarea
          id={id('message')}
          name="message"
          rows={3}
          className={styles.textarea}
          value={values.message}
          onChange={set('message')}
          maxLength={2000}
        />
      </div>
      {failure ? (
        <p className={formStyles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={sending}>
        {sending ? copy.sending : copy.submit}
      </button>
    </HydratedForm>
  );
}

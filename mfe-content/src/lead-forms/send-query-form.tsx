import { createLead } from '@trippy/api-client';
import { msg } from '@trippy/i18n';
import { Field, formStyles, HydratedForm, useForm, FormFailure } from '@trippy/ui';
import { useContentText } from '../messages';
import { leadFailure } from './lead-failure';
import { useLeadForms } from './lead-forms-content';
import {
  EMPTY_SEND_QUERY,
  toSendQueryBody,
  validateSendQuery,
  type SendQueryValues,
} from './send-query-validation';
import { translateErrors } from './translate-errors';
import styles from './send-query.module.css';

/** What the form's fields ask for, its fieldset's legend (the form itself is named by its title). */
export const SEND_QUERY_LEGEND = msg('Your details and trip');

interface SendQueryFormProps {
  /** Pre-selects the trip type (trek, chardham or other). */
  initialTripType?: string;
  /** Called after a 201; the side panel closes, the inline form on /contact resets. */
  onSent: () => void;
  idPrefix: string;
}

/** The Plan Your Trip enquiry form (side panel and /contact): idle, sending, success or failure. */
export function SendQueryForm({ initialTripType = '', onSent, idPrefix }: SendQueryFormProps) {
  const { t } = useContentText();
  const copy = useLeadForms().sendQuery;
  const form = useForm<SendQueryValues>(
    { ...EMPTY_SEND_QUERY, tripType: initialTripType },
    {
      validate: (values) => translateErrors(validateSendQuery(values), t),
      describeFailure: leadFailure(t, copy.failure),
    },
  );
  const { errors, failure } = form;
  const send = form.submit(async (sent) => {
    await createLead(toSendQueryBody(sent));
    form.reset(EMPTY_SEND_QUERY);
    onSent();
  });

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <HydratedForm
      className={formStyles.form}
      onSubmit={send}
      noValidate
      aria-label={copy.title}
      // The form's heading above says what it is for, so the legend is for screen readers only.
      legend={<legend className={styles.legend}>{t(SEND_QUERY_LEGEND)}</legend>}
    >
      <Field id={id('name')} label={t('Name')} autoComplete="name" required {...form.field('firstName')} />
      <Field
        id={id('phone')}
        label={t('Phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t('10-digit mobile number')}
        required
        {...form.field('phone')}
        onChange={(e) => form.set('phone', e.target.value.replace(/\D/g, '').slice(0, 10))}
      />
      <Field
        id={id('email')}
        label={t('Email')}
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={id('trip')}>
          {t('Trip type')}
        </label>
        <select
          id={id('trip')}
          className={styles.select}
          required
          {...form.input('tripType')}
          aria-invalid={errors.tripType ? true : undefined}
        >
          <option value="">{t('Select Trip Type')}</option>
          {copy.tripTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
        {errors.tripType ? <span className={formStyles.error}>{errors.tripType}</span> : null}
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={id('message')}>
          {t('Message (optional)')}
        </label>
        <textarea
          id={id('message')}
          rows={3}
          className={styles.textarea}
          {...form.input('message')}
          maxLength={2000}
        />
      </div>
      <FormFailure message={failure} />
      <button type="submit" className={formStyles.submit} disabled={form.busy}>
        {form.busy ? copy.sending : copy.submit}
      </button>
    </HydratedForm>
  );
}

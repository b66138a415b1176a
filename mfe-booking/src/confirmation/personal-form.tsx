import { INDIAN_STATE_NAMES } from '@trippy/domain';
import { Field, formStyles } from '@trippy/ui';
import { useBookingText } from '../messages';
import { customerFieldId, type CustomerDetails, type CustomerErrors } from './customer-form';

interface PersonalFormProps {
  values: CustomerDetails;
  errors: CustomerErrors;
  onChange: (key: keyof CustomerDetails, value: string) => void;
}

/**
 * Personal Information: every field but Special Requirements is required; errors show inline. Each field has a
 * fixed id (customerFieldId), the target of its link in the page's error summary.
 */
export function PersonalForm({ values, errors, onChange }: PersonalFormProps) {
  const { t } = useBookingText();
  const bind = (key: keyof CustomerDetails) => ({
    id: customerFieldId(key),
    name: key,
    value: values[key] ?? '',
    // validateCustomerDetails' messages are English (msg): shown in the page's language.
    error: errors[key] && t(errors[key]),
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
  });
  return (
    <>
      <Field label={t('Full Name')} autoComplete="name" required {...bind('fullName')} />
      <Field label={t('Email')} type="email" autoComplete="email" required {...bind('email')} />
      <Field
        label={t('Phone Number')}
        type="tel"
        inputMode="numeric"
        maxLength={10}
        required
        {...bind('phone')}
      />
      <Field label={t('Address')} autoComplete="street-address" required {...bind('address')} />
      {/* Optional: the GST invoice's place of supply (else the PIN code in the address decides). */}
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={customerFieldId('state')}>
          {t('State')}
        </label>
        <select
          id={customerFieldId('state')}
          className={formStyles.input}
          name="state"
          autoComplete="address-level1"
          value={values.state ?? ''}
          onChange={(event) => onChange('state', event.target.value)}
        >
          <option value="">{t('Choose (optional, for your GST invoice)')}</option>
          {INDIAN_STATE_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(name)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('Emergency Contact')}
        type="tel"
        inputMode="numeric"
        maxLength={10}
        required
        {...bind('emergencyContact')}
      />
      <Field label={t('Emergency Contact Name')} required {...bind('emergencyName')} />
      <Field label={t('Special Requirements (optional)')} {...bind('specialRequirements')} />
    </>
  );
}

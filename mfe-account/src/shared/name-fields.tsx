import { Field, formStyles } from '@trippy/ui';
import { useAccountText } from '../messages';

interface NameFieldsProps {
  values: { firstName: string; lastName: string };
  errors: { firstName?: string | undefined; lastName?: string | undefined };
  onChange: (key: 'firstName' | 'lastName', value: string) => void;
}

/** First and last name side by side (one column on a phone), as on signup and the profile. */
export function NameFields({ values, errors, onChange }: NameFieldsProps) {
  const { t } = useAccountText();
  return (
    <div className={formStyles.row}>
      <Field
        label={t('First name')}
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        onChange={(event) => onChange('firstName', event.target.value)}
        error={errors.firstName}
      />
      <Field
        label={t('Last name')}
        name="lastName"
        autoComplete="family-name"
        value={values.lastName}
        onChange={(event) => onChange('lastName', event.target.value)}
        error={errors.lastName}
      />
    </div>
  );
}

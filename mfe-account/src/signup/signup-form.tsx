import type { FormEvent } from 'react';
import type { RegisterBody } from '@trippy/contracts';
import { Field, PhoneField, formStyles, HydratedForm, type Form, FormFailure } from '@trippy/ui';
import { useAccountText } from '../messages';
import { NameFields } from '../shared/name-fields';

interface SignupFormProps {
  form: Form<RegisterBody>;
  onSubmit: (event: FormEvent) => void;
}

/** The registration fields; errors show under each input, the server's other messages above the button. */
export function SignupForm({ form, onSubmit }: SignupFormProps) {
  const { t } = useAccountText();
  const { values, errors, failure, busy } = form;
  return (
    <HydratedForm className={formStyles.form} onSubmit={onSubmit} noValidate>
      <NameFields values={values} errors={errors} onChange={form.set} />
      <Field label={t('Email')} type="email" autoComplete="email" {...form.field('email')} />
      <PhoneField
        name="phone"
        value={values.phone}
        onValueChange={(digits) => form.set('phone', digits)}
        error={errors.phone}
      />
      <Field
        label={t('Password')}
        type="password"
        autoComplete="new-password"
        hint={t('At least 8 characters.')}
        {...form.field('password')}
      />
      <FormFailure message={failure} />
      <button type="submit" className={formStyles.submit} disabled={busy}>
        {busy ? t('Creating account...') : t('Register')}
      </button>
    </HydratedForm>
  );
}

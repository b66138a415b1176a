import type { FormEvent } from 'react';
import type { RegisterBody } from '@trippy/contracts';
import { Field, PhoneField, formStyles, HydratedForm } from '@trippy/ui';
import { NameFields } from '../shared/name-fields';
import type { SignupErrors } from './signup-validation';

interface SignupFormProps {
  values: RegisterBody;
  errors: SignupErrors;
  serverError: string | null;
  busy: boolean;
  onChange: (key: keyof RegisterBody, value: string) => void;
  onSubmit: (event: FormEvent) => void;
}

/** The registration fields; errors show under each input, the server's other messages above the button. */
export function SignupForm({ values, errors, serverError, busy, onChange, onSubmit }: SignupFormProps) {
  const set = (key: keyof RegisterBody) => (event: { target: { value: string } }) =>
    onChange(key, event.target.value);
  return (
    <HydratedForm className={formStyles.form} onSubmit={onSubmit} noValidate>
      <NameFields values={values} errors={errors} onChange={onChange} />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <PhoneField
        name="phone"
        value={values.phone}
        onValueChange={(digits) => onChange('phone', digits)}
        error={errors.phone}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      {serverError ? (
        <p className={formStyles.error} role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={busy}>
        {busy ? 'Creating account...' : 'Register'}
      </button>
    </HydratedForm>
  );
}

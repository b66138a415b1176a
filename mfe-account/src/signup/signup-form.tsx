import type { FormEvent } from 'react';
import type { RegisterBody } from '@trippy/contracts';
import { Field, formStyles } from '@trippy/ui';
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
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <div className={formStyles.row}>
        <Field
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <Field
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        label="Phone (+91)"
        name="phone"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        placeholder="10-digit mobile number"
        autoComplete="tel-national"
        value={values.phone}
        onChange={(e) => onChange('phone', e.target.value.replace(/\D/g, '').slice(0, 10))}
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
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { login } from '@trippy/api-client';
import { Field, formStyles, HydratedForm, useForm, FormFailure } from '@trippy/ui';
import { msg } from '@trippy/i18n';
import { useAccountText } from '../messages';
import { authErrorText, LOGIN_FAILED, needsEmailVerification } from '../shared/auth-messages';
import { translateErrors } from '../shared/translate-errors';
import styles from '../shared/auth.module.css';
import { useLoginSuccess } from './use-login-success';
import { validateIdentifier } from './login-validation';

interface PasswordLoginFormProps {
  initialIdentifier?: string;
  /** Switches to the code login (which also verifies the email) with what was typed here. */
  onUseCode?: (identifier: string) => void;
}

const validate = ({ identifier, password }: { identifier: string; password: string }) => ({
  identifier: validateIdentifier(identifier),
  password: password ? undefined : msg('Enter your password'),
});

/** Email or phone with password; an unverified email is pointed to the code login. */
export function PasswordLoginForm({ initialIdentifier = '', onUseCode }: PasswordLoginFormProps) {
  const { t } = useAccountText();
  const onSuccess = useLoginSuccess();
  const form = useForm(
    { identifier: initialIdentifier, password: '' },
    { validate: (values) => translateErrors(validate(values), t) },
  );
  const [unverified, setUnverified] = useState(false);

  const send = form.submit(
    async ({ identifier, password }) => {
      try {
        onSuccess(await login({ identifier: identifier.trim(), password }));
      } catch (failure) {
        setUnverified(needsEmailVerification(failure));
        throw failure;
      }
    },
    authErrorText(t, LOGIN_FAILED),
  );
  const submit = (event: FormEvent) => {
    setUnverified(false);
    send(event);
  };

  return (
    <HydratedForm className={formStyles.form} onSubmit={submit} noValidate>
      <Field label={t('Email or phone')} autoComplete="username" {...form.field('identifier')} />
      <Field
        label={t('Password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <FormFailure message={form.failure} />
      {unverified && onUseCode ? (
        <button
          type="button"
          className={styles.link}
          onClick={() => onUseCode(form.values.identifier.trim())}
        >
          {t('Log in with a code instead')}
        </button>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={form.busy}>
        {form.busy ? t('Logging in...') : t('Login')}
      </button>
    </HydratedForm>
  );
}

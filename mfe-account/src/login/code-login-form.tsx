import { useState } from 'react';
import { Field, formStyles, HydratedForm, useForm, FormFailure } from '@trippy/ui';
import { msg } from '@trippy/i18n';
import { loginWithCode, requestLoginCode } from '../api/account-api';
import { useAccountText } from '../messages';
import { authErrorText, LOGIN_FAILED } from '../shared/auth-messages';
import { translateErrors } from '../shared/translate-errors';
import { CodeField, codeError } from '../shared/code-field';
import { ResendButton } from '../shared/resend-button';
import { useCountdown } from '../shared/use-countdown';
import styles from '../shared/auth.module.css';
import { useLoginSuccess } from './use-login-success';
import { validateIdentifier } from './login-validation';

export const LOGIN_CODE_WAIT_SECONDS = 30;

interface CodeLogin {
  identifier: string;
  code: string;
}

const SEND_FAILED = msg('Could not send the code. Please try again.');

/** Login with a one-time code mailed to the account's email: ask for the code, then enter it. */
export function CodeLoginForm({ initialIdentifier = '' }: { initialIdentifier?: string }) {
  const { t } = useAccountText();
  const onSuccess = useLoginSuccess();
  const [sent, setSent] = useState(false);
  const countdown = useCountdown(LOGIN_CODE_WAIT_SECONDS);
  const form = useForm<CodeLogin>(
    { identifier: initialIdentifier, code: '' },
    {
      validate: ({ identifier, code }) =>
        translateErrors(sent ? { code: codeError(code) } : { identifier: validateIdentifier(identifier) }, t),
    },
  );
  const { values, errors, busy } = form;
  const sendFailure = authErrorText(t, SEND_FAILED);
  const loginFailure = authErrorText(t, LOGIN_FAILED);

  const send = async ({ identifier }: CodeLogin) => {
    await requestLoginCode(identifier.trim());
    setSent(true);
    form.set('code', '');
    countdown.restart();
  };
  const verify = async ({ identifier, code }: CodeLogin) =>
    onSuccess(await loginWithCode(identifier.trim(), code));
  const submit = sent ? form.submit(verify, loginFailure) : form.submit(send, sendFailure);

  return (
    <HydratedForm className={formStyles.form} onSubmit={submit} noValidate>
      <Field
        label={t('Email or phone')}
        autoComplete="username"
        readOnly={sent}
        {...form.field('identifier')}
        error={sent ? undefined : errors.identifier}
      />
      {sent ? (
        <>
          <p className={styles.sent} role="status">
            {t('If an account exists for {identifier}, a 6-digit login code is on its way to its email.', {
              identifier: values.identifier.trim(),
            })}
          </p>
          <CodeField
            label={t('Login code')}
            value={values.code}
            onChange={(code) => form.set('code', code)}
            error={errors.code}
          />
        </>
      ) : null}
      <FormFailure message={form.failure} />
      <button type="submit" className={formStyles.submit} disabled={busy}>
        {sent ? (busy ? t('Logging in...') : t('Login with code')) : busy ? t('Sending...') : t('Send code')}
      </button>
      {sent ? (
        <>
          <ResendButton left={countdown.left} busy={busy} onResend={() => void form.run(send, sendFailure)} />
          <button type="button" className={styles.back} onClick={() => setSent(false)}>
            {t('← Use another email or phone')}
          </button>
        </>
      ) : null}
    </HydratedForm>
  );
}

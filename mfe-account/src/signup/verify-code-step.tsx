import { useState } from 'react';
import { formStyles, HydratedForm, useForm, toast } from '@trippy/ui';
import { msg, type Translate } from '@trippy/i18n';
import { resendRegistrationCode, verifyRegistrationCode } from '../api/account-api';
import { useLoginSuccess } from '../login';
import { useAccountText } from '../messages';
import { authErrorText } from '../shared/auth-messages';
import { CodeField, codeError } from '../shared/code-field';
import { ResendButton } from '../shared/resend-button';
import { translateErrors } from '../shared/translate-errors';
import { useCountdown } from '../shared/use-countdown';
import styles from '../shared/auth.module.css';
import { REGISTER_SUCCESS } from './register-outcome';

export const RESEND_WAIT_SECONDS = 30;

/**
 * What the mail holds. The server answers a registration the same way when the email or the mobile number
 * already has an account (no account oracle); that mail then carries no code but says what to do instead.
 */
export const codeSentNotice = (t: Translate, email: string) =>
  t(
    'We have emailed {email}. Enter the 6-digit code from that email: it is valid for 10 minutes. If this email or mobile number already has an account, the email has no code and tells you what to do instead.',
    { email },
  );

/** The server answers a resend the same way whether or not a registration waits for a code. */
export const codeResentNotice = (t: Translate, email: string) =>
  t('If this registration is waiting for a code, a new one has been sent to {email}.', { email });

/**
 * The one-time code step of registration. The verified code signs the customer in: the server answers the
 * session the login answers, stored like a login's, and the customer goes where a login would have taken
 * them. "Resend code" is offered 30 s after the last code and mails a new registration code that replaces
 * the previous one; the server's own 429 message ("Please wait N seconds before asking for a new code", or
 * the rate limit) shows under the field.
 */
export function VerifyCodeStep({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useAccountText();
  const signIn = useLoginSuccess();
  const form = useForm(
    { code: '' },
    { validate: ({ code }) => translateErrors({ code: codeError(code) }, t) },
  );
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(RESEND_WAIT_SECONDS);
  const codeFailed = (failure: unknown, fallback: string) =>
    form.setServerErrors({ code: authErrorText(t, fallback)(failure) });

  const verify = form.submit(async ({ code }) => {
    const session = await verifyRegistrationCode(email, code).catch((failure: unknown) => {
      codeFailed(failure, msg('Could not verify the code. Please try again.'));
      return null;
    });
    if (!session) return;
    toast.success(t(REGISTER_SUCCESS));
    signIn(session);
  });

  const resend = async () => {
    setResending(true);
    try {
      await resendRegistrationCode(email);
      form.reset();
      setResent(true);
      countdown.restart();
    } catch (failure) {
      codeFailed(failure, msg('Could not send a new code. Please try again.'));
    } finally {
      setResending(false);
    }
  };

  return (
    <HydratedForm
      className={formStyles.form}
      onSubmit={verify}
      noValidate
      aria-label={t('Verify your email')}
    >
      <p className={styles.sent} role="status">
        {resent ? codeResentNotice(t, email) : codeSentNotice(t, email)}
      </p>
      <CodeField
        label={t('Verification code')}
        value={form.values.code}
        onChange={(code) => form.set('code', code)}
        error={form.errors.code}
      />
      <button type="submit" className={formStyles.submit} disabled={form.busy}>
        {form.busy ? t('Verifying...') : t('Verify')}
      </button>
      <ResendButton left={countdown.left} busy={resending} onResend={() => void resend()} />
      <button type="button" className={styles.back} onClick={onBack}>
        {t('← Change my details')}
      </button>
    </HydratedForm>
  );
}

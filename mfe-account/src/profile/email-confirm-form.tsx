import { useEffect, useRef, useState } from 'react';
import { formStyles, HydratedForm } from '@trippy/ui';
import { useAccountText } from '../messages';
import { CodeField } from '../shared/code-field';
import { ResendButton } from '../shared/resend-button';
import { useCountdown } from '../shared/use-countdown';
import styles from '../shared/auth.module.css';
import { emailCodeSent } from './profile-messages';
import { useEmailConfirm } from './use-email-confirm';

export const EMAIL_CODE_WAIT_SECONDS = 30;

interface EmailConfirmFormProps {
  /** The new address waiting for its code. */
  pendingEmail: string;
  /** The server's message from the save that asked for the change, when this page made it. */
  notice?: string | undefined;
}

/** Shown while an email change waits: the code mailed to the new address, Confirm, and Resend code. */
export function EmailConfirmForm({ pendingEmail, notice }: EmailConfirmFormProps) {
  const { t } = useAccountText();
  const { form, resending, confirm, resend } = useEmailConfirm(pendingEmail);
  const countdown = useCountdown(EMAIL_CODE_WAIT_SECONDS);
  const [resent, setResent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const justAsked = notice !== undefined;

  useEffect(() => {
    // Right after the save that asked for it, the code is the next thing to type: bring it to the middle of
    // the screen (clear of the phone's bottom bar) and focus it. Not on a later visit.
    if (!justAsked) return;
    const form = formRef.current;
    form?.querySelector('input')?.focus({ preventScroll: true });
    form?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel opens
  }, []);
  const sendAgain = async () => {
    if (!(await resend())) return;
    setResent(true);
    countdown.restart();
  };

  return (
    <HydratedForm
      ref={formRef}
      className={formStyles.form}
      onSubmit={confirm}
      noValidate
      aria-label={t('Confirm your new email')}
    >
      <p className={styles.sent} role="status">
        {resent
          ? t('A new code has been sent to {email}.', { email: pendingEmail })
          : (notice ?? emailCodeSent(t, pendingEmail))}
      </p>
      <CodeField
        label={t('Enter the code sent to {email}', { email: pendingEmail })}
        value={form.values.code}
        onChange={(code) => form.set('code', code)}
        error={form.errors.code}
      />
      <button type="submit" className={formStyles.submit} disabled={form.busy || resending}>
        {form.busy ? t('Confirming...') : t('Confirm')}
      </button>
      <ResendButton left={countdown.left} busy={resending} onResend={() => void sendAgain()} />
    </HydratedForm>
  );
}

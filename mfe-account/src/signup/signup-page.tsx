import { useState } from 'react';
import { Link, useLocation } from '@trippy/router';
import type { RegisterBody } from '@trippy/contracts';
import { registerCustomer } from '@trippy/api-client';
import { formStyles, useForm, toast } from '@trippy/ui';
import { useAccountText } from '../messages';
import { translateErrors } from '../shared/translate-errors';
import { validateSignup } from './signup-validation';
import { REGISTER_ERROR, REGISTER_FAILED, registerOutcome } from './register-outcome';
import { SignupForm } from './signup-form';
import { VerifyCodeStep } from './verify-code-step';

const EMPTY: RegisterBody = { firstName: '', lastName: '', email: '', phone: '', password: '' };

/** /signup and /register: the details, then the one-time code mailed to the customer. */
export function SignupPage() {
  // A login's navigation state (where to go after it), when the visitor came from /login: the verified code
  // signs in and goes there (useLoginSuccess), or the login link takes it back.
  const { t, locale } = useAccountText();
  const location = useLocation();
  const form = useForm<RegisterBody>(EMPTY, {
    validate: (values) => translateErrors(validateSignup(values), t),
  });
  const [codeFor, setCodeFor] = useState<string | null>(null);

  const submit = form.submit(async (values) => {
    const email = values.email.trim().toLowerCase();
    try {
      // The page's language becomes the account's: its code mail and later mails are written in it.
      const { status, message } = await registerCustomer({ ...values, email, locale });
      const outcome = registerOutcome(status, message);
      if (outcome.kind === 'code-sent') return setCodeFor(email);
      toast.error(t(REGISTER_FAILED));
      // The server's own words pass through `t` unchanged.
      form.setServerErrors(outcome.fieldErrors, outcome.message && t(outcome.message));
    } catch {
      toast.error(t(REGISTER_ERROR));
    }
  });

  return (
    <section className={formStyles.card}>
      <h1 className={formStyles.title}>{codeFor ? t('Verify your email') : t('Create your account')}</h1>
      <p className={formStyles.hint}>
        {codeFor
          ? t('Enter the code we emailed you to finish registering.')
          : t('Register to book seats and follow your trips.')}
      </p>
      {codeFor ? (
        <VerifyCodeStep email={codeFor} onBack={() => setCodeFor(null)} />
      ) : (
        <SignupForm form={form} onSubmit={submit} />
      )}
      <p className={formStyles.hint}>
        {t('Already registered?')}{' '}
        <Link to="/login" state={location.state}>
          {t('Login')}
        </Link>
      </p>
    </section>
  );
}

import { useState } from 'react';
import { Link, useLocation } from '@trippy/router';
import type { RegisterBody } from '@trippy/contracts';
import { registerCustomer } from '@trippy/api-client';
import { formStyles, useForm, toast } from '@trippy/ui';
import { validateSignup } from './signup-validation';
import { REGISTER_ERROR, REGISTER_FAILED, registerOutcome } from './register-outcome';
import { SignupForm } from './signup-form';
import { VerifyCodeStep } from './verify-code-step';

const EMPTY: RegisterBody = { firstName: '', lastName: '', email: '', phone: '', password: '' };

/** /signup and /register: the details, then the one-time code mailed to the customer. */
export function SignupPage() {
  // A login's navigation state (where to go after it), when the visitor came from /login: the verified code
  // signs in and goes there (useLoginSuccess), or the login link takes it back.
  const location = useLocation();
  const form = useForm<RegisterBody>(EMPTY, { validate: validateSignup });
  const [codeFor, setCodeFor] = useState<string | null>(null);

  const submit = form.submit(async (values) => {
    const email = values.email.trim().toLowerCase();
    try {
      const { status, message } = await registerCustomer({ ...values, email });
      const outcome = registerOutcome(status, message);
      if (outcome.kind === 'code-sent') return setCodeFor(email);
      toast.error(REGISTER_FAILED);
      form.setServerErrors(outcome.fieldErrors, outcome.message);
    } catch {
      toast.error(REGISTER_ERROR);
    }
  });

  return (
    <section className={formStyles.card}>
      <h1 className={formStyles.title}>{codeFor ? 'Verify your email' : 'Create your account'}</h1>
      <p className={formStyles.hint}>
        {codeFor
          ? 'Enter the code we emailed you to finish registering.'
          : 'Register to book seats and follow your trips.'}
      </p>
      {codeFor ? (
        <VerifyCodeStep email={codeFor} onBack={() => setCodeFor(null)} />
      ) : (
        <SignupForm form={form} onSubmit={submit} />
      )}
      <p className={formStyles.hint}>
        Already registered?{' '}
        <Link to="/login" state={location.state}>
          Login
        </Link>
      </p>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from '@trippy/router';
import { toast } from 'sonner';
import type { RegisterBody } from '@trippy/contracts';
import { registerCustomer } from '@trippy/api-client';
import { formStyles } from '@trippy/ui';
import { validateSignup, type SignupErrors } from './signup-validation';
import { REGISTER_ERROR, REGISTER_FAILED, registerOutcome } from './register-outcome';
import { SignupForm } from './signup-form';
import { VerifyCodeStep } from './verify-code-step';

const EMPTY: RegisterBody = { firstName: '', lastName: '', email: '', phone: '', password: '' };

/** /signup and /register: the details, then the one-time code mailed to the customer. */
export function SignupPage() {
  const [values, setValues] = useState<RegisterBody>(EMPTY);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeFor, setCodeFor] = useState<string | null>(null);

  const change = (key: keyof RegisterBody, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const email = values.email.trim().toLowerCase();
      const { status, message } = await registerCustomer({ ...values, email });
      const outcome = registerOutcome(status, message);
      if (outcome.kind === 'code-sent') return setCodeFor(email);
      toast.error(REGISTER_FAILED);
      setErrors(outcome.fieldErrors);
      setServerError(outcome.message);
    } catch {
      toast.error(REGISTER_ERROR);
    } finally {
      setBusy(false);
    }
  };

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
        <SignupForm
          values={values}
          errors={errors}
          serverError={serverError}
          busy={busy}
          onChange={change}
          onSubmit={(e) => void submit(e)}
        />
      )}
      <p className={formStyles.hint}>
        Already registered? <Link to="/login">Login</Link>
      </p>
    </section>
  );
}

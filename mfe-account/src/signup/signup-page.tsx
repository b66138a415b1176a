import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { RegisterBody } from '@trippy/contracts';
import { registerCustomer } from '@trippy/api-client';
import { Field, formStyles } from '@trippy/ui';
import { validateSignup, type SignupErrors } from './signup-validation';

const EMPTY: RegisterBody = { firstName: '', lastName: '', email: '', phone: '', password: '' };

export function SignupPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterBody>(EMPTY);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof RegisterBody) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { status, message } = await registerCustomer({ ...values, email: values.email.trim() });
      if (status === 201) {
        toast.success('Registration successful! Please login.');
        navigate('/login');
        return;
      }
      toast.error('Registration failed.');
      setServerError(message ?? null);
    } catch {
      toast.error('Registration failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={formStyles.card}>
      <h1 className={formStyles.title}>Create your account</h1>
      <p className={formStyles.hint}>Register to book seats and follow your trips.</p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
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
          onChange={(e) =>
            setValues((v) => ({ ...v, phone: e.target.value.replace(/\D/g, '').slice(0, 10) }))
          }
          error={errors.phone}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
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
        <p className={formStyles.hint}>
          Already registered? <Link to="/login">Login</Link>
        </p>
      </form>
    </section>
  );
}

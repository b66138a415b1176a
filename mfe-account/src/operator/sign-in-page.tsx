import { useState } from 'react';
import { useNavigate, useSearchParams } from '@trippy/router';
import { requestStaffCode, verifyStaffCode } from '@trippy/api-client';
import { storeStaffLogin } from '@trippy/session';
import { Field, formStyles, useForm, FormFailure } from '@trippy/ui';
import { authErrorMessage } from '../shared/auth-messages';
import { CodeField, codeError } from '../shared/code-field';
import styles from '../shared/auth.module.css';
import { safeReturnPath } from './safe-return-path';

interface StaffSignIn {
  email: string;
  password: string;
  code: string;
}

/** /operator/login: the password, then the 6-digit code mailed to the member (the second factor). */
export function StaffSignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm<StaffSignIn>(
    { email: '', password: '', code: '' },
    {
      validate: ({ email, password, code }) =>
        sentMessage
          ? { code: codeError(code) }
          : { email: email.trim() && password ? undefined : 'Enter your email and password' },
      describeFailure: (failure) => authErrorMessage(failure, 'Sign-in failed. Please try again.'),
    },
  );
  const { values, errors } = form;

  const sendPassword = async ({ email, password }: StaffSignIn) => {
    setSentMessage(await requestStaffCode({ email: email.trim().toLowerCase(), password }));
    form.set('password', '');
  };

  const sendCode = async ({ email, code }: StaffSignIn) => {
    const session = await verifyStaffCode(email.trim().toLowerCase(), code);
    storeStaffLogin(session.token, session.staff);
    navigate(safeReturnPath(params.get('from')), { replace: true });
  };

  return (
    <section className={formStyles.card}>
      <h1 className={formStyles.title}>Back office sign in</h1>
      <p className={formStyles.hint}>For the operator&apos;s team. Customers log in on the main site.</p>
      <form
        className={formStyles.form}
        onSubmit={form.submit(sentMessage ? sendCode : sendPassword)}
        noValidate
      >
        <Field
          label="Work email"
          type="email"
          autoComplete="username"
          maxLength={254}
          readOnly={sentMessage !== null}
          {...form.field('email')}
          error={sentMessage ? undefined : errors.email}
        />
        {sentMessage ? (
          <>
            <p className={styles.sent} role="status">
              {sentMessage}
            </p>
            <CodeField
              label="Sign-in code"
              value={values.code}
              onChange={(code) => form.set('code', code)}
              error={errors.code}
            />
          </>
        ) : (
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            {...form.input('password')}
          />
        )}
        <FormFailure message={form.failure} />
        <button type="submit" className={formStyles.submit} disabled={form.busy}>
          {sentMessage ? (form.busy ? 'Signing in...' : 'Sign in') : form.busy ? 'Checking...' : 'Continue'}
        </button>
        {sentMessage ? (
          <button
            type="button"
            className={styles.back}
            onClick={() => {
              setSentMessage(null);
              form.set('code', '');
            }}
          >
            ← Start again
          </button>
        ) : null}
      </form>
    </section>
  );
}

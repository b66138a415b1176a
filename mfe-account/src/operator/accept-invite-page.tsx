import { useState } from 'react';
import { Link, useSearchParams } from '@trippy/router';
import { acceptStaffInvite } from '@trippy/api-client';
import { STAFF_PASSWORD_MIN_LENGTH } from '@trippy/contracts';
import { Field, formStyles, useForm, FormFailure } from '@trippy/ui';
import { authErrorMessage } from '../shared/auth-messages';
import styles from '../shared/auth.module.css';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function validate({ password, repeat }: { password: string; repeat: string }) {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH)
    return { password: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters` };
  return { password: password === repeat ? undefined : 'The passwords do not match' };
}

/** /operator/invite?token=...: an invited member chooses a password, then signs in as usual. */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm(
    { password: '', repeat: '' },
    {
      validate,
      describeFailure: (failure) =>
        authErrorMessage(failure, 'This invitation could not be accepted. Ask the owner for a new one.'),
    },
  );
  const [doneFor, setDoneFor] = useState<string | null>(null);

  if (!TOKEN.test(token))
    return (
      <section className={formStyles.card}>
        <h1 className={formStyles.title}>Invitation link not valid</h1>
        <p className={formStyles.hint}>
          Open the link from your invitation email, or ask the owner for a new one.
        </p>
      </section>
    );

  const submit = form.submit(async ({ password }) =>
    setDoneFor((await acceptStaffInvite(token, password)).email),
  );

  if (doneFor)
    return (
      <section className={formStyles.card}>
        <h1 className={formStyles.title}>Password set</h1>
        <p className={styles.sent} role="status">
          Your back-office account {doneFor} is ready.
        </p>
        <Link className={formStyles.submit} to="/operator/login">
          Sign in
        </Link>
      </section>
    );

  return (
    <section className={formStyles.card}>
      <h1 className={formStyles.title}>Join the back office</h1>
      <p className={formStyles.hint}>Choose a password for your account.</p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          {...form.field('password')}
        />
        <Field
          label="Repeat the password"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          {...form.input('repeat')}
        />
        <FormFailure message={form.failure} />
        <button type="submit" className={formStyles.submit} disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Set password'}
        </button>
      </form>
    </section>
  );
}

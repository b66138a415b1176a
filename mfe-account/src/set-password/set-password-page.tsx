import { useState } from 'react';
import { Link, useNavigate } from '@trippy/router';
import { setPasswordWithLink } from '@trippy/api-client';
import { pathInLocale } from '@trippy/contracts';
import { msg, type Translate } from '@trippy/i18n';
import { storeLogin } from '@trippy/session';
import { Field, formStyles, useForm, FormFailure } from '@trippy/ui';
import { useAccountText } from '../messages';
import { authErrorText } from '../shared/auth-messages';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const PASSWORD_MIN_LENGTH = 8;

function validate({ password, repeat }: { password: string; repeat: string }, t: Translate) {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { password: t('Use at least {count} characters', { count: PASSWORD_MIN_LENGTH }) };
  return { password: password === repeat ? undefined : t('The passwords do not match') };
}

/** The token is in the address's fragment (never sent to a server, so never in a log); read once. */
function tokenFromAddress(): string {
  if (typeof window === 'undefined') return '';
  return window.location.hash.replace(/^#/, '').slice(0, 64);
}

/**
 * /set-password#<token>: a pilgrim booked by our office chooses the password of the account opened for them,
 * from the link in their mail; then they are signed in and see their bookings.
 */
export function SetPasswordPage() {
  const { t, locale } = useAccountText();
  const navigate = useNavigate();
  const [token] = useState(tokenFromAddress);
  const form = useForm(
    { password: '', repeat: '' },
    {
      validate: (values) => validate(values, t),
      describeFailure: authErrorText(t, msg('The password could not be saved. Please try again.')),
    },
  );

  if (!TOKEN.test(token))
    return (
      <section className={formStyles.card}>
        <h1 className={formStyles.title}>{t('This link is not complete')}</h1>
        <p className={formStyles.hint}>
          {t(
            'Open the link from our mail again (the whole of it), or log in with a code sent to your email.',
          )}
        </p>
        <Link className={formStyles.submit} to="/login">
          {t('Log in')}
        </Link>
      </section>
    );

  const submit = form.submit(async ({ password }) => {
    storeLogin(await setPasswordWithLink({ token, password }));
    // The token is used up: it leaves the address and the history entry.
    window.history.replaceState(null, '', pathInLocale('/set-password', locale));
    navigate('/profile', { replace: true });
  });

  return (
    <section className={formStyles.card}>
      <h1 className={formStyles.title}>{t('Choose your password')}</h1>
      <p className={formStyles.hint}>
        {t(
          'Our office opened an account for you with your booking. Choose a password to see your booking, pay online and get our messages.',
        )}
      </p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Field
          label={t('New password')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          {...form.field('password')}
        />
        <Field
          label={t('Repeat the password')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          {...form.input('repeat')}
        />
        <FormFailure message={form.failure} />
        <button type="submit" className={formStyles.submit} disabled={form.busy}>
          {form.busy ? t('Saving...') : t('Save password')}
        </button>
      </form>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@trippy/router';
import { toLogin } from '@trippy/contracts';
import { useSession } from '@trippy/session';
import { useUiTextNow } from './messages';
import { Spinner } from './spinner';

/**
 * The route guard: a spinner while the session loads, then /login (history replaced) with the original
 * location, so login brings the customer back.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <CheckingSession />;
  if (status === 'unauthenticated') {
    const login = toLogin(location);
    return <Navigate to={login.to} replace state={login.state} />;
  }
  return <>{children}</>;
}

function CheckingSession() {
  const { t } = useUiTextNow();
  return <Spinner label={t('Checking your session')} />;
}

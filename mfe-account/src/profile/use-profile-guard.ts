import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@trippy/router';
import { toast } from '@trippy/ui';
import { pathInLocale, toLogin } from '@trippy/contracts';
import { msg } from '@trippy/i18n';
import { useSession } from '@trippy/session';
import { useAccountText } from '../messages';

export const LOGIN_TO_VIEW = msg('Please login to view your profile');

/**
 * /profile's guard: a visitor gets the spec's message and /login (history replaced, original location kept).
 * A customer who logs out here is left to the logout (the shell goes to /); if the session ends any other way
 * (a 401) and we are still on /profile a moment later, /login.
 */
export function useProfileGuard(): 'loading' | 'in' | 'out' {
  const { t, locale } = useAccountText();
  const status = useSession((s) => s.status);
  const navigate = useNavigate();
  const location = useLocation();
  const wasIn = useRef(status === 'authenticated');
  if (status === 'authenticated') wasIn.current = true;
  const out = status === 'unauthenticated';

  useEffect(() => {
    if (!out) return undefined;
    if (!wasIn.current) {
      toast.error(t(LOGIN_TO_VIEW), { id: 'profile-login' });
      const login = toLogin(location);
      navigate(login.to, { replace: true, state: login.state });
      return undefined;
    }
    const timer = setTimeout(() => {
      if (window.location.pathname === pathInLocale('/profile', locale))
        navigate('/login', { replace: true });
    }, 100);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the session ends, not on every location change
  }, [out]);

  return out ? 'out' : status === 'loading' ? 'loading' : 'in';
}

import { useLocation, useNavigate } from '@trippy/router';
import type { LoginResult } from '@trippy/contracts';
import { storeLogin } from '@trippy/session';
import { postLoginTarget } from './post-login-target';

/** Stores the session (bearer header, shared store, account:logged-in) and leaves for the right page. */
export function useLoginSuccess(): (result: LoginResult) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (result) => {
    storeLogin(result);
    const target = postLoginTarget(location.state);
    navigate(target.to, { replace: true, state: target.state });
  };
}

import { useEffect, type ReactNode } from 'react';
import { fetchStaffMe } from '@trippy/api-client';
import { Link, Navigate, useLocation } from '@trippy/router';
import { refreshStaffIdentity, useStaffSession, type StaffIdentity } from '@trippy/session';
import { MessagePage, actionClassName } from './message-page';

/**
 * The back office's guard: without a staff session, the sign-in page (history replaced) with the path to
 * come back to; an owner-only screen tells a staff member so instead of showing an empty page.
 */
let confirmedThisPageLoad = false;

export function RequireStaff({ children, role }: { children: ReactNode; role?: StaffIdentity['role'] }) {
  const staff = useStaffSession((s) => s.staff);
  const location = useLocation();
  // The stored session is asked about once per page load: a member disabled or signed out elsewhere gets a 401
  // (which ends the session here), a changed role shows.
  useEffect(() => {
    if (!staff || confirmedThisPageLoad) return;
    confirmedThisPageLoad = true;
    fetchStaffMe().then(refreshStaffIdentity, () => undefined);
  }, [staff]);
  if (!staff) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={`/operator/login?from=${encodeURIComponent(from)}`} replace />;
  }
  if (role === 'owner' && staff.role !== 'owner')
    return (
      <MessagePage
        title="Owner only"
        text="Only the owner can open this screen."
        action={
          <Link className={actionClassName} to="/operator">
            Back to Today
          </Link>
        }
      />
    );
  return <>{children}</>;
}

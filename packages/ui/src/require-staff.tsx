import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from '@trippy/router';
import { useStaffSession, type StaffIdentity } from '@trippy/session';
import { MessagePage, actionClassName } from './message-page';

/**
 * The back office's guard: without a staff session, the sign-in page (history replaced) with the path to
 * come back to; an owner-only screen tells a staff member so instead of showing an empty page.
 */
export function RequireStaff({ children, role }: { children: ReactNode; role?: StaffIdentity['role'] }) {
  const staff = useStaffSession((s) => s.staff);
  const location = useLocation();
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

import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from '@trippy/router';
import { RequireStaff, Spinner } from '@trippy/ui';

// Back-office screens load on their own: a visitor of the public site never downloads them.
const StaffSignInPage = lazy(() => import('./sign-in-page').then((m) => ({ default: m.StaffSignInPage })));
const AcceptInvitePage = lazy(() =>
  import('./accept-invite-page').then((m) => ({ default: m.AcceptInvitePage })),
);
const MessagesPage = lazy(() => import('./messages-page').then((m) => ({ default: m.MessagesPage })));
const StaffPage = lazy(() => import('./staff-page').then((m) => ({ default: m.StaffPage })));
const AuditPage = lazy(() => import('./audit-page').then((m) => ({ default: m.AuditPage })));

const loading = (screen: ReactNode) => <Suspense fallback={<Spinner />}>{screen}</Suspense>;

/** The account team's back-office routes: sign-in, invitations, messages, staff and the audit log. */
export const operatorRoutes = [
  <Route key="login" path="/operator/login" element={loading(<StaffSignInPage />)} />,
  <Route key="invite" path="/operator/invite" element={loading(<AcceptInvitePage />)} />,
  <Route
    key="messages"
    path="/operator/messages"
    element={<RequireStaff>{loading(<MessagesPage />)}</RequireStaff>}
  />,
  <Route
    key="staff"
    path="/operator/staff"
    element={<RequireStaff role="owner">{loading(<StaffPage />)}</RequireStaff>}
  />,
  <Route
    key="audit"
    path="/operator/audit"
    element={<RequireStaff role="owner">{loading(<AuditPage />)}</RequireStaff>}
  />,
];

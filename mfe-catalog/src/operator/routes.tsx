import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from '@trippy/federation';
import { Route } from '@trippy/router';
import { RequireStaff, Spinner } from '@trippy/ui';

// Back-office screens load on their own: a visitor of the public site never downloads them.
const PackagesListPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "catalog-operator-packages" */ './packages-list-page').then((m) => ({
      default: m.PackagesListPage,
    })),
  'catalog-operator-packages',
);
const NewPackagePage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "catalog-operator-editor" */ './package-editor-page').then((m) => ({
      default: m.NewPackagePage,
    })),
  'catalog-operator-editor',
);
const EditPackagePage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "catalog-operator-editor" */ './package-editor-page').then((m) => ({
      default: m.EditPackagePage,
    })),
  'catalog-operator-editor',
);

const staffOnly = (screen: ReactNode) => (
  <RequireStaff>
    <Suspense fallback={<Spinner />}>{screen}</Suspense>
  </RequireStaff>
);

/** The catalogue team's back-office routes: the package list, a new package, a package and its batches. */
export const operatorRoutes = [
  <Route key="packages" path="/operator/packages" element={staffOnly(<PackagesListPage />)} />,
  <Route key="new" path="/operator/packages/new" element={staffOnly(<NewPackagePage />)} />,
  <Route key="edit" path="/operator/packages/:id" element={staffOnly(<EditPackagePage />)} />,
];

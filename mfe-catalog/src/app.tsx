import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@trippy/router';
import { CATEGORY_PAGES } from './categories';
import { lazyWithRetry } from '@trippy/federation';
import { RegionRouter, Spinner } from '@trippy/ui';
import { operatorRoutes } from './operator';

// Each page is its own chunk: a package's page does not download the listing and its filters, nor the listing
// the package page's price panel and sections. Named (the same name twice, lazy-chunk-names.test.ts checks),
// so the page server preloads the rendered page's chunk and carries only its CSS.
const PackagesPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "catalog-packages" */ './pages/packages-page').then((m) => ({
      default: m.PackagesPage,
    })),
  'catalog-packages',
);
const PackageDetailPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "catalog-package" */ './pages/package-detail-page').then((m) => ({
      default: m.PackageDetailPage,
    })),
  'catalog-package',
);
const CategoryPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "catalog-category" */ './categories/category-page').then((m) => ({
      default: m.CategoryPage,
    })),
  'catalog-category',
);
// The spec's old package address only redirects; its reading of the booking state (and valibot) stays out of
// every catalogue page's start-up.
const LegacyPackageRedirect = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "catalog-legacy-redirect" */ './pages/legacy-package-redirect').then((m) => ({
      default: m.LegacyPackageRedirect,
    })),
  'catalog-legacy-redirect',
);
const DestinationsPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "catalog-destinations" */ './destinations').then((m) => ({
      default: m.DestinationsPage,
    })),
  'catalog-destinations',
);
const DestinationPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "catalog-destinations" */ './destinations').then((m) => ({
      default: m.DestinationPage,
    })),
  'catalog-destinations',
);

function Lazy({ page }: { page: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{page}</Suspense>;
}

/** Route matching is case-insensitive, so /Destination is served by the /destination route. */
export function App() {
  return (
    <RegionRouter>
      <Routes>
        <Route path="/packages" element={<Lazy page={<PackagesPage />} />} />
        <Route path="/packages/:slug" element={<Lazy page={<PackageDetailPage />} />} />
        <Route path="/package/:id" element={<Lazy page={<LegacyPackageRedirect />} />} />
        {CATEGORY_PAGES.map((config) => (
          <Route
            key={config.path}
            path={config.path}
            element={<Lazy page={<CategoryPage key={config.path} config={config} />} />}
          />
        ))}
        <Route path="/destination" element={<Lazy page={<DestinationsPage />} />} />
        <Route path="/destinations" element={<Lazy page={<DestinationsPage />} />} />
        <Route path="/destination/:slug" element={<Lazy page={<DestinationPage />} />} />
        {operatorRoutes}
        <Route path="*" element={null} />
      </Routes>
    </RegionRouter>
  );
}

import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from '@trippy/router';
import { readBookingResume } from '@trippy/contracts';
import { PackageDetailPage, PackagesPage } from './pages';
import { CATEGORY_PAGES, CategoryPage } from './categories';
import { lazyWithRetry } from '@trippy/federation';
import { RegionRouter, Spinner } from '@trippy/ui';
import { operatorRoutes } from './operator';

// The destination pages are their own chunk: the listing and package pages (most visits) do not download them.
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

/** /package/{id} (the spec's address) to the package's page, keeping the navigation state it was sent with. */
function LegacyPackageRedirect() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const resume = readBookingResume(state);
  const slug = resume?.packageData._id === id ? resume.packageData.slug : id;
  return <Navigate to={`/packages/${encodeURIComponent(slug)}`} replace state={state} />;
}

function Lazy({ page }: { page: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{page}</Suspense>;
}

/** Route matching is case-insensitive, so /Destination is served by the /destination route. */
export function App() {
  return (
    <RegionRouter>
      <Routes>
        <Route path="/packages" element={<PackagesPage />} />
        <Route path="/packages/:slug" element={<PackageDetailPage />} />
        <Route path="/package/:id" element={<LegacyPackageRedirect />} />
        {CATEGORY_PAGES.map((config) => (
          <Route
            key={config.path}
            path={config.path}
            element={<CategoryPage key={config.path} config={config} />}
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

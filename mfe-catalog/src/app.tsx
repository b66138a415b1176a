import { Navigate, Route, Routes, useParams } from '@trippy/router';
import { PackagesPage } from './pages/packages-page';
import { PackageDetailPage } from './pages/package-detail-page';
import { CATEGORY_PAGES } from './categories/category-pages';
import { CategoryPage } from './categories/category-page';
import { DestinationsPage } from './destinations/destinations-page';
import { DestinationPage } from './destinations/destination-page';
import { RegionRouter } from '@trippy/ui';
import { operatorRoutes } from './operator/routes';

function LegacyPackageRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/packages/${id}`} replace />;
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
        <Route path="/destination" element={<DestinationsPage />} />
        <Route path="/destinations" element={<DestinationsPage />} />
        <Route path="/destination/:slug" element={<DestinationPage />} />
        {operatorRoutes}
        <Route path="*" element={null} />
      </Routes>
    </RegionRouter>
  );
}

import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { ComingSoon } from '@trippy/ui';
import { PackagesPage } from './pages/packages-page';
import { PackageDetailPage } from './pages/package-detail-page';

/** Routes this remote owns whose screens arrive later: they show the Coming Soon page. */
const COMING_SOON = [
  '/destination',
  '/destinations',
  '/destination/:slug',
  '/treks',
  '/spiritual-trips',
  '/backpacking-trips',
  '/weekend-trips',
  '/family-holidays',
  '/trippy-girls-only-trips',
  '/corporate-trippy-space',
  '/adventure',
  '/adventure/activities',
];

function LegacyPackageRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/packages/${id}`} replace />;
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/packages" element={<PackagesPage />} />
        <Route path="/packages/:slug" element={<PackageDetailPage />} />
        <Route path="/package/:id" element={<LegacyPackageRedirect />} />
        {COMING_SOON.map((path) => (
          <Route key={path} path={path} element={<ComingSoon />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}

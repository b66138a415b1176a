import { Suspense } from 'react';
import { Route, Routes } from '@trippy/router';
import { RegionRouter, RequireStaff, Spinner } from '@trippy/ui';
import { DOC_PATHS } from './pages';
import {
  BlogListPage,
  BlogPostPage,
  CharDhamPage,
  ContactPage,
  DocRoute,
  HomePage,
  LeadDetailPage,
  LeadsPage,
} from './lazy-pages';

export function App() {
  return (
    <RegionRouter>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/char-dham" element={<CharDhamPage />} />
          <Route path="/contact" element={<ContactPage />} />
          {DOC_PATHS.map((path) => (
            <Route key={path} path={path} element={<DocRoute />} />
          ))}
          <Route path="/blogs" element={<BlogListPage />} />
          <Route path="/blogs/:id" element={<BlogPostPage />} />
          <Route
            path="/operator/leads"
            element={
              <RequireStaff>
                <LeadsPage />
              </RequireStaff>
            }
          />
          <Route
            path="/operator/leads/:id"
            element={
              <RequireStaff>
                <LeadDetailPage />
              </RequireStaff>
            }
          />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </RegionRouter>
  );
}

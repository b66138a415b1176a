import { Navigate, useLocation, useParams } from '@trippy/router';
import { readBookingResume } from '@trippy/contracts';

/** /package/{id} (the spec's address) to the package's page, keeping the navigation state it was sent with. */
export function LegacyPackageRedirect() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const resume = readBookingResume(state);
  const slug = resume?.packageData._id === id ? resume.packageData.slug : id;
  return <Navigate to={`/packages/${encodeURIComponent(slug)}`} replace state={state} />;
}

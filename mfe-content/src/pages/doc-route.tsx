import { useLocation } from '@trippy/router';
import { DocPage } from './doc-page';
import { useDoc } from './doc-texts';

/** The company or policy page of the current path. */
export function DocRoute() {
  const { pathname } = useLocation();
  const doc = useDoc(pathname.toLowerCase().replace(/\/+$/, ''));
  return doc ? <DocPage doc={doc} /> : null;
}

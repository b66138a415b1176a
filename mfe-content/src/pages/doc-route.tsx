import { useLocation } from '@trippy/router';
import { DOCS } from './doc-content';
import { DocPage } from './doc-page';

/** The company or policy page of the current path. */
export function DocRoute() {
  const { pathname } = useLocation();
  const doc = DOCS[pathname.toLowerCase().replace(/\/+$/, '')];
  return doc ? <DocPage doc={doc} /> : null;
}

import { DOCS } from '../pages/doc-content';
import { DOC_PATHS } from '../pages/doc-paths';

test('every content page has a route and every route has a content page', () => {
  expect([...DOC_PATHS].sort()).toEqual(Object.keys(DOCS).sort());
});

import { createTranslate, defineCatalog, useTranslation } from '@trippy/i18n';

/**
 * The catalogue's Hindi words (listing, category and destination pages, the package page, search, waitlist,
 * Char Dham carousel), keyed by the English text; Hindi pages fetch them as the `catalog-messages-hi` chunk.
 * Package names and descriptions are the API's data, not here. The back office (src/operator) stays English.
 */
export const catalogMessages = defineCatalog(
  'catalog-messages-hi',
  () => import(/* webpackChunkName: "catalog-messages-hi" */ './hi'),
);

export const useCatalogText = () => useTranslation(catalogMessages);

/** `t` of English pages: the default of helpers that take the page's `t` (their English callers pass none). */
export const englishText = createTranslate(null, 'en');

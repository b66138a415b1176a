import { defineCatalog, useTranslation } from '@trippy/i18n';

/**
 * The content remote's Hindi UI words (home, lead forms, company pages, blog and Char Dham chrome), keyed by the
 * English text; Hindi pages fetch them as the `content-messages-hi` chunk. The pages' long copy is data, not here.
 */
export const contentMessages = defineCatalog(
  'content-messages-hi',
  () => import(/* webpackChunkName: "content-messages-hi" */ './hi'),
);

export const useContentText = () => useTranslation(contentMessages);

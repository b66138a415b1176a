import { defineCatalog, useTranslation } from '@trippy/i18n';

/** The customer screens' Hindi messages, keyed by the English text: Hindi pages fetch them as `account-messages-hi`. */
export const accountMessages = defineCatalog(
  'account-messages-hi',
  () => import(/* webpackChunkName: "account-messages-hi" */ './hi'),
);

export const useAccountText = () => useTranslation(accountMessages);

import { defineCatalog, useTranslation } from '@trippy/i18n';

/** The shell's Hindi messages, keyed by the English text: Hindi pages fetch them as the `shell-messages-hi` chunk. */
export const shellMessages = defineCatalog(
  'shell-messages-hi',
  () => import(/* webpackChunkName: "shell-messages-hi" */ './hi'),
);

export const useShellText = () => useTranslation(shellMessages);

import { defineCatalog, useTranslation } from '@trippy/i18n';
import { en } from './en';

/** The shell's messages; Hindi pages fetch theirs as the `shell-messages-hi` chunk. */
export const shellMessages = defineCatalog(
  'shell-messages-hi',
  en,
  () => import(/* webpackChunkName: "shell-messages-hi" */ './hi'),
);

export const useShellText = () => useTranslation(shellMessages);
export type ShellMessageKey = keyof typeof en;

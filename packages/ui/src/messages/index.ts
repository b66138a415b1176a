import { defineCatalog, useTranslation, useTranslationNow } from '@trippy/i18n';

/**
 * The shared components' Hindi messages (bundled into each container that uses them, as the components are),
 * keyed by the English text; Hindi pages that the browser renders alone fetch them as `ui-messages-hi`.
 */
export const uiMessages = defineCatalog(
  'ui-messages-hi',
  () => import(/* webpackChunkName: "ui-messages-hi" */ './hi'),
);

export const useUiText = () => useTranslation(uiMessages);

/** The same for loading states (spinners): English until the messages are here, never waiting for them. */
export const useUiTextNow = () => useTranslationNow(uiMessages);

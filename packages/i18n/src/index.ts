// The site's two languages (English, Hindi at /hi/): each container's Hindi messages in a chunk of its own,
// keyed by the English text, and the page's language from @trippy/federation's one shared page state. Chosen
// over an i18n library by measured bytes: see the README's "Languages" section.
export { defineCatalog, type Catalog, type HindiMessages, type PluralForms } from './catalog';
export { createTranslate, type Translate, type MessageValues } from './translator';
/** Marks an English text translated where it is shown (`t(item.label)`), so the catalogue test finds it. */
export { msg } from '@trippy/domain/src/message';
export { useTranslation, useTranslationNow, type Translation } from './use-translation';

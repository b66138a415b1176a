// The site's two languages (English, Hindi at /hi/): each container's Hindi messages in a chunk of its own,
// keyed by the English text, and the page's language from @trippy/federation's one shared page state. Chosen
// over an i18n library by measured bytes: see the README's "Languages" section.
export { defineCatalog, type Catalog, type HindiMessages, type PluralForms } from './catalog';
export { createTranslate, msg, type Translate, type MessageValues } from './translator';
export { useTranslation, type Translation } from './use-translation';

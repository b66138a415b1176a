// The site's two languages (English, Hindi at /hi/): each remote's messages in its own catalog, the page's
// language from @trippy/federation's one shared page state. Chosen over an i18n library by measured bytes:
// see the README's "Languages" section.
export {
  defineCatalog,
  type Catalog,
  type Messages,
  type Translation as CatalogTranslation,
} from './catalog';
export { createTranslate, type Translate, type MessageValues } from './translator';
export { useTranslation, type Translation } from './use-translation';

// The shell's Node build: the page renderer the page server loads (see api/src/ssr). It is a Module
// Federation host like the browser shell, and loads each remote's Node build through its manifest.
export {
  setup,
  renderPage,
  warm,
  type ServerSetup,
  type PageRequest,
  type RenderedPage,
} from './render-page';
export { sitemapEntries, type SitemapEntry } from './sitemap';

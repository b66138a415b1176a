// The shell's Node build: the page renderer the page server loads (see packages/page-server). It is a Module
// Federation host like the browser shell, and loads each remote's Node build through its manifest. What it
// takes and returns is a contract (@trippy/contracts, page-render.ts).
export { setup, renderPage, warm } from './render-page';
export { sitemapEntries } from './sitemap';
export { pageQueryRules } from './page-queries';

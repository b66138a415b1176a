import { localeOfPath, pathInLocale } from '@trippy/contracts/src/locale';
import { useEffect } from 'react';
import { usePageRender } from './page-render';

export interface JsonLd {
  '@context'?: string;
  '@type': string;
  [key: string]: unknown;
}

/** The head of a page; a remote sets what it knows (a package's name, price, picture). */
export interface PageHead {
  title?: string;
  description?: string;
  /** Path or absolute URL of the page's canonical address. */
  canonical?: string;
  robots?: string;
  /** Open Graph type: website, article or product. */
  type?: string;
  image?: { url: string; width: number; height: number; alt?: string };
  jsonLd?: JsonLd[];
}

const overrides = new Map<string, PageHead>();
let routeDefaults: (pathname: string) => PageHead = () => ({});

function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  return tag;
}

function canonicalLink(): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  return link;
}

/** Writes the head of the current path: the route's defaults with what the page's remote added. */
function applyHead(): void {
  const pathname = window.location.pathname;
  const head = { ...routeDefaults(pathname), ...overrides.get(pathname) };
  if (head.title) document.title = head.title;
  if (head.description) {
    metaTag('name', 'description').content = head.description;
    metaTag('property', 'og:description').content = head.description;
  }
  if (head.title) metaTag('property', 'og:title').content = head.title;
  if (head.robots) metaTag('name', 'robots').content = head.robots;
  // A remote names its canonical as a site path: the page's language prefixes it.
  const path = head.canonical?.startsWith('/')
    ? pathInLocale(head.canonical, localeOfPath(pathname))
    : head.canonical;
  const canonical = new URL(path ?? pathname, window.location.origin).href;
  canonicalLink().href = canonical;
  metaTag('property', 'og:url').content = canonical;
}

/** The shell gives the route table's head; called again on every navigation. */
export function setRouteHead(defaults: (pathname: string) => PageHead): void {
  routeDefaults = defaults;
  applyHead();
}

/**
 * A page states its head: on the server it goes into the HTML; in the browser it is written into
 * `document.head` after render (titles of client-side navigations).
 */
export function useHead(head: PageHead | null): void {
  const render = usePageRender();
  if (render && head) render.head = { ...render.head, ...head };
  const key = head ? JSON.stringify(head) : '';
  useEffect(() => {
    if (!key) return undefined;
    const pathname = window.location.pathname;
    overrides.set(pathname, JSON.parse(key) as PageHead);
    applyHead();
    return () => {
      overrides.delete(pathname);
    };
  }, [key]);
}

/** The HTTP status of the page (404 for an unknown package); only the server uses it. */
export function useResponseStatus(status: number): void {
  const render = usePageRender();
  if (render) render.status = status;
}

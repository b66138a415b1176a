import {
  PAGE_DATA_ELEMENT_ID,
  REMOTE_ENTRIES_ELEMENT_ID,
  scriptJson,
  type RenderedPage,
} from '@trippy/contracts';
import type { PageAssets } from './page-assets';
import { afterPaintLoaderCode } from './after-paint-loader';

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Replaces the first match of a fixed tag of our own build output; the template is not user input. */
function replaceOnce(html: string, pattern: RegExp | string, replacement: string): string {
  return html.replace(pattern, () => replacement);
}

/** The shell's main script as its build writes it in index.html, and its address. */
const MAIN_SCRIPT = /<script defer(?:="defer")? src="([^"<>]{1,200})"><\/script>/;

/** The shell's index.html is about 2 KB; a longer one is not matched at all (the browser renders the page). */
const MAX_TEMPLATE_CHARS = 100_000;

/** The inline styles of the shell's index.html (our build output: no `<` inside). */
const TEMPLATE_STYLE = /<style>([^<]{0,20000})<\/style>/g;

/** The shell's own stylesheet as its build links it in index.html. */
const SHELL_STYLESHEET = /<link href="\/main\.css" rel="stylesheet"\/?>/;

/**
 * The image preloads React writes at the start of a rendered fragment (an eager image with fetchPriority
 * high): a fragment rendered apart from the document cannot hoist them into the head itself. Anchored and
 * bounded, and a tag ends at its first `>`: it reads at most 16 tags of 2,000 characters, however long the
 * region, without backtracking into an earlier tag.
 */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^<>]{0,2000}\/>){1,16}/;

/** The region's leading image preloads, to go in the head before the scripts, and the rest of its markup. */
export function splitImagePreloads(regionHtml: string): { preloads: string; markup: string } {
  const preloads = LEADING_IMAGE_PRELOADS.exec(regionHtml)?.[0] ?? '';
  return { preloads, markup: regionHtml.slice(preloads.length) };
}

const countOf = (text: string, part: string): number => text.split(part).length - 1;

/** The slots of the shell's index.html the layout renders into. */
const LAYOUT_SLOT_IDS = ['app-header', 'shell-page', 'app-footer', 'app-overlays'];

/** The meta element the page's own code reads the nonce from (shell/src/csp/nonce-shim.ts). */
const nonceMeta = (nonce: string) => `<meta property="csp-nonce" content="" nonce="${nonce}" />`;

/** A composed page, cut where its per-response part begins. */
export interface ComposedPage {
  /**
   * Everything before the nonce: the same for every response of a kept render, so it can be kept compressed.
   * No element in it carries the nonce: its inline styles and its loader script are allowed by hash, its
   * other scripts are data.
   */
  fixed: string;
  /** The rest: the meta element with the nonce, then the template's end. */
  end: string;
  /** The text of every inline `<style>` of `fixed`, for the policy's hashes. */
  inlineStyles: string[];
  /** The text of every inline script of `fixed` that runs (the loader), for the policy's hashes. */
  inlineScripts: string[];
}

/**
 * The shell's index.html (as built, without nonces) with a server render put in: the head tags, the
 * stylesheets of the remotes that rendered, the layout slots and the route's region marked for hydration,
 * the data the page was rendered with and the loader of its scripts. The nonce goes only into the page's end
 * (see ComposedPage).
 */
export function composePage(
  template: string,
  page: RenderedPage,
  { assets, nonce }: { assets: PageAssets; nonce: string },
): ComposedPage {
  if (template.length > MAX_TEMPLATE_CHARS)
    throw new Error(`The shell's index.html is longer than ${MAX_TEMPLATE_CHARS} characters`);
  const bodyEnd = template.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error("The shell's index.html has no </body>");
  let html = template.slice(0, bodyEnd);
  const inlineStyles = [...html.matchAll(TEMPLATE_STYLE)].map((match) => match[1] ?? '');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, '');
  html = replaceOnce(html, /<meta name="description"[^>]*>/, '');
  html = replaceOnce(html, /<meta name="robots"[^>]*>/, '');
  // The scripts start after the first paint (after-paint-loader.ts), all at once: the main script is taken
  // out of the template and the loader goes in at the end of the body.
  const mainScript = MAIN_SCRIPT.exec(html);
  if (!mainScript?.[1]) throw new Error("The shell's index.html has no main script to load after the paint");
  // Only the main script is placed and only plain styles are hashed: anything else would be blocked by the
  // policy, so a template with more is refused (the page then renders in the browser) rather than sent broken.
  if (countOf(template, '<style') !== inlineStyles.length || countOf(template, '<script') !== 1)
    throw new Error("The shell's index.html has a script or style the page server cannot allow");
  html = replaceOnce(html, MAIN_SCRIPT, '');
  const loader = afterPaintLoaderCode(assets.preloadScripts, mainScript[1]);
  // Stylesheets carried inline keep first paint from waiting on a request per file (many on a slow network).
  const styles = assets.stylesheets
    .map(({ href, inline }) => {
      if (!inline) return `<link rel="stylesheet" href="${escapeAttribute(href)}"/>`;
      inlineStyles.push(inline.css);
      return `<style data-href="${escapeAttribute(inline.absoluteHref)}">${inline.css}</style>`;
    })
    .join('');
  if (assets.shellCss !== undefined) {
    inlineStyles.push(assets.shellCss);
    html = replaceOnce(html, SHELL_STYLESHEET, `<style>${assets.shellCss}</style>`);
  }
  // The route's largest image (a card, the gallery) requested before the scripts: it is what paints last.
  const region = page.region ? splitImagePreloads(page.region.html) : undefined;
  html = replaceOnce(html, /<\/head>/, `${page.head}${region?.preloads ?? ''}${styles}</head>`);
  const flags = [...page.rootFlags, ...(page.region ? ['data-server-rendered'] : [])];
  if (flags.length > 0) html = replaceOnce(html, /<html\b/, `<html ${flags.join(' ')}`);
  const lang = page.lang;
  if (lang)
    html = html.replace(/(<html\b[^>]{0,500}?\slang=")[^"]{0,32}"/, (_, start: string) => `${start}${lang}"`);
  // Everything matched in the template is placed before any rendered markup goes in. The data elements are
  // not run (type application/json), so the policy needs no nonce for them.
  const entries = `<script type="application/json" id="${REMOTE_ENTRIES_ELEMENT_ID}">${scriptJson(assets.entries)}</script>`;
  html += `${entries}<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${page.data}</script><script>${loader}</script>`;
  const fill = (id: string, inner: string) =>
    replaceOnce(html, `<div id="${id}"></div>`, `<div id="${id}" data-ssr>${inner}</div>`);
  for (const id of LAYOUT_SLOT_IDS) {
    const slotHtml = page.slots[id];
    if (slotHtml !== undefined) html = fill(id, slotHtml);
  }
  if (page.region && region) html = fill(`mfe-${page.region.remote}`, region.markup);
  return {
    fixed: html,
    end: `${nonceMeta(nonce)}${template.slice(bodyEnd)}`,
    inlineStyles,
    inlineScripts: [loader],
  };
}

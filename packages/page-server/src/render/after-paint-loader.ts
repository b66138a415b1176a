import { startScriptsAfterPaint } from './after-paint-script';
import { scriptJson } from '@trippy/contracts';

/**
 * How long a visible page waits for its first paint before loading its scripts anyway (a browser that reports
 * no paint).
 */
const PAINT_WAIT_MS = 2000;

/**
 * The text of the inline script of a server-rendered page that starts its scripts once the page has painted
 * (after-paint-script.ts, a typed and linted function made into the script's text):
 * the preloads of the route's chunks and remote entries (all at once, no waterfall) and the shell's main
 * script. Nothing a server-rendered page shows needs them to paint, and on a slow link scripts requested with
 * the HTML share the link with the page's images (and Lighthouse counts every request started before the
 * largest paint into it). A hidden page (a tab opened in the background) does not paint: it loads them as
 * soon as the document is parsed.
 *
 * The script is allowed by its hash and carries no nonce, so it stays in the part of a kept page that is
 * compressed once. The elements it adds get the response's nonce from `<meta property="csp-nonce">`, the last
 * element of the page: they are added once the document is parsed, when that element is there.
 */
export function afterPaintLoaderCode(preloadScripts: readonly string[], mainScript: string): string {
  return `(${startScriptsAfterPaint.toString()})(${scriptJson(preloadScripts)},${scriptJson(mainScript)},${PAINT_WAIT_MS});`;
}

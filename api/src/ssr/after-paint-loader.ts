import { scriptJson } from './script-json';

/**
 * How long a visible page waits for its first paint before loading its scripts anyway (a browser that reports
 * no paint).
 */
const PAINT_WAIT_MS = 2000;

/**
 * The code of the inline script of a server-rendered page that starts its scripts once the page has painted:
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
  return `(function(){var started=false;
var preloads=${scriptJson(preloadScripts)},main=${scriptJson(mainScript)};
function start(){if(started)return;
if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',start);return;}
started=true;var meta=document.querySelector('meta[property="csp-nonce"]'),nonce=meta&&meta.nonce;
function add(element){if(nonce)element.nonce=nonce;document.head.appendChild(element);}
preloads.forEach(function(href){var link=document.createElement('link');link.rel='preload';link.as='script';link.href=href;link.setAttribute('fetchpriority','low');add(link);});
var script=document.createElement('script');script.src=main;add(script);}
if(document.visibilityState!=='visible'||!window.PerformanceObserver){start();return;}
try{new PerformanceObserver(function(list,observer){observer.disconnect();start();}).observe({type:'paint',buffered:true});}catch(error){start();return;}
setTimeout(start,${PAINT_WAIT_MS});})();`;
}

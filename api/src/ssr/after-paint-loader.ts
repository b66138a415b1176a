import { scriptJson } from './script-json';

/**
 * How long a visible page waits for its first paint before loading its scripts anyway (a browser that reports
 * no paint).
 */
const PAINT_WAIT_MS = 2000;

/**
 * The inline script of a server-rendered page that starts its scripts once the page has painted: the preloads
 * of the route's chunks and remote entries (all at once, no waterfall) and the shell's main script. Nothing a
 * server-rendered page shows needs them to paint, and on a slow link scripts requested with the HTML share
 * the link with the page's images (and Lighthouse counts every request started before the largest paint
 * into it). A hidden page (a tab opened in the background) does not paint: it loads them at once. The
 * nonce is the script's own (`document.currentScript.nonce`), so a kept page carries no nonce in its code.
 */
export function afterPaintLoader(
  preloadScripts: readonly string[],
  mainScript: string,
  nonce: string,
): string {
  return `<script nonce="${nonce}">(function(){var me=document.currentScript,nonce=me&&me.nonce,started=false;
var preloads=${scriptJson(preloadScripts)},main=${scriptJson(mainScript)};
function add(element){if(nonce)element.nonce=nonce;document.head.appendChild(element);}
function start(){if(started)return;started=true;
preloads.forEach(function(href){var link=document.createElement('link');link.rel='preload';link.as='script';link.href=href;link.setAttribute('fetchpriority','low');add(link);});
var script=document.createElement('script');script.src=main;add(script);}
if(document.visibilityState!=='visible'||!window.PerformanceObserver){start();return;}
try{new PerformanceObserver(function(list,observer){observer.disconnect();start();}).observe({type:'paint',buffered:true});}catch(error){start();return;}
setTimeout(start,${PAINT_WAIT_MS});})();</script>`;
}

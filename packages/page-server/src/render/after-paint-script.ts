// The few browser objects the script uses, typed here: the API is compiled without the DOM's types.
interface AddedElement {
  nonce: string;
}
interface LinkElement extends AddedElement {
  rel: string;
  as: string;
  href: string;
  setAttribute(name: string, value: string): void;
}
interface ScriptElement extends AddedElement {
  src: string;
}
declare const document: {
  readyState: string;
  visibilityState: string;
  addEventListener(type: 'DOMContentLoaded', listener: () => void): void;
  querySelector(selector: string): { nonce?: string } | null;
  createElement(tag: 'link'): LinkElement;
  createElement(tag: 'script'): ScriptElement;
  head: { appendChild(element: AddedElement): void };
};
declare const window: object;
declare class PerformanceObserver {
  constructor(callback: (list: unknown, observer: PerformanceObserver) => void);
  observe(options: { type: 'paint'; buffered: boolean }): void;
  disconnect(): void;
}

/**
 * Runs in the browser as the inline script of a server-rendered page (after-paint-loader.ts turns it into the
 * script's text with `toString`): so it is self-contained, with no imports and nothing from around it.
 *
 * Once the page has painted it adds the preloads of the route's chunks and remote entries (all at once, no
 * waterfall) and the shell's main script, each with the response's nonce from `<meta property="csp-nonce">`
 * (the page's last element: there once the document is parsed). A hidden page (a tab opened in the
 * background) does not paint: it starts as soon as the document is parsed; a browser that reports no paint
 * starts after `paintWaitMs`.
 */
export function startScriptsAfterPaint(preloads: readonly string[], main: string, paintWaitMs: number): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start);
      return;
    }
    started = true;
    const nonce = document.querySelector('meta[property="csp-nonce"]')?.nonce;
    const add = (element: AddedElement): void => {
      if (nonce) element.nonce = nonce;
      document.head.appendChild(element);
    };
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      link.setAttribute('fetchpriority', 'low');
      add(link);
    }
    const script = document.createElement('script');
    script.src = main;
    add(script);
  };
  if (document.visibilityState !== 'visible' || !('PerformanceObserver' in window)) {
    start();
    return;
  }
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
    return;
  }
  setTimeout(start, paintWaitMs);
}

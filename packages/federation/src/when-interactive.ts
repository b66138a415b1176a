// When code that only an interaction needs may load: at the visitor's first interaction with the page, or when
// the browser is idle a while after the page has loaded, whichever comes first.

// Not focus: the page's own code moves focus (a dialog opening), and a keyboard user's Tab is a keydown first.
// popstate: the address changed (back or forward, or a page's own push or replace, which single-spa announces
// as popstate). A router's change of location is a transition, and a transition that reaches a deferred
// widget's server markup waits until that widget has hydrated: a filter of /packages, set without a pointer or
// a key, would otherwise wait for the idle moment.
const INTERACTIONS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'wheel', 'scroll', 'popstate'];
/** After the load event: long enough to stay out of the page's own start-up work. */
const IDLE_AFTER_LOAD_MS = 5_000;

let interaction: Promise<void> | null = null;

/** Calls back when the browser is idle `delayMs` after the page's load event. */
export function idleAfterLoad(callback: () => void, delayMs = IDLE_AFTER_LOAD_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const later = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(callback, { timeout: 2_000 });
      else callback();
    }, delayMs);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** Resolves at the page's first interaction or idle moment after load (one promise for the whole page). */
export function whenInteractive(): Promise<void> {
  interaction ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
    idleAfterLoad(done);
  });
  return interaction;
}

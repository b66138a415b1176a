// When code that only an interaction needs may load: at the visitor's first interaction with the page, or when
// the browser is idle a while after the page has loaded, whichever comes first.

const INTERACTIONS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
/** After the load event: long enough to stay out of the page's own start-up work. */
const IDLE_AFTER_LOAD_MS = 3_000;

let interaction: Promise<void> | null = null;

function afterLoad(callback: () => void): void {
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2_000 });
      else callback();
    }, IDLE_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Resolves at the page's first interaction or idle moment after load (one promise for the whole page). */
export function whenInteractive(): Promise<void> {
  interaction ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
    afterLoad(done);
  });
  return interaction;
}

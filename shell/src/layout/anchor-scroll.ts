/** In-page anchor links scroll smoothly and stop 80 px above their target, clear of the fixed header. */
export const ANCHOR_OFFSET = 80;

export function installAnchorScroll(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.pathname !== window.location.pathname || url.origin !== window.location.origin || !url.hash)
      return;
    const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (!target) return;
    event.preventDefault();
    const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET;
    window.scrollTo({ top, behavior: 'smooth' });
    window.history.replaceState(window.history.state, '', url.hash);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

import { useEffect, useState } from 'react';
import { headerAppearance, type HeaderAppearance } from './header-appearance';

const HERO_SELECTOR = 'main [data-hero]';

/**
 * Watches the page for a hero section (any remote marks it with `data-hero`) and whether it is still under
 * the header, and the scroll position for pages without one.
 */
export function useHeaderAppearance(
  pathname: string,
  heroExpected: boolean,
): {
  appearance: HeaderAppearance;
  heroPresent: boolean;
} {
  const [hero, setHero] = useState<Element | null>(null);
  // Until the page has been looked at (the server, and hydration), the route table says whether it has a hero.
  const [looked, setLooked] = useState(false);
  const [heroInView, setHeroInView] = useState(true);
  const [scrollY, setScrollY] = useState(0);

  useEffect(() => {
    const main = document.getElementById('app-main');
    const find = () => {
      setHero(document.querySelector(HERO_SELECTOR));
      setLooked(true);
    };
    find();
    if (!main) return undefined;
    const observer = new MutationObserver(find);
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);

  useEffect(() => {
    if (!hero) return undefined;
    setHeroInView(true);
    const header =
      getComputedStyle(document.documentElement).getPropertyValue('--header-height').trim() || '68px';
    const observer = new IntersectionObserver(([entry]) => setHeroInView(entry?.isIntersecting ?? false), {
      rootMargin: `-${header} 0px 0px 0px`,
    });
    observer.observe(hero);
    return () => observer.disconnect();
  }, [hero]);

  useEffect(() => {
    const onScroll = () => setScrollY(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const heroPresent = looked ? hero !== null : heroExpected;
  return { appearance: headerAppearance({ heroPresent, heroInView, scrollY }), heroPresent };
}

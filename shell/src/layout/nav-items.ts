import { msg } from '@trippy/i18n';

/** A link of the site's navigation: its site path (NavLink adds the page's language) and its English label. */
export interface NavItem {
  href: string;
  label: string;
}

/** The spec's navigation: three top-bar links, the More menu, and the Hot Deal. */
export const TOP_LINKS: readonly NavItem[] = [
  { href: '/backpacking-trips', label: msg('Backpacking') },
  { href: '/treks', label: msg('Treks') },
  { href: '/spiritual-trips', label: msg('Spiritual Trips') },
];

export const MORE_LINKS: readonly NavItem[] = [
  { href: '/destination', label: msg('Destinations') },
  { href: '/char-dham', label: msg('Char Dham Yatra') },
  { href: '/trippy-girls-only-trips', label: msg('Girls Only Trips') },
  { href: '/blogs', label: msg('Blogs') },
  { href: '/work-with-us', label: msg('Work With Us') },
  { href: '/corporate-trippy-space', label: msg('Corporate Trips') },
  { href: '/about', label: msg('About Us') },
  { href: '/contact', label: msg('Contact Us') },
];

export const HOT_DEAL: NavItem = { href: '/packages/valley-of-flowers-trek', label: msg('Hot Deal') };

import type { ShellMessageKey } from '../messages';

/** A link of the site's navigation: its site path (NavLink adds the page's language) and its label's key. */
export interface NavItem {
  href: string;
  label: ShellMessageKey;
}

/** The spec's navigation: three top-bar links, the More menu, and the Hot Deal. */
export const TOP_LINKS: readonly NavItem[] = [
  { href: '/backpacking-trips', label: 'backpacking' },
  { href: '/treks', label: 'treks' },
  { href: '/spiritual-trips', label: 'spiritualTrips' },
];

export const MORE_LINKS: readonly NavItem[] = [
  { href: '/destination', label: 'destinations' },
  { href: '/char-dham', label: 'charDham' },
  { href: '/trippy-girls-only-trips', label: 'girlsOnly' },
  { href: '/blogs', label: 'blogs' },
  { href: '/work-with-us', label: 'workWithUs' },
  { href: '/corporate-trippy-space', label: 'corporateTrips' },
  { href: '/about', label: 'aboutUs' },
  { href: '/contact', label: 'contactUs' },
];

export const HOT_DEAL: NavItem = { href: '/packages/valley-of-flowers-trek', label: 'hotDeal' };

/** The spec's navigation: three top-bar links, the More menu, and the Hot Deal. */
export const TOP_LINKS = [
  { href: '/backpacking-trips', label: 'Backpacking' },
  { href: '/treks', label: 'Treks' },
  { href: '/spiritual-trips', label: 'Spiritual Trips' },
] as const;

export const MORE_LINKS = [
  { href: '/destination', label: 'Destinations' },
  { href: '/char-dham', label: 'Char Dham Yatra' },
  { href: '/trippy-girls-only-trips', label: 'Girls Only Trips' },
  { href: '/blogs', label: 'Blogs' },
  { href: '/work-with-us', label: 'Work With Us' },
  { href: '/corporate-trippy-space', label: 'Corporate Trips' },
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact Us' },
] as const;

export const HOT_DEAL = { href: '/packages/valley-of-flowers-trek', label: 'Hot Deal' } as const;

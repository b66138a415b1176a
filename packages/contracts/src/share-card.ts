/** Share cards: the raster picture (og:image) a link to a public page shows on WhatsApp, Facebook or X. */
export const SHARE_CARD = { width: 1200, height: 630, contentType: 'image/jpeg' } as const;

/** Longest page path a share card is made for. */
export const SHARE_CARD_PATH_MAX = 200;

/**
 * The share card of a public page, by the page's path: `/` → `/api/share-cards/index.jpg`,
 * `/packages/kedarnath-yatra` → `/api/share-cards/packages/kedarnath-yatra.jpg`. The API decides what the
 * card says from the path alone (a package's name, duration and price; a category's or destination's name;
 * the site pages' own words below), so no link can make a card say something else.
 */
export const shareCardPath = (pagePath: string): string => {
  let end = pagePath.length;
  while (end > 0 && pagePath[end - 1] === '/') end -= 1;
  const path = pagePath.slice(0, end).toLowerCase();
  return `/api/share-cards${path === '' ? '/index' : path}.jpg`;
};

/** What the cards of the site's own pages say (other pages without their own card get the home page's). */
export const SHARE_PAGE_CARDS: Readonly<Record<string, { title: string; line: string }>> = {
  '/': { title: 'Trippy Himalaya', line: 'Char Dham Yatra, Kedarnath and Himalayan treks from Dehradun' },
  '/char-dham': {
    title: 'Char Dham Yatra',
    line: 'Yamunotri, Gangotri, Kedarnath and Badrinath: guided from Dehradun',
  },
  '/packages': { title: 'All tour packages', line: 'Pilgrimages, treks and trips with fixed departures' },
  '/destination': { title: 'Destinations', line: 'Trips across Uttarakhand and the Himalaya' },
  '/blogs': {
    title: 'Travel stories and guides',
    line: 'Char Dham, treks and the Himalaya, from our trip leaders',
  },
  '/about': { title: 'About Trippy Himalaya', line: '15+ years and 10000+ tours from Dehradun' },
  '/contact': { title: 'Talk to us', line: 'Rajpur Road, Dehradun · Mon-Sat, 9 AM to 6 PM IST' },
  '/adventure': { title: 'Adventure trips', line: 'Rafting, paragliding and camping in the Himalaya' },
};

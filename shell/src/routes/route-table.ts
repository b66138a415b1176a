import { LISTING_QUERY_PARAMS } from '@trippy/contracts';
import type { RemoteName } from '@trippy/federation';

export interface RouteDefinition {
  /** react-router path pattern; matching is case-insensitive, so /Destination matches /destination. */
  path: string;
  remote: RemoteName;
  /** The page opens with a full-bleed hero under the transparent header (no top padding for the header). */
  hero?: true;
  /** Rendered only in the browser (behind the login guard or a booking step) and kept out of search engines. */
  clientOnly?: true;
  /** Server-rendered but of no use in search results (sign-in forms): noindex, and not in the sitemap. */
  noindex?: true;
  /** Another address of a page (answered with a 301 by the server): not in the sitemap. */
  alias?: true;
  /** A back-office screen: the operator's header instead of the site's, no footer or floating controls. */
  operator?: true;
  /**
   * The query parameters the page depends on (a listing's filters): the page server keeps and renders a page
   * for its path and these only, so `?fbclid=` or `?utm_source=` cannot make it render again. None: the path.
   */
  query?: readonly string[];
}

/** The public site's routes and the remote that owns each. */
const SITE_ROUTES: readonly RouteDefinition[] = [
  {
    path: '/',
    hero: true,
    remote: 'content',
  },
  {
    path: '/about',
    remote: 'content',
  },
  {
    path: '/contact',
    remote: 'content',
  },
  {
    path: '/packages',
    query: LISTING_QUERY_PARAMS,
    remote: 'catalog',
  },
  {
    path: '/packages/:slug',
    remote: 'catalog',
  },
  {
    path: '/package/:id',
    remote: 'catalog',
  },
  {
    path: '/booking/:id',
    clientOnly: true,
    remote: 'booking',
  },
  {
    path: '/booking-confirmation',
    clientOnly: true,
    remote: 'booking',
  },
  {
    path: '/booking-success',
    clientOnly: true,
    remote: 'booking',
  },
  {
    path: '/login',
    noindex: true,
    remote: 'account',
  },
  {
    path: '/signup',
    noindex: true,
    remote: 'account',
  },
  {
    path: '/register',
    noindex: true,
    remote: 'account',
  },
  {
    path: '/set-password',
    clientOnly: true,
    noindex: true,
    remote: 'account',
  },
  {
    path: '/profile',
    clientOnly: true,
    remote: 'account',
  },
  {
    path: '/destination',
    hero: true,
    remote: 'catalog',
  },
  {
    path: '/destinations',
    alias: true,
    hero: true,
    remote: 'catalog',
  },
  {
    path: '/destination/:slug',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
  },
  {
    path: '/treks',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
  },
  {
    path: '/spiritual-trips',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
  },
  {
    path: '/backpacking-trips',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
  },
  {
    path: '/weekend-trips',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
  },
  {
    path: '/family-holidays',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
  },
  {
    path: '/trippy-girls-only-trips',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
  },
  {
    path: '/corporate-trippy-space',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
  },
  {
    path: '/adventure',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
  },
  {
    path: '/adventure/activities',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
  },
  {
    path: '/char-dham',
    hero: true,
    remote: 'content',
    // The content remote adds the year (from the temples' calendar it keeps) with useHead.
  },
  {
    path: '/privacy-policy',
    remote: 'content',
  },
  {
    path: '/terms-and-conditions',
    remote: 'content',
  },
  {
    path: '/cancellation-refund',
    remote: 'content',
  },
  {
    path: '/shipping-delivery',
    remote: 'content',
  },
  {
    path: '/blogs',
    remote: 'content',
  },
  {
    path: '/blogs/:id',
    remote: 'content',
  },
  {
    path: '/travel-coupon',
    remote: 'content',
  },
  {
    path: '/work-with-us',
    remote: 'content',
  },
];

const operatorRoute = (path: string, remote: RemoteName): RouteDefinition => ({
  path,
  remote,
  operator: true,
  clientOnly: true,
});

/** The operator's back office: each screen in the remote of the team that owns its data. */
export const OPERATOR_ROUTES: readonly RouteDefinition[] = [
  operatorRoute('/operator/login', 'account'),
  operatorRoute('/operator/invite', 'account'),
  operatorRoute('/operator', 'booking'),
  operatorRoute('/operator/bookings', 'booking'),
  operatorRoute('/operator/bookings/new', 'booking'),
  operatorRoute('/operator/bookings/:id', 'booking'),
  operatorRoute('/operator/departures', 'booking'),
  operatorRoute('/operator/departures/:id', 'booking'),
  operatorRoute('/operator/payments', 'booking'),
  operatorRoute('/operator/collections', 'booking'),
  operatorRoute('/operator/leads', 'content'),
  operatorRoute('/operator/leads/:id', 'content'),
  operatorRoute('/operator/packages', 'catalog'),
  operatorRoute('/operator/packages/new', 'catalog'),
  operatorRoute('/operator/packages/:id', 'catalog'),
  operatorRoute('/operator/messages', 'account'),
  operatorRoute('/operator/staff', 'account'),
  operatorRoute('/operator/audit', 'account'),
];

/** Every route and the remote that owns it (titles in route-texts.ts). Unknown paths render the shell's not-found page. */
export const ROUTES: readonly RouteDefinition[] = [...SITE_ROUTES, ...OPERATOR_ROUTES];

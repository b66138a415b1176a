import { LISTING_QUERY_PARAMS } from '@trippy/contracts';
import type { RemoteName } from '@trippy/federation';

export interface RouteDefinition {
  /** react-router path pattern; matching is case-insensitive, so /Destination matches /destination. */
  path: string;
  remote: RemoteName;
  title: string;
  description: string;
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

const SITE = 'Trippy Himalaya';
const t = (title: string) => `${title} | ${SITE}`;

/** The public site's routes and the remote that owns each. */
const SITE_ROUTES: readonly RouteDefinition[] = [
  {
    path: '/',
    hero: true,
    remote: 'content',
    title: `${SITE} | Char Dham Yatra, Kedarnath and Himalayan Treks from Dehradun`,
    description:
      'Guided Char Dham Yatra, Kedarnath, Valley of Flowers and Himalayan treks from Dehradun: fixed departures, honest prices, 15+ years and 10000+ successful tours.',
  },
  {
    path: '/about',
    remote: 'content',
    title: t('About Us'),
    description:
      'A Dehradun team running pilgrimages and Himalayan treks for 15+ years and 10000+ successful tours.',
  },
  {
    path: '/contact',
    remote: 'content',
    title: t('Contact Us'),
    description: 'Call, email or visit our Dehradun office (248001), Monday to Saturday, 9 AM to 6 PM IST.',
  },
  {
    path: '/packages',
    query: LISTING_QUERY_PARAMS,
    remote: 'catalog',
    title: t('All Tour Packages'),
    description:
      'Every Char Dham, trek, backpacking, weekend and family package with dates, prices and seats left.',
  },
  {
    path: '/packages/:slug',
    remote: 'catalog',
    title: t('Tour Package'),
    description: 'Itinerary, dates, seats left and prices of this guided trip from Dehradun.',
  },
  {
    path: '/package/:id',
    remote: 'catalog',
    title: t('Tour Package Details'),
    description: 'Itinerary, dates, seats left and prices of this guided trip from Dehradun.',
  },
  {
    path: '/booking/:id',
    clientOnly: true,
    remote: 'booking',
    title: t('Book Your Trip'),
    description: 'Choose your batch, seats and payment for this trip.',
  },
  {
    path: '/booking-confirmation',
    clientOnly: true,
    remote: 'booking',
    title: t('Confirm Your Booking'),
    description: 'Review your trip and enter traveller details.',
  },
  {
    path: '/booking-success',
    clientOnly: true,
    remote: 'booking',
    title: t('Booking Confirmed'),
    description: 'Your booking is confirmed.',
  },
  {
    path: '/login',
    noindex: true,
    remote: 'account',
    title: t('Login'),
    description: 'Log in to book trips and see your bookings.',
  },
  {
    path: '/signup',
    noindex: true,
    remote: 'account',
    title: t('Create Your Account'),
    description: 'Register to book Char Dham and trek packages.',
  },
  {
    path: '/register',
    noindex: true,
    remote: 'account',
    title: t('Register'),
    description: 'Register to book Char Dham and trek packages.',
  },
  {
    path: '/set-password',
    clientOnly: true,
    noindex: true,
    remote: 'account',
    title: t('Choose Your Password'),
    description: 'Choose the password of the account our office opened with your booking.',
  },
  {
    path: '/profile',
    clientOnly: true,
    remote: 'account',
    title: t('My Profile'),
    description: 'Your profile and bookings.',
  },
  {
    path: '/destination',
    hero: true,
    remote: 'catalog',
    title: t('Destinations'),
    description: 'Himalayan destinations in Uttarakhand and Himachal and the trips that go there.',
  },
  {
    path: '/destinations',
    alias: true,
    hero: true,
    remote: 'catalog',
    title: t('All Destinations'),
    description: 'Himalayan destinations in Uttarakhand and Himachal and the trips that go there.',
  },
  {
    path: '/destination/:slug',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
    title: t('Destination'),
    description: 'Trips to this Himalayan destination.',
  },
  {
    path: '/treks',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
    title: t('Trekking Packages'),
    description: 'Guided Himalayan treks: Valley of Flowers, Kedarkantha, Har Ki Dun, Roopkund and more.',
  },
  {
    path: '/spiritual-trips',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
    title: t('Spiritual Trips'),
    description: 'Pilgrimages and spiritual journeys in the Himalaya.',
  },
  {
    path: '/backpacking-trips',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
    title: t('Backpacking Trips'),
    description: 'Backpacking trips to Spiti, Kasol and the Himalaya.',
  },
  {
    path: '/weekend-trips',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
    title: t('Weekend Trips'),
    description: 'Short getaways from Delhi and Dehradun.',
  },
  {
    path: '/family-holidays',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
    title: t('Family Holidays'),
    description: 'Comfortable family holidays in the hills.',
  },
  {
    path: '/trippy-girls-only-trips',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
    title: t('Girls Only Trips'),
    description: 'Women-only trips led by women trip captains.',
  },
  {
    path: '/corporate-trippy-space',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
    title: t('Corporate Trips'),
    description: 'Corporate offsites and team trips in the Himalaya.',
  },
  {
    path: '/adventure',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
    title: t('Adventure Trips'),
    description: 'Rafting, paragliding and adventure trips.',
  },
  {
    path: '/adventure/activities',
    query: LISTING_QUERY_PARAMS,
    hero: true,
    remote: 'catalog',
    title: t('Adventure Activities'),
    description: 'Adventure activities: rafting, paragliding, camping and more.',
  },
  {
    path: '/char-dham',
    hero: true,
    remote: 'content',
    // The content remote adds the year (from the temples' calendar it keeps) with useHead.
    title: t('Char Dham Yatra'),
    description:
      'Char Dham Yatra: opening dates, route, packages, FAQs and how to reach Yamunotri, Gangotri, Kedarnath and Badrinath.',
  },
  {
    path: '/privacy-policy',
    remote: 'content',
    title: t('Privacy Policy'),
    description: 'How we collect and protect your data.',
  },
  {
    path: '/terms-and-conditions',
    remote: 'content',
    title: t('Terms and Conditions'),
    description: 'Terms of booking, effective July 15, 2024.',
  },
  {
    path: '/cancellation-refund',
    remote: 'content',
    title: t('Cancellation and Refund Policy'),
    description: 'Cancellation charges, refund tables and payment schedule.',
  },
  {
    path: '/shipping-delivery',
    remote: 'content',
    title: t('Shipping and Delivery'),
    description: 'How booking documents and vouchers are delivered.',
  },
  {
    path: '/blogs',
    remote: 'content',
    title: t('Travel Blog'),
    description: 'Stories and guides from the Himalaya.',
  },
  {
    path: '/blogs/:id',
    remote: 'content',
    title: t('Travel Blog Post'),
    description: 'Stories and guides from the Himalaya.',
  },
  {
    path: '/travel-coupon',
    remote: 'content',
    title: t('Travel Coupons'),
    description: 'Offers and travel coupons.',
  },
  {
    path: '/work-with-us',
    remote: 'content',
    title: t('Work With Us'),
    description: 'Join our trip captains and team.',
  },
];

const BACK_OFFICE = 'Back Office';
const operatorRoute = (path: string, remote: RemoteName, title: string): RouteDefinition => ({
  path,
  remote,
  operator: true,
  clientOnly: true,
  title: `${title} | ${BACK_OFFICE} | ${SITE}`,
  description: `${title} in the operator's back office.`,
});

/** The operator's back office: each screen in the remote of the team that owns its data. */
export const OPERATOR_ROUTES: readonly RouteDefinition[] = [
  operatorRoute('/operator/login', 'account', 'Sign In'),
  operatorRoute('/operator/invite', 'account', 'Accept Invitation'),
  operatorRoute('/operator', 'booking', 'Today'),
  operatorRoute('/operator/bookings', 'booking', 'Bookings'),
  operatorRoute('/operator/bookings/new', 'booking', 'New Booking'),
  operatorRoute('/operator/bookings/:id', 'booking', 'Booking'),
  operatorRoute('/operator/departures', 'booking', 'Departures'),
  operatorRoute('/operator/departures/:id', 'booking', 'Departure Manifest'),
  operatorRoute('/operator/payments', 'booking', 'Payments'),
  operatorRoute('/operator/collections', 'booking', 'Collections'),
  operatorRoute('/operator/leads', 'content', 'Leads'),
  operatorRoute('/operator/leads/:id', 'content', 'Lead'),
  operatorRoute('/operator/packages', 'catalog', 'Catalogue'),
  operatorRoute('/operator/packages/new', 'catalog', 'New Package'),
  operatorRoute('/operator/packages/:id', 'catalog', 'Edit Package'),
  operatorRoute('/operator/messages', 'account', 'Message Travellers'),
  operatorRoute('/operator/staff', 'account', 'Staff'),
  operatorRoute('/operator/audit', 'account', 'Audit Log'),
];

/** Every route and the remote that owns it. Unknown paths render the shell's not-found page. */
export const ROUTES: readonly RouteDefinition[] = [...SITE_ROUTES, ...OPERATOR_ROUTES];

export const NOT_FOUND_TITLE = t('Page Not Found');

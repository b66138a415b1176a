import type { PageHead } from '@trippy/federation';

/** A route's title and description (title, description and og tags of its page). */
export type RouteText = Required<Pick<PageHead, 'title' | 'description'>>;

const SITE = 'Trippy Himalaya';
const titled = (title: string) => `${title} | ${SITE}`;

/** The back office's screens by path, with the name each one's title starts with. */
const OPERATOR_SCREENS: readonly (readonly [path: string, name: string])[] = [
  ['/operator/login', 'Sign In'],
  ['/operator/invite', 'Accept Invitation'],
  ['/operator', 'Today'],
  ['/operator/bookings', 'Bookings'],
  ['/operator/bookings/new', 'New Booking'],
  ['/operator/bookings/:id', 'Booking'],
  ['/operator/departures', 'Departures'],
  ['/operator/departures/:id', 'Departure Manifest'],
  ['/operator/payments', 'Payments'],
  ['/operator/collections', 'Collections'],
  ['/operator/leads', 'Leads'],
  ['/operator/leads/:id', 'Lead'],
  ['/operator/packages', 'Catalogue'],
  ['/operator/packages/new', 'New Package'],
  ['/operator/packages/:id', 'Edit Package'],
  ['/operator/messages', 'Message Travellers'],
  ['/operator/staff', 'Staff'],
  ['/operator/audit', 'Audit Log'],
];

/**
 * The titles and descriptions of the route table's paths (route-table.ts), apart from it: the server puts
 * them in every page's head, while the browser needs them only from its first navigation on, so they are
 * not in the code a page loads at start (shell/src/layout/page-meta.ts).
 */
const BY_PATH: Readonly<Record<string, RouteText>> = {
  '/': {
    title: `${SITE} | Char Dham Yatra, Kedarnath and Himalayan Treks from Dehradun`,
    description:
      'Guided Char Dham Yatra, Kedarnath, Valley of Flowers and Himalayan treks from Dehradun: fixed departures, honest prices, 15+ years and 10000+ successful tours.',
  },
  '/about': {
    title: titled('About Us'),
    description:
      'A Dehradun team running pilgrimages and Himalayan treks for 15+ years and 10000+ successful tours.',
  },
  '/contact': {
    title: titled('Contact Us'),
    description: 'Call, email or visit our Dehradun office (248001), Monday to Saturday, 9 AM to 6 PM IST.',
  },
  '/packages': {
    title: titled('All Tour Packages'),
    description:
      'Every Char Dham, trek, backpacking, weekend and family package with dates, prices and seats left.',
  },
  '/packages/:slug': {
    title: titled('Tour Package'),
    description: 'Itinerary, dates, seats left and prices of this guided trip from Dehradun.',
  },
  '/package/:id': {
    title: titled('Tour Package Details'),
    description: 'Itinerary, dates, seats left and prices of this guided trip from Dehradun.',
  },
  '/booking/:id': {
    title: titled('Book Your Trip'),
    description: 'Choose your batch, seats and payment for this trip.',
  },
  '/booking-confirmation': {
    title: titled('Confirm Your Booking'),
    description: 'Review your trip and enter traveller details.',
  },
  '/booking-success': {
    title: titled('Booking Confirmed'),
    description: 'Your booking is confirmed.',
  },
  '/login': {
    title: titled('Login'),
    description: 'Log in to book trips and see your bookings.',
  },
  '/signup': {
    title: titled('Create Your Account'),
    description: 'Register to book Char Dham and trek packages.',
  },
  '/register': {
    title: titled('Register'),
    description: 'Register to book Char Dham and trek packages.',
  },
  '/set-password': {
    title: titled('Choose Your Password'),
    description: 'Choose the password of the account our office opened with your booking.',
  },
  '/profile': {
    title: titled('My Profile'),
    description: 'Your profile and bookings.',
  },
  '/destination': {
    title: titled('Destinations'),
    description: 'Himalayan destinations in Uttarakhand and Himachal and the trips that go there.',
  },
  '/destinations': {
    title: titled('All Destinations'),
    description: 'Himalayan destinations in Uttarakhand and Himachal and the trips that go there.',
  },
  '/destination/:slug': {
    title: titled('Destination'),
    description: 'Trips to this Himalayan destination.',
  },
  '/treks': {
    title: titled('Trekking Packages'),
    description: 'Guided Himalayan treks: Valley of Flowers, Kedarkantha, Har Ki Dun, Roopkund and more.',
  },
  '/spiritual-trips': {
    title: titled('Spiritual Trips'),
    description: 'Pilgrimages and spiritual journeys in the Himalaya.',
  },
  '/backpacking-trips': {
    title: titled('Backpacking Trips'),
    description: 'Backpacking trips to Spiti, Kasol and the Himalaya.',
  },
  '/weekend-trips': {
    title: titled('Weekend Trips'),
    description: 'Short getaways from Delhi and Dehradun.',
  },
  '/family-holidays': {
    title: titled('Family Holidays'),
    description: 'Comfortable family holidays in the hills.',
  },
  '/trippy-girls-only-trips': {
    title: titled('Girls Only Trips'),
    description: 'Women-only trips led by women trip captains.',
  },
  '/corporate-trippy-space': {
    title: titled('Corporate Trips'),
    description: 'Corporate offsites and team trips in the Himalaya.',
  },
  '/adventure': {
    title: titled('Adventure Trips'),
    description: 'Rafting, paragliding and adventure trips.',
  },
  '/adventure/activities': {
    title: titled('Adventure Activities'),
    description: 'Adventure activities: rafting, paragliding, camping and more.',
  },
  '/char-dham': {
    title: titled('Char Dham Yatra'),
    description:
      'Char Dham Yatra: opening dates, route, packages, FAQs and how to reach Yamunotri, Gangotri, Kedarnath and Badrinath.',
  },
  '/privacy-policy': {
    title: titled('Privacy Policy'),
    description: 'How we collect and protect your data.',
  },
  '/terms-and-conditions': {
    title: titled('Terms and Conditions'),
    description: 'Terms of booking, effective July 15, 2024.',
  },
  '/cancellation-refund': {
    title: titled('Cancellation and Refund Policy'),
    description: 'Cancellation charges, refund tables and payment schedule.',
  },
  '/shipping-delivery': {
    title: titled('Shipping and Delivery'),
    description: 'How booking documents and vouchers are delivered.',
  },
  '/blogs': {
    title: titled('Travel Blog'),
    description: 'Stories and guides from the Himalaya.',
  },
  '/blogs/:id': {
    title: titled('Travel Blog Post'),
    description: 'Stories and guides from the Himalaya.',
  },
  '/travel-coupon': {
    title: titled('Travel Coupons'),
    description: 'Offers and travel coupons.',
  },
  '/work-with-us': {
    title: titled('Work With Us'),
    description: 'Join our trip captains and team.',
  },
  ...Object.fromEntries(
    OPERATOR_SCREENS.map(([path, name]) => [
      path,
      { title: `${name} | Back Office | ${SITE}`, description: `${name} in the operator's back office.` },
    ]),
  ),
};

/** Titles by route path, with the not-found page's. */
export interface RouteTexts {
  byPath: Readonly<Record<string, RouteText>>;
  notFound: RouteText;
}

export const ROUTE_TEXTS: RouteTexts = {
  byPath: BY_PATH,
  notFound: { title: titled('Page Not Found'), description: 'This page does not exist.' },
};

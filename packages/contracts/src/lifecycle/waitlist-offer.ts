// A waitlist offer's constants and address, without the schemas (./waitlist.ts): the package and booking pages
// read them, and importing a schema would bring TypeBox into their first load.

/** How long seats offered to the first customer in line are held for them. */
export const WAITLIST_OFFER_HOURS = 24;

/** The query parameter of the booking page that carries a waitlist offer's id. */
export const WAITLIST_OFFER_PARAM = 'offer';

/** Where an offer's mail and notification send the customer: the booking page with the seats held. */
export const waitlistOfferPath = (packageId: string, entryId: string): string =>
  `/booking/${encodeURIComponent(packageId)}?${WAITLIST_OFFER_PARAM}=${encodeURIComponent(entryId)}`;

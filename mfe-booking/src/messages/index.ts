import { createTranslate, defineCatalog, useTranslation, type Translation } from '@trippy/i18n';

/** The booking remote's Hindi messages, keyed by the English text: Hindi pages fetch them as the `booking-messages-hi` chunk. */
export const bookingMessages = defineCatalog(
  'booking-messages-hi',
  () => import(/* webpackChunkName: "booking-messages-hi" */ './hi'),
);

export const useBookingText = () => useTranslation(bookingMessages);

/** What a helper needs to speak the page's language: `t` and the Intl tag for money and dates. */
export type PageText = Pick<Translation, 't' | 'tag'>;

/** English, for helpers also called outside a customer page (the back office, unit tests). */
export const ENGLISH: PageText = { t: createTranslate(null, 'en'), tag: 'en-IN' };

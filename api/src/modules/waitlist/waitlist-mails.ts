import { pathInLocale, waitlistOfferPath } from '@trippy/contracts';
import { greeting } from '../notifications/greeting';
import {
  customerLanguage,
  type CustomerLanguage,
  type CustomerText,
} from '../notifications/customer-language';

/** "25 Nov 2026, 11:30 am IST": the operator's and customers' clock. */
export const istTime = (instant: Date): string => customerLanguage('en').time(instant);

export interface OfferFacts {
  entryId: string;
  packageId: string;
  packageName: string;
  startDate: string;
  seats: number;
  expiresAt: Date;
}

export const offerLine =
  (offer: OfferFacts): CustomerText =>
  ({ t, date, time }) =>
    t.plural(
      offer.seats,
      {
        one: 'A place opened up: {count} seat on {trip} ({date}) is held for you until {time}. Book it: {path}',
        other:
          'A place opened up: {count} seats on {trip} ({date}) are held for you until {time}. Book them: {path}',
      },
      {
        trip: offer.packageName,
        date: date(offer.startDate),
        time: time(offer.expiresAt),
        path: waitlistOfferPath(offer.packageId, offer.entryId),
      },
    );

export function offerMail(
  offer: OfferFacts,
  name: string,
  origin: string,
  language: CustomerLanguage = customerLanguage('en'),
): { subject: string; body: string } {
  const { t, date, time } = language;
  const trip = offer.packageName;
  const link = `${origin}${pathInLocale(waitlistOfferPath(offer.packageId, offer.entryId), language.locale)}`;
  const held = t.plural(
    offer.seats,
    {
      one: 'Good news: {count} seat on {trip}, departing {date}, opened up and is held for you until {time} (24 hours).',
      other:
        'Good news: {count} seats on {trip}, departing {date}, opened up and are held for you until {time} (24 hours).',
    },
    { trip, date: date(offer.startDate), time: time(offer.expiresAt) },
  );
  return {
    subject: t('Seats held for you: {trip} ({date})', { trip, date: date(offer.startDate) }),
    body: `${greeting(name, language.locale)}\n\n${held}\n\n${t('Book them here: {link}', { link })}\n\n${t('If you do not book by then, the seats pass to the next person on the waitlist.')}${language.signature}`,
  };
}

export const offerExpiredLine =
  (packageName: string, startDate: string): CustomerText =>
  ({ t, date }) =>
    t(
      'Your held seats on {trip} ({date}) were not booked within 24 hours and have passed to the next person on the waitlist.',
      { trip: packageName, date: date(startDate) },
    );

export const waitlistEndedLine =
  (packageName: string, startDate: string): CustomerText =>
  ({ t, date }) =>
    t(
      'The departure of {trip} on {date} has been cancelled by the operator, so your place on its waitlist has ended. Other dates are open on the package page.',
      { trip: packageName, date: date(startDate) },
    );

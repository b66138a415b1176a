import { formatTripDate } from '@trippy/domain';
import { waitlistOfferPath } from '@trippy/contracts';
import { greeting } from '../notifications/greeting';
import { customerLanguage, type CustomerText } from '../notifications/customer-language';

const SIGNATURE = '\n\nTeam Trippy Himalaya\nRajpur Road, Dehradun, Uttarakhand\nMon-Sat, 9 AM to 6 PM IST';

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

const seatsText = (seats: number) => `${seats} seat${seats === 1 ? '' : 's'}`;

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
): { subject: string; body: string } {
  return {
    subject: `Seats held for you: ${offer.packageName} (${formatTripDate(offer.startDate)})`,
    body: `${greeting(name)}\n\nGood news: ${seatsText(offer.seats)} on ${offer.packageName}, departing ${formatTripDate(offer.startDate)}, opened up and are held for you until ${istTime(offer.expiresAt)} (24 hours).\n\nBook them here: ${origin}${waitlistOfferPath(offer.packageId, offer.entryId)}\n\nIf you do not book by then, the seats pass to the next person on the waitlist.${SIGNATURE}`,
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

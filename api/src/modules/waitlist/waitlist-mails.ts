import { formatTripDate } from '@trippy/domain';
import { waitlistOfferPath } from '@trippy/contracts';
import { greeting } from '../notifications/greeting';

const SIGNATURE = '\n\nTeam Trippy Himalaya\nRajpur Road, Dehradun, Uttarakhand\nMon-Sat, 9 AM to 6 PM IST';

/** "25 Nov 2026, 11:30 am IST": the operator's and customers' clock. */
export function istTime(instant: Date): string {
  return `${new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant)} IST`;
}

export interface OfferFacts {
  entryId: string;
  packageId: string;
  packageName: string;
  startDate: string;
  seats: number;
  expiresAt: Date;
}

const seatsText = (seats: number) => `${seats} seat${seats === 1 ? '' : 's'}`;

export function offerLine(offer: OfferFacts): string {
  return `A place opened up: ${seatsText(offer.seats)} on ${offer.packageName} (${formatTripDate(offer.startDate)}) are held for you until ${istTime(offer.expiresAt)}. Book them: ${waitlistOfferPath(offer.packageId, offer.entryId)}`;
}

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

export function offerExpiredLine(packageName: string, startDate: string): string {
  return `Your held seats on ${packageName} (${formatTripDate(startDate)}) were not booked within 24 hours and have passed to the next person on the waitlist.`;
}

export function waitlistEndedLine(packageName: string, startDate: string): string {
  return `The departure of ${packageName} on ${formatTripDate(startDate)} has been cancelled by the operator, so your place on its waitlist has ended. Other dates are open on the package page.`;
}

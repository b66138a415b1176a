import {
  readBookingResume,
  readWaitlistReturn,
  type BookingChoice,
  type PackageDetail,
} from '@trippy/contracts';

/** What the package page restores when a login or the profile sends the customer back to it. */
export interface ReturnedChoice {
  batchId?: string;
  seats?: number;
  choice?: BookingChoice;
  /** Back from the profile completed during this booking: the booking flow opens where it was left. */
  resumed: boolean;
}

/**
 * Reads the navigation state the page was opened with (the spec's fromProfileUpdate state, or a login started
 * by Join the waitlist). Loaded only when the page has a state to read: it brings the contracts' schemas
 * (valibot), which a first visit does not need.
 */
export function readReturnedChoice(state: unknown, pkg: Pick<PackageDetail, '_id'>): ReturnedChoice {
  const resume = readBookingResume(state);
  const choice = resume?.packageData._id === pkg._id ? resume.bookingData : undefined;
  const waitlist = readWaitlistReturn(state);
  const seats = choice?.numberOfSeats ?? waitlist?.seats;
  return {
    ...(choice || waitlist ? { batchId: choice?.batchId ?? waitlist?.batchId } : {}),
    ...(seats !== undefined ? { seats } : {}),
    ...(choice ? { choice } : {}),
    resumed: Boolean(resume?.openBookingModal && resume.packageData._id === pkg._id),
  };
}

import * as v from 'valibot';
import { BookingChoiceSchema, BookingPackageSchema } from './booking-navigation';
import { readAs } from './fields';

// The spec's loop: a signed-in customer whose profile is incomplete presses Book Now, completes the profile,
// and comes back to the package with the booking flow open where they left it.

/** Navigation state of /profile opened from Book Now: the package and the choices to come back to. */
export const ProfileDuringBookingSchema = v.object({
  packageData: BookingPackageSchema,
  bookingData: v.optional(BookingChoiceSchema),
});
export type ProfileDuringBookingState = v.InferOutput<typeof ProfileDuringBookingSchema>;

/** Navigation state of /package/{id} after the profile update (the spec's four names, plus the choices). */
export const BookingResumeSchema = v.object({
  showBookingFlow: v.literal(true),
  packageData: BookingPackageSchema,
  openBookingModal: v.literal(true),
  fromProfileUpdate: v.literal(true),
  bookingData: v.optional(BookingChoiceSchema),
});
export type BookingResumeState = v.InferOutput<typeof BookingResumeSchema>;

export function readProfileDuringBooking(state: unknown): ProfileDuringBookingState | undefined {
  return readAs(ProfileDuringBookingSchema, state);
}

/**
 * After a successful profile update opened during a booking: /package/{id} with the spec's state; null when
 * the profile was not opened from a booking.
 */
export function bookingResumeAfterProfile(state: unknown): { to: string; state: BookingResumeState } | null {
  const during = readProfileDuringBooking(state);
  if (!during) return null;
  return {
    to: `/package/${during.packageData._id}`,
    state: {
      showBookingFlow: true,
      packageData: during.packageData,
      openBookingModal: true,
      fromProfileUpdate: true,
      ...(during.bookingData ? { bookingData: during.bookingData } : {}),
    },
  };
}

export function readBookingResume(state: unknown): BookingResumeState | undefined {
  return readAs(BookingResumeSchema, state);
}

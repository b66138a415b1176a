import type { BookingChoice, BookingPackage } from './booking-navigation';
import type { ProfileDuringBookingState } from './profile-during-booking';

// Where the booking buttons go and the state they carry: the senders' side of the navigation contracts. Only
// types come from the schema modules, so a page that sends (the package page's Book Now) does not download
// valibot; the receivers read with the schemas.

/** Navigation state of /booking/{id} and /booking-confirmation: the package and the choices. */
export interface BookingNavigationState {
  packageData: BookingPackage;
  bookingData: BookingChoice;
}

/** Where Book Now goes, with the state the booking page reads (the sender's side of the contract). */
export function toBookingPage(packageData: BookingPackage, bookingData: BookingChoice) {
  const state: BookingNavigationState = { packageData, bookingData };
  return { to: `/booking/${packageData._id}`, state };
}

/** The booking page's Continue: the confirmation page with the package and the choices. */
export function toBookingConfirmation(packageData: BookingPackage, bookingData: BookingChoice) {
  const state: BookingNavigationState = { packageData, bookingData };
  return { to: '/booking-confirmation', state };
}

/** Book Now with an incomplete profile: /profile, carrying the package and the choices. */
export function toProfileDuringBooking(packageData: BookingPackage, bookingData: BookingChoice) {
  const state: ProfileDuringBookingState = { packageData, bookingData };
  return { to: '/profile', state };
}

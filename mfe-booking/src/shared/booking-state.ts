import type { PackageDetail } from '@trippy/contracts';
import type { PaymentType } from '@trippy/domain';

/** The booking choices carried in navigation state from the package page to the confirmation page. */
export interface BookingData {
  batchId: string;
  numberOfSeats: number;
  paymentType?: PaymentType;
  addonIds?: string[];
  /** Booking the seats a waitlist offer holds (its batch and seats are fixed). */
  waitlistOfferId?: string;
}

export interface BookingNavigationState {
  packageData?: PackageDetail;
  bookingData?: BookingData;
}

export const PACKAGE_ID = /^[0-9a-f]{24}$/;

export function readBookingState(state: unknown): BookingNavigationState {
  if (!state || typeof state !== 'object') return {};
  return state as BookingNavigationState;
}

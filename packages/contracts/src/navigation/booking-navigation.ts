import * as v from 'valibot';
import type { PackageDetail } from '../catalog';
import type { BookingNavigationState } from './booking-links';
import {
  DateField,
  IdField,
  NamedRefField,
  PaiseField,
  PaymentTypeField,
  readAs,
  SeatsField,
  textField,
} from './fields';

/** What the booking pages read of the package they were sent with (a PackageDetail always fits). */
export const BookingPackageSchema = v.object({
  _id: IdField,
  slug: textField(200),
  name: textField(200),
  duration: textField(100),
  packageType: textField(100),
  destination: NamedRefField,
  category: NamedRefField,
  offerPrice: PaiseField,
  originalPrice: PaiseField,
  additionalServices: v.pipe(
    v.array(v.object({ _id: IdField, name: textField(200), price: PaiseField })),
    v.maxLength(50),
  ),
  batches: v.pipe(
    v.array(
      v.object({
        _id: IdField,
        startDate: DateField,
        endDate: DateField,
        seatsLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
      }),
    ),
    v.maxLength(200),
  ),
});
export type BookingPackage = v.InferOutput<typeof BookingPackageSchema>;
export type BookingPackageBatch = BookingPackage['batches'][number];

/** The booking choices made on the package page (or the booking page) and carried to the next page. */
export const BookingChoiceSchema = v.object({
  batchId: IdField,
  numberOfSeats: SeatsField,
  paymentType: v.optional(PaymentTypeField),
  addonIds: v.optional(v.pipe(v.array(IdField), v.maxLength(20))),
  /** Booking the seats a waitlist offer holds (its batch and seats are fixed). */
  waitlistOfferId: v.optional(IdField),
});
export type BookingChoice = v.InferOutput<typeof BookingChoiceSchema>;

// The senders' side (toBookingPage, toBookingConfirmation) is in booking-links.ts, free of the schemas, so a
// page that only sends does not carry valibot.

/**
 * The receiver's side of BookingNavigationState (booking-links.ts): each part that is not what the contract
 * says is missing (the Invalid booking data path).
 */
export function readBookingNavigation(state: unknown): Partial<BookingNavigationState> {
  const record = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const packageData = readAs(BookingPackageSchema, record['packageData']);
  const bookingData = readAs(BookingChoiceSchema, record['bookingData']);
  return { ...(packageData ? { packageData } : {}), ...(bookingData ? { bookingData } : {}) };
}

// A package as the API sends it must always be accepted as a booking package.
export type PackageDetailFitsBookingPackage = PackageDetail extends BookingPackage ? true : never;
const fits: PackageDetailFitsBookingPackage = true;
void fits;

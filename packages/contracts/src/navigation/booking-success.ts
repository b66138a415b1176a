import * as v from 'valibot';
import type { Booking } from '../booking';
import { DateField, IdField, PaiseField, PaymentTypeField, readAs, SeatsField, textField } from './fields';

/** What /booking-success shows of the booking it was sent with (a Booking from the API always fits). */
export const ConfirmedBookingSchema = v.object({
  _id: IdField,
  /** TH-26-00042; absent from an older sender. */
  reference: v.optional(textField(20)),
  packageDetails: v.object({
    packageName: textField(200),
    packageSlug: v.optional(textField(200)),
    duration: textField(100),
    destination: textField(200),
    packageType: textField(100),
  }),
  batchDetails: v.object({ startDate: DateField, endDate: DateField }),
  bookingInfo: v.object({
    numberOfSeats: SeatsField,
    paymentType: PaymentTypeField,
    subtotal: PaiseField,
    gst: PaiseField,
    total: PaiseField,
    payableAmount: PaiseField,
    remainingAmount: PaiseField,
    balanceDueDate: v.nullable(DateField),
  }),
  customerDetails: v.object({ email: textField(254) }),
  emailSent: v.boolean(),
  /** Where the money stands (for the Pay button); absent from an older sender. */
  metadata: v.optional(
    v.object({
      status: v.picklist(['pending', 'confirmed', 'cancelled']),
      state: v.optional(
        v.picklist(['held', 'confirmed', 'balance-due', 'paid-in-full', 'cancelled', 'expired']),
      ),
      holdExpiresAt: v.optional(v.nullable(textField(40))),
    }),
  ),
  payment: v.optional(v.object({ amountPaid: PaiseField })),
});
export type ConfirmedBooking = v.InferOutput<typeof ConfirmedBookingSchema>;

const BookingSuccessSchema = v.object({ booking: ConfirmedBookingSchema, emailSent: v.boolean() });
export type BookingSuccessState = v.InferOutput<typeof BookingSuccessSchema>;

/** After Confirm Booking: the success page, by id in the URL (a reload) and with the booking in state. */
export function toBookingSuccess(booking: ConfirmedBooking) {
  const state: BookingSuccessState = { booking, emailSent: booking.emailSent };
  return { to: `/booking-success?id=${booking._id}`, state };
}

export function readBookingSuccess(state: unknown): BookingSuccessState | undefined {
  return readAs(BookingSuccessSchema, state);
}

export type BookingFitsConfirmedBooking = Booking extends ConfirmedBooking ? true : never;
const fits: BookingFitsConfirmedBooking = true;
void fits;

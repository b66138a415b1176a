import { Type, type Static } from '@sinclair/typebox';
import { DateOnlySchema, IdSchema, Nullable, PaiseSchema } from '../common';

/** The spec's promise: every enquiry is called within 24 hours. */
export const LEAD_RESPONSE_PROMISE_HOURS = 24;

export const TodayLeadSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  phone: Type.String(),
  interest: Type.String(),
  createdAt: Type.String(),
  waitingMinutes: Type.Integer({ minimum: 0 }),
  /** Waiting longer than the 24-hour promise. */
  overdue: Type.Boolean(),
});
export type TodayLead = Static<typeof TodayLeadSchema>;

export const TodayBookingSchema = Type.Object({
  _id: IdSchema,
  customerName: Type.String(),
  packageName: Type.String(),
  startDate: DateOnlySchema,
  seats: Type.Integer(),
  total: PaiseSchema,
  status: Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('cancelled')]),
  createdAt: Type.String(),
});
export type TodayBooking = Static<typeof TodayBookingSchema>;

export const TodayDepartureSchema = Type.Object({
  batchId: IdSchema,
  packageId: IdSchema,
  packageName: Type.String(),
  startDate: DateOnlySchema,
  endDate: DateOnlySchema,
  totalSeats: Type.Integer(),
  /** Taken and not held: seatsSold + seatsHeld + seatsLeft = totalSeats (domain seatSplit). */
  seatsSold: Type.Integer(),
  /** Held unpaid: new bookings while their payment is under way, open waitlist offers. */
  seatsHeld: Type.Integer(),
  seatsLeft: Type.Integer(),
  /** Non-cancelled bookings on the batch. */
  bookings: Type.Integer(),
  closed: Type.Boolean(),
});
export type TodayDeparture = Static<typeof TodayDepartureSchema>;

export const TodayBalanceSchema = Type.Object({
  bookingId: IdSchema,
  customerName: Type.String(),
  packageName: Type.String(),
  startDate: DateOnlySchema,
  remainingAmount: PaiseSchema,
  balanceDueDate: Nullable(DateOnlySchema),
  /** The due date has passed. */
  overdue: Type.Boolean(),
});
export type TodayBalance = Static<typeof TodayBalanceSchema>;

/** GET /api/operator/today (staff): the landing screen. */
export const TodaySchema = Type.Object({
  /** Up to 50 leads still 'new', oldest first. */
  newLeads: Type.Array(TodayLeadSchema),
  /** Bookings created in the last 24 hours, newest first. */
  recentBookings: Type.Array(TodayBookingSchema),
  /** Batches starting in the next 14 days, soonest first. */
  departures: Type.Array(TodayDepartureSchema),
  /** Non-cancelled bookings with a balance left, by due date (up to 100). */
  balancesDue: Type.Array(TodayBalanceSchema),
});
export type Today = Static<typeof TodaySchema>;

import { Type, type Static } from '@sinclair/typebox';
import { BookingCreateBodySchema } from '../booking';
import { DateOnlySchema, EmailSchema, IdSchema, IndianPhoneSchema } from '../common';
import { PasswordSchema } from '../customer';

/**
 * Bookings taken by staff (issue 37): a pilgrim who phones, walks into the office, or wrote an enquiry. The
 * same domain rules and seat holds as a booking made on the site; the source and the staff member are kept.
 */
export const STAFF_BOOKING_SOURCES = ['phone', 'walk-in', 'lead'] as const;
export type StaffBookingSource = (typeof STAFF_BOOKING_SOURCES)[number];
export const StaffBookingSourceSchema = Type.Union(STAFF_BOOKING_SOURCES.map((s) => Type.Literal(s)));
/** Where any booking came from: the website, or staff (by phone, at the counter, from an enquiry). */
export const BookingSourceSchema = Type.Union([Type.Literal('website'), StaffBookingSourceSchema]);
export type BookingSource = Static<typeof BookingSourceSchema>;

export const STAFF_BOOKING_SOURCE_LABELS: Record<StaffBookingSource | 'website', string> = {
  website: 'Website',
  phone: 'Phone call',
  'walk-in': 'Walk-in at the office',
  lead: 'From an enquiry',
};

/** GET /api/operator/customers?phone= (staff): the account with this mobile number or email, if any. */
export const OperatorCustomerLookupQuerySchema = Type.Object(
  { identifier: Type.String({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);
export type OperatorCustomerLookupQuery = Static<typeof OperatorCustomerLookupQuerySchema>;

export const OperatorCustomerMatchSchema = Type.Object({
  _id: IdSchema,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  emailVerified: Type.Boolean(),
  /** Bookings the account has, cancelled ones included. */
  bookings: Type.Integer({ minimum: 0 }),
});
export type OperatorCustomerMatch = Static<typeof OperatorCustomerMatchSchema>;

/** A pilgrim without an account: one is opened, with no password (they choose it from a mailed link). */
export const NewCustomerSchema = Type.Object(
  {
    firstName: Type.String({ minLength: 1, maxLength: 60 }),
    lastName: Type.String({ maxLength: 60 }),
    email: EmailSchema,
    phone: IndianPhoneSchema,
  },
  { additionalProperties: false },
);
export type NewCustomer = Static<typeof NewCustomerSchema>;

export const ExistingCustomerSchema = Type.Object({ customerId: IdSchema }, { additionalProperties: false });

/** Money taken at the office (recorded now, with its GST invoice) or a link the pilgrim pays online. */
export const OFFICE_PAYMENT_METHODS = ['cash', 'upi', 'bank-transfer'] as const;
export type OfficePaymentMethod = (typeof OFFICE_PAYMENT_METHODS)[number];
export const OfficePaymentSchema = Type.Object(
  {
    method: Type.Union(OFFICE_PAYMENT_METHODS.map((m) => Type.Literal(m))),
    amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'Amount in paise' }),
    /** UPI transaction id, bank reference or receipt number. */
    reference: Type.String({ maxLength: 100 }),
    receivedOn: DateOnlySchema,
  },
  { additionalProperties: false },
);
export const PaymentLinkSchema = Type.Object(
  { method: Type.Literal('link') },
  { additionalProperties: false },
);
export const StaffPaymentSchema = Type.Union([OfficePaymentSchema, PaymentLinkSchema]);
export type StaffPayment = Static<typeof StaffPaymentSchema>;

/** The booking itself, as the site's form sends it (a waitlist offer is the customer's own to book). */
export const StaffBookingDetailsSchema = Type.Omit(BookingCreateBodySchema, ['waitlistOfferId'], {
  additionalProperties: false,
});

/**
 * POST /api/operator/bookings (staff): 201 with the booking's detail. `leadId` with source 'lead' (the lead is
 * marked converted and linked). 404/409/422 as for an online booking (seats, batch, payment type, holds).
 */
export const OperatorBookingCreateBodySchema = Type.Object(
  {
    source: StaffBookingSourceSchema,
    leadId: Type.Optional(IdSchema),
    customer: Type.Union([ExistingCustomerSchema, NewCustomerSchema]),
    booking: StaffBookingDetailsSchema,
    payment: StaffPaymentSchema,
  },
  { additionalProperties: false },
);
export type OperatorBookingCreateBody = Static<typeof OperatorBookingCreateBodySchema>;

/** POST /api/customers/set-password: the mailed link's token and the password its owner chooses. */
export const SetPasswordBodySchema = Type.Object(
  { token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }), password: PasswordSchema },
  { additionalProperties: false },
);
export type SetPasswordBody = Static<typeof SetPasswordBodySchema>;

import { INDIAN_STATES, MAX_SEATS_PER_BOOKING } from '@trippy/domain';
import { Type, type Static } from '@sinclair/typebox';
import { DateOnlySchema, EmailSchema, IdSchema, IndianPhoneSchema, Nullable, PaiseSchema } from './common';
import { AvailabilitySchema } from './catalog';
import { TravellerSchema, TravellersInputSchema } from './lifecycle/travellers';
import { BookingPaymentStatusSchema } from './lifecycle/schedule';

export const PaymentTypeSchema = Type.Union([Type.Literal('full'), Type.Literal('advance')]);
export const BookingStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('confirmed'),
  Type.Literal('cancelled'),
]);

/** A state or union territory of India, by name ("Uttarakhand"): the list the booking form offers. */
export const IndianStateSchema = Type.Union(INDIAN_STATES.map((state) => Type.Literal(state.name)));

export const CustomerDetailsInputSchema = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 120 }),
    email: EmailSchema,
    phone: IndianPhoneSchema,
    address: Type.String({ minLength: 1, maxLength: 300 }),
    /** The customer's state: the GST invoice's place of supply (else the PIN code in the address). */
    state: Type.Optional(IndianStateSchema),
    emergencyContact: IndianPhoneSchema,
    emergencyName: Type.String({ minLength: 1, maxLength: 120 }),
    specialRequirements: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

export const BookingCreateBodySchema = Type.Object(
  {
    packageId: IdSchema,
    batchId: IdSchema,
    numberOfSeats: Type.Integer({ minimum: 1, maximum: MAX_SEATS_PER_BOOKING }),
    paymentType: PaymentTypeSchema,
    addonIds: Type.Array(IdSchema, { maxItems: 20, default: [] }),
    customerDetails: CustomerDetailsInputSchema,
    /** Book the seats a waitlist offer holds for the caller (exactly its seats, on its batch). */
    waitlistOfferId: Type.Optional(IdSchema),
    /** One per seat (exactly numberOfSeats), the lead traveller first. */
    travellers: TravellersInputSchema,
  },
  { additionalProperties: false },
);
export type BookingCreateBody = Static<typeof BookingCreateBodySchema>;

/** How the money owed back is being paid (integer paise each). */
export const RefundProgressSchema = Type.Object({
  /** Sent back through the payment provider to the payments it came from, not processed yet. */
  inProgress: PaiseSchema,
  /** Paid back: processed by the provider, or paid by staff by hand. */
  paidBack: PaiseSchema,
  /** For our team to pay back by hand (the money came in cash or by bank transfer). */
  byHand: PaiseSchema,
  /** Refused by the provider: our team pays it back another way. */
  failed: PaiseSchema,
});
export type RefundProgress = Static<typeof RefundProgressSchema>;

export const RefundSchema = Type.Object({
  percent: Type.Integer(),
  /** Refunded in money (cash/bank), never a voucher. */
  amount: PaiseSchema,
  cancelledAt: Type.String(),
  cancelledBy: Nullable(Type.Union([Type.Literal('customer'), Type.Literal('operator')])),
  /** e.g. "Departure cancelled by the operator: road closed. Full refund in cash, not a voucher." ('' if none). */
  note: Type.String(),
  /** How it is being paid back (absent when nothing is owed, or for a booking cancelled before refunds were tracked). */
  progress: Type.Optional(RefundProgressSchema),
});

/** Where a booking stands as people are told it (domain bookingStateOf). */
export const BookingStateSchema = Type.Union([
  Type.Literal('held'),
  Type.Literal('confirmed'),
  Type.Literal('balance-due'),
  Type.Literal('paid-in-full'),
  Type.Literal('cancelled'),
  Type.Literal('expired'),
]);

export const BookingSchema = Type.Object({
  _id: IdSchema,
  /** What people read out and search by: TH-26-00042 (sequential per year). */
  reference: Type.String({ pattern: '^TH-[0-9]{2}-[0-9]{5,7}$' }),
  packageDetails: Type.Object({
    packageId: IdSchema,
    packageName: Type.String(),
    packageSlug: Type.String(),
    packageType: Type.String(),
    duration: Type.String(),
    destination: Type.String(),
    originalPrice: PaiseSchema,
    offerPrice: PaiseSchema,
  }),
  batchDetails: Type.Object({
    batchId: IdSchema,
    startDate: DateOnlySchema,
    endDate: DateOnlySchema,
    availability: AvailabilitySchema,
  }),
  bookingInfo: Type.Object({
    numberOfSeats: Type.Integer(),
    paymentType: PaymentTypeSchema,
    subtotal: PaiseSchema,
    gst: PaiseSchema,
    total: PaiseSchema,
    payableAmount: PaiseSchema,
    remainingAmount: PaiseSchema,
    balanceDueDate: Nullable(DateOnlySchema),
  }),
  addons: Type.Array(Type.Object({ _id: IdSchema, name: Type.String(), price: PaiseSchema })),
  customerDetails: Type.Object({
    userId: IdSchema,
    fullName: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    emergencyContact: Type.String(),
    emergencyName: Type.String(),
    specialRequirements: Type.String(),
  }),
  metadata: Type.Object({
    bookingDate: Type.String(),
    status: BookingStatusSchema,
    /** held (awaiting payment), confirmed, balance-due, paid-in-full, cancelled or expired. */
    state: BookingStateSchema,
    source: Type.Literal('website'),
    /** While nothing is paid: until when the seats are held for the payment (then released). */
    holdExpiresAt: Type.Optional(Nullable(Type.String())),
  }),
  emailSent: Type.Boolean(),
  refund: Nullable(RefundSchema),
  /** One per seat, identity numbers masked; empty for bookings made before travellers were collected. */
  travellers: Type.Array(TravellerSchema),
  /** Paid, due now, balance and its due date, owed back (as of today). */
  payment: BookingPaymentStatusSchema,
});
export type Booking = Static<typeof BookingSchema>;

export const RefundQuoteSchema = Type.Object({
  bookingId: IdSchema,
  daysBeforeDeparture: Type.Integer(),
  travellers: Type.Integer(),
  amountPaid: PaiseSchema,
  percent: Type.Integer(),
  amount: PaiseSchema,
  table: Type.Union([Type.Literal('standard'), Type.Literal('group')]),
});
export type RefundQuote = Static<typeof RefundQuoteSchema>;

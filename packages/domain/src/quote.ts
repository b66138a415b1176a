import {
  paymentScheduleFor,
  priceBooking,
  type PaymentSchedule,
  type PaymentType,
  type PriceBreakdown,
} from './pricing';

export interface QuotePackage {
  /** Price per person in paise. */
  offerPrice: number;
}

export interface QuoteChoice {
  /** The chosen batch's departure ('YYYY-MM-DD'); null while no batch is chosen. */
  startDate: string | null;
  seats: number;
  /** Selected add-ons, priced per person in paise. */
  addons: ReadonlyArray<{ price: number }>;
  /** The payment type asked for. */
  paymentType: PaymentType;
}

export interface BookingQuote {
  /** Whether 25% now and the rest later may be chosen (never without a batch). */
  advanceAllowed: boolean;
  /** The payment type that applies: the one asked for, or 'full' when the advance is not allowed. */
  paymentType: PaymentType;
  /** False when the advance was asked for but is not allowed (the API refuses such a booking). */
  requestedTypeAllowed: boolean;
  /** Subtotal, GST, total, due now and balance in paise, for `paymentType`. */
  price: PriceBreakdown;
  /** The balance's due date ('YYYY-MM-DD') when `paymentType` is 'advance'; null otherwise. */
  balanceDueDate: string | null;
  /** The batch's schedule (its due date whichever type is chosen); null while no batch is chosen. */
  schedule: PaymentSchedule | null;
}

/**
 * The one quote of a booking made `today`, for the package page, the booking pages and the API: which payment
 * types are allowed (paymentScheduleFor), the type that applies, and its price (priceBooking).
 */
export function quoteBooking(pkg: QuotePackage, choice: QuoteChoice, today: string): BookingQuote {
  const schedule = choice.startDate === null ? null : paymentScheduleFor(choice.startDate, today);
  const advanceAllowed = schedule?.advanceAllowed ?? false;
  const requestedTypeAllowed = choice.paymentType === 'full' || advanceAllowed;
  const paymentType: PaymentType = requestedTypeAllowed ? choice.paymentType : 'full';
  const price = priceBooking({
    offerPrice: pkg.offerPrice,
    seats: choice.seats,
    addons: choice.addons,
    paymentType,
  });
  return {
    advanceAllowed,
    paymentType,
    requestedTypeAllowed,
    price,
    balanceDueDate: paymentType === 'advance' ? (schedule?.balanceDueDate ?? null) : null,
    schedule,
  };
}

import { addDays } from './dates';

export const GST_PERCENT = 5;
export const ADVANCE_PERCENT = 25;
export const BALANCE_DUE_DAYS_BEFORE = 15;

export type PaymentType = 'full' | 'advance';

export interface PriceInput {
  /** Price per person in paise. */
  offerPrice: number;
  seats: number;
  /** Selected add-ons, priced per person in paise. */
  addons: ReadonlyArray<{ price: number }>;
  paymentType: PaymentType;
}

export interface PriceBreakdown {
  subtotal: number;
  gst: number;
  total: number;
  payableAmount: number;
  remainingAmount: number;
}

/** Booking price in integer paise: add-ons are per person, GST on the subtotal, advance is 25% of the total. */
export function priceBooking({ offerPrice, seats, addons, paymentType }: PriceInput): PriceBreakdown {
  const addonsPerPerson = addons.reduce((sum, addon) => sum + addon.price, 0);
  const subtotal = (offerPrice + addonsPerPerson) * seats;
  const gst = Math.round((subtotal * GST_PERCENT) / 100);
  const total = subtotal + gst;
  const payableAmount = paymentType === 'advance' ? Math.round((total * ADVANCE_PERCENT) / 100) : total;
  return { subtotal, gst, total, payableAmount, remainingAmount: total - payableAmount };
}

/** The balance of an advance booking is due 15 days before departure ('YYYY-MM-DD'). */
export function balanceDueDate(startDate: string): string {
  return addDays(startDate, -BALANCE_DUE_DAYS_BEFORE);
}

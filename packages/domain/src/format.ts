const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount of money in Indian format from paise, always in rupees and paise: 1994895 -> "₹19,948.95",
 * 1899900 -> "₹18,999.00". Every sum of a booking (subtotal, GST, total, advance, balance, paid, refund,
 * difference) is shown with it, on every page and mail: to the paisa what is charged and invoiced (GST is 5%
 * of the subtotal to the paisa, never rounded to a rupee), and one figure never whole beside one with paise.
 */
export function formatRupees(paise: number): string {
  return rupeesAndPaise.format(paise / 100);
}

/**
 * A price as listed, per person or per add-on (cards, search, the price panel, share cards): whole rupees,
 * 1899900 -> "₹18,999", with paise only when the price has them, 1899950 -> "₹18,999.50". A listed price is
 * before GST (a card says so: PER_PERSON_PLUS_GST); any sum is formatRupees.
 */
export function formatPrice(paise: number): string {
  const formatter = paise % 100 === 0 ? wholeRupees : rupeesAndPaise;
  return formatter.format(paise / 100);
}

/** Discount percentage, rounded: (original - offer) / original. */
export function discountPercent(originalPrice: number, offerPrice: number): number {
  if (originalPrice <= 0 || offerPrice >= originalPrice) return 0;
  return Math.round(((originalPrice - offerPrice) / originalPrice) * 100);
}

const TRIP_DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A 'YYYY-MM-DD' trip date as people read it, "12 May 2026" (date-only: no time-zone shift). */
export function formatTripDate(dateOnly: string): string {
  return TRIP_DATE.format(new Date(`${dateOnly.slice(0, 10)}T00:00:00Z`));
}

export function formatDateRange(start: string, end: string): string {
  return `${formatTripDate(start)} – ${formatTripDate(end)}`;
}

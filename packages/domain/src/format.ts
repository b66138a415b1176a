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

/** Indian-format rupees from paise: 1899900 -> "₹18,999", 1899950 -> "₹18,999.50". */
export function formatRupees(paise: number): string {
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

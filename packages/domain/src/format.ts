/**
 * One formatter per language tag and kind, made once (Intl formatters are costly to create). `tag`: the page's
 * language as Intl names it, en-IN (the default) or hi-IN: Indian grouping either way, Hindi month names.
 */
function perTag<T>(create: (tag: string) => T): (tag: string) => T {
  const made = new Map<string, T>();
  return (tag) => {
    let formatter = made.get(tag);
    if (!formatter) made.set(tag, (formatter = create(tag)));
    return formatter;
  };
}

const rupees = (fractionDigits: number) =>
  perTag(
    (tag) =>
      new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );
const wholeRupees = rupees(0);
const rupeesAndPaise = rupees(2);

/**
 * An amount of money in Indian format from paise, always in rupees and paise: 1994895 -> "₹19,948.95",
 * 1899900 -> "₹18,999.00". Every sum of a booking (subtotal, GST, total, advance, balance, paid, refund,
 * difference) is shown with it, on every page and mail: to the paisa what is charged and invoiced (GST is 5%
 * of the subtotal to the paisa, never rounded to a rupee), and one figure never whole beside one with paise.
 */
export function formatRupees(paise: number, tag = 'en-IN'): string {
  return rupeesAndPaise(tag).format(paise / 100);
}

/**
 * A price as listed, per person or per add-on (cards, search, the price panel, share cards): whole rupees,
 * 1899900 -> "₹18,999", with paise only when the price has them, 1899950 -> "₹18,999.50". A listed price is
 * before GST (a card says so: PER_PERSON_PLUS_GST); any sum is formatRupees.
 */
export function formatPrice(paise: number, tag = 'en-IN'): string {
  const formatter = paise % 100 === 0 ? wholeRupees : rupeesAndPaise;
  return formatter(tag).format(paise / 100);
}

/** Discount percentage, rounded: (original - offer) / original. */
export function discountPercent(originalPrice: number, offerPrice: number): number {
  if (originalPrice <= 0 || offerPrice >= originalPrice) return 0;
  return Math.round(((originalPrice - offerPrice) / originalPrice) * 100);
}

// Hindi's short month names are abbreviations with a mark ("जुल॰"); its full ones are as short to read.
const tripDate = perTag(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: tag.startsWith('hi') ? 'long' : 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A 'YYYY-MM-DD' trip date as people read it, "12 May 2026", "12 मई 2026", "1 जुलाई 2027" (date-only: no time-zone shift). */
export function formatTripDate(dateOnly: string, tag = 'en-IN'): string {
  return tripDate(tag).format(new Date(`${dateOnly.slice(0, 10)}T00:00:00Z`));
}

export function formatDateRange(start: string, end: string, tag = 'en-IN'): string {
  return `${formatTripDate(start, tag)} – ${formatTripDate(end, tag)}`;
}

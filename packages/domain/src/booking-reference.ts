/**
 * The booking reference a person can read out on a phone call: `TH-26-00042` is the 42nd booking made in 2026
 * (the year in India). Sequential within a year, never reused; at least five digits, more past 99,999.
 */
export const BOOKING_REFERENCE_PATTERN = /^TH-\d{2}-\d{5,7}$/;

export function bookingReference(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || !Number.isInteger(sequence) || sequence < 1)
    throw new RangeError(`No booking reference for year ${year}, number ${sequence}`);
  return `TH-${String(year % 100).padStart(2, '0')}-${String(sequence).padStart(5, '0')}`;
}

/** A reference typed by staff or a customer ("th-26-42", " TH 26 00042 "), normalised; null if it is not one. */
export function parseBookingReference(input: string): string | null {
  if (input.length > 40) return null;
  const match = /^\s*TH[\s-]*(\d{2})[\s-]*(\d{1,7})\s*$/i.exec(input);
  if (!match) return null;
  const sequence = Number(match[2]);
  return sequence < 1 ? null : `TH-${match[1]}-${String(sequence).padStart(5, '0')}`;
}

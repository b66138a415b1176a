import { isCalendarDate } from './dates';

export interface PackageRuleInput {
  /** Per person, paise. */
  offerPrice: number;
  originalPrice: number;
  itinerary: ReadonlyArray<{ day: number }>;
}

/** The first rule a package breaks (a message for the operator), or null: prices in order, days 1..n. */
export function packageRuleError({ offerPrice, originalPrice, itinerary }: PackageRuleInput): string | null {
  if (offerPrice > originalPrice) return 'The offer price cannot be above the original price';
  const misnumbered = itinerary.findIndex((entry, index) => entry.day !== index + 1);
  if (misnumbered !== -1)
    return `Itinerary days must be numbered 1 to ${itinerary.length} in order (day ${misnumbered + 1} is numbered ${itinerary[misnumbered]?.day})`;
  return null;
}

export interface BatchDates {
  startDate: string;
  endDate: string;
}

/** A batch's dates: it ends on or after the day it starts, and a new start is after today. */
export function batchDatesError(
  { startDate, endDate }: BatchDates,
  today: string,
  startChanged = true,
): string | null {
  if (!isCalendarDate(startDate)) return 'startDate is not a date';
  if (!isCalendarDate(endDate)) return 'endDate is not a date';
  if (endDate < startDate) return 'The end date cannot be before the start date';
  if (startChanged && startDate <= today) return 'The start date must be after today';
  return null;
}

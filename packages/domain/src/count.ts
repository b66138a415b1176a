/**
 * A count with its noun for people to read: "1 booking", "0 bookings", "3 travellers". The singular is
 * only for exactly one; the plural is the singular plus "s" unless given ("1 person", "2 people").
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

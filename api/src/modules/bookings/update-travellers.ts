import {
  addDays,
  travellersEditable,
  travellersError,
  TRAVELLERS_EDITABLE_DAYS_BEFORE,
  conflict,
  ruleViolated,
  BookingNotFound,
} from '@trippy/domain';
import type { Booking, TravellerInput } from '@trippy/contracts';
import type { Db } from '../../db/schema';
import { bookingOf, findOwnBooking, type BookingRow } from './bookings.repository';
import { replaceTravellers } from './travellers.repository';

export const startDateOf = (row: BookingRow): string =>
  (row.batch_details as { startDate: string }).startDate;

export const travellersLockedMessage = (startDate: string) =>
  `Travellers can be changed until ${TRAVELLERS_EDITABLE_DAYS_BEFORE} days before departure (the last day was ${addDays(startDate, -TRAVELLERS_EDITABLE_DAYS_BEFORE)}). Please call us to change them.`;

/**
 * The customer replaces the travellers of their booking (one per seat) until 7 days before departure. The
 * booking row is locked so two edits (or an edit and a batch change) apply one after the other.
 */
export async function updateTravellers(
  db: Db,
  customerId: string,
  bookingId: string,
  travellers: readonly TravellerInput[],
  today: string,
): Promise<Booking> {
  return db.transaction().execute(async (tx) => {
    const row = await findOwnBooking(tx, customerId, bookingId, true);
    if (!row) throw new BookingNotFound();
    if (row.status === 'cancelled')
      throw conflict('This booking is cancelled: its travellers cannot be changed');
    if (!travellersEditable(startDateOf(row), today))
      throw conflict(travellersLockedMessage(startDateOf(row)));
    const problem = travellersError(travellers, row.number_of_seats);
    if (problem) throw ruleViolated(problem);
    await replaceTravellers(tx, row.id, travellers);
    return bookingOf(tx, row, today);
  });
}

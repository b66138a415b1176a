import { maskIdNumber, normaliseIdNumber } from '@trippy/domain';
import type { Traveller, TravellerInput } from '@trippy/contracts';
import type { Selectable } from 'kysely';
import type { Database, DbOrTx } from '../../db/schema';
import { newId } from '../../db/ids';

type TravellerRow = Selectable<Database['booking_travellers']>;

/** A stored traveller with the identity number in full: the staff manifest CSV only. */
export interface FullTraveller extends Traveller {
  idNumber: string;
}

function masked(row: TravellerRow): Traveller {
  return {
    position: row.position,
    fullName: row.full_name,
    age: row.age,
    gender: row.gender,
    phone: row.phone,
    idType: row.id_type,
    idNumberMasked: maskIdNumber(row.id_type, row.id_number),
  };
}

async function rowsOf(db: DbOrTx, bookingIds: readonly string[]): Promise<TravellerRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .selectFrom('booking_travellers')
    .selectAll()
    .where('booking_id', 'in', [...bookingIds])
    .orderBy('booking_id')
    .orderBy('position')
    .execute();
}

function grouped<T>(rows: TravellerRow[], map: (row: TravellerRow) => T): Map<string, T[]> {
  const byBooking = new Map<string, T[]>();
  for (const row of rows) {
    const list = byBooking.get(row.booking_id) ?? [];
    list.push(map(row));
    byBooking.set(row.booking_id, list);
  }
  return byBooking;
}

/** The travellers of each booking, identity numbers masked (customer and staff JSON). */
export async function maskedTravellersOf(
  db: DbOrTx,
  bookingIds: readonly string[],
): Promise<Map<string, Traveller[]>> {
  return grouped(await rowsOf(db, bookingIds), masked);
}

/** The travellers of each booking with identity numbers in full (the staff manifest CSV only). */
export async function fullTravellersOf(
  db: DbOrTx,
  bookingIds: readonly string[],
): Promise<Map<string, FullTraveller[]>> {
  return grouped(await rowsOf(db, bookingIds), (row) => ({ ...masked(row), idNumber: row.id_number }));
}

/** Replaces a booking's travellers (inside the caller's transaction); numbers stored normalised. */
export async function replaceTravellers(
  tx: DbOrTx,
  bookingId: string,
  travellers: readonly TravellerInput[],
): Promise<void> {
  await tx.deleteFrom('booking_travellers').where('booking_id', '=', bookingId).execute();
  if (travellers.length === 0) return;
  await tx
    .insertInto('booking_travellers')
    .values(
      travellers.map((traveller, index) => ({
        id: newId(),
        booking_id: bookingId,
        position: index + 1,
        full_name: traveller.fullName.trim(),
        age: traveller.age,
        gender: traveller.gender,
        phone: traveller.phone ?? null,
        id_type: traveller.idType,
        id_number: normaliseIdNumber(traveller.idType, traveller.idNumber),
      })),
    )
    .execute();
}

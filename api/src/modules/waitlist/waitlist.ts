import { todayInIndia, conflict, notFound } from '@trippy/domain';
import { waitlistOfferPath, type WaitlistEntry } from '@trippy/contracts';
import type { Db } from '../../db/schema';
import { iso } from '../../db/ids';
import { BATCH_CLOSED } from '../bookings/seats.repository';
import { leaveEntry, type WaitlistNotice } from './waitlist-offers';
import { findActiveEntryId } from './waitlist-offers.repository';
import {
  findEntry,
  insertEntry,
  isActiveEntryViolation,
  listCustomerEntries,
  lockBatch,
  type WaitlistListRow,
} from './waitlist.repository';
import type { UseCaseContext } from '../../shared/use-case-context';

export const ALREADY_ON_WAITLIST = 'You are already on the waitlist for this batch';
export const SEATS_AVAILABLE = 'Seats are available on this batch: book them instead';

export function toWaitlistEntry(row: WaitlistListRow): WaitlistEntry {
  const hasOffer = row.offered_at !== null && row.offer_expires_at !== null;
  return {
    _id: row.id,
    batchId: row.batch_id,
    packageId: row.package_id,
    packageName: row.package_name,
    packageSlug: row.package_slug,
    startDate: String(row.start_date).slice(0, 10),
    endDate: String(row.end_date).slice(0, 10),
    seats: row.seats,
    status: row.status,
    position: row.status === 'waiting' ? Number(row.position) : null,
    offer: hasOffer
      ? {
          offeredAt: iso(row.offered_at!),
          expiresAt: iso(row.offer_expires_at!),
          path: waitlistOfferPath(row.package_id, row.id),
        }
      : null,
    bookingId: row.booking_id,
    createdAt: iso(row.created_at),
  };
}

/** One of the customer's entries as shown to them; undefined for anyone else's. */
export async function customerEntry(
  db: Db,
  customerId: string,
  entryId: string,
): Promise<WaitlistEntry | undefined> {
  const { rows } = await listCustomerEntries(db, customerId, 1, 1, entryId);
  return rows[0] ? toWaitlistEntry(rows[0]) : undefined;
}

export async function listWaitlist(
  db: Db,
  customerId: string,
  page: number,
  pageSize: number,
): Promise<{ entries: WaitlistEntry[]; total: number }> {
  const { rows, total } = await listCustomerEntries(db, customerId, page, pageSize);
  return { entries: rows.map(toWaitlistEntry), total };
}

/**
 * Joins the line of a batch that cannot give the seats wanted now (full, or fewer left): one active entry
 * per customer and batch (the database's partial unique index settles two joins at once).
 */
export async function joinWaitlist(
  db: Db,
  customerId: string,
  batchId: string,
  seats: number,
  now: Date,
): Promise<WaitlistEntry> {
  let entryId: string;
  try {
    entryId = await db.transaction().execute(async (tx) => {
      const batch = await lockBatch(tx, batchId);
      if (!batch || batch.package_status !== 'published') throw notFound('Batch not found');
      if (batch.closed_at !== null) throw conflict(BATCH_CLOSED);
      if (batch.start_date <= todayInIndia(now)) throw conflict('This batch has already departed');
      if (batch.seats_left >= seats) throw conflict(SEATS_AVAILABLE);
      if (await findActiveEntryId(tx, batchId, customerId)) throw conflict(ALREADY_ON_WAITLIST);
      return (await insertEntry(tx, { batchId, customerId, seats })).id;
    });
  } catch (error) {
    if (isActiveEntryViolation(error)) throw conflict(ALREADY_ON_WAITLIST);
    throw error;
  }
  return (await customerEntry(db, customerId, entryId))!;
}

/** Leaves the line; an open offer's seats go back and on to the next in line (notices to push after commit). */
export async function leaveWaitlist(
  ctx: UseCaseContext,
  { customerId, entryId }: { customerId: string; entryId: string },
): Promise<{ entry: WaitlistEntry; notices: WaitlistNotice[] }> {
  const { db } = ctx;
  const notices = await db.transaction().execute(async (tx) => {
    const entry = await findEntry(tx, entryId);
    if (!entry || entry.customer_id !== customerId) throw notFound('Waitlist entry not found');
    const result = await leaveEntry(tx, entry, ctx);
    if (!result.left) throw conflict('This waitlist entry is no longer active');
    return result.notices;
  });
  return { entry: (await customerEntry(db, customerId, entryId))!, notices };
}

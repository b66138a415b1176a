import { todayInIndia, invalidInput, conflict, msg, notFound, ruleViolated } from '@trippy/domain';
import { WAITLIST_OFFER_HOURS, type Notification } from '@trippy/contracts';
import type { DbOrTx } from '../../db/schema';
import { insertNotification } from '../notifications/notifications.repository';
import { enqueueMail } from '../notifications/outbox.repository';
import { scheduleJob } from '../lifecycle/jobs.repository';
import { returnSeats } from '../bookings/seats.repository';
import {
  activeEntries,
  holdSeats,
  lockBatch,
  lockEntry,
  setEntryStatus,
  waitingLine,
  type WaitlistRow,
} from './waitlist.repository';
import { findEntryRefs, offerRecipient } from './waitlist-offers.repository';
import { offerExpiredLine, offerLine, offerMail, waitlistEndedLine } from './waitlist-mails';
import type { StepContext } from '../../shared/use-case-context';
import { customerLanguage } from '../notifications/customer-language';

/** A stored notification (and mail) to hand out after the transaction commits. */
export interface WaitlistNotice {
  customerId: string;
  notification: Notification;
  mailId?: string;
}

const OFFER_MS = WAITLIST_OFFER_HOURS * 3_600_000;

export const expireOfferJobKey = (entryId: string) => `waitlist.expire-offer:${entryId}`;

async function makeOffer(
  tx: DbOrTx,
  batch: NonNullable<Awaited<ReturnType<typeof lockBatch>>>,
  entry: WaitlistRow,
  { now, siteOrigin }: StepContext,
): Promise<WaitlistNotice | undefined> {
  const expiresAt = new Date(now.getTime() + OFFER_MS);
  const offered = await setEntryStatus(
    tx,
    entry.id,
    'waiting',
    { status: 'offered', offeredAt: now, offerExpiresAt: expiresAt },
    now,
  );
  if (!offered) return undefined;
  await holdSeats(tx, batch.id, entry.seats);
  await scheduleJob(tx, {
    kind: 'waitlist.expire-offer',
    key: expireOfferJobKey(entry.id),
    payload: { entryId: entry.id },
    runAt: expiresAt,
  });
  const facts = {
    entryId: entry.id,
    packageId: batch.package_id,
    packageName: batch.package_name,
    startDate: batch.start_date,
    seats: entry.seats,
    expiresAt,
  };
  const notification = await insertNotification(tx, entry.customer_id, offerLine(facts));
  const customer = await offerRecipient(tx, entry.customer_id);
  const mailId = customer
    ? await enqueueMail(tx, {
        kind: 'waitlist-offer',
        to: customer.email,
        ...offerMail(facts, customer.first_name, siteOrigin, customerLanguage(customer.locale)),
      })
    : undefined;
  return { customerId: entry.customer_id, notification, mailId };
}

/**
 * THE function every place that frees seats calls, inside its own transaction, after the seats are back in
 * `seats_left`: with the batch locked, the first customers in line whose request fits the seats free get an
 * offer each (seats held out of `seats_left` at once, 24 hours, an expiry job, a stored notification and a
 * mail). Nothing is offered on a closed, departed or unpublished batch. Returns what to push after commit.
 */
export async function offerFreedSeats(
  tx: DbOrTx,
  batchId: string,
  step: StepContext,
): Promise<WaitlistNotice[]> {
  const { now } = step;
  const batch = await lockBatch(tx, batchId);
  if (!batch) return [];
  if (batch.cancelled_at !== null) return endWaitlist(tx, batch, now);
  if (batch.closed_at !== null || batch.package_status !== 'published') return [];
  if (batch.start_date <= todayInIndia(now)) return [];
  const notices: WaitlistNotice[] = [];
  let free = batch.seats_left;
  for (const entry of await waitingLine(tx, batchId)) {
    if (free <= 0) break;
    if (entry.seats > free) continue;
    const notice = await makeOffer(tx, batch, entry, step);
    if (!notice) continue;
    free -= entry.seats;
    notices.push(notice);
  }
  return notices;
}

/**
 * A departure the operator cancelled: nobody is left waiting for it. Every entry in line or holding an offer
 * ends ('expired', an offer's seats back to the batch) and its customer is told.
 */
async function endWaitlist(
  tx: DbOrTx,
  batch: NonNullable<Awaited<ReturnType<typeof lockBatch>>>,
  now: Date,
): Promise<WaitlistNotice[]> {
  const notices: WaitlistNotice[] = [];
  for (const entry of await activeEntries(tx, batch.id)) {
    const ended = await setEntryStatus(tx, entry.id, entry.status, { status: 'expired' }, now);
    if (!ended) continue;
    if (entry.status === 'offered') await returnSeats(tx, batch.id, entry.seats);
    const notification = await insertNotification(
      tx,
      entry.customer_id,
      waitlistEndedLine(batch.package_name, batch.start_date),
    );
    notices.push({ customerId: entry.customer_id, notification });
  }
  return notices;
}

/** Gives an open offer's seats back to the batch (expired or left) and offers them to the next in line. */
async function releaseOffer(
  tx: DbOrTx,
  entry: WaitlistRow,
  status: 'expired' | 'left',
  now: Date,
): Promise<boolean> {
  const released = await setEntryStatus(tx, entry.id, 'offered', { status }, now);
  if (!released) return false;
  await returnSeats(tx, entry.batch_id, entry.seats);
  return true;
}

/**
 * The expiry job: an offer still open at its expiry passes on (seats back, the next in line offered, all in
 * this transaction). Returns 'later' when the offer's time has not come (the job runs again then).
 */
export async function expireOffer(
  tx: DbOrTx,
  entryId: string,
  now: Date,
): Promise<{ outcome: 'expired' | 'nothing' } | { outcome: 'later'; runAt: Date }> {
  const peek = await findEntryRefs(tx, entryId);
  if (!peek) return { outcome: 'nothing' };
  // Batch first, then the entry: the order every seat change takes, so two of them never deadlock.
  const batch = await lockBatch(tx, peek.batch_id);
  const entry = await lockEntry(tx, entryId);
  if (!batch || !entry || entry.status !== 'offered' || !entry.offer_expires_at)
    return { outcome: 'nothing' };
  const expiresAt = new Date(entry.offer_expires_at);
  if (expiresAt.getTime() > now.getTime()) return { outcome: 'later', runAt: expiresAt };
  if (!(await releaseOffer(tx, entry, 'expired', now))) return { outcome: 'nothing' };
  return { outcome: 'expired' };
}

/** expireOffer plus the notices: the expired customer told, the next in line offered. */
export async function expireOfferAndPassOn(
  tx: DbOrTx,
  entryId: string,
  step: StepContext,
): Promise<{ result: Awaited<ReturnType<typeof expireOffer>>; notices: WaitlistNotice[] }> {
  const result = await expireOffer(tx, entryId, step.now);
  if (result.outcome !== 'expired') return { result, notices: [] };
  const entry = await lockEntry(tx, entryId);
  const batch = await lockBatch(tx, entry!.batch_id);
  const notification = await insertNotification(
    tx,
    entry!.customer_id,
    offerExpiredLine(batch!.package_name, batch!.start_date),
  );
  const next = await offerFreedSeats(tx, entry!.batch_id, step);
  return { result, notices: [{ customerId: entry!.customer_id, notification }, ...next] };
}

/** Leaving the line: an open offer's seats go back and on to the next in line. */
export async function leaveEntry(
  tx: DbOrTx,
  entry: WaitlistRow,
  step: StepContext,
): Promise<{ left: boolean; notices: WaitlistNotice[] }> {
  const { now } = step;
  await lockBatch(tx, entry.batch_id);
  const current = await lockEntry(tx, entry.id);
  if (!current) return { left: false, notices: [] };
  if (current.status === 'waiting') {
    const left = await setEntryStatus(tx, current.id, 'waiting', { status: 'left' }, now);
    return { left: Boolean(left), notices: [] };
  }
  if (current.status !== 'offered') return { left: false, notices: [] };
  await releaseOffer(tx, current, 'left', now);
  return { left: true, notices: await offerFreedSeats(tx, current.batch_id, step) };
}

export const OFFER_EXPIRED = 'This offer has expired';

/**
 * Checks, inside the booking's transaction, that the offer holds these seats on this batch for this customer
 * (anyone else's offer is 404) and is still open; the entry stays locked until the booking commits. The seats
 * are already out of seats_left: nothing is taken again.
 */
export async function takeOfferedSeats(
  tx: DbOrTx,
  offer: { entryId: string; customerId: string; batchId: string; seats: number; now: Date },
): Promise<{ seatsLeft: number; totalSeats: number }> {
  const peek = await findEntryRefs(tx, offer.entryId);
  if (!peek || peek.customer_id !== offer.customerId) throw notFound('Waitlist offer not found');
  const batch = await lockBatch(tx, peek.batch_id);
  const entry = await lockEntry(tx, offer.entryId);
  if (!batch || !entry) throw notFound('Waitlist offer not found');
  if (entry.batch_id !== offer.batchId) throw invalidInput('batchId is not the batch of this offer');
  if (entry.status === 'booked') throw conflict(msg('This offer has already been booked'));
  const expired =
    entry.status === 'expired' ||
    (entry.status === 'offered' &&
      (!entry.offer_expires_at || new Date(entry.offer_expires_at).getTime() <= offer.now.getTime()));
  if (expired) throw conflict(OFFER_EXPIRED);
  if (entry.status !== 'offered') throw conflict(msg('This offer is no longer open'));
  if (entry.seats !== offer.seats)
    throw ruleViolated(`This offer holds exactly ${entry.seats} seat${entry.seats === 1 ? '' : 's'}`);
  return { seatsLeft: batch.seats_left, totalSeats: batch.total_seats };
}

/** After the booking row is written: the entry is booked, its expiry job then finds nothing to do. */
export async function markOfferBooked(
  tx: DbOrTx,
  entryId: string,
  bookingId: string,
  now: Date,
): Promise<void> {
  const booked = await setEntryStatus(tx, entryId, 'offered', { status: 'booked', bookingId }, now);
  if (!booked) throw conflict('This offer is no longer open');
}

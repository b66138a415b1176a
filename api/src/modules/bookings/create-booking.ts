import {
  availabilityFor,
  quoteBooking,
  holdExpiry,
  tooManyHeldSeats,
  todayInIndia,
  travellersError,
  invalidInput,
  conflict,
  notFound,
  ruleViolated,
  formatTripDate,
  countOf,
  msg,
} from '@trippy/domain';
import type { Booking, BookingCreateBody, StaffBookingSource } from '@trippy/contracts';
import type { Db, DbOrTx } from '../../db/schema';
import { json, newId } from '../../db/ids';
import crypto from 'node:crypto';
import { BATCH_CLOSED, takeSeats } from './seats.repository';
import { insertNotification } from '../notifications/notifications.repository';
import { enqueueMail } from '../notifications/outbox.repository';
import { enqueueAccountMail } from '../notifications/account-mail';
import { bookingConfirmationMail } from '../notifications/mail-templates';
import { newBookingOperatorMail } from './operator-booking-mails';
import {
  bookingOf,
  findByIdempotencyKey,
  isUniqueViolationOnKey,
  type BookingRow,
} from './bookings.repository';
import { replaceTravellers } from './travellers.repository';
import { findBookingRow } from './operator-bookings.repository';
import { heldSeatsOf, lockCustomer } from './seat-hold.repository';
import { holdExpiryJobKey } from './expire-hold';
import { scheduleJob } from '../lifecycle/jobs.repository';
import { mail, notifyCustomer, type Effect } from '../../shared/effects';
import {
  findBatch,
  findBookablePackage,
  findPackageAddons,
  insertBooking,
  nextBookingReference,
} from './booking-inputs.repository';
import { markOfferBooked, takeOfferedSeats } from '../waitlist/waitlist-offers';

export interface CreatedBooking {
  booking: Booking;
  /** False when the Idempotency-Key was already used: the first booking, and nothing to deliver. */
  created: boolean;
  /** The customer's confirmation mail (sent before the answer, which says whether it went out). */
  confirmationMailId?: string;
  effects: Effect[];
}

/** What creating a booking needs besides the request. */
export interface CreateBookingContext {
  db: Db;
  now: Date;
  /** Where the operator's copy of each new booking goes (none when unset). */
  operatorEmail?: string;
  /** How long the seats are held while the payment is under way, and how many one account may hold. */
  seatHold: { minutes: number; maxSeatsPerCustomer: number };
}

export interface CreateBookingRequest {
  customerId: string;
  body: BookingCreateBody;
  idempotencyKey?: string;
  /** A booking staff take (phone, counter, lead): kept with it, and what commits with it (payment, lead). */
  byStaff?: StaffBookingOrigin;
}

export interface StaffBookingOrigin {
  staffId: string;
  source: StaffBookingSource;
  /** Runs in the booking's transaction once its row is stored; its effects follow the booking's. */
  within: (tx: DbOrTx, row: BookingRow) => Promise<Effect[]>;
}

export const ADVANCE_NOT_ALLOWED =
  'This departure is 15 days away or less, so the full amount is due at booking: choose Pay in full.';

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different booking request. Send this booking with a new key.';

/** A stable hash of the request body (keys sorted), stored with the key so a reuse can be compared. */
export function requestFingerprint(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    return value;
  };
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** The first booking made under the key, or a 422 when the key came with another body. */
async function replay(db: Db, existing: BookingRow, fingerprint: string): Promise<CreatedBooking> {
  if (existing.request_fingerprint !== null && existing.request_fingerprint !== fingerprint)
    throw ruleViolated(IDEMPOTENCY_KEY_REUSED);
  return { booking: await bookingOf(db, existing), created: false, effects: [] };
}

/** Checks that package, batch and add-ons belong together; prices the booking on the server. */
async function prepare(db: Db, body: BookingCreateBody, today: string) {
  const pkg = await findBookablePackage(db, body.packageId);
  if (!pkg) throw notFound(msg('Package not found'));
  const batch = await findBatch(db, body.batchId);
  if (!batch || batch.package_id !== pkg.id) throw invalidInput('batchId does not belong to this package');
  if (batch.start_date <= today) throw invalidInput('batchId has already departed');
  if (batch.closed_at !== null || batch.cancelled_at !== null) throw conflict(BATCH_CLOSED);
  const addonIds = [...new Set(body.addonIds ?? [])];
  const addons = await findPackageAddons(db, pkg.id, addonIds);
  if (addons.length !== addonIds.length)
    throw invalidInput('addonIds contains a service not offered with this package');
  // The one quote the package panel, the booking form and the confirmation page show too.
  const quote = quoteBooking(
    { offerPrice: pkg.offer_price },
    { startDate: batch.start_date, seats: body.numberOfSeats, addons, paymentType: body.paymentType },
    today,
  );
  if (!quote.requestedTypeAllowed) throw ruleViolated(ADVANCE_NOT_ALLOWED);
  return {
    pkg,
    batch,
    addons: addons.map((a) => ({ _id: a.id, name: a.name, price: a.price })),
    price: quote.price,
    balanceDueDate: quote.balanceDueDate,
  };
}

/**
 * Creates a booking in one transaction: seats taken atomically, booking, notification and confirmation mail
 * in the outbox, and a mail to the operator's address. A repeated Idempotency-Key returns the first booking.
 */
export async function createBooking(
  { db, now, operatorEmail, seatHold }: CreateBookingContext,
  { customerId, body, idempotencyKey, byStaff }: CreateBookingRequest,
): Promise<CreatedBooking> {
  const today = todayInIndia(now);
  // Before anything else: one traveller per seat, each complete (the message names the traveller).
  const travellerProblem = travellersError(body.travellers, body.numberOfSeats);
  if (travellerProblem) throw ruleViolated(travellerProblem);
  const fingerprint = requestFingerprint(body);
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, customerId, idempotencyKey);
    if (existing) return replay(db, existing, fingerprint);
  }
  const { pkg, batch, addons, price, balanceDueDate } = await prepare(db, body, today);
  const id = newId();
  try {
    return await db.transaction().execute(async (tx) => {
      // One account cannot hold a departure's seats without paying: unpaid seats are counted per customer.
      await lockCustomer(tx, customerId);
      const held = await heldSeatsOf(tx, customerId, now);
      if (held + body.numberOfSeats > seatHold.maxSeatsPerCustomer)
        throw ruleViolated(tooManyHeldSeats(seatHold.maxSeatsPerCustomer, held));
      const holdExpiresAt = holdExpiry(now, seatHold.minutes);
      // Seats a waitlist offer holds are already out of seats_left: only their holder books them, once.
      const seats = body.waitlistOfferId
        ? await takeOfferedSeats(tx, {
            entryId: body.waitlistOfferId,
            customerId,
            batchId: batch.id,
            seats: body.numberOfSeats,
            now,
          })
        : await takeSeats(tx, batch.id, body.numberOfSeats);
      const { specialRequirements = '', ...details } = body.customerDetails;
      // Taken last, just before the insert: the year's counter is held for as short a time as possible.
      const reference = await nextBookingReference(tx, Number(today.slice(0, 4)));
      const row = await insertBooking(tx, {
        id,
        reference,
        customer_id: customerId,
        package_id: pkg.id,
        batch_id: batch.id,
        idempotency_key: idempotencyKey ?? null,
        request_fingerprint: idempotencyKey ? fingerprint : null,
        package_details: json({
          packageId: pkg.id,
          packageName: pkg.name,
          packageSlug: pkg.slug,
          packageType: pkg.package_type,
          duration: pkg.duration,
          destination: pkg.destination,
          originalPrice: pkg.original_price,
          offerPrice: pkg.offer_price,
        }),
        batch_details: json({
          batchId: batch.id,
          startDate: batch.start_date,
          endDate: batch.end_date,
          availability: availabilityFor(seats.seatsLeft, seats.totalSeats),
        }),
        number_of_seats: body.numberOfSeats,
        payment_type: body.paymentType,
        subtotal: price.subtotal,
        gst: price.gst,
        total: price.total,
        payable_amount: price.payableAmount,
        remaining_amount: price.remainingAmount,
        balance_due_date: balanceDueDate,
        addons: json(addons),
        customer_details: json({ ...details, email: details.email.toLowerCase(), specialRequirements }),
        hold_expires_at: holdExpiresAt,
        ...(byStaff ? { source: byStaff.source, created_by: byStaff.staffId } : {}),
      });
      await scheduleJob(tx, {
        kind: 'booking.hold-expiry',
        key: holdExpiryJobKey(id),
        payload: { bookingId: id },
        runAt: holdExpiresAt,
      });
      if (body.waitlistOfferId) await markOfferBooked(tx, body.waitlistOfferId, id, now);
      await replaceTravellers(tx, id, body.travellers);
      const trip = `${pkg.name}, departing ${formatTripDate(batch.start_date)} for ${countOf(body.numberOfSeats, 'traveller')} (${reference})`;
      const notification = await insertNotification(tx, customerId, ({ t }) =>
        byStaff
          ? t('Booking made for you by our office: {trip}.', { trip })
          : t('Booking received: {trip}. Pay to confirm your seats: they are held for {minutes} minutes.', {
              trip,
              minutes: seatHold.minutes,
            }),
      );
      // Staff's part first (money taken at the counter, the lead converted): the mails say what is true after it.
      const staffEffects = byStaff ? await byStaff.within(tx, row) : [];
      const current = byStaff ? ((await findBookingRow(tx, id)) ?? row) : row;
      const booking = await bookingOf(tx, current, today);
      // To the account's verified address, never to the contact email typed on the form (staff see that one).
      const mailId = await enqueueAccountMail(tx, customerId, 'booking-confirmation', (hello, { locale }) =>
        bookingConfirmationMail(booking, hello, locale),
      );
      const operatorMailId = operatorEmail
        ? await enqueueMail(tx, {
            kind: 'booking-new',
            to: operatorEmail,
            ...newBookingOperatorMail(booking),
          })
        : undefined;
      const summary = `New booking: ${booking.customerDetails.fullName}, ${booking.packageDetails.packageName} (${formatTripDate(booking.batchDetails.startDate)}, ${countOf(booking.bookingInfo.numberOfSeats, 'seat')})`;
      const effects: Effect[] = [
        { kind: 'booking-created' },
        { kind: 'seats-changed', packageIds: [pkg.id] },
        notifyCustomer(customerId, notification),
        // Every open back office hears of it at once, the operator's inbox by mail.
        { kind: 'notify-operators', event: { kind: 'booking.created', id, summary: summary.slice(0, 200) } },
        ...mail([mailId], { now: true }),
        ...mail([operatorMailId]),
        ...staffEffects,
      ];
      return { booking, created: true, confirmationMailId: mailId, effects };
    });
  } catch (error) {
    // Two submits with the same key raced: the loser returns the winner's booking.
    if (idempotencyKey && isUniqueViolationOnKey(error)) {
      const existing = await findByIdempotencyKey(db, customerId, idempotencyKey);
      if (existing) return replay(db, existing, fingerprint);
    }
    throw error;
  }
}

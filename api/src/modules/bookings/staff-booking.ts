import { conflict, invalidInput, notFound, paidEnoughToConfirm } from '@trippy/domain';
import type { OperatorBookingCreateBody } from '@trippy/contracts';
import type { DbOrTx } from '../../db/schema';
import { recordAudit } from '../staff/audit.repository';
import { findLead } from '../leads/leads.repository';
import { enqueueMail } from '../notifications/outbox.repository';
import { accountForStaffBooking } from '../customers/staff-opened-account.repository';
import { issuePasswordLink } from '../customers/password-links.repository';
import { accountOpenedMail } from '../customers/account-opened-mail';
import { mail, type Effect } from '../../shared/effects';
import type { UseCaseContext } from '../../shared/use-case-context';
import { createBooking, type CreateBookingContext, type CreatedBooking } from './create-booking';
import { recordPaymentOn } from './operator-booking-actions';
import { findBookingRow, markConfirmed } from './operator-bookings.repository';
import { bookingOf, type BookingRow } from './bookings.repository';
import { markLeadConverted } from '../leads/lead-conversion.repository';

export interface StaffBookingContext
  extends CreateBookingContext, Pick<UseCaseContext, 'siteOrigin' | 'invoicePrefix'> {
  /** Hashes the password link's token as sign-in codes are hashed. */
  pepper: string;
}

export const LEAD_REQUIRED = 'Choose the enquiry this booking comes from (leadId), or another source.';
export const LEAD_ONLY_FOR_LEADS = 'A leadId goes only with the source "lead".';
export const LEAD_ALREADY_CONVERTED = 'This enquiry is already converted into a booking.';

/** The lead the booking converts, checked before any account is opened or seat taken. */
async function checkLead(db: DbOrTx, body: OperatorBookingCreateBody): Promise<void> {
  if (body.source !== 'lead') {
    if (body.leadId) throw invalidInput(LEAD_ONLY_FOR_LEADS);
    return;
  }
  if (!body.leadId) throw invalidInput(LEAD_REQUIRED);
  const lead = await findLead(db, body.leadId);
  if (!lead) throw notFound('Lead not found');
  if (lead.status === 'converted') throw conflict(LEAD_ALREADY_CONVERTED);
}

/** Money taken at the counter: recorded with its invoice; confirms the booking when it covers what is due now. */
async function takeCounterPayment(
  tx: DbOrTx,
  ctx: StaffBookingContext,
  staffId: string,
  row: BookingRow,
  payment: OperatorBookingCreateBody['payment'],
): Promise<Effect[]> {
  if (payment.method === 'link') return [];
  const { effects } = await recordPaymentOn(
    tx,
    staffId,
    row,
    {
      kind: 'advance',
      amount: payment.amount,
      method: payment.method,
      reference: payment.reference,
      receivedOn: payment.receivedOn,
    },
    ctx,
  );
  const paid = await findBookingRow(tx, row.id);
  if (paid && paidEnoughToConfirm({ payableAmount: paid.payable_amount, amountPaid: paid.amount_paid }))
    await markConfirmed(tx, row.id);
  return effects;
}

/**
 * A booking taken by staff (phone, walk-in, or from an enquiry): the account found or opened, then the same
 * use case as an online booking (domain rules, seats taken atomically, holds per account), with the counter
 * payment, the lead's conversion, the new account's password link and the audit row in its transaction.
 */
export async function createStaffBooking(
  ctx: StaffBookingContext,
  {
    staffId,
    body,
    idempotencyKey,
  }: { staffId: string; body: OperatorBookingCreateBody; idempotencyKey?: string },
): Promise<CreatedBooking> {
  await checkLead(ctx.db, body);
  const account = await accountForStaffBooking(ctx.db, body.customer);
  return createBooking(ctx, {
    customerId: account.row.id,
    body: body.booking,
    ...(idempotencyKey ? { idempotencyKey } : {}),
    byStaff: {
      staffId,
      source: body.source,
      within: async (tx, row) => {
        const effects = await takeCounterPayment(tx, ctx, staffId, row, body.payment);
        if (body.leadId) await markLeadConverted(tx, { leadId: body.leadId, bookingId: row.id, staffId });
        if (account.opened) {
          const token = await issuePasswordLink(tx, account.row.id, ctx.pepper, ctx.now);
          const booking = await bookingOf(tx, row);
          const mailId = await enqueueMail(tx, {
            kind: 'account-opened',
            to: account.row.email,
            ...accountOpenedMail(account.row.first_name, booking, {
              setPassword: `${ctx.siteOrigin}/set-password#${token}`,
              signIn: `${ctx.siteOrigin}/login`,
            }),
          });
          effects.push(...mail([mailId], { now: true }));
        }
        await recordAudit(tx, {
          staffId,
          action: 'booking.created-by-staff',
          entityType: 'booking',
          entityId: row.id,
          after: {
            reference: row.reference,
            source: body.source,
            seats: row.number_of_seats,
            total: row.total,
            payment:
              body.payment.method === 'link'
                ? 'link'
                : { method: body.payment.method, amount: body.payment.amount },
            accountOpened: account.opened,
            ...(body.leadId ? { leadId: body.leadId } : {}),
          },
        });
        return effects;
      },
    },
  });
}

import type { DbOrTx } from '../../db/schema';

export interface BookingRecipientRow {
  id: string;
  reference: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  number_of_seats: number;
  remaining_amount: number;
  balance_due_date: string | null;
  refund_amount: number | null;
  customer_details: Record<string, string>;
  start_date: string;
  batch_cancelled_at: Date | string | null;
  batch_cancel_reason: string | null;
  package_name: string;
  account_first_name: string;
  account_phone: string;
}

/** A booking with what its messages are filled from: its departure, package and the account behind it. */
export function findBookingRecipient(db: DbOrTx, id: string): Promise<BookingRecipientRow | undefined> {
  return db
    .selectFrom('bookings as k')
    .innerJoin('batches as b', 'b.id', 'k.batch_id')
    .innerJoin('packages as p', 'p.id', 'k.package_id')
    .innerJoin('customers as c', 'c.id', 'k.customer_id')
    .where('k.id', '=', id)
    .select([
      'k.id',
      'k.reference',
      'k.status',
      'k.number_of_seats',
      'k.remaining_amount',
      'k.balance_due_date',
      'k.refund_amount',
      'k.customer_details',
      'b.start_date',
      'b.cancelled_at as batch_cancelled_at',
      'b.cancel_reason as batch_cancel_reason',
      'p.name as package_name',
      'c.first_name as account_first_name',
      'c.phone as account_phone',
    ])
    .executeTakeFirst();
}

export interface LeadRecipientRow {
  id: string;
  first_name: string;
  last_name: string;
  country_code: string;
  phone: string;
  package_type: string | null;
  trip_type: string | null;
}

/** An enquiry with what its messages are filled from. */
export function findLeadRecipient(db: DbOrTx, id: string): Promise<LeadRecipientRow | undefined> {
  return db
    .selectFrom('leads')
    .where('id', '=', id)
    .select(['id', 'first_name', 'last_name', 'country_code', 'phone', 'package_type', 'trip_type'])
    .executeTakeFirst();
}

import type { PaymentMethod } from '@trippy/contracts';
import type { DbOrTx } from '../../db/schema';
import { mail, notifyCustomer, type Effect } from '../../shared/effects';
import { issueInvoice, type InvoiceRow } from '../invoices/invoices.repository';
import { insertNotification } from '../notifications/notifications.repository';
import { enqueueAccountMail } from '../notifications/account-mail';
import { toBooking, type BookingRow } from './bookings.repository';
import { paymentReceivedLine, paymentReceivedMail } from './operator-booking-mails';

/**
 * Money received for a booking, whether staff recorded it by hand (recordPayment) or the provider captured it
 * online (settlePayment), inside the transaction that stored the payment: the GST tax invoice for the amount
 * received (numbered in this transaction, so a rolled-back payment leaves no gap), the customer's stored
 * notification and the payment mail in the outbox. Returns the invoice and what to deliver after commit:
 * the notification pushed, and the mail sent before the answer (`mailNow`) or in the background.
 */
export async function announcePaymentReceived(
  tx: DbOrTx,
  input: {
    /** The booking as it was before this payment. */
    row: BookingRow;
    paymentId: string;
    payment: { amount: number; method: PaymentMethod; receivedOn: string };
    /** What is left to pay after it. */
    remainingAmount: number;
    invoice: { prefix: string; issuedOn: string };
    mailNow: boolean;
  },
): Promise<{ invoice: InvoiceRow; effects: Effect[] }> {
  const { row, payment, remainingAmount } = input;
  const invoice = await issueInvoice(tx, {
    booking: row,
    paymentId: input.paymentId,
    amount: payment.amount,
    issuedOn: input.invoice.issuedOn,
    prefix: input.invoice.prefix,
  });
  const booking = toBooking(row);
  const notification = await insertNotification(
    tx,
    row.customer_id,
    paymentReceivedLine(booking, payment.amount, remainingAmount),
  );
  const mailId = await enqueueAccountMail(tx, row.customer_id, 'booking-payment', (hello, language) =>
    paymentReceivedMail(booking, payment, remainingAmount, hello, language),
  );
  return {
    invoice,
    effects: [notifyCustomer(row.customer_id, notification), ...mail([mailId], { now: input.mailNow })],
  };
}

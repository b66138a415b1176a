import { notFound, ruleViolated } from '@trippy/domain';
import type { Notification } from '@trippy/contracts';
import type { Db } from '../../db/schema';
import { recordAudit } from '../staff/audit.repository';
import { insertNotification } from '../notifications/notifications.repository';
import { travellerMessageMail } from '../notifications/operator-mail';
import {
  batchExists,
  findRecipient,
  recipientsOfBatch,
  type MessageRecipient,
} from '../staff/operator-messages.repository';
import { enqueueMail } from '../notifications/outbox.repository';

/** Either one customer or every customer booked on a batch. */
export type MessageTarget = { batchId: string } | { customerId: string };

/**
 * Stores the message as a notification of each recipient with its queued mail, and the audit row, in one
 * transaction. Returns the notifications to push and the mails to deliver after commit.
 */
export function sendTravellerMessage(
  db: Db,
  staffId: string,
  target: MessageTarget,
  message: string,
): Promise<{ pushes: Array<[string, Notification]>; mailIds: string[] }> {
  return db.transaction().execute(async (tx) => {
    let recipients: MessageRecipient[];
    if ('batchId' in target) {
      if (!(await batchExists(tx, target.batchId))) throw notFound('Batch not found');
      recipients = await recipientsOfBatch(tx, target.batchId);
      if (recipients.length === 0) throw ruleViolated('Nobody is booked on this departure');
    } else {
      const customer = await findRecipient(tx, target.customerId);
      if (!customer) throw notFound('Customer not found');
      recipients = [customer];
    }
    const pushes: Array<[string, Notification]> = [];
    const mailIds: string[] = [];
    for (const recipient of recipients) {
      pushes.push([recipient.id, await insertNotification(tx, recipient.id, () => message)]);
      mailIds.push(
        await enqueueMail(tx, {
          kind: 'operator-message',
          to: recipient.email,
          ...travellerMessageMail(recipient.first_name, message),
        }),
      );
    }
    await recordAudit(tx, {
      staffId,
      action: 'message.sent',
      ...('batchId' in target
        ? { entityType: 'batch', entityId: target.batchId }
        : { entityType: 'customer', entityId: target.customerId }),
      after: { message, recipients: recipients.map((recipient) => recipient.id) },
    });
    return { pushes, mailIds };
  });
}

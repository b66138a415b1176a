import type { Database, DbOrTx } from '../../db/schema';
import { newId } from '../../db/ids';

type RefusalReason = Database['payment_webhook_refusals']['reason'];

/** At most this many refused webhooks are kept in any 24 hours (a flood of forged ones cannot fill the disk). */
export const MAX_REFUSALS_PER_DAY = 1000;
/** Refusals older than this are deleted as new ones come. */
const KEEP_REFUSALS_DAYS = 90;

/**
 * Records a refused webhook: when, why and the event id it claimed, never its body or headers. Nothing is
 * recorded past MAX_REFUSALS_PER_DAY in the last 24 hours; false then.
 */
export async function recordWebhookRefusal(
  db: DbOrTx,
  refusal: { provider: string; eventId: string | null; reason: RefusalReason; at: Date },
): Promise<boolean> {
  const dayAgo = new Date(refusal.at.getTime() - 86_400_000);
  const recent = await db
    .selectFrom('payment_webhook_refusals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('received_at', '>', dayAgo)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= MAX_REFUSALS_PER_DAY) return false;
  await db
    .deleteFrom('payment_webhook_refusals')
    .where('received_at', '<', new Date(refusal.at.getTime() - KEEP_REFUSALS_DAYS * 86_400_000))
    .execute();
  await db
    .insertInto('payment_webhook_refusals')
    .values({
      id: newId(),
      provider: refusal.provider,
      event_id: refusal.eventId,
      reason: refusal.reason,
      received_at: refusal.at,
    })
    .execute();
  return true;
}

import type { DbOrTx } from '../db/schema';

/** Seats left on batches departing from `today` for `days` days, with their package's slug. */
export function upcomingBatchSeats(db: DbOrTx, today: string, days: number) {
  const until = new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
  return db
    .selectFrom('batches')
    .innerJoin('packages', 'packages.id', 'batches.package_id')
    .select(['batches.id', 'batches.start_date', 'batches.seats_left', 'packages.slug'])
    .where('batches.start_date', '>=', today)
    .where('batches.start_date', '<=', until)
    .execute();
}

export async function countPendingMail(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

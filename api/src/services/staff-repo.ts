import type { DbOrTx, StaffRole } from '../db/schema';

export async function findStaffTokenState(
  db: DbOrTx,
  id: string,
): Promise<{ token_version: number; disabled_at: Date | string | null; role: StaffRole } | undefined> {
  return db
    .selectFrom('staff')
    .select(['token_version', 'disabled_at', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
}

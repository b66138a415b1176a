import {
  batchDatesError,
  packageRuleError,
  resizeBatch,
  seatsBelowSoldMessage,
  todayInIndia,
  conflict,
  notFound,
  ruleViolated,
} from '@trippy/domain';
import { offerFreedSeats, type WaitlistNotice } from '../waitlist/waitlist-offers';
import type {
  BatchCreateBody,
  BatchPatchBody,
  OperatorBatch,
  OperatorPackageBody,
  OperatorPackageDetail,
} from '@trippy/contracts';
import type { Db, DbOrTx } from '../../db/schema';
import { recordAudit } from '../staff/audit.repository';
import {
  insertPackage,
  lockPackage,
  operatorPackageDetail,
  refsExist,
  replaceAddons,
  slugTaken,
  toOperatorBatch,
  touchPackage,
  updatePackage,
} from './operator-catalogue.repository';
import { findBatch, insertBatch, updateBatch } from './operator-batches.repository';
import type { UseCaseContext } from '../../shared/use-case-context';

export const SLUG_TAKEN = 'Another package already uses this slug';

const isSlugViolation = (error: unknown): boolean => {
  const { code, constraint, message } = (error ?? {}) as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  return code === '23505' && `${String(constraint ?? '')} ${String(message ?? '')}`.includes('slug');
};

async function checkPackage(tx: DbOrTx, body: OperatorPackageBody, id?: string): Promise<void> {
  const rule = packageRuleError(body);
  if (rule) throw ruleViolated(rule);
  const refs = await refsExist(tx, body.categoryId, body.destinationId);
  if (!refs.category) throw ruleViolated('This category does not exist');
  if (!refs.destination) throw ruleViolated('This destination does not exist');
  if (await slugTaken(tx, body.slug, id)) throw conflict(SLUG_TAKEN);
}

/** The package as the audit log keeps it (without its batches: those have their own rows). */
const auditView = (detail: OperatorPackageDetail) => {
  const { batches: _batches, createdAt: _created, updatedAt: _updated, ...rest } = detail;
  return rest;
};

/** Creates (no id) or replaces a package with its add-ons, audited with before and after, in one transaction. */
export async function savePackage(
  db: Db,
  staffId: string,
  body: OperatorPackageBody,
  id?: string,
): Promise<OperatorPackageDetail> {
  try {
    return await db.transaction().execute(async (tx) => {
      if (id && !(await lockPackage(tx, id))) throw notFound('Package not found');
      await checkPackage(tx, body, id);
      const before = id ? await operatorPackageDetail(tx, id) : undefined;
      const packageId = id ?? (await insertPackage(tx, body));
      if (id) await updatePackage(tx, id, body);
      await replaceAddons(tx, packageId, body.addons);
      const after = await operatorPackageDetail(tx, packageId);
      if (!after) throw notFound('Package not found');
      await recordAudit(tx, {
        staffId,
        action: id ? 'package.updated' : 'package.created',
        entityType: 'package',
        entityId: packageId,
        before: before ? auditView(before) : undefined,
        after: auditView(after),
      });
      return after;
    });
  } catch (error) {
    // Two saves with the same new slug at once: the unique index refuses the second.
    if (isSlugViolation(error)) throw conflict(SLUG_TAKEN);
    throw error;
  }
}

/** A new departure of a package, open for booking, audited. */
export async function addBatch(
  { db, now }: Pick<UseCaseContext, 'db' | 'now'>,
  staffId: string,
  packageId: string,
  body: BatchCreateBody,
): Promise<OperatorBatch> {
  const dates = batchDatesError(body, todayInIndia(now));
  if (dates) throw ruleViolated(dates);
  return db.transaction().execute(async (tx) => {
    if (!(await lockPackage(tx, packageId))) throw notFound('Package not found');
    const batch = toOperatorBatch(await insertBatch(tx, packageId, body));
    await touchPackage(tx, packageId);
    await recordAudit(tx, {
      staffId,
      action: 'batch.created',
      entityType: 'batch',
      entityId: batch._id,
      after: batch,
    });
    return batch;
  });
}

/**
 * Changes a batch's dates, seats or closed state with the batch locked (a booking taking seats waits), so
 * the seats sold read here are the seats sold: never fewer seats than that.
 */
export async function patchBatch(
  ctx: UseCaseContext,
  { staffId, batchId, body }: { staffId: string; batchId: string; body: BatchPatchBody },
  /** Filled with the waitlist offers made from seats added or a reopening, to push after commit. */
  waitlist: WaitlistNotice[] = [],
): Promise<OperatorBatch> {
  const { db } = ctx;
  return db.transaction().execute(async (tx) => {
    const row = await findBatch(tx, batchId, true);
    if (!row) throw notFound('Batch not found');
    const startDate = body.startDate ?? row.start_date;
    const endDate = body.endDate ?? row.end_date;
    const dates = batchDatesError(
      { startDate, endDate },
      todayInIndia(ctx.now),
      startDate !== row.start_date,
    );
    if (dates) throw ruleViolated(dates);
    const resized = resizeBatch(
      { totalSeats: row.total_seats, seatsLeft: row.seats_left },
      body.totalSeats ?? row.total_seats,
    );
    if (!resized.ok) throw ruleViolated(seatsBelowSoldMessage(resized.sold));
    const closedAt =
      body.closed === undefined ? row.closed_at : body.closed ? (row.closed_at ?? new Date()) : null;
    const before = toOperatorBatch(row);
    await updateBatch(tx, batchId, {
      startDate,
      endDate,
      totalSeats: resized.totalSeats,
      seatsLeft: resized.seatsLeft,
      closedAt,
    });
    // Seats added or a reopening: the waitlist is offered them first (held seats leave seats_left).
    waitlist.push(...(await offerFreedSeats(tx, batchId, ctx)));
    const after = toOperatorBatch((await findBatch(tx, batchId))!);
    await touchPackage(tx, row.package_id);
    await recordAudit(tx, {
      staffId,
      action:
        body.closed === true && !before.closed
          ? 'batch.closed'
          : body.closed === false && before.closed
            ? 'batch.reopened'
            : 'batch.updated',
      entityType: 'batch',
      entityId: batchId,
      before,
      after,
    });
    return after;
  });
}

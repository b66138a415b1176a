import type { DbOrTx } from '../../db/schema';
import type { UseCaseContext } from '../../shared/use-case-context';
import { markJobDoneByKey, pendingJobsOfKind, scheduleJob } from '../lifecycle/jobs.repository';
import { makeVariants, variantKeyOf } from './image-pipeline';
import { findOriginal, saveVariants } from './uploaded-images.repository';

export const imageVariantsJobKey = (imageId: string): string => `image.variants:${imageId}`;

/** Schedules the making of an upload's variants, inside the upload's transaction. */
export function scheduleImageVariants(tx: DbOrTx, imageId: string, now: Date): Promise<void> {
  return scheduleJob(tx, {
    kind: 'image.variants',
    key: imageVariantsJobKey(imageId),
    payload: { imageId },
    runAt: now,
  });
}

/**
 * Makes one upload's variants inside the job's transaction (the queue's own path: a job that the prompt path
 * below did not finish, e.g. after a restart). Nothing to do when they are made already.
 */
export async function makeImageVariantsIn(tx: DbOrTx, imageId: string, now: Date): Promise<void> {
  const original = await findOriginal(tx, imageId);
  if (!original || original.ready) return;
  const made = await makeVariants(original.bytes);
  await saveVariants(tx, imageId, variantKeyOf(original.sha256), made, now);
}

/**
 * The prompt path of the `image.variants` jobs: each due upload's variants are made outside any transaction
 * (seconds of CPU must not hold the database: the embedded one has a single connection), then stored and the
 * job marked done in one short transaction. Two instances racing on one upload store it once. Answers how
 * many uploads were made ready. `stopping` is asked before each upload: a shutting-down instance leaves the
 * rest to the queue (a pass over the demo photos takes longer than the grace a shutdown is given).
 */
export async function makeDueImageVariants(
  ctx: UseCaseContext,
  { limit = 10, stopping = () => false }: { limit?: number; stopping?: () => boolean } = {},
): Promise<number> {
  const { db, now } = ctx;
  let made = 0;
  for (const job of await pendingJobsOfKind(db, 'image.variants', now, limit)) {
    if (stopping()) break;
    const imageId = String(job.payload.imageId);
    const original = await findOriginal(db, imageId);
    if (original && !original.ready) {
      const variants = await makeVariants(original.bytes);
      await db.transaction().execute(async (tx) => {
        await saveVariants(tx, imageId, variantKeyOf(original.sha256), variants, now);
        await markJobDoneByKey(tx, job.key, now);
      });
      made++;
    } else await db.transaction().execute((tx) => markJobDoneByKey(tx, job.key, now));
  }
  return made;
}

import sharp from 'sharp';
import type { ImageUploadResult } from '@trippy/contracts';
import type { App } from '../../src/types';
import { bearer } from './test-app';
import { createStaffToken } from './staff';

/**
 * A photo of one colour uploaded through the back office (POST /api/operator/images as staff) and made into
 * variants by the job queue: the upload as the API answered it.
 */
export async function uploadSolidPhoto(
  app: App,
  { width, height, background }: { width: number; height: number; background: string },
): Promise<ImageUploadResult> {
  const staff = await createStaffToken(app, 'staff');
  const photo = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const res = await app.inject({
    method: 'POST',
    url: '/api/operator/images',
    headers: { ...bearer(staff.token), 'content-type': 'image/jpeg' },
    payload: photo,
  });
  if (res.statusCode !== 201) throw new Error(`the upload answered ${res.statusCode}: ${res.body}`);
  await app.jobs.runImageJobs();
  return res.json<{ data: ImageUploadResult }>().data;
}

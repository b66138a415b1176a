import sharp from 'sharp';
import { buildApp } from '../src/app';
import { openTestDb } from './helpers/db-targets';
import { bearer, TEST_CONFIG } from './helpers/test-app';
import { createStaffToken } from './helpers/staff';

// A shutdown is given 10 s of grace (server.ts); a pass over the 17 demo photos takes longer on a busy machine,
// and a SIGTERM during it ended the process with code 1. Closing now leaves the uploads not started queued.
jest.setTimeout(120_000);

it('closing the app while variants are being made finishes the photo under way and leaves the rest queued', async () => {
  const { handle, cleanup } = await openTestDb('pglite', false);
  try {
    const app = await buildApp({ db: handle, closeDb: false, config: TEST_CONFIG });
    await app.ready();
    const staff = await createStaffToken(app, 'staff');
    for (const background of ['#204060', '#406020', '#602040', '#206040', '#402060']) {
      const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const res = await app.inject({
        method: 'POST',
        url: '/api/operator/images',
        headers: { ...bearer(staff.token), 'content-type': 'image/jpeg' },
        payload: photo,
      });
      expect(res.statusCode).toBe(201);
    }
    const pass = app.jobs.runImageJobs();
    await app.close();
    await pass;

    const jobsByStatus = async () =>
      (await handle.db.selectFrom('jobs').select('status').where('kind', '=', 'image.variants').execute())
        .map((job) => job.status)
        .sort();
    const afterClose = await jobsByStatus();
    expect(afterClose).toHaveLength(5);
    expect(afterClose.filter((status) => status === 'pending').length).toBeGreaterThanOrEqual(3);
    // Each upload marked done has its variants (none was cut off half-way).
    const images = await handle.db.selectFrom('uploaded_images').select(['variant_key']).execute();
    expect(images.filter((image) => image.variant_key !== null)).toHaveLength(
      afterClose.filter((status) => status === 'done').length,
    );

    // The next start makes the rest.
    const next = await buildApp({ db: handle, closeDb: false, config: TEST_CONFIG });
    await next.ready();
    await next.jobs.runImageJobs();
    await next.close();
    expect(await jobsByStatus()).toEqual(['done', 'done', 'done', 'done', 'done']);
  } finally {
    await cleanup();
  }
});

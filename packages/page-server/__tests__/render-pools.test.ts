// Render pools replaced by a deploy while requests use them (needs the production build, as npm test makes).
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SERVER_ROOT, RENDER_WORKER_FILE } from '../src/package-root';
import { RenderPools } from '../src/render/render-pools';

const shellServerFile = path.join(PAGE_SERVER_ROOT, '..', '..', 'shell', 'dist', 'server', 'server.js');
if (!fs.existsSync(shellServerFile) || !fs.existsSync(RENDER_WORKER_FILE))
  throw new Error('render pool tests need the production build: run `npx -y pnpm@10 run build` first');

const setup = {
  shellServerFile,
  remotes: {},
  remotesBase: 'http://127.0.0.1:1',
  apiOrigin: 'http://127.0.0.1:1',
};

describe('render pools across a deploy', () => {
  let pools: RenderPools;
  beforeEach(() => {
    pools = new RenderPools({
      threads: 1,
      concurrency: 4,
      maxQueue: 16,
      workerHeapMb: 256,
      onWorkerError: () => {},
    });
  });
  afterEach(() => pools.close());

  it('a render asked of a pool that a deploy replaces while it warms runs on the new pool', async () => {
    const signal = () => AbortSignal.timeout(20_000);
    const before = pools.run('v1', 1, setup, { kind: 'warm' }, signal());
    const during = pools.run('v1', 1, setup, { kind: 'warm' }, signal());
    // The deploy: a later read of the manifests names another version before v1's workers are warm.
    const after = pools.run('v2', 2, setup, { kind: 'warm' }, signal());
    await expect(Promise.all([before, during, after])).resolves.toEqual([null, null, null]);
  }, 30_000);

  it('renders already running on the old pool finish there', async () => {
    const signal = () => AbortSignal.timeout(20_000);
    await pools.run('v1', 1, setup, { kind: 'warm' }, signal());
    const sitemap = pools.run('v1', 1, setup, { kind: 'sitemap' }, signal());
    await new Promise((resolve) => setTimeout(resolve, 0)); // handed to v1's worker
    await pools.run('v2', 2, setup, { kind: 'warm' }, signal());
    await expect(sitemap).resolves.toEqual(expect.any(Array));
  }, 30_000);
});

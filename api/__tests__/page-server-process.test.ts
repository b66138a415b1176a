// The page server as a process of its own (packages/page-server/dist/main.js), as the cluster runs it: its
// renders read the API over HTTP on kept-alive connections, and the API's catalogue notices reach it through
// Redis, so a kept render that shows a change is dropped at once (needs the production build).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PackageDetail } from '@trippy/contracts';
import { REPO_ROOT } from '../src/paths';
import { createTestApp, type TestContext } from './helpers/test-app';
import { REDIS_URL, redisProblem } from './helpers/redis';

const MAIN = path.join(REPO_ROOT, 'packages', 'page-server', 'dist', 'main.js');
const SHELL_SERVER = path.join(REPO_ROOT, 'shell', 'dist', 'server', 'server.js');
if (!fs.existsSync(MAIN) || !fs.existsSync(SHELL_SERVER))
  throw new Error(
    'the page server process test needs the production build: run `npx -y pnpm@10 run build` first',
  );

const SLUG = 'valley-of-flowers-trek';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitReady(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`the page server exited:\n${output()}`);
    const ready = await fetch(`${origin}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the page server did not become ready:\n${output()}`);
}

describe('the page server as a process of its own', () => {
  let problem: string | undefined;
  let ctx: TestContext;
  let child: ChildProcess;
  let pages: string;
  let output = '';
  /** TCP connections the API accepted and requests it answered (from the page server: nothing else calls it). */
  let apiConnections = 0;
  let apiRequests = 0;

  beforeAll(async () => {
    problem = await redisProblem();
    if (problem) {
      console.warn(`page server process test skipped: ${problem}.`);
      return;
    }
    ctx = await createTestApp('pglite', { REDIS_URL, SERVE_SITE: false });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.app.server.on('connection', () => (apiConnections += 1));
    ctx.app.server.on('request', () => (apiRequests += 1));
    const apiPort = (ctx.app.server.address() as net.AddressInfo).port;
    const port = await freePort();
    pages = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [MAIN], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        API_ORIGIN: `http://127.0.0.1:${apiPort}`,
        PUBLIC_ORIGIN: pages,
        REDIS_URL,
        SITE_ROOT: REPO_ROOT,
        // Kept for a minute: only the catalogue's notice can make a page show a change sooner.
        SSR_CACHE_MS: '60000',
        // A cold worker on a busy machine must not leave the region to the browser.
        SSR_REGION_DEADLINE_MS: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitReady(pages, child, () => output);
  }, 60_000);

  afterAll(async () => {
    if (problem) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await ctx.close();
  });

  it('renders pages with the API’s data over kept-alive connections, and its own files', async () => {
    if (problem) return;
    const pkg = (await ctx.app.inject(`/api/packages/${SLUG}`)).json<{ data: PackageDetail }>().data;
    const before = { connections: apiConnections, requests: apiRequests };
    for (const url of [
      `/packages/${SLUG}`,
      '/packages',
      '/',
      '/char-dham',
      '/packages?category=trek',
      `/packages/no-such-trek`,
    ]) {
      const response = await fetch(`${pages}${url}`);
      expect([url, response.status]).toEqual([url, url.includes('no-such') ? 404 : 200]);
      const html = await response.text();
      expect(html).toContain('data-server-rendered');
      if (url === `/packages/${SLUG}`) expect(html).toMatch(new RegExp(`<h1[^>]*>${pkg.name}`));
      expect(response.headers.get('content-security-policy')).toMatch(/'nonce-/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Each render's data requests reuse the connections of the renders before: far fewer than one each.
    const requests = apiRequests - before.requests;
    expect(requests).toBeGreaterThanOrEqual(6);
    expect(apiConnections - before.connections).toBeLessThanOrEqual(requests / 3);
    for (const file of [
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
      '/remotes.json',
      '/remotes/catalog/mf-manifest.json',
    ])
      expect([file, (await fetch(`${pages}${file}`)).status]).toEqual([file, 200]);
    expect((await fetch(`${pages}/api/packages`)).status).toBe(404);
  }, 60_000);

  it('drops a kept render when the API says the catalogue changed (through Redis)', async () => {
    if (problem) return;
    const page = () => fetch(`${pages}/packages/${SLUG}`).then((response) => response.text());
    const renamed = `Valley of Flowers ${Date.now()}`;
    expect(await page()).not.toContain(renamed);
    await ctx.handle.db.updateTable('packages').set({ name: renamed }).where('slug', '=', SLUG).execute();
    await ctx.app.catalog.changed();
    let html = '';
    for (let i = 0; i < 50 && !html.includes(renamed); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      html = await page();
    }
    expect(html).toContain(renamed);
  }, 60_000);
});

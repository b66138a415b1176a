// The listing's search (?q=, where the home page's search box sends visitors) in the server's HTML, with the
// real built shell and remotes (npm test builds before it tests): only the matching cards, the box showing it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PackageSummary } from '@trippy/contracts';
import { REPO_ROOT } from '../src/paths';
import { createTestApp } from './helpers/test-app';

const SHELL_SERVER = path.join(REPO_ROOT, 'shell', 'dist', 'server', 'server.js');
if (
  !fs.existsSync(SHELL_SERVER) ||
  !fs.existsSync(path.join(REPO_ROOT, 'packages', 'page-server', 'dist', 'render-worker.js'))
)
  throw new Error('server-rendering tests need the production build: run `npx -y pnpm@10 run build` first');

async function startSite() {
  const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-ssr-')), 'remotes.json');
  fs.writeFileSync(remotesFile, '{}');
  const ctx = await createTestApp('pglite', {
    SERVE_SITE: true,
    SITE_ROOT: REPO_ROOT,
    REMOTES_CONFIG: remotesFile,
    SSR_THREADS: 1,
    // What is tested is what the page holds, not the deadline (a cold worker on a busy machine may miss 300 ms).
    SSR_REGION_DEADLINE_MS: 5_000,
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { ctx, origin };
}

/** The catalogue region of a server-rendered page: the card names and the inline search box's value. */
function listingOf(html: string) {
  const start = html.indexOf('<div id="mfe-catalog" data-ssr>');
  expect(start).toBeGreaterThan(-1);
  const region = html.slice(start, html.indexOf('<div id="app-footer"', start));
  const cards = region.split('data-testid="package-card"').slice(1);
  // A card's name is its heading (h2 under the listing's h1).
  const names = cards.map((card) => /<h([23])[^>]*>([^<]+)<\/h\1>/.exec(card)?.[2] ?? '');
  const box = /data-search-panel="inline".*?<input([^>]*)>/s.exec(region)?.[1] ?? '';
  const value = /\svalue="([^"]*)"/.exec(box)?.[1] ?? null;
  return { region, names, value };
}

describe('the listing’s search in the server’s HTML', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  }, 60_000);
  afterAll(async () => {
    await site.ctx.close();
  });

  const page = async (url: string) => {
    const response = await fetch(`${site.origin}${url}`);
    expect(response.status).toBe(200);
    return listingOf(await response.text());
  };
  const apiNames = async (q: string) => {
    const response = await fetch(`${site.origin}/api/packages?q=${encodeURIComponent(q)}&page=1&pageSize=24`);
    return ((await response.json()) as { data: PackageSummary[] }).data.map((pkg) => pkg.name);
  };

  it('GET /packages?q=roopkund renders only the matching cards, and the search box shows the search', async () => {
    const { names, value, region } = await page('/packages?q=roopkund');
    expect(names).toEqual(['Roopkund Trek']);
    expect(value).toBe('roopkund');
    expect(region).toContain('Packages matching');
    // The home page's search box sends the name as typed.
    expect((await page('/packages?q=Roopkund')).names).toEqual(['Roopkund Trek']);
  }, 30_000);

  it('renders what the API finds, with the forgiving rule (chardham, केदारनाथ, a typo)', async () => {
    for (const q of ['chardham', 'केदारनाथ', 'kedarnth', 'VOF']) {
      const { names } = await page(`/packages?q=${encodeURIComponent(q)}`);
      expect(names.length).toBeGreaterThan(0);
      expect({ q, names }).toEqual({ q, names: await apiNames(q) });
    }
  }, 60_000);

  it('without a search (or with too short a one) every package is rendered, the box empty', async () => {
    const all = await page('/packages');
    expect(all.names.length).toBeGreaterThan(5);
    expect(all.value ?? '').toBe('');
    expect((await page('/packages?q=ro')).names).toEqual(all.names);
  }, 30_000);
});

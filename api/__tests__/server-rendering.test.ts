// The page server with the real built shell and remotes (npm test builds before it tests): rendering in
// worker threads, the region deadline, a remote that is down, and a deploy picked up without a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths';
import { createTestApp } from './helpers/test-app';
import { createStaffToken } from './helpers/staff';
import { inlineHash } from '@trippy/page-server';

const SHELL_SERVER = path.join(REPO_ROOT, 'shell', 'dist', 'server', 'server.js');
if (
  !fs.existsSync(SHELL_SERVER) ||
  !fs.existsSync(path.join(REPO_ROOT, 'packages', 'page-server', 'dist', 'render-worker.js'))
)
  throw new Error('server-rendering tests need the production build: run `npx -y pnpm@10 run build` first');

async function startSite(config: Record<string, unknown>) {
  const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-ssr-')), 'remotes.json');
  fs.writeFileSync(remotesFile, '{}');
  const ctx = await createTestApp('pglite', {
    SERVE_SITE: true,
    SITE_ROOT: REPO_ROOT,
    REMOTES_CONFIG: remotesFile,
    SSR_THREADS: 1,
    ...config,
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const get = async (urlPath: string) => {
    const response = await fetch(`${origin}${urlPath}`);
    return { status: response.status, html: await response.text() };
  };
  return { ctx, origin, get, remotesFile };
}

describe('server-rendered pages', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    // This block checks what a render contains; the region deadline has its own test below (a cold render
    // worker on a busy CI machine can miss the 300 ms default on the first page).
    site = await startSite({ SSR_REGION_DEADLINE_MS: 10_000 });
  }, 60_000);
  afterAll(async () => {
    await site.ctx.close();
  });
  afterEach(() => fs.writeFileSync(site.remotesFile, '{}'));

  it('renders the layout and the route region, marked for hydration, with the data it used', async () => {
    const { status, html } = await site.get('/packages/valley-of-flowers-trek');
    expect(status).toBe(200);
    expect(html).toMatch(/<div id="app-header" data-ssr><header/);
    expect(html).toMatch(/<div id="mfe-catalog" data-ssr>.*<h1[^>]*>Valley of Flowers/s);
    // A package page: the phone's booking bar is known from the route, in the HTML (nothing shifts later).
    expect(html).toContain('<html data-booking-bar data-server-rendered');
    // The data the page was rendered with, as the browser's query client takes it: by its query key.
    expect(html).toMatch(
      /<script type="application\/json" id="trippy-page-data">\{"mutations":\[\],"queries":\[.*"queryKey":\["package","valley-of-flowers-trek","en"\]/,
    );
    // The page's CSS is in the head, so nothing waits for JavaScript to be styled: carried inline (no request
    // per file before first paint), allowed by its hash, named by its absolute address for the CSS loader.
    expect(html).toMatch(
      /<style data-href="http:\/\/[\w.:]+\/remotes\/catalog\/__federation_expose_app\.[0-9a-f]+\.css">\.catalog_.*<\/head>/s,
    );
    expect(html).not.toContain('<link href="/main.css"');
    expect(html).not.toContain('rel="stylesheet"');
  }, 30_000);

  it.each(['br', 'gzip', 'identity'])(
    'sends a kept page with %s, the same page under each answer’s nonce, inline styles and loader allowed by hash',
    async (encoding) => {
      const answer = async () => {
        const response = await fetch(`${site.origin}/char-dham`, {
          headers: { 'accept-encoding': encoding },
        });
        expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
        const policy = response.headers.get('content-security-policy') ?? '';
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? 'none';
        return { html: await response.text(), policy, nonce };
      };
      const first = await answer();
      const second = await answer();
      expect(second.nonce).not.toBe(first.nonce);
      expect(second.html.replaceAll(second.nonce, 'N')).toBe(first.html.replaceAll(first.nonce, 'N'));
      for (const { html, policy, nonce } of [first, second]) {
        expect(html).toMatch(/<div id="mfe-content" data-ssr>/);
        expect(html.endsWith('</body></html>')).toBe(true);
        // Only the meta element the page's code reads carries the nonce, at the end of the body.
        expect(html.match(/nonce="[^"]*"/g)).toEqual([`nonce="${nonce}"`]);
        expect(html.endsWith(`<meta property="csp-nonce" content="" nonce="${nonce}" /></body></html>`)).toBe(
          true,
        );
        const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
        const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
        expect(scripts).toHaveLength(1);
        expect(scriptSrc).toContain(inlineHash(scripts[0] ?? ''));
        const styleSrc = /style-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
        const styles = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
        expect(styles.length).toBeGreaterThan(1);
        for (const text of styles) expect(styleSrc).toContain(inlineHash(text));
        expect(styleSrc).not.toContain("'unsafe-inline'");
      }
    },
    30_000,
  );

  it('with a remote down the page answers 200 with the layout, and that region is left to the browser', async () => {
    fs.writeFileSync(site.remotesFile, JSON.stringify({ catalog: 'http://127.0.0.1:9/mf-manifest.json' }));
    const { status, html } = await site.get('/packages');
    expect(status).toBe(200);
    expect(html).toContain('<div id="mfe-catalog"></div>');
    // The footer renders inside its Suspense boundary (its code hydrates at the first interaction).
    expect(html).toMatch(/<div id="app-footer" data-ssr>(?:<!--\$-->)?<footer/);
    const home = await site.get('/');
    expect(home.html).toMatch(/<div id="mfe-content" data-ssr>/);
  }, 30_000);

  it('an address longer than any page is not server-rendered (the browser gets the plain page)', async () => {
    const { status, html } = await site.get(`/packages?q=${'a'.repeat(3_000)}`);
    expect(status).toBe(200);
    expect(html).toContain('<div id="mfe-catalog"></div>');
    expect(html).not.toContain('data-ssr');
  }, 30_000);

  it('a page is rendered once for a while, each answer with its own nonce; a catalogue edit shows at once, a lead keeps it', async () => {
    const url = '/packages/har-ki-dun-trek';
    const rename = (name: string) =>
      site.ctx.app.db.updateTable('packages').set({ name }).where('slug', '=', 'har-ki-dun-trek').execute();
    const nonceOf = async (response: Response) => {
      const policy = response.headers.get('content-security-policy') ?? '';
      const html = await response.text();
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(html).toContain(`nonce="${nonce}"`);
      return { nonce, html };
    };
    const first = await nonceOf(await fetch(`${site.origin}${url}`));
    const original = /<h1[^>]*>([^<]+)</.exec(first.html)?.[1] ?? '';
    expect(original).not.toBe('');
    try {
      // Changed behind the site's back: the kept render is served, with a fresh nonce.
      await rename('Kedarnath Renamed Behind The Cache');
      const kept = await nonceOf(await fetch(`${site.origin}${url}`));
      expect(kept.nonce).not.toBe(first.nonce);
      expect(kept.html).toContain(`>${original}<`);
      // A write that shows on no public page (a lead) keeps them.
      const lead = await fetch(`${site.origin}/api/leads/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Vikram',
          phone: '8765432109',
          email: 'vikram@example.in',
          tripType: 'trek',
        }),
      });
      expect(lead.status).toBe(201);
      expect((await site.get(url)).html).toContain(`>${original}<`);
      // A catalogue edit drops them before its answer leaves.
      const owner = await createStaffToken(site.ctx.app, 'owner');
      const pkg = (await (await fetch(`${site.origin}/api/packages/har-ki-dun-trek`)).json()) as {
        data: { batches: Array<{ _id: string; totalSeats: number }> };
      };
      const batch = pkg.data.batches[0]!;
      const edit = await fetch(`${site.origin}/api/operator/batches/${batch._id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ totalSeats: batch.totalSeats }),
      });
      expect(edit.status).toBe(200);
      expect((await site.get(url)).html).toContain('>Kedarnath Renamed Behind The Cache<');
    } finally {
      await rename(original);
      site.ctx.app.catalog.changed();
    }
  }, 30_000);

  it('tracking parameters never make a page render again: 100 unique ?fbclid= visits are one render', async () => {
    const slug = 'roopkund-trek';
    const rename = (name: string) =>
      site.ctx.app.db.updateTable('packages').set({ name }).where('slug', '=', slug).execute();
    const nameIn = (html: string) => /<h1[^>]*>([^<]+)</.exec(html)?.[1] ?? '';
    const first = await site.get(`/packages/${slug}?utm_source=whatsapp&fbclid=first`);
    const original = nameIn(first.html);
    expect(original).not.toBe('');
    // The canonical and the share address name the page, not the click.
    expect(first.html).toMatch(new RegExp(`<link rel="canonical" href="http://[\\w.:]+/packages/${slug}"/>`));
    expect(first.html).not.toContain('fbclid');
    try {
      await rename('Roopkund Renamed Behind The Cache');
      const visits = await Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          site.get(`/packages/${slug}?fbclid=IwAR${n}x${Date.now()}&utm_medium=social&utm_campaign=c${n}`),
        ),
      );
      expect(visits.map((visit) => [visit.status, nameIn(visit.html)])).toEqual(
        visits.map(() => [200, original]),
      );
      // A parameter the listing declares is another page: rendered for it.
      const search = await site.get('/packages?q=roopkund&fbclid=1');
      expect(search.html).toContain('Roopkund Renamed Behind The Cache');
    } finally {
      await rename(original);
      site.ctx.app.catalog.changed();
    }
  }, 60_000);

  it('a render asks the API in-process: its data requests never open a loopback connection', async () => {
    const overHttp: string[] = [];
    const count = (request: { url?: string }) => {
      if (request.url?.startsWith('/api/')) overHttp.push(request.url);
    };
    site.ctx.app.server.on('request', count);
    try {
      const { status, html } = await site.get('/packages/kedarnath-yatra-1-dham');
      expect(status).toBe(200);
      // The page has its package's data, and it came from the API's routes (the page's JSON for hydration).
      expect(html).toMatch(/<h1[^>]*>Kedarnath/);
      expect(html).toMatch(/id="trippy-page-data">.*"queryKey":\["package","kedarnath-yatra-1-dham","en"\]/);
      expect(overHttp).toEqual([]);
    } finally {
      site.ctx.app.server.off('request', count);
    }
  }, 30_000);

  it('unknown slugs are 404 with the not-found message, unknown paths too', async () => {
    expect((await site.get('/packages/no-such-trip')).status).toBe(404);
    const unknown = await site.get('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Page not found');
  }, 30_000);
});

describe('a region slower than its deadline', () => {
  it('is rendered in the browser instead; the layout still comes from the server', async () => {
    const site = await startSite({ SSR_REGION_DEADLINE_MS: 1 });
    try {
      // The first render after start-up loads the code; the deadline applies to every render.
      for (let i = 0; i < 3; i += 1) {
        const { status, html } = await site.get('/packages');
        expect(status).toBe(200);
        expect(html).toMatch(/<div id="app-header" data-ssr><header/);
        expect(html).toContain('<div id="mfe-catalog"></div>');
      }
    } finally {
      await site.ctx.close();
    }
  }, 60_000);
});

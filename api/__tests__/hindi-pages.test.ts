// Every public page in Hindi, as search engines and people get it from the server: the sitemap lists both
// languages, and each Hindi address of the sitemap answers 200 in Hindi (lang, title, description) with its
// hreflang pairs. Uses the production build (npm test builds first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths';
import { createTestApp } from './helpers/test-app';

const DEVANAGARI = /[\u0900-\u097F]/;

if (!fs.existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'server', 'server.js')))
  throw new Error('the Hindi pages test needs the production build: run `npx -y pnpm@10 run build` first');

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let origin = '';
const get = async (urlPath: string) => {
  const response = await fetch(`${origin}${urlPath}`);
  return { status: response.status, html: await response.text() };
};
const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? '';

beforeAll(async () => {
  const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-hi-')), 'remotes.json');
  fs.writeFileSync(remotesFile, '{}');
  ctx = await createTestApp('pglite', {
    SERVE_SITE: true,
    SITE_ROOT: REPO_ROOT,
    REMOTES_CONFIG: remotesFile,
    SSR_THREADS: 1,
    SSR_REGION_DEADLINE_MS: 10_000,
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

async function sitemapPaths(): Promise<string[]> {
  const { status, html: xml } = await get('/sitemap.xml');
  expect(status).toBe(200);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

describe('Hindi pages', () => {
  it('the sitemap lists every public page in both languages', async () => {
    const paths = await sitemapPaths();
    const english = paths.filter((p) => p !== '/hi' && !p.startsWith('/hi/'));
    const hindi = new Set(paths.filter((p) => p === '/hi' || p.startsWith('/hi/')));
    expect(english.length).toBeGreaterThan(20);
    expect(english.filter((p) => !hindi.has(p === '/' ? '/hi' : `/hi${p}`))).toEqual([]);
    expect(hindi.size).toBe(english.length);
  }, 30_000);

  it("the sitemap names each page's other language, and x-default, as the pages' heads do", async () => {
    const { html: xml } = await get('/sitemap.xml');
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(40);
    const wrong = urls.filter((url) => {
      const loc = new URL(/<loc>([^<]+)<\/loc>/.exec(url)![1]!).pathname;
      const english = loc === '/hi' ? '/' : loc.replace(/^\/hi\//, '/');
      const hindi = english === '/' ? '/hi' : `/hi${english}`;
      const links = Object.fromEntries(
        [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
          m[1],
          new URL(m[2]!).pathname,
        ]),
      );
      return (
        JSON.stringify(links) !== JSON.stringify({ 'en-IN': english, 'hi-IN': hindi, 'x-default': english })
      );
    });
    expect(wrong).toEqual([]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  }, 30_000);

  it('each Hindi address answers 200 in Hindi, with its canonical and hreflang pairs both ways', async () => {
    const hindi = (await sitemapPaths()).filter((p) => p === '/hi' || p.startsWith('/hi/'));
    const wrong: string[] = [];
    for (const page of hindi) {
      const { status, html } = await get(page);
      const english = page === '/hi' ? '/' : page.slice(3);
      const problems = [
        status === 200 ? '' : `status ${status}`,
        /<html[^>]*\blang="hi"/.test(html) ? '' : 'lang',
        DEVANAGARI.test(tag(html, /<title>([^<]*)<\/title>/)) ? '' : 'title',
        DEVANAGARI.test(tag(html, /<meta name="description" content="([^"]*)"/)) ? '' : 'description',
        html.includes(`<link rel="canonical" href="${origin}${page}"/>`) ? '' : 'canonical',
        html.includes(`hreflang="en-IN" href="${origin}${english}"`) ? '' : 'hreflang en-IN',
        html.includes(`hreflang="hi-IN" href="${origin}${page}"`) ? '' : 'hreflang hi-IN',
        html.includes(`hreflang="x-default" href="${origin}${english}"`) ? '' : 'x-default',
      ].filter(Boolean);
      if (problems.length > 0) wrong.push(`${page}: ${problems.join(', ')}`);
    }
    expect(hindi.length).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  }, 240_000);

  it('the English page stays English and names its Hindi one', async () => {
    const { status, html } = await get('/char-dham');
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*\blang="en-IN"/);
    expect(html).toContain(`<link rel="alternate" hreflang="hi-IN" href="${origin}/hi/char-dham"/>`);
  }, 30_000);

  it('a Hindi package page shows the package in Hindi and carries the messages it rendered with', async () => {
    const { status, html } = await get('/hi/packages/valley-of-flowers-trek');
    expect(status).toBe(200);
    expect(tag(html, /<h1[^>]*>([^<]*)<\/h1>/)).toMatch(DEVANAGARI);
    // The shell's and the catalogue's Hindi messages travel in the page data: nothing to fetch to hydrate.
    expect(html).toMatch(/"queryKey":\["messages","shell-messages-hi"\]/);
    expect(html).toMatch(/"queryKey":\["messages","catalog-messages-hi"\]/);
  }, 30_000);

  it('the back office has no Hindi address', async () => {
    expect((await get('/hi/operator')).status).toBe(404);
  }, 30_000);
});

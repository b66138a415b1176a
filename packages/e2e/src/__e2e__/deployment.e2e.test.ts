import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, newPage, screenshot } from '../harness/browser';
import { REPO_ROOT } from '../harness/paths';
import { resetRemotes, setRemotes, site } from '../harness/site';
import { serveDirectory } from '../harness/static-origin';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await openBrowser();
  page = await newPage(context);
});
afterEach(() => resetRemotes());
afterAll(async () => {
  await context.close();
});

function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile())
      hashes[name] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return hashes;
}

function buildContentRemote(): void {
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', {
    paths: [path.join(REPO_ROOT, 'mfe-content')],
  });
  execFileSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: path.join(REPO_ROOT, 'mfe-content'),
    stdio: 'pipe',
  });
}

/**
 * A GET after the build: the build blocked this process for up to a minute, long enough for the server to close
 * the idle kept-alive sockets of earlier requests without this process noticing yet; those closes are let in
 * first, and a request that still met a closed socket is sent again (as a browser would).
 */
/** The page after a deploy: the server revalidates the remotes' manifests every SSR_MANIFEST_CHECK_MS (1 s). */
async function freshText(url: string): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 1_250));
  try {
    return await (await fetch(url)).text();
  } catch {
    return (await fetch(url)).text();
  }
}

describe('independent deployment', () => {
  test('rebuilding only mfe-content changes the live site (Char Dham copy, a blog post title); the shell and the server are untouched', async () => {
    const contentFile = path.join(REPO_ROOT, 'mfe-content', 'src', 'content', 'char-dham.json');
    const postFile = path.join(
      REPO_ROOT,
      'mfe-content',
      'src',
      'content',
      'blog',
      'kedarnath-trek-preparation.md',
    );
    const original = fs.readFileSync(contentFile, 'utf8');
    const originalPost = fs.readFileSync(postFile, 'utf8');
    const shellBefore = hashTree(path.join(REPO_ROOT, 'shell', 'dist'));
    const marker = `Char Dham Yatra 2025 (update ${Date.now()})`;
    try {
      const content = JSON.parse(original) as { hero: { title: string } };
      content.hero.title = marker;
      fs.writeFileSync(contentFile, JSON.stringify(content, null, 2));
      const postTitle = `Preparing for Kedarnath (update ${Date.now()})`;
      fs.writeFileSync(postFile, originalPost.replace(/^title: .*$/m, `title: ${postTitle}`));
      buildContentRemote();
      // The next plain GET (no browser, no JavaScript) is rendered by the new build, with no restart.
      const served = await freshText(`${site().origin}/char-dham`);
      expect(served).toContain(marker);
      await page.goto(`${site().origin}/char-dham`);
      await page.getByRole('heading', { name: marker }).waitFor();
      await page.goto(`${site().origin}/blogs/kedarnath-trek-preparation`);
      await page.getByRole('heading', { level: 1, name: postTitle }).waitFor();
      expect(hashTree(path.join(REPO_ROOT, 'shell', 'dist'))).toEqual(shellBefore);
    } finally {
      fs.writeFileSync(contentFile, original);
      fs.writeFileSync(postFile, originalPost);
      buildContentRemote();
    }
    await page.goto(`${site().origin}/char-dham`);
    await page.getByRole('heading', { name: /^Char Dham Yatra 20\d\d$/ }).waitFor();
  }, 180_000);

  test('a remote served from a second origin works when the runtime configuration points there', async () => {
    const cdn = await serveDirectory(path.join(REPO_ROOT, 'mfe-catalog', 'dist'));
    try {
      setRemotes({ catalog: `${cdn.origin}/mf-manifest.json` });
      const served = await freshText(`${site().origin}/packages`);
      expect(served).toContain('data-testid="package-card"');
      // Its stylesheets travel in the page, named by their address on the CDN.
      expect(served).toMatch(new RegExp(`<style data-href="${cdn.origin}/[\\w.]+\\.css">`));
      expect(cdn.requests).toContain('/server/remoteEntry.js');
      const browserCss: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.css')) browserCss.push(request.url());
      });
      await page.goto(`${site().origin}/packages`);
      await page.getByTestId('package-card').first().waitFor();
      // The cards arrive in the HTML; the browser's own loads from the CDN happen as the page hydrates.
      await page.waitForFunction(() => !document.querySelector('[data-ssr]'));
      await page.waitForLoadState('networkidle');
      expect(cdn.requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
      expect(cdn.requests.some((r) => r.startsWith('/__federation_expose_app'))).toBe(true);
      // The remote's CSS loader found them in the page: the browser fetched none.
      expect(browserCss).toEqual([]);
    } finally {
      await cdn.close();
    }
  });

  test('with one remote unreachable the layout and the other remotes work, and its region says so', async () => {
    setRemotes({ booking: 'http://127.0.0.1:9/mf-manifest.json' });
    await page.goto(`${site().origin}/booking-success`);
    await page.getByRole('alert').filter({ hasText: 'Booking is temporarily unavailable.' }).waitFor();
    await page.getByRole('link', { name: 'Hot Deal' }).waitFor();
    await screenshot(page, 'remote-down-desktop');
    await page.getByRole('link', { name: 'Hot Deal' }).click();
    await page.getByRole('button', { name: 'Book Now' }).waitFor();
    await page.goto(`${site().origin}/char-dham`);
    await page.getByTestId('package-card').first().waitFor();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineHash } from '@trippy/page-server';
import { SWAGGER_LOGO_STYLE_HASH } from '../src/security/api-policy';
import { createTestApp, type TestContext } from './helpers/test-app';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Trippy</title>
<style>body { margin: 0 }</style></head><body><div id="app"></div>
<script defer="defer" src="/main.js"></script><script src="/other.js"></script></body></html>`;

/** A site folder like the built one: shell/dist/index.html and an (empty) dist per remote. */
function makeSiteRoot(): { root: string; indexFile: string; remotesFile: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-csp-'));
  for (const dir of ['shell', 'mfe-catalog', 'mfe-booking', 'mfe-account', 'mfe-content']) {
    fs.mkdirSync(path.join(root, dir, 'dist'), { recursive: true });
  }
  const indexFile = path.join(root, 'shell', 'dist', 'index.html');
  fs.writeFileSync(indexFile, INDEX_HTML);
  const remotesFile = path.join(root, 'remotes.json');
  fs.writeFileSync(remotesFile, '{}');
  return { root, indexFile, remotesFile };
}

/** Directive name to its values. */
function parsePolicy(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

const BARE_SCHEME = /^(https?|wss?):$/i;

describe('Content-Security-Policy', () => {
  let ctx: TestContext;
  let site: ReturnType<typeof makeSiteRoot>;

  beforeAll(async () => {
    site = makeSiteRoot();
    ctx = await createTestApp(
      'pglite',
      { SERVE_SITE: true, SITE_ROOT: site.root, REMOTES_CONFIG: site.remotesFile },
      false,
    );
  });
  afterEach(() => fs.writeFileSync(site.remotesFile, '{}'));
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(site.root, { recursive: true, force: true });
  });

  async function getPage(url = '/packages') {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = parsePolicy(res.headers['content-security-policy']);
    const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(policy.get('script-src')?.[0] ?? '')?.[1];
    expect(nonce).toBeDefined();
    return { res, policy, nonce: nonce!, html: res.body };
  }

  it('gives the page a fresh nonce per response, the one on every script and style tag and in the meta', async () => {
    const first = await getPage('/');
    const second = await getPage('/packages/kedarnath-yatra');
    expect(first.nonce).not.toBe(second.nonce);
    expect(Buffer.from(first.nonce, 'base64')).toHaveLength(16);
    for (const { html, nonce } of [first, second]) {
      const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
      expect(tags).toHaveLength(3);
      for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
      expect(html).toContain(`<head><meta property="csp-nonce" content="" nonce="${nonce}" />`);
      expect(html.match(/nonce="([^"]+)"/g)?.every((n) => n === `nonce="${nonce}"`)).toBe(true);
    }
    expect(first.res.headers['cache-control']).toBe('no-cache');
  });

  it('runs only nonced scripts and styles: no unsafe-inline script or style element, no bare schemes, nothing plugged in or framed elsewhere', async () => {
    const { res, policy, nonce } = await getPage();
    const header = String(res.headers['content-security-policy']);
    // Only style attributes of server-rendered HTML may be inline; scripts and <style> elements never.
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    policy.delete('style-src-attr');
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect(header).not.toContain('unsafe-eval');
    expect(header).not.toContain('*');
    for (const values of policy.values()) {
      for (const value of values) expect(value).not.toMatch(BARE_SCHEME);
    }
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('adds the origins of remotes configured elsewhere (read live) and ignores entries that are not plain origins', async () => {
    fs.writeFileSync(
      site.remotesFile,
      JSON.stringify({
        catalog: 'https://cdn.example.in/catalog/mf-manifest.json',
        booking: 'http://127.0.0.1:4555/mf-manifest.json',
        account: "http://evil;script-src 'unsafe-inline'/mf-manifest.json",
      }),
    );
    const { policy, res } = await getPage();
    const origins = ['https://cdn.example.in', 'http://127.0.0.1:4555'];
    for (const name of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
      expect(policy.get(name)).toEqual(expect.arrayContaining(origins));
    }
    expect(String(res.headers['content-security-policy'])).not.toContain('evil');
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");

    fs.writeFileSync(site.remotesFile, '{}');
    expect((await getPage()).policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('serves a redeployed index.html at once, and /index.html with its nonce too', async () => {
    const original = fs.readFileSync(site.indexFile, 'utf8');
    try {
      fs.writeFileSync(site.indexFile, original.replace('<title>Trippy</title>', '<title>Trippy v2</title>'));
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(site.indexFile, later, later);
      const { html, nonce } = await getPage('/index.html');
      expect(html).toContain('<title>Trippy v2</title>');
      expect(html).toContain(`<script nonce="${nonce}" defer="defer" src="/main.js">`);
    } finally {
      fs.writeFileSync(site.indexFile, original);
    }
  });

  it('allows nothing on API responses', async () => {
    const res = await ctx.app.inject('/api/packages');
    const policy = parsePolicy(res.headers['content-security-policy']);
    expect([...policy.entries()]).toEqual([
      ['default-src', ["'none'"]],
      ['frame-ancestors', ["'none'"]],
    ]);
  });

  it('gives /docs (swagger-ui) its own files and the OpenAPI JSON, without inline code', async () => {
    const res = await ctx.app.inject('/docs/');
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['content-security-policy']);
    expect(header).not.toContain('unsafe-inline');
    expect(header).not.toContain('nonce-');
    const policy = parsePolicy(header);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", SWAGGER_LOGO_STYLE_HASH]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // swagger-ui's page has no inline scripts or styles for the policy to block.
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.body).not.toMatch(/<style\b/);
  });
});

describe('Content-Security-Policy with Razorpay’s checkout (PAYMENT_PROVIDER=razorpay)', () => {
  let ctx: TestContext;
  let site: ReturnType<typeof makeSiteRoot>;

  beforeAll(async () => {
    site = makeSiteRoot();
    ctx = await createTestApp(
      'pglite',
      {
        SERVE_SITE: true,
        SITE_ROOT: site.root,
        REMOTES_CONFIG: site.remotesFile,
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_csp',
        RAZORPAY_KEY_SECRET: 'secret-for-the-csp-test',
        RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-for-the-csp-test',
      },
      false,
    );
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(site.root, { recursive: true, force: true });
  });

  it('names the checkout’s frame and what it fetches, and nothing else; its script comes through strict-dynamic', async () => {
    const res = await ctx.app.inject('/packages');
    const policy = parsePolicy(res.headers['content-security-policy']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://api.razorpay.com']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
    ]);
    expect(policy.get('script-src')).toContain("'strict-dynamic'");
    expect(policy.get('script-src')).not.toContain('https://checkout.razorpay.com');
    // The sandbox does not exist in this mode: its checkout page is not served, its API answers 404.
    expect(
      (await ctx.app.inject('/sandbox/razorpay/checkout?order_id=order_x&callback_url=/')).body,
    ).not.toContain('Sandbox checkout');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/sandbox/razorpay/v1/orders', payload: {} })).statusCode,
    ).toBe(404);
  });
});

describe('the /docs policy', () => {
  it('the /docs style hash is the one of every inline <style> swagger-ui renders (checked against the installed files)', () => {
    const staticDir = path.join(path.dirname(require.resolve('@fastify/swagger-ui/package.json')), 'static');
    const hashes = new Set<string>();
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js']) {
      const source = fs.readFileSync(path.join(staticDir, file), 'utf8');
      for (const [, css] of source.matchAll(/createElement\("style",null,"([^"]*)"\)/g)) {
        hashes.add(inlineHash(css!));
      }
    }
    expect([...hashes]).toEqual([SWAGGER_LOGO_STYLE_HASH]);
  });
});

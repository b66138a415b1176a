// Compressed delivery: brotli or gzip by Accept-Encoding for pages, JSON, scripts, styles and SVG; nothing
// compressed without it, nor below the threshold; cache headers unchanged per kind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from './helpers/test-app';

const SCRIPT = `console.log(${JSON.stringify('a Himalayan trek '.repeat(800))});`;
const STYLE = `.card{color:#c84b0c}\n`.repeat(400);

function makeSiteRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-compress-'));
  for (const dir of ['shell', 'mfe-catalog', 'mfe-booking', 'mfe-account', 'mfe-content'])
    fs.mkdirSync(path.join(root, dir, 'dist'), { recursive: true });
  const shell = path.join(root, 'shell', 'dist');
  fs.writeFileSync(
    path.join(shell, 'index.html'),
    `<!doctype html><html><head><title>Trippy</title></head><body>${'<p>Char Dham</p>'.repeat(200)}<script defer src="/main.js"></script></body></html>`,
  );
  fs.writeFileSync(path.join(shell, 'main.js'), SCRIPT);
  fs.writeFileSync(path.join(root, 'mfe-content', 'dist', '82.cabd34fe60.css'), STYLE);
  // A hashed chunk with the build's precompressed copies (packages/config/build/precompress.mjs), marked so a
  // test can tell a copy from on-the-fly compression.
  const catalog = path.join(root, 'mfe-catalog', 'dist');
  fs.writeFileSync(path.join(catalog, '209.c3d638f683.js'), SCRIPT);
  fs.writeFileSync(path.join(catalog, '209.c3d638f683.js.br'), zlib.brotliCompressSync('/* br copy */'));
  fs.writeFileSync(path.join(catalog, '209.c3d638f683.js.gz'), zlib.gzipSync('/* gz copy */'));
  fs.writeFileSync(path.join(catalog, 'remoteEntry.js'), SCRIPT);
  fs.writeFileSync(path.join(catalog, 'mf-manifest.json'), JSON.stringify({ exposes: [], pad: STYLE }));
  return root;
}

const decode = (res: LightMyRequestResponse): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
};

describe('compressed delivery', () => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = makeSiteRoot();
    ctx = await createTestApp('pglite', { SERVE_SITE: true, SITE_ROOT: root });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const kinds = [
    { kind: 'page', url: '/packages', type: 'text/html', cache: 'no-cache' },
    { kind: 'JSON', url: '/api/packages', type: 'application/json', cache: undefined },
    { kind: 'script', url: '/main.js', type: 'javascript', cache: 'no-cache' },
    {
      kind: 'stylesheet',
      url: '/remotes/content/82.cabd34fe60.css',
      type: 'text/css',
      cache: 'public, max-age=31536000, immutable',
    },
    {
      kind: 'SVG',
      url: '/images/packages/valley-of-flowers-trek-1.svg',
      type: 'image/svg+xml',
      cache: 'public, max-age=604800',
    },
  ];

  it.each(kinds)(
    '$kind: brotli, gzip or identity as asked, the same body, its cache header',
    async ({ url, type, cache }) => {
      const plain = await ctx.app.inject({ url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(String(plain.headers['content-type'])).toContain(type);
      if (cache) expect(plain.headers['cache-control']).toBe(cache);
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect({ url, encoding: res.headers['content-encoding'] }).toEqual({ url, encoding });
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        if (cache) expect(res.headers['cache-control']).toBe(cache);
        const body = decode(res);
        // Pages carry a fresh nonce each time; everything else is byte for byte the plain body.
        if (type === 'text/html')
          expect(body.replace(/nonce="[^"]+"/g, '')).toBe(plain.body.replace(/nonce="[^"]+"/g, ''));
        else expect(body).toBe(plain.body);
      }
      const browser = await ctx.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(browser.headers['content-encoding']).toBe('br');
    },
  );

  it('sends a page without an ETag: it differs in every response (its nonce), so none could ever match', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }]) {
      const page = await ctx.app.inject({ url: '/packages', headers });
      expect(page.statusCode).toBe(200);
      expect(page.headers.etag).toBeUndefined();
    }
  });

  it('leaves small answers and unknown encodings alone', async () => {
    const small = await ctx.app.inject({ url: '/health/live', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const unknown = await ctx.app.inject({
      url: '/api/packages',
      headers: { 'accept-encoding': 'compress' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(unknown.body).success).toBe(true);
  });

  it('never takes a compressed request body (a zip bomb cannot pass the body limits)', async () => {
    const body = zlib.gzipSync(JSON.stringify({ name: 'Asha', email: 'asha@example.in' }));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/leads/create',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a revalidation of compressed JSON with 304', async () => {
    const first = await ctx.app.inject({ url: '/api/packages', headers: { 'accept-encoding': 'br' } });
    const again = await ctx.app.inject({
      url: '/api/packages',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(['br', 'gzip'] as const)(
    'sends a kept answer with %s from one compressed copy: the same bytes each time, decoding to the JSON',
    async (encoding) => {
      const compress = jest.spyOn(zlib, encoding === 'br' ? 'brotliCompress' : 'gzip');
      for (const url of ['/api/packages?category=treks', '/api/packages?q=char%20dham&limit=6']) {
        compress.mockClear();
        const plain = await ctx.app.inject({ url });
        const first = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
        const second = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
        for (const res of [first, second]) {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers.vary).toBe('accept-encoding');
          expect(res.headers.etag).toBe(plain.headers.etag);
          expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        }
        expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
        // Compressed once, for the first of the two.
        expect(compress).toHaveBeenCalledTimes(1);
        expect(String(compress.mock.calls[0]?.[0])).toBe(plain.body);
        expect(JSON.parse(decode(second))).toEqual(plain.json());
        expect(decode(second)).toBe(plain.body);
      }
      compress.mockRestore();
    },
  );

  it('negotiates a kept answer as for any response: q-values, x-gzip, * and identity', async () => {
    const url = '/api/packages';
    const encodingFor = async (acceptEncoding: string) =>
      (await ctx.app.inject({ url, headers: { 'accept-encoding': acceptEncoding } })).headers[
        'content-encoding'
      ];
    expect(await encodingFor('gzip, br;q=0.5')).toBe('gzip');
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('x-gzip')).toBe('gzip');
    expect(await encodingFor('*')).toBe('gzip');
    expect(await encodingFor('GZIP, BR')).toBe('br');
    expect(await encodingFor('identity')).toBeUndefined();
    // An oversized header is not parsed: the answer goes uncompressed, and still answers.
    expect(await encodingFor(`${'x-y;q=0.1, '.repeat(40)}br`)).toBeUndefined();
    const revalidated = await ctx.app.inject({
      url,
      headers: {
        'accept-encoding': 'br',
        'if-none-match': String((await ctx.app.inject({ url })).headers.etag),
      },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('serves a hashed file from its build-time .br or .gz copy by Accept-Encoding, the file itself otherwise', async () => {
    const url = '/remotes/catalog/209.c3d638f683.js';
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(decode(br)).toBe('/* br copy */');
    const gzip = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe('/* gz copy */');
    const plain = await ctx.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gzip, plain])
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/remotes/catalog/remoteEntry.js', '/remotes/catalog/mf-manifest.json'])(
    '%s is revalidated on every load and compressed on the fly',
    async (url) => {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
    },
  );
});

// The page server's parts that need no build: composing the page, reading manifests, the request origin.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { composePage, splitImagePreloads } from '../src/render/compose-page';
import { createPageAssets, type PageAssets } from '../src/render/page-assets';
import { requestOrigin } from '../src/render/page-server';
import {
  RemoteManifests,
  publicFileUrl,
  remoteStylesheetFiles,
  renderedChunkScripts,
  type RemoteManifest,
} from '../src/render/remote-manifests';
import { StylesheetTexts, isInlinableCss } from '../src/render/stylesheet-texts';
import type { RenderedPage } from '@trippy/contracts';
import { DEFAULT_REMOTES } from '../src/site/remotes-config';

const TEMPLATE =
  '<!doctype html><html lang="en-IN"><head><title>Default</title><meta name="description" content="d"/>' +
  '<meta name="robots" content="index,follow"/><style>x</style><link href="/main.css" rel="stylesheet">' +
  '</head><body>' +
  '<div id="app-header"></div><main><div id="mfe-content"></div><div id="mfe-catalog"></div>' +
  '<div id="shell-page"></div></main><div id="app-footer"></div><div id="app-overlays"></div>' +
  '<script defer src="/main.js"></script></body></html>';

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  head: '<title>Kedarnath | Trippy</title>',
  rootFlags: ['data-has-hero'],
  slots: { 'app-header': '<header>H</header>', 'app-footer': '<footer>F</footer>' },
  region: { remote: 'content', html: '<h1>Hello</h1>' },
  data: '{"_content-R_1_":{"ok":true,"value":1}}',
  modules: ['content/app'],
  ...overrides,
});

const assets = (parts: Partial<PageAssets>): PageAssets => ({
  stylesheets: [],
  preloadScripts: [],
  entries: {},
  ...parts,
});

/** The whole page as one response sends it under the nonce it was composed with. */
function composeWhole(...args: Parameters<typeof composePage>): string {
  const { fixed, end } = composePage(...args);
  return fixed + end;
}

describe('composePage', () => {
  it('puts the head, the stylesheets, the slots, the region and the data into the template', () => {
    const html = composeWhole(TEMPLATE, page(), {
      assets: assets({
        stylesheets: [{ href: '/remotes/content/a.css' }],
        preloadScripts: ['/262.abc.js', '/remotes/content/remoteEntry.js'],
        entries: { content: '/remotes/content/remoteEntry.js' },
      }),
      nonce: 'N0',
    });
    expect(html).toContain('<html data-has-hero data-server-rendered lang="en-IN">');
    expect(html).toContain('<title>Kedarnath | Trippy</title>');
    expect(html).not.toContain('<title>Default</title>');
    expect(html).not.toContain('name="robots" content="index,follow"');
    expect(html).toContain(
      '<title>Kedarnath | Trippy</title><link rel="stylesheet" href="/remotes/content/a.css"/></head>',
    );
    // The scripts are not requested with the HTML: the main script leaves the template, and the loader at
    // the end of the body starts it and the preloads after the first paint.
    expect(html).not.toContain('src="/main.js"');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toMatch(/<script>\(function startScriptsAfterPaint\(/);
    expect(html).toContain('})(["/262.abc.js","/remotes/content/remoteEntry.js"],"/main.js",2000);</script>');
    expect(html).toContain(
      '<script type="application/json" id="trippy-remotes">{"content":"/remotes/content/remoteEntry.js"}</script>',
    );
    expect(html).toContain('<div id="app-header" data-ssr><header>H</header></div>');
    expect(html).toContain('<div id="mfe-content" data-ssr><h1>Hello</h1></div>');
    expect(html).toContain('<div id="mfe-catalog"></div>');
    expect(html).toContain('<div id="app-overlays"></div>');
    expect(html).toMatch(
      /<script type="application\/json" id="trippy-page-data">\{.*\}<\/script><script>\(function startScriptsAfterPaint\([^<]*\}\)\([^<]*\);<\/script><meta property="csp-nonce" content="" nonce="N0" \/><\/body>/,
    );
  });

  it("refuses a template without the shell's main script (nothing would start the page)", () => {
    const withoutMain = TEMPLATE.replace('<script defer src="/main.js"></script>', '');
    expect(() => composePage(withoutMain, page(), { assets: assets({}), nonce: 'N0' })).toThrow(
      /no main script/,
    );
  });

  it('refuses a template with a script or style it could not allow (the policy would block it)', () => {
    const withScript = TEMPLATE.replace('</head>', '<script>track()</script></head>');
    const withStyleAttribute = TEMPLATE.replace('<style>x</style>', '<style media="print">x</style>');
    for (const template of [withScript, withStyleAttribute])
      expect(() => composePage(template, page(), { assets: assets({}), nonce: 'N0' })).toThrow(
        /a script or style the page server cannot allow/,
      );
  });

  it('refuses an overlong template before matching anything in it', () => {
    const overlong = TEMPLATE.replace('</head>', `<style>${'a{}'.repeat(40_000)}</style></head>`);
    expect(() => composePage(overlong, page(), { assets: assets({}), nonce: 'N0' })).toThrow(/longer than/);
  });

  it('places template parts before rendered markup goes in, and escapes stylesheet URLs', () => {
    const hostile = page({
      region: { remote: 'content', html: '<pre>&lt;/body&gt; </body> <div id="mfe-catalog"></div></pre>' },
      slots: {},
    });
    const html = composeWhole(TEMPLATE, hostile, {
      assets: assets({
        stylesheets: [{ href: '/a.css"><script>x</script>' }],
        preloadScripts: ['/b.js"><script>y</script>'],
        entries: { content: '</script><script>z</script>' },
      }),
      nonce: 'N0',
    });
    // The data element is at the template's </body>, not at one inside the rendered region.
    expect(html.endsWith('</script><meta property="csp-nonce" content="" nonce="N0" /></body></html>')).toBe(
      true,
    );
    expect(html).toContain('href="/a.css&quot;><script>x</script>"');
    // A script address cannot close the loader it travels in.
    expect(html).toContain('})(["/b.js\\">\\u003cscript>y\\u003c/script>"],');
    // An entry URL cannot close the element it travels in.
    expect(html).toContain('{"content":"\\u003c/script>\\u003cscript>z\\u003c/script>"}');
    // Only the meta element carries the nonce; rendered markup never receives it.
    expect(html.match(/nonce="N0"/g)).toHaveLength(1);
  });

  it('carries stylesheets inline (allowed by hash), known to the CSS loader by their absolute address', () => {
    const html = composeWhole(TEMPLATE, page(), {
      assets: assets({
        shellCss: '.shell{color:red}',
        stylesheets: [
          {
            href: '/remotes/content/a.1234abcd.css',
            inline: {
              css: '.a{color:blue}',
              absoluteHref: 'https://trippy.in/remotes/content/a.1234abcd.css',
            },
          },
          { href: '/remotes/content/b.css' },
        ],
      }),
      nonce: 'N0',
    });
    expect(html).not.toContain('href="/main.css"');
    expect(html).toContain('<style>x</style><style>.shell{color:red}</style>');
    expect(html).toContain(
      '<style data-href="https://trippy.in/remotes/content/a.1234abcd.css">.a{color:blue}</style>' +
        '<link rel="stylesheet" href="/remotes/content/b.css"/></head>',
    );
  });

  it('moves the image preloads React wrote at the start of the region into the head; the scripts come after the paint', () => {
    const hints =
      '<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="/images/b.svg" fetchPriority="high"/>';
    const html = composeWhole(
      TEMPLATE,
      page({ region: { remote: 'catalog', html: `${hints}<section><img src="/images/a.svg"/></section>` } }),
      { assets: assets({ preloadScripts: ['/262.abc.js'] }), nonce: 'N0' },
    );
    expect(html).toContain(`<title>Kedarnath | Trippy</title>${hints}</head>`);
    expect(html).toContain('})(["/262.abc.js"],"/main.js",2000);');
    expect(html).toContain(
      '<div id="mfe-catalog" data-ssr><section><img src="/images/a.svg"/></section></div>',
    );
  });

  it('takes only leading, bounded image preloads out of a region', () => {
    const image = '<link rel="preload" as="image" href="/i.svg"/>';
    expect(splitImagePreloads(`<p>x</p>${image}`)).toEqual({ preloads: '', markup: `<p>x</p>${image}` });
    expect(splitImagePreloads(`${image}<p>x</p>`)).toEqual({ preloads: image, markup: '<p>x</p>' });
    // At most 16, each at most 2,000 characters of attributes: the rest stays where React put it.
    const many = image.repeat(20);
    expect(splitImagePreloads(many).preloads).toBe(image.repeat(16));
    const long = `<link rel="preload" as="image" href="/${'a'.repeat(2_100)}.svg"/>`;
    expect(splitImagePreloads(`${long}<p>x</p>`).preloads).toBe('');
    expect(splitImagePreloads('<link rel="preload" as="script" href="/x.js"/>').preloads).toBe('');
  });

  it('cuts the page where the nonce begins: nothing before it carries the nonce, every inline style and script is listed', () => {
    const { fixed, end, inlineStyles, inlineScripts } = composePage(TEMPLATE, page(), {
      assets: assets({
        shellCss: '.shell{color:red}',
        stylesheets: [
          { href: '/a.css', inline: { css: '.a{color:blue}', absoluteHref: 'http://x/a.css' } },
          { href: '/b.css' },
        ],
      }),
      nonce: 'N0',
    });
    expect(fixed).not.toContain('N0');
    expect(fixed).not.toContain('nonce="');
    expect(fixed).toContain('<div id="mfe-content" data-ssr><h1>Hello</h1></div>');
    expect(end).toBe('<meta property="csp-nonce" content="" nonce="N0" /></body></html>');
    expect(inlineStyles).toEqual(['x', '.a{color:blue}', '.shell{color:red}']);
    // The loader is the page's one inline script that runs, the last element before the end.
    expect(inlineScripts).toHaveLength(1);
    expect(fixed.endsWith(`<script>${inlineScripts[0]}</script>`)).toBe(true);
    expect(inlineScripts[0]).toMatch(/^\(function startScriptsAfterPaint\(/);
  });

  it('leaves the region empty (for the browser) when it was not rendered', () => {
    const html = composeWhole(TEMPLATE, page({ region: null }), { assets: assets({}), nonce: 'N0' });
    expect(html).toContain('<div id="mfe-content"></div>');
    expect(html).not.toContain('data-server-rendered');
  });
});

describe('requestOrigin', () => {
  it('uses a plain Host and refuses anything else', () => {
    expect(requestOrigin({ protocol: 'http', host: 'trippy.in:3000' })).toBe('http://trippy.in:3000');
    expect(requestOrigin({ protocol: 'https', host: 'trippy.in' })).toBe('https://trippy.in');
    expect(requestOrigin({ protocol: 'http', host: 'evil.in/"><script>' })).toBe('http://localhost');
    expect(requestOrigin({ protocol: 'http', host: 'a'.repeat(300) })).toBe('http://localhost');
  });
});

describe('RemoteManifests', () => {
  const manifest: RemoteManifest = {
    metaData: {},
    exposes: [{ name: 'app', assets: { css: { sync: ['app.css'], async: ['1.css'] } } }],
  };
  let mode: 'ok' | 'slow' | 'error' | 'gone' | 'garbage' = 'ok';
  let body = JSON.stringify(manifest);
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    if (mode === 'slow') return void setTimeout(() => response.end(body), 2_000);
    if (mode === 'error') return void response.writeHead(503).end();
    if (mode === 'gone') return void response.writeHead(404).end();
    if (mode === 'garbage') return void response.writeHead(200).end('{"exposes":[{"name":1}]}');
    const etag = `"${body.length}"`;
    if (request.headers['if-none-match'] === etag) return void response.writeHead(304).end();
    response.writeHead(200, { etag, 'content-type': 'application/json' }).end(body);
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = () => ({ ...DEFAULT_REMOTES, content: `${base}/content/mf-manifest.json` });

  it('changes the version on a deploy, keeps it through a slow or failing moment, and drops a remote that is gone', async () => {
    const manifests = new RemoteManifests();
    mode = 'ok';
    const first = await manifests.read(config(), base);
    expect(first.manifests.content).toEqual(manifest);
    expect((await manifests.read(config(), base)).version).toBe(first.version);

    body = JSON.stringify({ ...manifest, metaData: { buildVersion: '2' } });
    const deployed = await manifests.read(config(), base);
    expect(deployed.version).not.toBe(first.version);
    expect(deployed.readOrder).toBeGreaterThan(first.readOrder);

    for (const passing of ['slow', 'error'] as const) {
      mode = passing;
      const read = await manifests.read(config(), base);
      expect({ passing, version: read.version }).toEqual({ passing, version: deployed.version });
    }

    mode = 'gone';
    const gone = await manifests.read(config(), base);
    expect(gone.manifests.content).toBeUndefined();
    expect(gone.version).not.toBe(deployed.version);

    mode = 'garbage';
    expect((await manifests.read(config(), base)).manifests.content).toBeUndefined();
  }, 15_000);

  it('with a check interval: the same configuration is not asked again within it, a changed one is at once', async () => {
    mode = 'ok';
    const manifests = new RemoteManifests(60_000);
    const first = await manifests.read(config(), base);
    const asked = requests;
    expect(asked).toBeGreaterThan(0);
    expect(await manifests.read(config(), base)).toBe(first);
    expect(requests).toBe(asked);
    const moved = await manifests.read({ ...config(), booking: `${base}/booking/mf-manifest.json` }, base);
    expect(requests).toBeGreaterThan(asked);
    expect(moved.version).not.toBe(first.version);
  });

  it('lists the stylesheets of the exposed modules that rendered, named beside the configured manifest', () => {
    expect(remoteStylesheetFiles(manifest, ['app'])).toEqual(['app.css', '1.css']);
    expect(remoteStylesheetFiles(manifest, ['other'])).toEqual([]);
    expect(publicFileUrl('/remotes/content/mf-manifest.json', '1.css')).toBe('/remotes/content/1.css');
    expect(publicFileUrl('https://cdn.in/c/mf-manifest.json', '1.css')).toBe('https://cdn.in/c/1.css');
  });
});

describe('createPageAssets', () => {
  const manifest = (name: string): RemoteManifest => ({
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'app',
        assets: { css: { sync: [`${name}-app.css`], async: [] }, js: { sync: [`${name}-app.js`] } },
      },
      {
        name: 'widget',
        assets: { css: { sync: [`${name}-widget.css`], async: [] }, js: { sync: [`${name}-widget.js`] } },
      },
    ],
  });
  const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(
    path.join(shellDist, 'startup-scripts.json'),
    JSON.stringify(['262.react-dom.js', '"><script>x</script>']),
  );
  const config = { ...DEFAULT_REMOTES, catalog: 'https://catalog.example.in/mf-manifest.json' };
  const versions = {
    version: 'v',
    readOrder: 1,
    urls: config,
    manifests: { content: manifest('content'), catalog: manifest('catalog') },
  };

  it('preloads the shell start-up scripts (plain file names only), then the entry and chunks of each remote the route renders, never a deferred widget', async () => {
    const assets = await createPageAssets(shellDist)(
      page({ modules: ['content/app', 'catalog/widget'], deferred: ['catalog/widget'] }),
      config,
      versions,
    );
    expect(assets.preloadScripts).toEqual([
      '/262.react-dom.js',
      '/remotes/content/remoteEntry.js',
      '/remotes/content/content-app.js',
    ]);
    // The deferred widget is rendered: its CSS is linked all the same.
    expect(assets.stylesheets).toEqual([
      { href: 'https://catalog.example.in/catalog-widget.css' },
      { href: '/remotes/content/content-app.css' },
    ]);
    expect(assets.shellCss).toBeUndefined();
    // Every remote whose manifest answered, on this origin or the remote's own.
    expect(assets.entries).toEqual({
      content: '/remotes/content/remoteEntry.js',
      catalog: 'https://catalog.example.in/remoteEntry.js',
    });
  });
});

describe('the named lazy chunks of a page', () => {
  const content: RemoteManifest = {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      lazyChunks: {
        'content-home': { css: ['content-home.css', 'shared-card.css'], js: ['content-home.js'] },
        'content-blog-list': {
          css: ['content-blog-list.css', 'shared-card.css'],
          js: ['content-blog-list.js'],
        },
        'content-leads': { css: ['board.css'], js: ['content-leads.js'] },
        'content-lead-detail': { css: ['board.css'], js: ['content-lead-detail.js'] },
        broken: { css: 'not-a-list', js: [] },
      },
    },
    exposes: [
      {
        name: 'app',
        assets: {
          css: {
            sync: ['app.css'],
            async: [
              'content-home.css',
              'shared-card.css',
              'content-blog-list.css',
              'board.css',
              'unnamed.css',
            ],
          },
          js: { sync: ['app.js'] },
        },
      },
    ],
  };

  it('carries the CSS of the lazy chunks that rendered, what nothing names, and none of the other pages', () => {
    expect(remoteStylesheetFiles(content, ['app'], ['content-home'])).toEqual([
      'app.css',
      'content-home.css',
      'shared-card.css',
      'unnamed.css',
    ]);
    expect(remoteStylesheetFiles(content, ['app'], ['content-leads'])).toEqual([
      'app.css',
      'board.css',
      'unnamed.css',
    ]);
    // Nothing named rendered: only what no named chunk claims.
    expect(remoteStylesheetFiles(content, ['app'], [])).toEqual(['app.css', 'unnamed.css']);
    // A renderer that does not say (an older shell): all of them, as before.
    expect(remoteStylesheetFiles(content, ['app'])).toHaveLength(6);
  });

  it('a manifest without the map (an older build) keeps every lazy stylesheet', () => {
    const older: RemoteManifest = { metaData: {}, exposes: content.exposes };
    expect(remoteStylesheetFiles(older, ['app'], ['content-home'])).toEqual([
      'app.css',
      'content-home.css',
      'shared-card.css',
      'content-blog-list.css',
      'board.css',
      'unnamed.css',
    ]);
    expect(
      remoteStylesheetFiles({ metaData: { lazyChunks: 'x' }, exposes: content.exposes }, ['app'], []),
    ).toHaveLength(6);
  });

  it('preloads the code of the lazy chunks that rendered, on the remote own origin', () => {
    expect(
      renderedChunkScripts('https://cdn.in/content/mf-manifest.json', content, ['content-home', 'catalog-x']),
    ).toEqual(['https://cdn.in/content/content-home.js']);
    expect(renderedChunkScripts('/remotes/content/mf-manifest.json', content, [])).toEqual([]);
  });

  it('a page gets them through createPageAssets', async () => {
    const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    const config = { ...DEFAULT_REMOTES };
    const assets = await createPageAssets(shellDist)(
      page({ modules: ['content/app'], chunks: ['content-blog-list'] }),
      config,
      { version: 'v', readOrder: 1, urls: config, manifests: { content } },
    );
    expect(assets.preloadScripts).toEqual([
      '/remotes/content/remoteEntry.js',
      '/remotes/content/app.js',
      '/remotes/content/content-blog-list.js',
    ]);
    expect(assets.stylesheets.map((sheet) => sheet.href)).toEqual([
      '/remotes/content/app.css',
      '/remotes/content/shared-card.css',
      '/remotes/content/content-blog-list.css',
      '/remotes/content/unnamed.css',
    ]);
  });
});

describe('stylesheets carried inline', () => {
  const files: Record<string, string> = {
    '/remotes/content/app.1234abcd.css': '.app{color:blue}',
    '/remotes/content/font.1234abcd.css': '@font-face{src:url(./f.woff2)}',
    '/remotes/content/plain.css': '.plain{color:red}',
  };
  let fetches = 0;
  const server = http.createServer((request, response) => {
    fetches += 1;
    const text = files[request.url ?? ''];
    if (text === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/css' }).end(text);
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(shellDist, 'main.css'), '.shell{margin:0}');
  const css = ['app.1234abcd.css', 'font.1234abcd.css', 'plain.css', 'gone.1234abcd.css'];
  const manifest: RemoteManifest = {
    metaData: {},
    exposes: [{ name: 'app', assets: { css: { sync: css, async: [] } } }],
  };

  it('inlines content-hashed files only, links the rest, and fetches each file once', async () => {
    const versions = {
      version: 'v',
      readOrder: 1,
      urls: { ...DEFAULT_REMOTES, content: `${base}/remotes/content/mf-manifest.json` },
      manifests: { content: manifest },
    };
    const texts = new StylesheetTexts();
    const assetsOf = () =>
      createPageAssets(shellDist)(page(), DEFAULT_REMOTES, versions, { texts, origin: 'https://trippy.in' });
    const first = await assetsOf();
    expect(first.shellCss).toBe('.shell{margin:0}');
    expect(first.stylesheets).toEqual([
      {
        href: '/remotes/content/app.1234abcd.css',
        inline: {
          css: '.app{color:blue}',
          absoluteHref: 'https://trippy.in/remotes/content/app.1234abcd.css',
        },
      },
      // A relative url() would resolve against the page: linked.
      { href: '/remotes/content/font.1234abcd.css' },
      // Not content-hashed: its text may change under the same name, so it is not kept.
      { href: '/remotes/content/plain.css' },
      // Not there: linked, and the browser gets the remote's own answer.
      { href: '/remotes/content/gone.1234abcd.css' },
    ]);
    expect(fetches).toBe(3);
    await assetsOf();
    // Kept: the inlined and the uninlinable hashed file are not fetched again; the missing one is.
    expect(fetches).toBe(4);
  });

  it('bounds what it matches: an overlong path is not fetched, an overlong text not inlined', async () => {
    const before = fetches;
    const longName = `${'a'.repeat(2_000)}.1234abcd.css`;
    expect(await new StylesheetTexts().read(`${base}/remotes/content/${longName}`)).toBeNull();
    expect(fetches).toBe(before);
    expect(isInlinableCss('.a{color:red}')).toBe(true);
    expect(isInlinableCss(`.a{color:red}${' '.repeat(300 * 1024)}`)).toBe(false);
    expect(isInlinableCss('')).toBe(false);
  });
});

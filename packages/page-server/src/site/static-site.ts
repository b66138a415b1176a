import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readRemotesConfig, remoteOrigins, REMOTE_NAMES } from './remotes-config';
import { cachedTextFile } from '../csp/cached-text-file';
import { addNonceToHtml, createNonce } from '../csp/nonce';
import { RAZORPAY_CHECKOUT, type CatalogChange } from '@trippy/contracts';
import { pagePolicy } from '../csp/policy';
import { createPageServer, type PageServerOptions } from '../render/page-server';
import { compressBody, preferredEncoding } from '../compression/compression';
import { registerSeoFiles } from './seo-files';
import { registerSiteIcons } from './site-icons';

export interface StaticSiteOptions {
  /** Folder holding shell/dist and mfe-<name>/dist. */
  siteRoot: string;
  /** Optional JSON file mapping remote names to manifest URLs; read on every request so it can change live. */
  remotesConfigFile?: string;
  /** Server rendering of public pages (see ../render); without it every page renders in the browser. */
  ssr?: Omit<PageServerOptions, 'siteRoot' | 'remotesConfigFile'>;
  /**
   * Hears what changed in the catalogue (the API's catalog events in its process, the Redis channel in a
   * page server of its own): kept renders showing it are dropped.
   */
  onCatalogChange?: (listener: (change: CatalogChange) => void) => void;
  /** Razorpay's checkout runs on the pages (its origins join the page's policy). */
  razorpayCheckout?: boolean;
}

/** Entry points must be revalidated; content-hashed chunks never change. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'main.js',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'startup-scripts.json',
]);
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

function cacheControlFor(filePath: string): string {
  // A precompressed copy (`x.js.br`) is cached like the file it was made from.
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(base)) return 'no-cache';
  if (HASHED_FILE.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * Serves the composed site from one origin: the shell at `/` (with a single-page fallback), every remote's
 * build at `/remotes/<name>/`, and the runtime remote configuration at `/remotes.json`.
 */
/** Pages with one canonical address: the other spelling answers 301 to it (one page in search results). */
const MOVED_PAGES: Readonly<Record<string, string>> = { '/destinations': '/destination' };

async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const shellDist = path.join(options.siteRoot, 'shell', 'dist');

  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: path.join(options.siteRoot, `mfe-${name}`, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      // The build's .br/.gz copies (packages/config/build/precompress.mjs), by Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', cacheControlFor(filePath));
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    cacheControl: false,
    preCompressed: true,
  });

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return readRemotesConfig(options.remotesConfigFile);
  });

  const readShellIndex = cachedTextFile(path.join(shellDist, 'index.html'));
  const pageServer = options.ssr
    ? createPageServer(app, {
        siteRoot: options.siteRoot,
        remotesConfigFile: options.remotesConfigFile,
        ...options.ssr,
      })
    : null;
  if (pageServer) {
    app.addHook('onClose', () => pageServer.close());
    // Kept renders show packages, prices and seats left: a catalogue edit drops them all, a booking only its
    // package's pages, and a write that shows on no public page (a lead, a sign-in) none (the API's catalog events).
    options.onCatalogChange?.((change) => pageServer.forgetRenders(change));
  }
  registerSeoFiles(app, { pageServer, publicOrigin: options.ssr?.publicOrigin });
  registerSiteIcons(app);

  /**
   * The shell page with a fresh nonce on its scripts and styles and a policy that runs only those (and what
   * they load), plus the origins the remotes are configured on right now.
   */
  const sendShellIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    let html: string;
    try {
      html = await readShellIndex();
    } catch {
      return reply.code(404).send({ success: false, message: 'Not found' });
    }
    const nonce = createNonce();
    const remotes = await readRemotesConfig(options.remotesConfigFile);
    const rendered = pageServer ? await pageServer.render(request, html) : null;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // A server render comes kept and compressed but for its end; the page without one is compressed here in
    // one piece off the event loop: the compression plugin's stream takes it in many small thread-pool round
    // trips (autocannon -c 20 on /packages, brotli: 690 req/s that way, 890 this way).
    let body: string | Buffer;
    if (rendered) body = await rendered.page.body(nonce, encoding);
    else {
      const page = addNonceToHtml(html, nonce);
      body = encoding ? await compressBody(page, encoding) : page;
    }
    // Only once the body is there: an error answer of a failed compression goes out as it is.
    if (encoding) reply.header('content-encoding', encoding);
    return (
      reply
        .code(rendered?.status ?? 200)
        .header('Cache-Control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header(
          'content-security-policy',
          pagePolicy({
            nonce,
            remoteOrigins: remoteOrigins(Object.values(remotes)),
            styleHashes: rendered?.page.styleHashes,
            scriptHashes: rendered?.page.scriptHashes,
            checkout: options.razorpayCheckout ? RAZORPAY_CHECKOUT : undefined,
          }),
        )
        .type('text/html; charset=utf-8')
        // As a stream: the page differs in every response (its nonce), so an ETag could never match, and
        // hashing the page for one cost a tenth of the server's time per page under load.
        .send(Readable.from([body]))
    );
  };

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/') || urlPath.startsWith('/remotes/')) {
      return reply.code(404).send({ success: false, message: 'Not found' });
    }
    const relative = path.normalize(urlPath).replace(/^([/\\])+/, '');
    // The page itself is never sent as a file: it needs its nonce and policy.
    if (relative === 'index.html') return sendShellIndex(request, reply);
    const candidate = path.join(shellDist, relative);
    if (
      relative &&
      candidate.startsWith(shellDist + path.sep) &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      reply.header('Cache-Control', cacheControlFor(candidate));
      return reply.sendFile(relative, shellDist);
    }
    if (path.extname(relative)) return reply.code(404).send({ success: false, message: 'Not found' });
    let pagePath = urlPath.toLowerCase();
    while (pagePath.length > 1 && pagePath.endsWith('/')) pagePath = pagePath.slice(0, -1);
    const moved = Object.hasOwn(MOVED_PAGES, pagePath) ? MOVED_PAGES[pagePath] : undefined;
    if (moved) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.header('Cache-Control', 'public, max-age=86400').redirect(`${moved}${query}`, 301);
    }
    return sendShellIndex(request, reply);
  });
}

export const staticSitePlugin = fp(staticSite, { name: 'static-site', fastify: '5.x' });

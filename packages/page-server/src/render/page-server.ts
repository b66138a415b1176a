import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRemoteName, readRemotesConfig, REMOTE_NAMES } from '../site/remotes-config';
import { composePage } from './compose-page';
import { createNonce } from '../csp/nonce';
import { KeptPage } from './kept-page';
import { RemoteManifests } from './remote-manifests';
import { createPageAssets } from './page-assets';
import { RenderPools } from './render-pools';
import { RenderCache, type CachedRender } from './render-cache';
import { servePageData } from './page-data-server';
import { StylesheetTexts } from './stylesheet-texts';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  PageQueryRulesSchema,
  RenderedPageSchema,
  SitemapEntrySchema,
  type SitemapEntry,
} from '@trippy/contracts';
import { keepWholeAddress, pageAddressOf, type PageAddress } from './page-address';
import type { RenderTask } from './shell-server';
import type { CatalogChange } from '@trippy/contracts';
import { ownOrigin } from './own-origin';

export interface PageServerOptions {
  siteRoot: string;
  remotesConfigFile?: string;
  /** Region deadline: a remote slower than this renders in the browser instead. */
  regionDeadlineMs: number;
  /** Whole-render limit: past it the worker is killed and the page is rendered in the browser. */
  renderTimeoutMs: number;
  threads: number;
  /** The site's public origin for canonical and share URLs; the request's host when unset. */
  publicOrigin?: string;
  /** How long a page's render is served again (0: every request renders). */
  renderCacheMs: number;
  /** Most bytes of kept renders. */
  renderCacheBytes: number;
  /** How often the remotes' manifests are revalidated (0: on every page). */
  manifestCheckMs: number;
  /**
   * The API the renders' data requests go to over HTTP, when it runs in another process. Unset, the server
   * this page server is registered on is the API, and answers them in process (Fastify's inject).
   */
  apiOrigin?: string;
}

export interface PageServer {
  /**
   * A server render of the page in the shell's template, ready to be sent under a response's nonce; null
   * when it cannot be had (the browser then renders everything).
   */
  render(request: FastifyRequest, template: string): Promise<{ status: number; page: KeptPage } | null>;
  sitemap(): Promise<SitemapEntry[] | null>;
  /** Drops the kept renders a change shows on: every page for the catalogue, a package's pages for its seats. */
  forgetRenders(change: CatalogChange): void;
  close(): Promise<void>;
}

const RENDERS_PER_WORKER = 8;
const MAX_RENDERED_URL_LENGTH = 2048;
const SITEMAP = Type.Array(SitemapEntrySchema);
const WORKER_HEAP_MB = 256;

/**
 * A kept render is composed into the template once, under this stand-in nonce (random per process, so no page
 * content can predict it), and each response only puts its own nonce in place of it.
 */
const STAND_IN_NONCE = createNonce();

/** The composed page of a kept render, per template, which a shell deploy changes. */
const keptPages = new WeakMap<CachedRender, { template: string; page: KeptPage }>();

function keptPage(rendered: CachedRender, template: string): KeptPage {
  const kept = keptPages.get(rendered);
  if (kept?.template === template) return kept.page;
  const composed = composePage(template, rendered.page, { assets: rendered.assets, nonce: STAND_IN_NONCE });
  const page = new KeptPage(composed, STAND_IN_NONCE);
  keptPages.set(rendered, { template, page });
  return page;
}

/** A host name and port, nothing else, at most 255 characters (the Host header is the client's to set). */
const PLAIN_HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

/**
 * The page's origin for canonical and share URLs when PUBLIC_ORIGIN is not set: the request's, if its host
 * is a plain host name, else this server's loopback name (production sets PUBLIC_ORIGIN).
 */
export function requestOrigin(request: { protocol: string; host: string }): string {
  const host = request.host.length <= 260 && PLAIN_HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

export function createPageServer(app: FastifyInstance, options: PageServerOptions): PageServer {
  const shellServerFile = path.join(options.siteRoot, 'shell', 'dist', 'server', 'server.js');
  const manifests = new RemoteManifests(options.manifestCheckMs);
  const pageAssets = createPageAssets(path.join(options.siteRoot, 'shell', 'dist'));
  const stylesheetTexts = new StylesheetTexts();
  // The workers' data requests are answered in this process, not over loopback HTTP, when it is the API's.
  const pageData = options.apiOrigin ? null : servePageData(app);
  const pools = new RenderPools({
    threads: options.threads,
    concurrency: RENDERS_PER_WORKER,
    maxQueue: options.threads * RENDERS_PER_WORKER * 4,
    workerHeapMb: WORKER_HEAP_MB,
    onWorkerError: (error) => app.log.error({ err: error }, 'a page-rendering worker failed'),
  });

  /** The code a render runs now: the remotes' configuration and manifests (revalidated), the shell's build. */
  async function currentCode() {
    const origin = ownOrigin(app);
    if (!origin || !fs.existsSync(shellServerFile)) return null;
    const config = await readRemotesConfig(options.remotesConfigFile);
    const versions = await manifests.read(config, origin);
    const shellVersion = fs.statSync(shellServerFile).mtimeMs;
    return { origin, config, versions, key: `${versions.version}:${shellVersion}` };
  }
  type Code = NonNullable<Awaited<ReturnType<typeof currentCode>>>;

  async function runTask(code: Code, task: RenderTask): Promise<unknown> {
    const { origin, versions } = code;
    // Only remotes whose manifest answered: a region of a remote that is down fails at once, not at a deadline.
    const reachable = Object.fromEntries(
      REMOTE_NAMES.filter((name) => versions.manifests[name]).map((name) => [name, versions.urls[name]]),
    );
    const setup = {
      shellServerFile,
      remotes: reachable,
      remotesBase: origin,
      apiOrigin: options.apiOrigin ?? origin,
      dataChannel: pageData?.name,
    };
    return pools.run<unknown>(
      code.key,
      versions.readOrder,
      setup,
      task,
      AbortSignal.timeout(options.renderTimeoutMs),
    );
  }

  const renders = new RenderCache({ ttlMs: options.renderCacheMs, maxBytes: options.renderCacheBytes });

  /**
   * What a page's render depends on, per version of the code (the shell's route table declares it): asked
   * of the shell once per version. A shell that cannot say keeps every address apart, as before.
   */
  let addresses: { key: string; address: Promise<PageAddress> } | undefined;
  function pageAddress(code: Code): Promise<PageAddress> {
    if (addresses?.key !== code.key) {
      const address = runTask(code, { kind: 'page-queries' }).then(
        (rules) => (Value.Check(PageQueryRulesSchema, rules) ? pageAddressOf(rules) : keepWholeAddress),
        (error: unknown) => {
          app.log.warn({ err: error }, 'the shell did not say which query parameters its pages use');
          if (addresses?.key === code.key) addresses = undefined;
          return keepWholeAddress;
        },
      );
      addresses = { key: code.key, address };
    }
    return addresses.address;
  }

  async function renderFresh(
    request: FastifyRequest,
    url: string,
    origin: string,
    code: Code,
  ): Promise<CachedRender | null> {
    try {
      const page = await runTask(code, {
        kind: 'page',
        request: { url, origin, regionDeadlineMs: options.regionDeadlineMs },
      });
      const { config, versions } = code;
      // The shell's build is deployed apart from this server: what it returns is checked, not trusted.
      if (!Value.Check(RenderedPageSchema, page))
        throw new Error('the shell rendered a page of the wrong shape');
      if (page.region && !isRemoteName(page.region.remote)) return null;
      if (page.regionError) request.log.warn({ reason: page.regionError }, 'region rendered in the browser');
      return {
        page,
        assets: await pageAssets(page, config, versions, { texts: stylesheetTexts, origin }),
      };
    } catch (error) {
      request.log.warn({ err: error }, 'server render failed; the browser renders the page');
      return null;
    }
  }

  return {
    async render(request, template) {
      // No page of the site has a longer address; anything longer is left to the browser, unmatched here.
      if (request.url.length > MAX_RENDERED_URL_LENGTH) return null;
      const origin = options.publicOrigin ?? requestOrigin(request);
      let code: Code | null;
      try {
        code = await currentCode();
      } catch (error) {
        request.log.warn({ err: error }, 'server render failed; the browser renders the page');
        return null;
      }
      if (!code) return null;
      // Rendered and kept for what the page depends on: tracking parameters and unknown ones are dropped.
      const url = (await pageAddress(code))(request.url);
      // Kept per version of the code too: a remote's deploy reaches the next page, as without the cache.
      const key = `${code.key} ${origin} ${url}`;
      const rendered = await renders.get(key, url, () => renderFresh(request, url, origin, code));
      if (!rendered) return null;
      try {
        // Each response gets its own nonce when it is sent, never into the cache.
        return { status: rendered.page.status, page: keptPage(rendered, template) };
      } catch (error) {
        request.log.warn({ err: error }, 'server render not composed; the browser renders the page');
        return null;
      }
    },
    forgetRenders(change) {
      if (change.kind === 'catalogue') renders.forgetAll();
      else
        renders.forgetPaths(
          change.packages.flatMap(({ id, slug }) => [`/packages/${slug}`, `/package/${id}`]),
        );
    },
    async sitemap() {
      try {
        const code = await currentCode();
        const entries = code ? await runTask(code, { kind: 'sitemap' }) : null;
        return Value.Check(SITEMAP, entries) ? entries : null;
      } catch {
        return null;
      }
    },
    close: async () => {
      await pools.close();
      pageData?.close();
    },
  };
}

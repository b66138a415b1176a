import type { ComponentType } from 'react';
import { http } from '@trippy/api-client';
import {
  HTML_LANG,
  localeOfPath,
  pathInLocale,
  type PageRenderRequest,
  type PageServerSetup,
  type RenderedPage,
  type Transport,
} from '@trippy/contracts';
import { configureServerRemotes, createPageRender, loadExposed, REMOTE_NAMES } from '@trippy/federation';
import { LAYOUT_SLOTS } from '../layout';
import { layoutFor } from '../routes/layout-rules';
import { matchRoute } from '../routes/match-route';
import { routeHead } from '../routes/route-head';
import { ROUTE_TEXTS } from '../routes/route-texts';
import { ROUTE_TEXTS_HI } from '../routes/route-texts-hi';
import { headHtml } from './head-html';
import { transportAdapter } from '@trippy/api-client/src/transport-adapter';
import { pageDataOf } from '@trippy/federation/src/ssr/page-data-out';
import { renderRoot } from './render-root';

const SITE_NAME = 'Trippy Himalaya';
/** The layout is the shell's own code and waits only for the widgets in it. */
const LAYOUT_DEADLINE_MS = 1_000;

/**
 * `dataTransport`: given by a worker in the API's process, which carries data requests to the API's thread
 * with no connection to open; without it they go to `apiOrigin` over HTTP.
 */
export function setup({ remotes, remotesBase, apiOrigin }: PageServerSetup, dataTransport?: Transport): void {
  configureServerRemotes(remotes, remotesBase);
  http.defaults.baseURL = apiOrigin;
  if (dataTransport) {
    http.defaults.adapter = transportAdapter(dataTransport);
    return;
  }
  // A fresh loopback connection per data request: a kept-alive one the server closed while idle would fail
  // the render that reuses it.
  http.defaults.headers.common.Connection = 'close';
}

type AppModule = { App?: ComponentType };

/** A remote that does not answer must not hold a render (or a worker's warm-up) for ever. */
function withDeadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** How long a worker waits for one remote's code when it starts. */
const WARM_REMOTE_MS = 5_000;

export async function renderPage({
  url,
  origin,
  regionDeadlineMs,
}: PageRenderRequest): Promise<RenderedPage> {
  const pathname = new URL(url, origin).pathname;
  const locale = localeOfPath(pathname);
  const route = matchRoute(pathname);
  const render = createPageRender(url, origin);

  const regionTask =
    route && !route.clientOnly
      ? (async () => {
          const started = Date.now();
          const module = await withDeadline(
            loadExposed<AppModule>(route.remote, 'app'),
            regionDeadlineMs,
            `${route.remote} did not load in time`,
          );
          if (!module.App) throw new Error(`${route.remote}/app exports no App`);
          render.modules.add(`${route.remote}/app`);
          const remaining = Math.max(1, regionDeadlineMs - (Date.now() - started));
          return {
            remote: route.remote,
            html: await renderRoot(route.remote, <module.App />, render, remaining),
          };
        })()
      : Promise.resolve(null);

  const slotTasks = LAYOUT_SLOTS.map(async ({ id, Root }) => {
    try {
      return [id, await renderRoot(id, <Root />, render, LAYOUT_DEADLINE_MS)] as const;
    } catch (error) {
      console.warn(`[ssr] layout slot ${id} failed:`, error instanceof Error ? error.message : error);
      return null;
    }
  });

  let region: RenderedPage['region'] = null;
  let regionError: string | undefined;
  try {
    region = await regionTask;
  } catch (error) {
    regionError = error instanceof Error ? error.message : String(error);
  }
  const slots = Object.fromEntries((await Promise.all(slotTasks)).filter((entry) => entry !== null));

  const flags = layoutFor(pathname);
  const rootFlags = [
    route?.hero ? 'data-has-hero' : '',
    flags.header ? '' : 'data-header-hidden',
    flags.mobileBar ? '' : 'data-mobile-bar-hidden',
    flags.operator ? 'data-back-office' : '',
    flags.bookingBar ? 'data-booking-bar' : '',
  ].filter(Boolean);

  const head = {
    ...routeHead(pathname, locale === 'hi' ? ROUTE_TEXTS_HI : ROUTE_TEXTS),
    ...(region ? render.head : {}),
  };
  // Remotes name their canonical as a site path: the page's language prefixes it.
  if (head.canonical?.startsWith('/')) head.canonical = pathInLocale(head.canonical, locale);

  return {
    status: route ? render.status : 404,
    lang: HTML_LANG[locale],
    head: headHtml(head, origin, SITE_NAME, locale),
    rootFlags,
    slots,
    region,
    regionError,
    data: pageDataOf(render),
    modules: [...render.modules],
    deferred: [...render.deferred],
    chunks: [...render.chunks],
  };
}

/**
 * Loads every remote's region code before the first page is rendered with this set of versions, so the
 * first visitor after a deploy is not the one whose region misses the deadline. A remote that is down is
 * skipped (its regions render in the browser).
 */
export async function warm(): Promise<void> {
  await Promise.all(
    REMOTE_NAMES.map((remote) =>
      withDeadline(loadExposed(remote, 'app'), WARM_REMOTE_MS, `${remote} did not load in time`).catch(
        (error: unknown) =>
          console.warn(
            `[ssr] ${remote} could not be loaded:`,
            error instanceof Error ? error.message : error,
          ),
      ),
    ),
  );
}

import { Type, type Static } from '@sinclair/typebox';

/**
 * What crosses between the page server (packages/page-server) and the shell's Node build (shell/src/server), which
 * are deployed apart: the server checks every rendered page against RenderedPageSchema before using it.
 */

export const PageServerSetupSchema = Type.Object({
  /** Remote name to absolute manifest URL, for the remotes whose manifest answered. */
  remotes: Type.Record(Type.String(), Type.String()),
  /** Where relative manifest URLs are fetched from (the server's own address). */
  remotesBase: Type.String(),
  /** Where the API answers the remotes' data requests. */
  apiOrigin: Type.String(),
  /**
   * In the API's process: the BroadcastChannel on which the API's thread answers data requests without a TCP
   * round trip (packages/page-server/src/render/page-data-server.ts). Absent, data requests go to `apiOrigin`
   * over HTTP.
   */
  dataChannel: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type PageServerSetup = Static<typeof PageServerSetupSchema>;

export const PageRenderRequestSchema = Type.Object({
  /** Path and query. */
  url: Type.String(),
  /** The public origin of the site (canonical and share URLs). */
  origin: Type.String(),
  /** How long the route's remote may take to load and render its region. */
  regionDeadlineMs: Type.Integer({ minimum: 1 }),
});
export type PageRenderRequest = Static<typeof PageRenderRequestSchema>;

export const RenderedPageSchema = Type.Object({
  status: Type.Integer({ minimum: 200, maximum: 599 }),
  /** The html element's `lang` (hi on /hi/… pages); absent, the template's stays. */
  lang: Type.Optional(Type.String({ maxLength: 16, pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$' })),
  /** Head tags: title, description, robots, canonical, hreflang alternates, Open Graph, Twitter, JSON-LD. */
  head: Type.String(),
  /** Attributes for <html> (hero, header and mobile bar flags). */
  rootFlags: Type.Array(Type.String({ maxLength: 64, pattern: '^data-[a-z-]+$' })),
  /** Layout slot id to HTML; a slot that failed is absent and renders in the browser. */
  slots: Type.Record(Type.String(), Type.String()),
  /** The route's region, or null when the browser renders it (client-only route, failure, deadline). */
  region: Type.Union([Type.Object({ remote: Type.String(), html: Type.String() }), Type.Null()]),
  regionError: Type.Optional(Type.String()),
  /** The data the roots were rendered with, as JSON for the page. */
  data: Type.String(),
  /** The exposed modules that rendered into the page, `remote/exposed` (their CSS goes in the head). */
  modules: Type.Array(Type.String()),
  /** Of those, the layout's widgets whose code the browser loads at the first interaction: not preloaded. */
  deferred: Type.Optional(Type.Array(Type.String())),
  /** The named lazy chunks that rendered (a remote's pages): the CSS of the others stays out of the page. */
  chunks: Type.Optional(Type.Array(Type.String({ maxLength: 80 }), { maxItems: 32 })),
});
export type RenderedPage = Static<typeof RenderedPageSchema>;

export const SitemapEntrySchema = Type.Object({
  path: Type.String({ maxLength: 2048, pattern: '^/' }),
  lastmod: Type.Optional(Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});
export type SitemapEntry = Static<typeof SitemapEntrySchema>;

/**
 * Which query parameters change a page, by route (the shell's route table declares them): a route's
 * `pattern` is a case-insensitive regular expression source matched against the path. Any other parameter
 * (utm_*, fbclid, gclid, a typo, `?x=1`) changes nothing on the page, so it is left out of the address a render
 * is kept under and rendered for.
 */
export const PageQueryRuleSchema = Type.Object({
  pattern: Type.String({ maxLength: 300 }),
  params: Type.Array(Type.String({ maxLength: 40, pattern: '^[a-z][a-z0-9_]*$' }), { maxItems: 20 }),
});
export type PageQueryRule = Static<typeof PageQueryRuleSchema>;
export const PageQueryRulesSchema = Type.Array(PageQueryRuleSchema, { maxItems: 200 });

/** The longest address a page-data request may carry on the in-process channel. */
export const PAGE_DATA_MESSAGE_MAX = 2_048;

/** A data request as a page-data transport carries it: method, path and query, headers, the body as sent. */
export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Carries one of a render's data requests to the API and back, rejecting after `timeoutMs`: the page server
 * hands one to the shell's setup when both run in one process (the api-client's transportAdapter uses it).
 */
export type Transport = (request: TransportRequest, timeoutMs: number) => Promise<TransportResponse>;

/** A page-data request on the in-process channel, and its answer (matched by id). */
export interface PageDataRequest {
  id: string;
  request: TransportRequest;
}
export interface PageDataAnswer {
  id: string;
  response: TransportResponse;
}

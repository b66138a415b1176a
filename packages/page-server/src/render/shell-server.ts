/** The shell's Node build (shell/src/server) as the page server uses it; the data it returns is a contract. */
import type {
  PageRenderRequest,
  PageServerSetup,
  RenderedPage,
  SitemapEntry,
  Transport,
} from '@trippy/contracts';

export type { PageRenderRequest, RenderedPage, SitemapEntry };

export interface ShellServer {
  /** `dataTransport`: the API's thread of this process answers the render's data requests (else HTTP). */
  setup(setup: PageServerSetup, dataTransport?: Transport): void;
  warm(): Promise<void>;
  renderPage(request: PageRenderRequest): Promise<unknown>;
  sitemapEntries(): Promise<unknown>;
  /** The query parameters each route's page depends on (absent from shell builds older than it). */
  pageQueryRules?(): unknown;
}

export type RenderTask =
  | { kind: 'warm' }
  | { kind: 'page'; request: PageRenderRequest }
  | { kind: 'sitemap' }
  | { kind: 'page-queries' };

export interface WorkerSetup extends PageServerSetup {
  shellServerFile: string;
}

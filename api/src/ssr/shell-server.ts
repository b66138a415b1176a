/** The contract of the shell's Node build (shell/src/server), as the page server sees it. */
import type { RemoteName, RemotesConfig } from '../plugins/remotes-config';

export interface ServerSetup {
  /** The reachable remotes' manifest URLs. */
  remotes: Partial<RemotesConfig>;
  remotesBase: string;
  apiOrigin: string;
}

export interface PageRequest {
  url: string;
  origin: string;
  regionDeadlineMs: number;
}

export interface RenderedPage {
  status: number;
  head: string;
  rootFlags: string[];
  slots: Record<string, string>;
  region: { remote: RemoteName; html: string } | null;
  regionError?: string;
  data: string;
  modules: string[];
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export interface ShellServer {
  setup(setup: ServerSetup): void;
  warm(): Promise<void>;
  renderPage(request: PageRequest): Promise<RenderedPage>;
  sitemapEntries(): Promise<SitemapEntry[]>;
}

export type RenderTask = { kind: 'warm' } | { kind: 'page'; request: PageRequest } | { kind: 'sitemap' };

export interface WorkerSetup extends ServerSetup {
  shellServerFile: string;
}

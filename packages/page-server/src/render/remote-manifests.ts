import crypto from 'node:crypto';
import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '../site/remotes-config';

interface ExposeAssets {
  name: string;
  assets: { css: { sync: string[]; async: string[] }; js?: { sync?: unknown } };
}

export interface RemoteManifest {
  /** `lazyChunks`: written by the build (packages/config/webpack/lazy-chunks-plugin.cjs), checked when read. */
  metaData: { publicPath?: string; remoteEntry?: unknown; lazyChunks?: unknown };
  exposes: ExposeAssets[];
}

/** A named lazy chunk's files: its CSS (with that of what it loads lazily) and its own scripts. */
interface LazyChunkFiles {
  css: string[];
  js: string[];
}

interface Fetched {
  etag: string | null;
  text: string;
  manifest: RemoteManifest;
}

export interface RemoteVersions {
  /** Changes whenever any manifest changes (a remote was deployed) or a remote goes up or down. */
  version: string;
  /** Increases with every read: a pool made from a later read is never replaced by an earlier one. */
  readOrder: number;
  /** Absolute manifest URL of each remote. */
  urls: RemotesConfig;
  manifests: Partial<Record<RemoteName, RemoteManifest>>;
}

const MANIFEST_TIMEOUT_MS = 1_000;
const MAX_MANIFEST_BYTES = 1_000_000;

const strings = (value: unknown): boolean =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The parts of a manifest the page server reads, checked before it trusts them. */
function isManifest(value: unknown): value is RemoteManifest {
  if (!value || typeof value !== 'object') return false;
  const exposes = (value as { exposes?: unknown }).exposes;
  return (
    Array.isArray(exposes) &&
    exposes.every((expose: unknown) => {
      const css = (expose as { assets?: { css?: { sync?: unknown; async?: unknown } } } | null)?.assets?.css;
      return (
        typeof (expose as { name?: unknown }).name === 'string' && strings(css?.sync) && strings(css?.async)
      );
    })
  );
}

/** Refused or not found: the remote is down. A time-out or a 5xx under load is not taken as that. */
class RemoteDown extends Error {}

/**
 * Reads the remotes' manifests where the runtime configuration says they are, revalidating them (If-None-Match,
 * usually 304s) at most every `checkEveryMs` (SSR_MANIFEST_CHECK_MS, 1 s), so a remote's deploy reaches the
 * pages the server renders within that time without four loopback requests per page. Reads that overlap
 * share one round of requests. A manifest that answered before and now times out or fails with a
 * 5xx keeps its last version (a busy moment is not a deploy); one that never answered, or is refused or
 * gone, counts as down.
 */
export class RemoteManifests {
  private readonly cache = new Map<string, Fetched>();
  private inflight: Promise<RemoteVersions> | undefined;
  private reads = 0;
  private last: { key: string; at: number; versions: RemoteVersions } | undefined;

  /** `checkEveryMs`: how long a read is used again for the same configuration before asking again (0: never). */
  constructor(private readonly checkEveryMs = 0) {}

  read(config: RemotesConfig, base: string): Promise<RemoteVersions> {
    const key = JSON.stringify([config, base]);
    // A changed configuration is read at once; the same one is revalidated at most every `checkEveryMs`.
    if (this.last?.key === key && performance.now() - this.last.at < this.checkEveryMs)
      return Promise.resolve(this.last.versions);
    if (this.inflight && this.inflightKey === key) return this.inflight;
    const read = this.readAll(config, base)
      .then((versions) => {
        this.last = { key, at: performance.now(), versions };
        return versions;
      })
      .finally(() => {
        if (this.inflight === read) this.inflight = undefined;
      });
    this.inflight = read;
    this.inflightKey = key;
    return read;
  }

  private inflightKey = '';

  private async readAll(config: RemotesConfig, base: string): Promise<RemoteVersions> {
    this.reads += 1;
    const readOrder = this.reads;
    const urls = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, new URL(config[name], base).href]),
    ) as RemotesConfig;
    const fetched = await Promise.all(REMOTE_NAMES.map((name) => this.fetchManifest(urls[name])));
    const hash = crypto.createHash('sha256');
    const manifests: RemoteVersions['manifests'] = {};
    REMOTE_NAMES.forEach((name, index) => {
      const entry = fetched[index];
      hash.update(`${name}\0${urls[name]}\0${entry ? entry.text : 'down'}\0`);
      if (entry) manifests[name] = entry.manifest;
    });
    return { version: hash.digest('hex').slice(0, 16), readOrder, urls, manifests };
  }

  private async fetchManifest(url: string): Promise<Fetched | null> {
    const cached = this.cache.get(url);
    try {
      const response = await fetch(url, {
        headers: cached?.etag ? { 'if-none-match': cached.etag } : {},
        signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      });
      if (response.status === 304 && cached) return cached;
      if (response.status >= 500) throw new Error(`manifest answered ${response.status}`);
      if (!response.ok) throw new RemoteDown(`manifest answered ${response.status}`);
      const text = await response.text();
      if (text.length > MAX_MANIFEST_BYTES) throw new RemoteDown('manifest too large');
      const manifest: unknown = JSON.parse(text);
      if (!isManifest(manifest)) throw new RemoteDown('not a manifest');
      const entry = { etag: response.headers.get('etag'), text, manifest };
      this.cache.set(url, entry);
      return entry;
    } catch (error) {
      const refused =
        error instanceof RemoteDown ||
        (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
      if (refused) this.cache.delete(url);
      return refused ? null : (cached ?? null);
    }
  }
}

/**
 * A file of a remote's build as the page names it: beside the manifest, on this origin when the configuration
 * names a path, on the remote's origin when it names a URL.
 */
export function publicFileUrl(configEntry: string, file: string): string {
  const sameOrigin = !/^(https?:)?\/\//i.test(configEntry);
  const url = new URL(file, new URL(configEntry, 'http://same-origin.invalid/'));
  return sameOrigin ? url.pathname : url.href;
}

function exposesOf(manifest: RemoteManifest, exposed: string[]): ExposeAssets[] {
  return manifest.exposes.filter((expose) => exposed.includes(expose.name));
}

/** The manifest's named lazy chunks, those well formed (an older build has none: an empty map). */
function lazyChunksOf(manifest: RemoteManifest): Map<string, LazyChunkFiles> {
  const chunks = new Map<string, LazyChunkFiles>();
  const listed = manifest.metaData.lazyChunks;
  if (!listed || typeof listed !== 'object') return chunks;
  for (const [name, files] of Object.entries(listed)) {
    const { css, js } = (files ?? {}) as { css?: unknown; js?: unknown };
    if (strings(css) && strings(js)) chunks.set(name, { css, js } as LazyChunkFiles);
  }
  return chunks;
}

/**
 * The stylesheet files of a remote's exposed modules, relative to its manifest: their own and their lazy
 * chunks', except the CSS only named lazy chunks that did not render use (`rendered`: those that did;
 * undefined from a renderer that does not report them, which keeps them all).
 */
export function remoteStylesheetFiles(
  manifest: RemoteManifest,
  exposed: string[],
  rendered?: readonly string[],
): string[] {
  const exposes = exposesOf(manifest, exposed);
  const files = [
    ...new Set(exposes.flatMap((expose) => [...expose.assets.css.sync, ...expose.assets.css.async])),
  ];
  if (!rendered) return files;
  const needed = new Set(exposes.flatMap((expose) => expose.assets.css.sync));
  const notRendered: LazyChunkFiles[] = [];
  for (const [name, chunk] of lazyChunksOf(manifest)) {
    if (rendered.includes(name)) for (const file of chunk.css) needed.add(file);
    else notRendered.push(chunk);
  }
  const unneeded = new Set(notRendered.flatMap((chunk) => chunk.css).filter((file) => !needed.has(file)));
  return files.filter((file) => !unneeded.has(file));
}

/** The scripts of the named lazy chunks that rendered (the page's own code: loaded at hydration). */
export function renderedChunkScripts(
  configEntry: string,
  manifest: RemoteManifest,
  rendered: readonly string[],
): string[] {
  const files = [...lazyChunksOf(manifest)]
    .filter(([name]) => rendered.includes(name))
    .flatMap(([, chunk]) => chunk.js);
  return [...new Set(files)].map((file) => publicFileUrl(configEntry, file));
}

/** The scripts a remote's exposed modules need at once (not those of shared modules another container gives). */
export function remoteScripts(configEntry: string, manifest: RemoteManifest, exposed: string[]): string[] {
  const files = exposesOf(manifest, exposed).flatMap((expose) => {
    const sync = expose.assets.js?.sync;
    return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
  });
  return [...new Set(files)].map((file) => publicFileUrl(configEntry, file));
}

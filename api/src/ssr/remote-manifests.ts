import crypto from 'node:crypto';
import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '../plugins/remotes-config';

interface ExposeAssets {
  name: string;
  assets: { css: { sync: string[]; async: string[] } };
}

export interface RemoteManifest {
  metaData: { publicPath?: string };
  exposes: ExposeAssets[];
}

interface Fetched {
  etag: string | null;
  text: string;
  manifest: RemoteManifest;
}

export interface RemoteVersions {
  /** Changes whenever any manifest changes (a remote was deployed) or a remote goes up or down. */
  version: string;
  /** Absolute manifest URL of each remote. */
  urls: RemotesConfig;
  manifests: Partial<Record<RemoteName, RemoteManifest>>;
}

const MANIFEST_TIMEOUT_MS = 1_000;
const MAX_MANIFEST_BYTES = 1_000_000;

/**
 * Reads the remotes' manifests where the runtime configuration says they are, revalidating on every call
 * (If-None-Match), so a remote's deploy reaches the next page the server renders.
 */
export class RemoteManifests {
  private readonly cache = new Map<string, Fetched>();

  async read(config: RemotesConfig, base: string): Promise<RemoteVersions> {
    const urls = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, new URL(config[name], base).href]),
    ) as RemotesConfig;
    const fetched = await Promise.all(REMOTE_NAMES.map((name) => this.fetchManifest(urls[name])));
    const hash = crypto.createHash('sha256');
    const manifests: RemoteVersions['manifests'] = {};
    REMOTE_NAMES.forEach((name, index) => {
      const entry = fetched[index];
      hash.update(`${name}\0${urls[name]}\0${entry ? entry.text : 'unreachable'}\0`);
      if (entry) manifests[name] = entry.manifest;
    });
    return { version: hash.digest('hex').slice(0, 16), urls, manifests };
  }

  private async fetchManifest(url: string): Promise<Fetched | null> {
    const cached = this.cache.get(url);
    try {
      const response = await fetch(url, {
        headers: cached?.etag ? { 'if-none-match': cached.etag } : {},
        signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      });
      if (response.status === 304 && cached) return cached;
      if (!response.ok) return null;
      const text = await response.text();
      if (text.length > MAX_MANIFEST_BYTES) return null;
      const manifest = JSON.parse(text) as RemoteManifest;
      if (!Array.isArray(manifest.exposes)) return null;
      const entry = { etag: response.headers.get('etag'), text, manifest };
      this.cache.set(url, entry);
      return entry;
    } catch {
      return null;
    }
  }
}

/**
 * The stylesheets of a remote's exposed modules, as the page links them: beside the manifest, on this
 * origin when the configuration names a path, on the remote's origin when it names a URL.
 */
export function remoteStylesheets(
  configEntry: string,
  manifest: RemoteManifest,
  exposed: string[],
): string[] {
  const sameOrigin = !/^(https?:)?\/\//i.test(configEntry);
  const base = new URL(configEntry, 'http://same-origin.invalid/');
  const files = manifest.exposes
    .filter((expose) => exposed.includes(expose.name))
    .flatMap((expose) => [...expose.assets.css.sync, ...expose.assets.css.async]);
  return [...new Set(files)].map((file) => {
    const url = new URL(file, base);
    return sameOrigin ? url.pathname : url.href;
  });
}

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  isRemoteEntries,
  remoteEntryUrl,
  REMOTE_ENTRIES_ELEMENT_ID,
  type RemoteEntries,
} from '@trippy/contracts';
import { isRemotesConfig, type RemoteName, type RemotesConfig } from './remotes';

/** Set on the page server: the remotes it registered itself (by manifest); absent ones are down. */
let serverRemotes: Partial<RemotesConfig> | null = null;
const registered = new Map<RemoteName, Promise<void>>();
let inline: RemoteEntries | null | undefined;
let configured: Promise<RemotesConfig> | null = null;

/** The entries the page server rendered with, from the page (read once). */
function inlineEntries(): RemoteEntries | null {
  if (inline !== undefined) return inline;
  inline = null;
  const text = document.getElementById(REMOTE_ENTRIES_ELEMENT_ID)?.textContent;
  if (!text) return inline;
  try {
    const value: unknown = JSON.parse(text);
    if (isRemoteEntries(value)) inline = value;
  } catch {
    // A page without usable entries falls back to the configuration below.
  }
  return inline;
}

async function fetchJson(url: string, what: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${what} ${url} answered ${response.status}`);
  return response.json();
}

/** The runtime remote configuration (remote name to manifest URL), for pages the server did not render. */
function remotesConfig(configUrl = '/remotes.json'): Promise<RemotesConfig> {
  configured ??= fetchJson(configUrl, 'Remote configuration').then((config) => {
    if (!isRemotesConfig(config)) throw new Error(`Remote configuration ${configUrl} is malformed`);
    return config;
  });
  configured.catch(() => (configured = null));
  return configured;
}

async function entryOf(remote: RemoteName): Promise<string> {
  const fromPage = inlineEntries()?.[remote];
  if (fromPage) return new URL(fromPage, window.location.href).href;
  const manifestUrl = new URL((await remotesConfig())[remote], window.location.href).href;
  const entry = remoteEntryUrl(await fetchJson(manifestUrl, 'Manifest'), manifestUrl);
  if (!entry) throw new Error(`The manifest ${manifestUrl} names no entry`);
  return entry;
}

/**
 * Registers one remote with the page's Module Federation runtime the first time something of it is needed:
 * by the entry the page server inlined (no request before the entry itself), else by its manifest found
 * through the runtime configuration. Remote locations are never part of any build.
 */
function ensureRegistered(remote: RemoteName): Promise<void> {
  if (serverRemotes) {
    // On the page server a remote that is down is not registered at all: fail now rather than at a deadline.
    return serverRemotes[remote]
      ? Promise.resolve()
      : Promise.reject(new Error(`${remote} is not available`));
  }
  let done = registered.get(remote);
  if (!done) {
    done = entryOf(remote).then((entry) => registerRemotes([{ name: remote, entry }]));
    registered.set(remote, done);
    done.catch(() => registered.delete(remote));
  }
  return done;
}

/** Remotes already registered by the caller (the page server): loads use them without fetching a file. */
export function adoptRemotesConfig(config: Partial<RemotesConfig>): void {
  serverRemotes = config;
}

/** Loads a module a remote exposes, e.g. `loadExposed('catalog', 'char-dham-carousel')`. */
export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  await ensureRegistered(remote);
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (module === null || module === undefined) throw new Error(`${remote}/${exposed} could not be loaded`);
  return module;
}

import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemotesConfig, type RemoteName, type RemotesConfig } from './remotes';

let configured: Promise<RemotesConfig> | null = null;

async function fetchRemotesConfig(url: string): Promise<RemotesConfig> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Remote configuration ${url} answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isRemotesConfig(config)) throw new Error(`Remote configuration ${url} is malformed`);
  return config;
}

/**
 * Reads the runtime remote configuration and registers every remote with the Module Federation runtime of
 * the page. Remote locations are never part of any build: moving a remote is an edit of that file.
 */
export function configureRemotes(configUrl = '/remotes.json'): Promise<RemotesConfig> {
  configured ??= fetchRemotesConfig(configUrl).then((config) => {
    registerRemotes(
      Object.entries(config).map(([name, entry]) => ({
        name,
        entry: new URL(entry, window.location.href).href,
      })),
    );
    return config;
  });
  return configured;
}

/** Remotes already registered by the caller (the page server): loads use them without fetching a file. */
export function adoptRemotesConfig(config: Partial<RemotesConfig>): void {
  configured = Promise.resolve(config as RemotesConfig);
}

/** Starts downloading a remote's manifest and entry without evaluating them. */
export async function preload(remote: RemoteName): Promise<void> {
  await configureRemotes();
  await preloadRemote([{ nameOrAlias: remote, exposes: ['./app'] }]);
}

/** Loads a module a remote exposes, e.g. `loadExposed('catalog', 'char-dham-carousel')`. */
export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  const config = await configureRemotes();
  // On the page server a remote that is down is not registered at all: fail now rather than at a deadline.
  if (!config[remote]) throw new Error(`${remote} is not available`);
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (module === null || module === undefined) throw new Error(`${remote}/${exposed} could not be loaded`);
  return module;
}

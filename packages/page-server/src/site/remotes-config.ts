import { cachedTextFile } from '../csp/cached-text-file';

export const REMOTE_NAMES = ['catalog', 'booking', 'account', 'content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemotesConfig = Record<RemoteName, string>;

export const isRemoteName = (name: string): name is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(name);

/** Default: every remote served by this same origin. */
export const DEFAULT_REMOTES: RemotesConfig = {
  catalog: '/remotes/catalog/mf-manifest.json',
  booking: '/remotes/booking/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  content: '/remotes/content/mf-manifest.json',
};

/**
 * The runtime remote configuration the shell fetches at start. An operator moves or redeploys a remote by
 * editing the override file; nothing is rebuilt or restarted.
 */
const configFiles = new Map<string, () => Promise<string>>();

export async function readRemotesConfig(overrideFile?: string): Promise<RemotesConfig> {
  if (!overrideFile) return DEFAULT_REMOTES;
  try {
    let read = configFiles.get(overrideFile);
    if (!read) configFiles.set(overrideFile, (read = cachedTextFile(overrideFile)));
    const parsed = JSON.parse(await read()) as Partial<Record<string, unknown>>;
    const config = { ...DEFAULT_REMOTES };
    for (const name of REMOTE_NAMES) {
      const entry = parsed[name];
      if (typeof entry === 'string' && entry.length > 0 && entry.length <= MAX_ENTRY_LENGTH)
        config[name] = entry;
    }
    return config;
  } catch {
    return DEFAULT_REMOTES;
  }
}

/** Longer than any manifest URL; a longer entry is ignored before any URL parsing or pattern runs. */
const MAX_ENTRY_LENGTH = 2048;

/**
 * A CSP host source: scheme and host (a name or a bracketed IPv6 address) and port, nothing else. Labels
 * cannot contain dots, so the pattern matches one way only (linear); inputs are origins, at most 2 KB.
 */
const CSP_HOST_SOURCE = /^(https?:\/\/)?([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/**
 * Where remotes configured on another origin are served from, as CSP sources: the origin of an absolute
 * manifest URL, the host of a protocol-relative one (the page's scheme); same-origin paths need none. The
 * shell page's policy names these so that moving a remote is a configuration edit, not a code change.
 */
export function remoteOrigins(entries: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const entry of entries) {
    let source: string | undefined;
    try {
      if (/^https?:\/\//i.test(entry)) source = new URL(entry).origin;
      else if (entry.startsWith('//')) source = new URL(`http:${entry}`).host;
    } catch {
      // Not a URL: the shell cannot load it either.
    }
    // URL accepts hosts such as "a;b" or "a'b", which would rewrite the policy: only plain host sources.
    if (source && CSP_HOST_SOURCE.test(source)) origins.add(source);
  }
  return [...origins];
}

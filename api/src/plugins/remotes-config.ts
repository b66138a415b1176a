import fs from 'node:fs/promises';

export const REMOTE_NAMES = ['catalog', 'booking', 'account', 'content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemotesConfig = Record<RemoteName, string>;

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
export async function readRemotesConfig(overrideFile?: string): Promise<RemotesConfig> {
  if (!overrideFile) return DEFAULT_REMOTES;
  try {
    const parsed = JSON.parse(await fs.readFile(overrideFile, 'utf8')) as Partial<Record<string, unknown>>;
    const config = { ...DEFAULT_REMOTES };
    for (const name of REMOTE_NAMES) {
      const entry = parsed[name];
      if (typeof entry === 'string' && entry.length > 0) config[name] = entry;
    }
    return config;
  } catch {
    return DEFAULT_REMOTES;
  }
}

/** Origins of remotes served from elsewhere (absolute manifest URLs); same-origin remotes need none. */
export function remoteOrigins(entries: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const entry of entries) {
    if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

/**
 * The shell page may run the scripts and styles of wherever its remotes are configured to live right now,
 * so moving a remote to another origin is a configuration edit, not a code change.
 */
export function allowRemoteScripts(policy: string, entries: readonly string[]): string {
  const origins = remoteOrigins(entries);
  if (origins.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      return name === 'script-src' || name === 'style-src' || name === 'connect-src'
        ? `${directive.trim()} ${origins.join(' ')}`
        : directive;
    })
    .join(';');
}

export const REMOTE_NAMES = ['catalog', 'booking', 'account', 'content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The runtime remote configuration: remote name to the URL of its `mf-manifest.json`. */
export type RemotesConfig = Record<RemoteName, string>;

export function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (!value || typeof value !== 'object') return false;
  return REMOTE_NAMES.every((name) => typeof (value as Record<string, unknown>)[name] === 'string');
}

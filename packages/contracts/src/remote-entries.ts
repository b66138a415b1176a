// What the page server tells the browser about the remotes: the entry file of each remote, from the manifest
// it rendered with, so the browser loads that version's code without fetching the configuration or a manifest.
// No schema library here: the shell's browser bundle imports this file (the package has no side effects).

/** Id of the page's `<script type="application/json">` holding `RemoteEntries`. */
export const REMOTE_ENTRIES_ELEMENT_ID = 'trippy-remotes';

/** Remote name to the URL of its browser `remoteEntry.js` (a path on this origin, or an absolute URL). */
export type RemoteEntries = Record<string, string>;

const MAX_ENTRY_URL_LENGTH = 2048;

export function isRemoteEntries(value: unknown): value is RemoteEntries {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (url) => typeof url === 'string' && url.length > 0 && url.length <= MAX_ENTRY_URL_LENGTH,
  );
}

interface ManifestMeta {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
}

/**
 * The absolute URL of a remote's browser entry, from its `mf-manifest.json` and the URL the manifest was read
 * at (`publicPath: 'auto'` means beside the manifest); null when the manifest names no entry.
 */
export function remoteEntryUrl(manifest: unknown, manifestUrl: string): string | null {
  const meta = (manifest as ManifestMeta | null)?.metaData;
  const name = meta?.remoteEntry?.name;
  const folder = meta?.remoteEntry?.path ?? '';
  if (typeof name !== 'string' || !name || typeof folder !== 'string') return null;
  const publicPath = meta?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : manifestUrl;
  const prefix = folder && !folder.endsWith('/') ? `${folder}/` : folder;
  return new URL(`${prefix}${name}`, base).href;
}

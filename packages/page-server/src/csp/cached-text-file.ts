import fs from 'node:fs';

/**
 * Reads a text file that may be redeployed while the server runs (the shell's index.html, the remotes'
 * configuration): read again only when its modification time or size changed, so each request costs one
 * stat. A synchronous one: a few microseconds on a local file, where the promise-based call cost a quarter of
 * a millisecond of the event loop per page under load.
 */
export function cachedTextFile(file: string): () => Promise<string> {
  let cached: { mtimeMs: number; size: number; text: string } | undefined;
  return async () => {
    const stat = fs.statSync(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.text;
    const text = await fs.promises.readFile(file, 'utf8');
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, text };
    return text;
  };
}

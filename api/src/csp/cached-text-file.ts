import fs from 'node:fs/promises';

/**
 * Reads a text file that may be redeployed while the server runs (the shell's index.html): read again only
 * when its modification time or size changed, so each request costs one stat.
 */
export function cachedTextFile(file: string): () => Promise<string> {
  let cached: { mtimeMs: number; size: number; text: string } | undefined;
  return async () => {
    const stat = await fs.stat(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.text;
    const text = await fs.readFile(file, 'utf8');
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, text };
    return text;
  };
}

#!/usr/bin/env node
/**
 * Precompresses the static files served from disk (by nginx, or by the API's static server): `<file>.br` (brotli, quality 11) and `<file>.gz`
 * (gzip, level 9) next to every .js, .css, .json, .svg, .html and .txt file of the given folders, for
 * nginx's `brotli_static` and `gzip_static`.
 *
 * The entry points that are revalidated on every load (index.html, main.js, remoteEntry.js,
 * mf-manifest.json, mf-stats.json) get no copies, and stale copies of them are removed: a remote
 * redeployed by copying its dist/ over the old one replaces exactly those names, and nginx would go on
 * sending an old `remoteEntry.js.gz` beside a new `remoteEntry.js`. nginx compresses them on the fly.
 * Content-hashed files never change under their name, so their copies cannot go stale.
 *
 * A file is compressed again only when its copies' modification time differs from its own; copies whose
 * file is gone are removed. Writes are atomic (temp file, then rename), so a running nginx never sends a
 * half-written copy.
 *
 * Run by every app's build on its own dist/ (so a remote deployed alone carries its copies), and by
 * deploy/start-cluster.sh after a dist/ is copied in place. The Node build in dist/server/ is never sent.
 *
 * Usage: node packages/config/build/precompress.mjs <dir>...   (default: shell/dist and mfe-*\/dist)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const EXTENSIONS = new Set(['.js', '.css', '.json', '.svg', '.html', '.txt']);
const REVALIDATED = new Set([
  'index.html',
  'main.js',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'startup-scripts.json',
]);
const ENCODINGS = [
  {
    suffix: '.br',
    compress: (data) =>
      zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', compress: (data) => zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function defaultDirs() {
  return ['shell', ...fs.readdirSync(repoRoot).filter((name) => name.startsWith('mfe-'))]
    .map((name) => path.join(repoRoot, name, 'dist'))
    .filter((dir) => fs.existsSync(dir));
}

function* filesOf(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'server') yield* filesOf(full);
    else if (entry.isDirectory()) continue;
    else if (entry.isFile()) yield full;
  }
}

const totals = { files: 0, compressed: 0, skipped: 0, removed: 0, bytes: 0, gz: 0, br: 0 };

function removeCopy(copy) {
  fs.rmSync(copy, { force: true });
  totals.removed += 1;
}

function precompress(file) {
  const source = fs.statSync(file);
  const data = fs.readFileSync(file);
  totals.files += 1;
  totals.bytes += data.length;
  let wrote = false;
  for (const { suffix, compress } of ENCODINGS) {
    const copy = file + suffix;
    const existing = fs.existsSync(copy) ? fs.statSync(copy) : undefined;
    // utimes keeps milliseconds: the copy carries its file's modification time to the millisecond.
    if (existing && Math.abs(existing.mtimeMs - source.mtimeMs) < 1) {
      totals[suffix.slice(1)] += existing.size;
      continue;
    }
    const compressed = compress(data);
    if (compressed.length >= data.length) {
      // Nothing gained (a tiny file): nginx sends the file itself.
      if (existing) removeCopy(copy);
      continue;
    }
    const temp = `${copy}.${process.pid}.tmp`;
    fs.writeFileSync(temp, compressed);
    fs.utimesSync(temp, source.atime, source.mtime);
    fs.renameSync(temp, copy);
    totals[suffix.slice(1)] += compressed.length;
    wrote = true;
  }
  if (wrote) totals.compressed += 1;
  else totals.skipped += 1;
}

const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultDirs();
const started = Date.now();
for (const dir of dirs) {
  if (!fs.existsSync(dir)) {
    console.error(`precompress: ${dir} does not exist`);
    process.exit(1);
  }
  for (const file of filesOf(dir)) {
    const suffix = ENCODINGS.find((encoding) => file.endsWith(encoding.suffix))?.suffix;
    if (suffix) {
      const original = file.slice(0, -suffix.length);
      // A copy whose file is gone, or a copy of an entry point (see above).
      if (!fs.existsSync(original) || REVALIDATED.has(path.basename(original))) removeCopy(file);
      continue;
    }
    if (file.endsWith('.tmp')) continue;
    if (!EXTENSIONS.has(path.extname(file)) || REVALIDATED.has(path.basename(file))) continue;
    precompress(file);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompress: ${totals.files} files (${kb(totals.bytes)}) in ${dirs.length} folders: ` +
    `${totals.compressed} compressed, ${totals.skipped} up to date, ${totals.removed} stale copies removed; ` +
    `gzip ${kb(totals.gz)}, brotli ${kb(totals.br)} (${Date.now() - started} ms)`,
);

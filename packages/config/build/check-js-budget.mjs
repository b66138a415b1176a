#!/usr/bin/env node
/**
 * The JavaScript budget of every remote, checked on its production build (fails the build when exceeded):
 * a remote's entry (`remoteEntry.js`) plus the chunks its route module (`./app`) needs at once and those of
 * its largest named lazy page (`metaData.lazyChunks`, the page a route renders), gzip level 9, at most 40 KB. Shared modules another container provides (React, single-spa, ...) are not the remote's.
 * The shell's first-load JavaScript (main.js and the shared modules it provides) is printed for reference.
 * No code a public page loads at start (the shell's, a remote's entry, route chunks and public lazy pages) may hold
 * the schema library (TypeBox, about 10 KB gzip): browser code imports the contracts' plain constants, and the
 * schemas stay on the server (a constant moved next to a schema once put it on every page unseen).
 *
 * Usage: node packages/config/build/check-js-budget.mjs   (after the build; BUDGET_KB overrides the budget)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 40);
const ROUTE_MODULE = 'app';

const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
const readManifest = (dist) => JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));

/** A remote's build: its folder, manifest, entry file and route module (`./app`). */
function remoteBuild(name) {
  const dist = path.join(repoRoot, `mfe-${name}`, 'dist');
  const manifest = readManifest(dist);
  const entryFile = path.join(dist, manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  const route = manifest.exposes.find((expose) => expose.name === ROUTE_MODULE);
  if (!route) throw new Error(`mfe-${name} exposes no ./${ROUTE_MODULE}`);
  return { dist, manifest, entryFile, route };
}

function remoteFigures(name) {
  const { dist, manifest, entryFile, route } = remoteBuild(name);
  const sync = new Set(route.assets.js.sync);
  const sumKb = (files) => [...files].reduce((sum, file) => sum + gzipKb(path.join(dist, file)), 0);
  const pages = Object.entries(manifest.metaData.lazyChunks ?? {}).map(([page, { js }]) => ({
    page,
    kb: sumKb(new Set(js.filter((file) => !sync.has(file)))),
  }));
  const largest = pages.sort((a, b) => b.kb - a.kb)[0] ?? { page: 'none', kb: 0 };
  const entry = gzipKb(entryFile);
  const routeKb = sumKb(sync);
  return { name, entry, route: routeKb, page: largest, total: entry + routeKb + largest.kb };
}

/** The shell's start-up files: main.js and the shared modules it provides. */
function shellFiles() {
  const dist = path.join(repoRoot, 'shell', 'dist');
  const shared = readManifest(dist).shared.flatMap((module) => module.assets.js.sync);
  return ['main.js', ...new Set(shared)].map((file) => path.join(dist, file));
}

const shellFigures = () => shellFiles().reduce((sum, file) => sum + gzipKb(file), 0);

/** Back-office pages (named lazy chunks) load the contracts' schemas freely. */
const BACK_OFFICE_PAGE = /operator|lead/;
const SCHEMA_LIBRARY_MARK = 'TypeBox.Kind';

function startUpFiles() {
  const files = shellFiles();
  for (const name of remotes) {
    const { dist, manifest, entryFile, route } = remoteBuild(name);
    files.push(entryFile, ...route.assets.js.sync.map((file) => path.join(dist, file)));
    for (const [page, { js }] of Object.entries(manifest.metaData.lazyChunks ?? {}))
      if (!BACK_OFFICE_PAGE.test(page)) for (const file of js) files.push(path.join(dist, file));
  }
  return [...new Set(files)];
}

const remotes = fs
  .readdirSync(repoRoot)
  .filter((folder) => folder.startsWith('mfe-'))
  .map((folder) => folder.slice('mfe-'.length))
  .sort();
const rows = remotes.map(remoteFigures);
console.log(
  `JavaScript budget per remote: entry + ./${ROUTE_MODULE} chunks + its largest lazy page, gzip, at most ${BUDGET_KB} KB`,
);
for (const row of rows) {
  const verdict = row.total <= BUDGET_KB ? 'ok' : 'OVER BUDGET';
  console.log(
    `  ${row.name.padEnd(8)} entry ${row.entry.toFixed(1)} KB + route ${row.route.toFixed(1)} KB + page ${row.page.kb.toFixed(1)} KB (${row.page.page}) = ${row.total.toFixed(1)} KB  ${verdict}`,
  );
}
console.log(`  shell    main.js + shared modules it provides = ${shellFigures().toFixed(1)} KB (reference)`);
const withSchemas = startUpFiles().filter((file) =>
  fs.readFileSync(file, 'utf8').includes(SCHEMA_LIBRARY_MARK),
);
if (withSchemas.length > 0) {
  console.error(
    `The schema library is in code public pages load at start: ${withSchemas.map((file) => path.relative(repoRoot, file)).join(', ')}`,
  );
  process.exit(1);
}
console.log('  no schema library in start-up code: ok');
const over = rows.filter((row) => row.total > BUDGET_KB);
if (over.length > 0) {
  console.error(`JavaScript budget exceeded by: ${over.map((row) => row.name).join(', ')}`);
  process.exit(1);
}

import fs from 'node:fs';
import path from 'node:path';

// A lazy page's name is written twice: in the import's webpackChunkName (what the build's map lists) and as
// lazyWithRetry's second argument (what a server render records). If they differ the page server cannot
// find the page's CSS and leaves it out. Each source file that names its lazy pages is checked here.
const ROOT = path.join(__dirname, '../../..');
const FILES = [
  'mfe-content/src/lazy-pages.ts',
  'mfe-catalog/src/app.tsx',
  'mfe-catalog/src/operator/routes.tsx',
];
// The call as prettier writes it: `lazyWithRetry(\n () =>\n import(/* webpackChunkName: "x" */ ...),\n 'x',\n);`
const CALL =
  /lazyWithRetry\(\s*\(\) =>\s*import\(\/\* webpackChunkName: "([\w-]{1,60})" \*\/[^;]{0,400}?,\s*'([\w-]{1,60})',\s*\);/g;

describe.each(FILES)('%s', (file) => {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const calls = [...source.matchAll(CALL)];

  test('every lazy page is named, and by the same name in both places', () => {
    expect(calls.length).toBe(source.split('lazyWithRetry(').length - 1);
    for (const [, imported, recorded] of calls) expect(recorded).toBe(imported);
  });

  test('names start with the remote, so no two remotes share one', () => {
    const remote = /mfe-(\w+)/.exec(file)?.[1];
    for (const [, imported] of calls) expect(imported).toMatch(new RegExp(`^${remote}-`));
  });
});

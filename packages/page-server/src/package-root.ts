import fs from 'node:fs';
import path from 'node:path';

const NAME = '@trippy/page-server';

function isThisPackage(dir: string): boolean {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name?: unknown;
    };
    return manifest.name === NAME;
  } catch {
    return false;
  }
}

/**
 * The page server's folder (its worker bundle in dist/, its icons in public/): found above this file when
 * run from source or from its own build, else through the host's dependency on the package (the API bundles
 * this code into its own server.js).
 */
function findPackageRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 4; i += 1) {
    if (isThisPackage(dir)) return dir;
    dir = path.dirname(dir);
  }
  return path.dirname(require.resolve(`${NAME}/package.json`));
}

export const PAGE_SERVER_ROOT = findPackageRoot();
/** The render worker, built by the package's tsup beside main.js. */
export const RENDER_WORKER_FILE = path.join(PAGE_SERVER_ROOT, 'dist', 'render-worker.js');
export const ICONS_DIR = path.join(PAGE_SERVER_ROOT, 'public', 'icons');

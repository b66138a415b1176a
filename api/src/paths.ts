import fs from 'node:fs';
import path from 'node:path';

/**
 * The api/ folder, found from this file's location (src/ when run from source, dist/ when bundled), so the
 * server works from any working directory.
 */
function findApiRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 5; i += 1) {
    if (fs.existsSync(path.join(dir, 'migrations')) && fs.existsSync(path.join(dir, 'package.json')))
      return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the api folder above ${__dirname}`);
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = path.dirname(API_ROOT);
export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');
export const PUBLIC_DIR = path.join(API_ROOT, 'public');

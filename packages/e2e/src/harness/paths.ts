import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'api', 'dist', 'server.js');
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'packages', 'e2e', 'screenshots');

import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { stopProcess } from './site-server';
import { STATE_FILE } from './paths';

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as { __SITE_PROCESS__?: ChildProcess }).__SITE_PROCESS__;
  if (child) await stopProcess(child);
  const state = fs.existsSync(STATE_FILE) ? (JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { dataDir?: string }) : {};
  if (state.dataDir) fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const API_DIR = path.join(__dirname, '../..');
const SERVER = path.join(API_DIR, 'dist/server.js');
const SOURCES = ['src', 'migrations', '../packages/contracts/src', '../packages/domain/src'].map((dir) =>
  path.join(API_DIR, dir),
);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    newest = Math.max(newest, mtime);
  }
  return newest;
}

/** Builds dist/server.js with tsup when it is missing or older than its sources (a build takes well under 1 s). */
export function ensureBuilt(): void {
  const built = fs.existsSync(SERVER) ? fs.statSync(SERVER).mtimeMs : 0;
  if (built >= Math.max(...SOURCES.map(newestMtime))) return;
  const tsup = path.join(API_DIR, 'node_modules/.bin/tsup');
  const result = spawnSync(tsup, [], { cwd: API_DIR, encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`tsup failed: ${result.stderr || result.stdout}`);
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/**
 * Starts `node dist/server.js` on a free port (PORT=0) and resolves once Fastify logs its address.
 * Only the variables given here reach the child, so the developer's own configuration cannot leak in.
 */
export function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SERVE_SITE: 'false',
      JWT_SECRET: 'lifecycle-secret-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], exited, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}

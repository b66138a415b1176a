import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_ENTRY } from './paths';

export interface RunningSite {
  origin: string;
  port: number;
  dataDir: string;
  remotesConfigFile: string;
  process: ChildProcess;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the production server (api/dist/server.js, NODE_ENV=production, DEV_MAILBOX=true) on a free port with
 * a fresh PGlite data directory.
 */
export async function startSite(extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run the build first`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-e2e-db-'));
  const remotesConfigFile = path.join(dataDir, 'remotes.json');
  fs.writeFileSync(remotesConfigFile, '{}');
  const logFile = path.join(dataDir, 'server.log');
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // As the README's start command runs it: production, with the development mailbox the tests read
      // codes from (loopback only). Without JWT_SECRET the embedded database keeps a generated one.
      NODE_ENV: 'production',
      DEV_MAILBOX: 'true',
      JWT_SECRET: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      // A folder inside the run's directory: the generated JWT secret is kept beside it (and removed with it).
      DATA_DIR: path.join(dataDir, 'pglite'),
      REMOTES_CONFIG: remotesConfigFile,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Production refuses to start without it: the address the tests reach the site at.
      PUBLIC_ORIGIN: origin,
      ...extraEnv,
    },
    stdio: ['ignore', fs.openSync(logFile, 'a'), fs.openSync(logFile, 'a')],
  });
  try {
    await waitForHttp(`${origin}/api/packages`, 120_000, child);
  } catch (error) {
    console.error(fs.readFileSync(logFile, 'utf8').slice(-4000));
    // A server that did not come up must not keep Jest alive, nor leave its directory behind.
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { origin, port, dataDir, remotesConfigFile, process: child };
}

/**
 * Waits until every package's card photo has its variants (a first start makes the demo photos' variants on
 * the jobs queue after it listens): the pages then carry the responsive pictures they will in production.
 */
export async function waitForDemoPhotos(origin: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let waiting: string[] = [];
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/api/packages`);
    const body = (await response.json()) as {
      data: Array<{ slug: string; images: { cardImage: string; pictures?: Record<string, unknown> } }>;
    };
    waiting = body.data
      .filter(
        (p) => p.images.cardImage.startsWith('/api/images/') && !p.images.pictures?.[p.images.cardImage],
      )
      .map((p) => p.slug);
    if (waiting.length === 0) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`demo photos without variants after ${timeoutMs} ms: ${waiting.join(', ')}`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  // The run's server is unreferenced so it never holds Jest open; waiting for its exit must hold the event
  // loop, or Node exits in the middle of the teardown with code 0, before Jest sets the run's failure code.
  child.ref();
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../harness/site-server';
import { REPO_ROOT } from '../harness/paths';

// The production topology as deploy/ runs it: nginx in front of two API instances on PostgreSQL and Redis,
// started and stopped by the scripts, on ports and a database of its own. A short chaos run through
// nginx (browse + book for 15 s with a kill -9 of one instance), a rolling restart under GET load and a
// notification crossing instances (deploy/chaos.ts prints the figures; docs/operations.md has the long run).

const DEPLOY = path.join(REPO_ROOT, 'deploy');
const TSX = path.join(REPO_ROOT, 'api', 'node_modules', '.bin', 'tsx');
/** Text as React writes it into server HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
const PG_SERVER = process.env.CLUSTER_TEST_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE_URL = `${PG_SERVER}/trippy_cluster_e2e`;
// A Redis database of its own: rate-limit counters stay apart from a cluster someone runs meanwhile.
const REDIS_URL = process.env.CLUSTER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/3';

/** Why the cluster cannot run here (the test then skips and says so), checked synchronously. */
function whyNot(): string | undefined {
  const nginx = spawnSync('bash', ['-c', 'command -v nginx || test -x /usr/sbin/nginx'], {
    encoding: 'utf8',
  });
  if (nginx.status !== 0) {
    return 'nginx is not installed (apt-get install -y nginx-light libnginx-mod-http-brotli-static; .ci/run does)';
  }
  if (!fs.existsSync(TSX)) return `${TSX} is missing (npx -y pnpm@10 install)`;
  const pg = spawnSync(process.execPath, [path.join(DEPLOY, 'db.mjs'), 'ping', DATABASE_URL], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (pg.status !== 0)
    return `PostgreSQL does not answer at ${PG_SERVER} (${pg.stderr.trim() || 'no answer'})`;
  const probe = `const u=new URL(process.argv[1]);const s=require('net').connect(+u.port||6379,u.hostname);
    s.setTimeout(2000,()=>process.exit(1));s.on('error',()=>process.exit(1));
    s.on('connect',()=>s.write('PING\\r\\n'));s.on('data',d=>process.exit(/PONG|NOAUTH/.test(d)?0:1));`;
  const redis = spawnSync(process.execPath, ['-e', probe, REDIS_URL], { timeout: 5000 });
  if (redis.status !== 0) return `Redis does not answer at ${REDIS_URL}`;
  return undefined;
}

const problem = whyNot();
if (problem) console.warn(`Cluster test skipped: ${problem}`);
const describeCluster = problem ? describe.skip : describe;

interface Run {
  code: number | null;
  output: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      output += `\n(killed after ${timeoutMs} ms)`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

interface LoadFigures {
  requests: number;
  failed: number;
  timeouts: number;
  p99: number;
}

interface ChaosReport {
  ok: boolean;
  chaos: {
    browse: LoadFigures;
    browseFailures: { byPath: Record<string, number>; outsideKill: number };
    book: LoadFigures & { created: number };
    inDoubt: { count: number; stillFailing: number };
    database: {
      acknowledged: number;
      missing: number;
      unacknowledgedInDatabase: number;
      runBatchesInconsistent: string[];
      batchesWithDeltaMismatch: string[];
      batchesBelowZero: number;
      batchesOversold: number;
    };
  };
  rolling: LoadFigures & { restartMs: number };
  socket: { socketOn: string; bookedOn: string[]; received: number; ok: boolean };
}

describeCluster('production topology: nginx, a page server, two API instances, PostgreSQL, Redis', () => {
  let runDir: string;
  let siteRoot: string;
  let env: NodeJS.ProcessEnv;
  let origin: string;
  let pagePort: number;
  let stopped = false;
  /** The upstream that answered the request with this id, from nginx's log (flushed every second). */
  const upstreamOf = async (requestId: string): Promise<string | undefined> => {
    const log = path.join(runDir, 'logs', 'nginx-access.log');
    for (let i = 0; i < 30; i += 1) {
      const line = fs
        .readFileSync(log, 'utf8')
        .split('\n')
        .find((entry) => entry.includes(`id=${requestId}`));
      // `a, b` when nginx went on to the next upstream: the one that answered is the last.
      if (line) return /upstream=(.+?) ustatus=/.exec(line)?.[1]?.split(', ').pop();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return undefined;
  };

  const stop = () => run('bash', [path.join(DEPLOY, 'stop-cluster.sh')], env, 60_000);

  beforeAll(async () => {
    runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-cluster-e2e-'));
    // A release folder of its own (as a deploy would have), so the redeploy test can copy over a remote.
    siteRoot = path.join(runDir, 'site');
    // nginx's workers run as an unprivileged user: the release folder must be readable to them, as a deploy's is.
    fs.chmodSync(runDir, 0o755);
    for (const app of ['shell', 'mfe-catalog', 'mfe-booking', 'mfe-account', 'mfe-content'])
      fs.cpSync(path.join(REPO_ROOT, app, 'dist'), path.join(siteRoot, app, 'dist'), { recursive: true });
    const [clusterPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    pagePort = await freePort();
    origin = `http://127.0.0.1:${clusterPort}`;
    env = {
      ...process.env,
      CLUSTER_RUN_DIR: runDir,
      SITE_ROOT: siteRoot,
      CLUSTER_HOST: '127.0.0.1',
      CLUSTER_PORT: String(clusterPort),
      API_PORT_A: String(portA),
      API_PORT_B: String(portB),
      PAGE_SERVER_PORT: String(pagePort),
      PAGE_DATA_PORT: String(await freePort()),
      DATABASE_URL,
      REDIS_URL,
      JWT_SECRET: '',
      DEV_MAILBOX: 'false',
      // The address the test reaches the site at (the instances run in production, which requires it).
      PUBLIC_ORIGIN: origin,
      // The chaos script's few customers book hundreds of seats unpaid: not capped at a person's 20.
      MAX_HELD_SEATS_PER_CUSTOMER: '1000',
      // ... and send hundreds of bookings a minute from one address: above the per-account and per-address
      // booking limits (RATE_LIMIT_MAX / 2 and x 1.5 a minute), which the API suite tests on their own.
      RATE_LIMIT_MAX: '100000',
      // A cold render worker on a busy machine must not leave a page's region to the browser: the test reads
      // the server's HTML.
      SSR_REGION_DEADLINE_MS: '10000',
      // Never apt-get from a test: a missing nginx skips the test above.
      CLUSTER_INSTALL: 'false',
    };
    const dropped = await run(
      process.execPath,
      [path.join(DEPLOY, 'db.mjs'), 'drop', DATABASE_URL],
      env,
      30_000,
    );
    if (dropped.code !== 0) throw new Error(`dropping ${DATABASE_URL}: ${dropped.output}`);
    const started = await run('bash', [path.join(DEPLOY, 'start-cluster.sh')], env, 120_000);
    if (started.code !== 0) throw new Error(`start-cluster.sh failed:\n${started.output}`);
    console.log(started.output);
  }, 150_000);

  afterAll(async () => {
    if (!env) return;
    if (!stopped) await stop();
    await run(process.execPath, [path.join(DEPLOY, 'db.mjs'), 'drop', DATABASE_URL], env, 30_000);
    fs.rmSync(runDir, { recursive: true, force: true });
  }, 90_000);

  test('nginx serves the static files from disk (precompressed, cached) and proxies pages and the API', async () => {
    const manifest = await fetch(`${origin}/remotes/catalog/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = fs
      .readdirSync(path.join(siteRoot, 'mfe-catalog', 'dist'))
      .find((name) => /\.[0-9a-f]{10}\.js$/.test(name));
    // What a browser sends; brotli when nginx has the module (start-cluster.sh warns when it has not), else gzip.
    const hashed = await fetch(`${origin}/remotes/catalog/${chunk}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('access-control-allow-origin')).toBe('*');
    expect(hashed.headers.get('x-request-id')).toBeNull(); // from disk, not from an instance
    expect(['br', 'gzip']).toContain(hashed.headers.get('content-encoding'));
    const entry = await fetch(`${origin}/remotes/catalog/remoteEntry.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const page = await fetch(`${origin}/packages`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/'nonce-/);
    const pageId = page.headers.get('x-request-id') ?? '';
    expect(pageId).toMatch(/^[0-9a-f]{32}$/); // nginx's id, logged by the page server
    // Rendered by the page server, with the catalogue it read from the API through nginx.
    expect(await upstreamOf(pageId)).toBe(`127.0.0.1:${pagePort}`);
    const { data: packages } = (await (await fetch(`${origin}/api/packages`)).json()) as {
      data: Array<{ name: string; slug: string }>;
    };
    const first = packages[0]!;
    const packagePage = await fetch(`${origin}/packages/${first.slug}`);
    expect(packagePage.status).toBe(200);
    expect(packagePage.headers.get('strict-transport-security')).toBeNull(); // plain HTTP here
    expect(packagePage.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await packagePage.text();
    expect(html).toContain(escapeHtml(first.name));
    expect(await upstreamOf(packagePage.headers.get('x-request-id') ?? '')).toBe(`127.0.0.1:${pagePort}`);
    const unknown = await fetch(`${origin}/packages/no-such-package-${Date.now()}`);
    expect(unknown.status).toBe(404);
    for (const file of [
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
      '/manifest.webmanifest',
      '/remotes.json',
    ])
      expect([file, (await fetch(`${origin}${file}`)).status]).toEqual([file, 200]);
    expect((await fetch(`${origin}/api/packages`)).status).toBe(200);
    expect((await fetch(`${origin}/metrics`)).status).toBe(403);
    expect((await fetch(`${origin}/api/dev/mailbox?to=a@example.in`)).status).toBe(404);
  });

  test('kill -9 under browse + book load, a rolling restart under GET load, a socket notification across instances', async () => {
    const resultFile = path.join(runDir, 'chaos.json');
    const chaos = await run(
      TSX,
      [path.join(DEPLOY, 'chaos.ts'), 'all'],
      {
        ...env,
        DURATION: '15',
        BROWSE_CONNECTIONS: '8',
        BOOK_CONNECTIONS: '4',
        ROLLING_CONNECTIONS: '8',
        CHAOS_CUSTOMERS: '3',
        CHAOS_DOWN_SECONDS: '2',
        CHAOS_RESULT_FILE: resultFile,
      },
      150_000,
    );
    console.log(chaos.output);
    if (!fs.existsSync(resultFile)) throw new Error(`chaos.ts wrote no result:\n${chaos.output}`);
    const report = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as ChaosReport;

    // Page views and the list API answered while bookings were made: no 5xx and no dropped connection but
    // for the requests in flight on the instance when it was killed.
    const { database, book, inDoubt, browse, browseFailures } = report.chaos;
    expect(browse.requests).toBeGreaterThan(0);
    expect(browseFailures.outsideKill).toBe(0);
    // Every booking acknowledged with 2xx is in PostgreSQL; seats add up on every batch.
    expect(book.created).toBeGreaterThan(0);
    expect(database.acknowledged).toBeGreaterThan(0);
    expect(database.missing).toBe(0);
    expect(database.unacknowledgedInDatabase).toBe(0);
    expect(inDoubt.stillFailing).toBe(0);
    expect(database.runBatchesInconsistent).toEqual([]);
    expect(database.batchesWithDeltaMismatch).toEqual([]);
    expect(database.batchesBelowZero).toBe(0);
    expect(database.batchesOversold).toBe(0);

    // Rolling restart: not one GET failed.
    expect(report.rolling.requests).toBeGreaterThan(0);
    expect(report.rolling.failed).toBe(0);
    expect(report.rolling.timeouts).toBe(0);

    // The socket connected through nginx got the notification of a booking made on another instance.
    expect(report.socket.ok).toBe(true);
    expect(report.socket.received).toBeGreaterThan(0);
    expect(report.socket.bookedOn).not.toContain(report.socket.socketOn);

    expect(chaos.code).toBe(0);
  }, 170_000);

  test('a remote redeployed by copying its dist/ over the old one is live on the next request, no restart', async () => {
    const dist = path.join(siteRoot, 'mfe-content', 'dist');
    const release = path.join(runDir, 'content-release');
    fs.cpSync(dist, release, { recursive: true });
    // A fresh build has no precompressed copies: a stale one left in place must never be served.
    for (const name of fs.readdirSync(release))
      if (/\.(br|gz)$/.test(name)) fs.rmSync(path.join(release, name));
    const marker = `redeployed-${Date.now()}`;
    fs.appendFileSync(path.join(release, 'remoteEntry.js'), `\n/* ${marker} */\n`);
    const manifestFile = path.join(release, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, redeployMarker: marker }));
    fs.cpSync(release, dist, { recursive: true, force: true });

    for (const encoding of ['br', 'gzip', 'identity']) {
      const entry = await fetch(`${origin}/remotes/content/remoteEntry.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(entry.status).toBe(200);
      expect(await entry.text()).toContain(marker);
    }
    const live = (await (await fetch(`${origin}/remotes/content/mf-manifest.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(live.redeployMarker).toBe(marker);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  test('the page server killed: the instances serve the pages until it is back', async () => {
    const instance = (action: string) =>
      run('bash', [path.join(DEPLOY, 'instance.sh'), action, 'p'], env, 60_000);
    expect((await instance('kill')).code).toBe(0);
    const { data: packages } = (await (await fetch(`${origin}/api/packages`)).json()) as {
      data: Array<{ name: string; slug: string }>;
    };
    for (const pkg of packages.slice(0, 5)) {
      const page = await fetch(`${origin}/packages/${pkg.slug}`);
      expect([pkg.slug, page.status]).toEqual([pkg.slug, 200]);
      expect(await page.text()).toContain(escapeHtml(pkg.name));
      expect(await upstreamOf(page.headers.get('x-request-id') ?? '')).not.toContain(`:${pagePort}`);
    }
    const restarted = await instance('start');
    expect(restarted.code).toBe(0);
    // nginx tries it again once its fail_timeout (2 s) has passed.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const back = await fetch(`${origin}/packages`);
    expect(back.status).toBe(200);
    expect(await upstreamOf(back.headers.get('x-request-id') ?? '')).toBe(`127.0.0.1:${pagePort}`);
  }, 90_000);

  test('stop-cluster.sh stops nginx, the page server and both instances and leaves no process', async () => {
    const pids = ['nginx.pid', 'api-a.pid', 'api-b.pid', 'pages.pid'].map((file) =>
      Number(fs.readFileSync(path.join(runDir, file), 'utf8').trim()),
    );
    expect(pids.every(alive)).toBe(true);
    const stopping = await stop();
    stopped = true;
    expect(stopping.output).toContain('no process left');
    expect(stopping.code).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
  }, 90_000);
});

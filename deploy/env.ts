/**
 * Settings of the load-and-chaos script (deploy/chaos.ts), its own configuration file (the API reads
 * api/src/env.ts). The cluster's ports and database come from the running cluster's saved topology
 * (<run folder>/cluster.env, written by start-cluster.sh); the environment overrides them.
 */
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..');
const runDir = process.env.CLUSTER_RUN_DIR
  ? path.resolve(REPO_ROOT, process.env.CLUSTER_RUN_DIR)
  : path.join(REPO_ROOT, 'deploy', '.run');

function savedTopology(): Record<string, string> {
  const file = path.join(runDir, 'cluster.env');
  if (!fs.existsSync(file)) return {};
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

const saved = savedTopology();
const setting = (name: string, fallback: string): string => process.env[name] || saved[name] || fallback;

function positive(name: string, fallback: number): number {
  const value = Number(setting(name, String(fallback)));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const clusterPort = setting('CLUSTER_PORT', '8080');

export const CHAOS_ENV = {
  REPO_ROOT,
  CLUSTER_RUN_DIR: runDir,
  /** nginx: every load goes through it. */
  CLUSTER_URL: setting('CLUSTER_URL', `http://127.0.0.1:${clusterPort}`),
  API_PORT_A: Number(setting('API_PORT_A', '3101')),
  API_PORT_B: Number(setting('API_PORT_B', '3102')),
  /** The cluster's database: codes are read from its outbox, bookings and seats checked in it. */
  DATABASE_URL: setting('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/trippy_cluster'),
  /** Seconds of browse + book load in the chaos mode; an instance is killed in the middle. */
  DURATION: positive('DURATION', 60),
  BROWSE_CONNECTIONS: positive('BROWSE_CONNECTIONS', 16),
  BOOK_CONNECTIONS: positive('BOOK_CONNECTIONS', 8),
  /** Customers registered (through nginx) to book with. */
  CUSTOMERS: positive('CHAOS_CUSTOMERS', 4),
  /** The instance killed with SIGKILL (a or b) and how long it stays down before it is started again. */
  KILL_INSTANCE: setting('CHAOS_KILL', 'b') === 'a' ? ('a' as const) : ('b' as const),
  DOWN_SECONDS: positive('CHAOS_DOWN_SECONDS', 3),
  /** Rolling mode: concurrent GET connections. */
  ROLLING_CONNECTIONS: positive('ROLLING_CONNECTIONS', 16),
  /** Where the figures are written as JSON (besides the printed summary), when set. */
  RESULT_FILE: process.env.CHAOS_RESULT_FILE || undefined,
  /** The environment of the cluster scripts the chaos script runs (instance.sh, rolling-restart.sh). */
  SCRIPT_ENV: { ...process.env, CLUSTER_RUN_DIR: runDir },
};

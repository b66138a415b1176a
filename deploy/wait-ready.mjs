#!/usr/bin/env node
/**
 * Waits until an API instance (or nginx in front of them) is ready: GET /health/ready answers 200
 * (database and Redis answering, migrations applied). A build without /health/ready (404), or a proxy
 * that keeps it from the caller (403), is polled on /api/packages instead. Gives up when the process <pid>
 * has exited or after <timeout> seconds.
 *
 * Usage: node deploy/wait-ready.mjs <base-url> <timeout-seconds> [pid]   e.g. http://127.0.0.1:3101
 */
import fs from 'node:fs';

const [baseUrl, timeoutArg = '60', pidArg] = process.argv.slice(2);
if (!baseUrl || !/^https?:\/\//.test(baseUrl)) {
  console.error('usage: wait-ready.mjs <base-url> <timeout-seconds> [pid]');
  process.exit(2);
}
const deadline = Date.now() + Number(timeoutArg) * 1000;
const pid = pidArg ? Number(pidArg) : undefined;

function alive(processId) {
  try {
    process.kill(processId, 0);
  } catch {
    return false;
  }
  // An exited child nobody has reaped yet is a zombie: it answers signals but will never listen.
  try {
    const stat = fs.readFileSync(`/proc/${processId}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

async function status(path) {
  try {
    const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

let last = 'no answer';
while (Date.now() < deadline) {
  if (pid !== undefined && !alive(pid)) {
    console.error(`${baseUrl} (pid ${pid}) exited before it was ready`);
    process.exit(1);
  }
  const ready = await status('/health/ready');
  if (ready === 200) {
    console.log(`ready (GET /health/ready 200)`);
    process.exit(0);
  }
  if ((ready === 404 || ready === 403) && (await status('/api/packages')) === 200) {
    console.log(`ready (GET /api/packages 200; /health/ready answered ${ready})`);
    process.exit(0);
  }
  last = ready === 0 ? 'no answer' : `GET /health/ready ${ready}`;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.error(`${baseUrl} not ready after ${timeoutArg} s (${last})`);
process.exit(1);

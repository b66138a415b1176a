// The load of the render benchmark, in its own process (the server's threads keep both cores to themselves
// otherwise): CONNECTIONS requests in flight for SECONDS, each to the next address of the file, round robin.
// Prints one JSON line: requests, errors (non-2xx/404 as expected), and the latencies' percentiles.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

const [file, connections, seconds, expectStatus] = process.argv.slice(2);
const urls = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
let next = 0;
const latencies = [];
let errors = 0;
const until = performance.now() + Number(seconds) * 1000;

async function connection() {
  while (performance.now() < until) {
    const url = urls[next++ % urls.length];
    const started = performance.now();
    try {
      const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== Number(expectStatus)) errors += 1;
    } catch {
      errors += 1;
    }
  }
}

await Promise.all(Array.from({ length: Number(connections) }, connection));
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
console.log(JSON.stringify({ requests: latencies.length, errors, p50: at(50), p95: at(95), p99: at(99) }));

// The load of the render benchmark, in its own process (the server's threads keep both cores to themselves
// otherwise): CONNECTIONS keep-alive connections each with one request in flight for SECONDS, each request to
// the next address of the file, round robin. Bodies are read but not decompressed, as autocannon does: this
// process shares the server's two cores, and a browser's decompression is the browser's machine's work.
// Prints one JSON line: requests, errors (any status but the expected one), and the latencies' percentiles.
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const [file, connections, seconds, expectStatus] = process.argv.slice(2);
const urls = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
let next = 0;
const latencies = [];
let errors = 0;
const until = performance.now() + Number(seconds) * 1000;

function get(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function connection() {
  while (performance.now() < until) {
    const url = urls[next++ % urls.length];
    const started = performance.now();
    try {
      const status = await get(url);
      latencies.push(performance.now() - started);
      if (status !== Number(expectStatus)) errors += 1;
    } catch {
      errors += 1;
    }
  }
}

await Promise.all(Array.from({ length: Number(connections) }, connection));
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
console.log(JSON.stringify({ requests: latencies.length, errors, p50: at(50), p95: at(95), p99: at(99) }));

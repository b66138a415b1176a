import { Counter, Histogram, Registry } from 'prom-client';
import { RequestTallies } from '../src/metrics/request-tallies';
import { registerTalliedMetrics } from '../src/metrics/tallied-metrics';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Answers as [method, route, status, seconds]: a spread over every bucket, above the last, and on a bound. */
const ANSWERS: [string, string, number, number][] = [
  ['GET', '/api/packages', 200, 0.0004],
  ['GET', '/api/packages', 200, 0.005],
  ['GET', '/api/packages', 304, 0.0051],
  ['GET', '/api/packages', 400, 0.03],
  ['GET', '/api/packages/:slugOrId', 200, 0.2],
  ['GET', '/api/packages/:slugOrId', 404, 1],
  ['POST', '/api/bookings', 201, 2.6],
  ['POST', '/api/bookings', 409, 7.5],
  ['GET', 'unmatched', 404, 0.001],
];

/** The same answers counted by prom-client's own Counter and Histogram: what the tallies must expose. */
async function promClientText(): Promise<string> {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route',
    labelNames: ['method', 'route'],
    buckets: BUCKETS,
    registers: [registry],
  });
  for (const [method, route, status, seconds] of ANSWERS) {
    requests.inc({ method, route, status_code: String(status) });
    latency.observe({ method, route }, seconds);
  }
  return await registry.metrics();
}

async function talliedText(): Promise<{ text: string; registry: Registry }> {
  const registry = new Registry();
  const tallies = new RequestTallies(BUCKETS);
  registerTalliedMetrics(tallies, registry);
  for (const answer of ANSWERS) tallies.record(...answer);
  return { text: await registry.metrics(), registry };
}

describe('request tallies', () => {
  it('counts answers per method, route and status, and their times per bucket (the last slot above all)', () => {
    const tallies = new RequestTallies(BUCKETS);
    for (const answer of ANSWERS) tallies.record(...answer);
    const list = [...tallies.answered()];
    expect(list.map(({ method, route }) => `${method} ${route}`)).toEqual([
      'GET /api/packages',
      'GET /api/packages/:slugOrId',
      'POST /api/bookings',
      'GET unmatched',
    ]);
    const [packages, detail, bookings] = list;
    expect([...(packages?.statuses ?? [])]).toEqual([
      [200, 2],
      [304, 1],
      [400, 1],
    ]);
    expect(packages?.count).toBe(4);
    expect(packages?.sum).toBeCloseTo(0.0405, 10);
    // 0.0004 and 0.005 (on the bound) in the first, 0.0051 in the second, 0.03 in the fourth.
    expect(packages?.inBucket).toEqual([2, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(detail?.inBucket).toEqual([0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0]);
    expect(bookings?.inBucket).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
  });

  it('exposes exactly what prom-client counting the same answers itself would', async () => {
    const { text } = await talliedText();
    expect(text).toBe(await promClientText());
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/packages"\} 2$/m,
    );
    expect(text).toMatch(
      /^http_requests_total\{method="POST",route="\/api\/bookings",status_code="409"\} 1$/m,
    );
  });

  it('reads the tallies at every scrape, and answers JSON as prom-client does', async () => {
    const registry = new Registry();
    const tallies = new RequestTallies(BUCKETS);
    registerTalliedMetrics(tallies, registry);
    expect(await registry.metrics()).not.toMatch(/^http_requests_total\{/m);
    tallies.record('GET', '/api/packages', 200, 0.002);
    tallies.record('GET', '/api/packages', 200, 0.002);
    expect(await registry.metrics()).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/packages",status_code="200"\} 2$/m,
    );
    const json = await registry.getMetricsAsJSON();
    const latency = json.find((metric) => metric.name === 'http_request_duration_seconds');
    expect(latency?.type).toBe('histogram');
    expect(latency?.values).toContainEqual(
      expect.objectContaining({
        labels: { le: '+Inf', method: 'GET', route: '/api/packages' },
        value: 2,
        metricName: 'http_request_duration_seconds_bucket',
      }),
    );
  });
});

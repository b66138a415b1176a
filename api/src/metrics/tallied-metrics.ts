import { Counter, Histogram, type MetricType, type Registry } from 'prom-client';
import type { RequestTallies } from './request-tallies';

const LATENCY_NAME = 'http_request_duration_seconds';
const LATENCY_HELP = 'Time to answer, by method and route';

/** prom-client's typings declare a metric's type as a numeric enum; at run time, and in the exposition, it is this string. */
const HISTOGRAM_TYPE = 'histogram' as unknown as MetricType;

type LatencyLabel = 'le' | 'method' | 'route';
type LatencyValues = Awaited<ReturnType<Histogram<LatencyLabel>['get']>>['values'];

/**
 * The latency histogram read from the tallies at scrape time, in prom-client's own format (the registry writes
 * the exposition): cumulative buckets, +Inf, sum and count per method and route.
 */
class TalliedLatencyHistogram extends Histogram<LatencyLabel> {
  constructor(
    private readonly tallies: RequestTallies,
    registry: Registry,
  ) {
    super({
      name: LATENCY_NAME,
      help: LATENCY_HELP,
      labelNames: ['method', 'route'],
      buckets: [...tallies.buckets],
      registers: [registry],
    });
  }

  override async get(): Promise<Awaited<ReturnType<Histogram<LatencyLabel>['get']>>> {
    const values: LatencyValues = [];
    const bucketName = `${LATENCY_NAME}_bucket`;
    for (const { method, route, inBucket, count, sum } of this.tallies.answered()) {
      let below = 0;
      this.tallies.buckets.forEach((le, bucket) => {
        below += inBucket[bucket] ?? 0;
        values.push({ labels: { le, method, route }, value: below, metricName: bucketName });
      });
      values.push({ labels: { le: '+Inf', method, route }, value: count, metricName: bucketName });
      values.push({ labels: { method, route }, value: sum, metricName: `${LATENCY_NAME}_sum` });
      values.push({ labels: { method, route }, value: count, metricName: `${LATENCY_NAME}_count` });
    }
    return {
      name: LATENCY_NAME,
      help: LATENCY_HELP,
      type: HISTOGRAM_TYPE,
      aggregator: 'sum',
      collect: () => undefined,
      values,
    };
  }

  /** The registry prefers this (undeclared) method of prom-client's Histogram to get(); both answer the same here. */
  getForPromString(): ReturnType<TalliedLatencyHistogram['get']> {
    return this.get();
  }
}

/** http_requests_total and http_request_duration_seconds from the tallies, in the registry. */
export function registerTalliedMetrics(tallies: RequestTallies, registry: Registry): void {
  new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { method, route, statuses } of tallies.answered())
        for (const [status, count] of statuses)
          this.inc({ method, route, status_code: String(status) }, count);
    },
  });
  new TalliedLatencyHistogram(tallies, registry);
}

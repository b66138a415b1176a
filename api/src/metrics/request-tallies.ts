/** What was answered on one route for one method: counts per status, and times in the latency buckets. */
export interface RouteTally {
  readonly method: string;
  readonly route: string;
  /** Answers per status code. */
  readonly statuses: Map<number, number>;
  /** Answers per latency bucket, not cumulative: [i] counts times above bucket i-1 up to bucket i; the last slot, times above every bucket. */
  readonly inBucket: number[];
  count: number;
  /** Seconds, summed over every answer. */
  sum: number;
}

/**
 * Answers counted per route, method and status, with their latency in a histogram's buckets, as plain numbers.
 * Recording one is a map lookup and a few additions: prom-client's counters and histograms hash their labels
 * and check them on every call, which on a fast route cost more than the rest of the answer's own work. The
 * metrics endpoint reads the tallies when it is scraped (tallied-metrics.ts).
 */
export class RequestTallies {
  private readonly byRoute = new Map<string, Map<string, RouteTally>>();

  /** @param buckets upper bounds in seconds, ascending */
  constructor(readonly buckets: readonly number[]) {}

  record(method: string, route: string, status: number, seconds: number): void {
    const tally = this.tallyOf(method, route);
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    tally.count += 1;
    tally.sum += seconds;
    const within = this.buckets.findIndex((le) => seconds <= le);
    const bucket = within === -1 ? this.buckets.length : within;
    tally.inBucket[bucket] = (tally.inBucket[bucket] ?? 0) + 1;
  }

  /** Every route and method answered so far. */
  *answered(): IterableIterator<RouteTally> {
    for (const byMethod of this.byRoute.values()) yield* byMethod.values();
  }

  private tallyOf(method: string, route: string): RouteTally {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.byRoute.set(route, byMethod);
    }
    let tally = byMethod.get(method);
    if (!tally) {
      tally = {
        method,
        route,
        statuses: new Map(),
        inBucket: new Array<number>(this.buckets.length + 1).fill(0),
        count: 0,
        sum: 0,
      };
      byMethod.set(method, tally);
    }
    return tally;
  }
}

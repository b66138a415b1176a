declare module 'autocannon' {
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    /** Requests each connection sends in turn. */
    requests?: Array<{
      method?: string;
      path?: string;
      setupRequest?: (request: { method?: string; path?: string }) => { method?: string; path?: string };
      onResponse?: (status: number, body: string) => void;
    }>;
  }
  /** A run started with a callback: its events (e.g. every response and its time in ms). */
  interface Instance {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance;
    on(event: 'reqError', listener: (error: Error) => void): Instance;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}

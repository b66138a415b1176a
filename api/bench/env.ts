/** Benchmark settings (the benchmark's own configuration file; the app reads src/env.ts). */
export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Rounds of the API benchmark: every target once per round; medians are shown. */
export const BENCH_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** autocannon's worker threads in the API benchmark (0: in the server's own thread). */
export const BENCH_WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Generated packages of the catalogue benchmark (bench/catalog-scale-bench.ts). */
export const CATALOG_SIZE = Number(process.env.CATALOG_SIZE ?? 2000);
/** Only these databases and catalogues of the catalogue benchmark (comma-separated; all when unset). */
export const CATALOG_BENCH_DBS = process.env.CATALOG_BENCH_DBS?.split(',');
export const CATALOG_BENCH_CATALOGUES = process.env.CATALOG_BENCH_CATALOGUES?.split(',');
/** Bookings paid one after the other by the payments benchmark (bench/payments-bench.ts). */
export const PAYMENTS_BENCH_BOOKINGS = Number(process.env.PAYMENTS_BENCH_BOOKINGS ?? 40);
/** Uploads of a 12 MB photo timed by the image benchmark (bench/image-bench.ts). */
export const IMAGE_BENCH_UPLOADS = Number(process.env.IMAGE_BENCH_UPLOADS ?? 10);
/** Seconds of each load of the render benchmark (bench/render-bench.ts). */
export const RENDER_BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** bench:render's unmeasured warm-up: its length, and how many of the last packages it asks for. */
export const RENDER_BENCH_WARM_SECONDS = Number(process.env.WARM_SECONDS ?? 20);
export const RENDER_BENCH_WARM_PAGES = 600;
/** bench:render's render workers (SSR_THREADS, as the server reads it; 1 by default). */
export const RENDER_BENCH_THREADS = Number(process.env.SSR_THREADS ?? 1);
/** `process`: the render benchmark loads the page server as a process of its own, not the API's. */
export const RENDER_BENCH_SEPARATE = process.env.BENCH_PAGE_SERVER === 'process';
/** The environment of a child process the benchmarks start (its PATH only, as a deploy would give it). */
export const CHILD_PATH = process.env.PATH;
/** The staff member bench/photo-catalogue.ts signs in as (the demo owner by default). */
export const PHOTO_BENCH_STAFF = {
  email: process.env.STAFF_EMAIL ?? 'owner@trippyhimalaya.in',
  password: process.env.STAFF_PASSWORD ?? 'Operator@2026',
};

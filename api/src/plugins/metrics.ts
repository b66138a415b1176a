import fp from 'fastify-plugin';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { toDateOnly } from '@trippy/domain';
import { fromThisMachine } from '../security/loopback';
import { HttpError } from '../shared/http-error';
import { RequestTallies } from '../metrics/request-tallies';
import { registerTalliedMetrics } from '../metrics/tallied-metrics';
import { countPendingMail, upcomingBatchSeats } from '../metrics/metrics.repository';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface AppMetrics {
  registry: Registry;
  bookingsCreated: Counter;
}

/**
 * Prometheus metrics at GET /metrics (this machine only: the proxy and a local scraper): requests and
 * latency per route, bookings created, seats left per upcoming batch, the outbox backlog, open sockets,
 * and Node's process metrics. One registry per app, so several apps in one process stay apart.
 */
async function metrics(app: FastifyInstance): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const tallies = new RequestTallies(LATENCY_BUCKETS);
  registerTalliedMetrics(tallies, registry);
  const bookingsCreated = new Counter({
    name: 'bookings_created_total',
    help: 'Bookings created by this instance',
    registers,
  });
  new Gauge({
    name: 'batch_seats_left',
    help: 'Seats left on each batch departing in the next 90 days',
    labelNames: ['package', 'batch', 'start_date'],
    registers,
    async collect() {
      this.reset();
      for (const row of await upcomingBatchSeats(app.db, toDateOnly(), 90)) {
        this.set({ package: row.slug, batch: row.id, start_date: row.start_date }, row.seats_left);
      }
    },
  });
  new Gauge({
    name: 'outbox_backlog',
    help: 'Mails waiting in the outbox for delivery',
    registers,
    async collect() {
      this.set(await countPendingMail(app.db));
    },
  });
  new Gauge({
    name: 'socket_connections',
    help: 'Realtime sockets connected to this instance',
    registers,
    collect() {
      this.set(app.realtime.connections());
    },
  });

  app.decorate('metrics', { registry, bookingsCreated });

  // Counted as plain numbers on the request path; the metrics read them when scraped. Timed until the answer
  // is handed to Node (onSend), not until its last byte is written (onResponse): an onResponse hook cost
  // 1.8 us more per answer (GET /api/packages, 8 alternating rounds in one process, -0.7 to -3.9 us each),
  // a twentieth of the whole answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    tallies.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done(null, payload);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request)) throw new HttpError(403, 'Metrics answer only on this machine');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

export const metricsPlugin = fp(metrics, { name: 'metrics', dependencies: ['database', 'realtime'] });

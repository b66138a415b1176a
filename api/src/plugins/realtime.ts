import fp from 'fastify-plugin';
import { customerOfToken } from './auth';
import { markNotificationPushed } from '../services/notifications';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { customerRoom, REALTIME_EVENTS, type Notification } from '@trippy/contracts';

interface SocketData {
  customerId: string;
}

/**
 * socket.io attached to Fastify's HTTP server (path /socket.io, websocket transport). The handshake must
 * carry a valid token (`auth.token`); `join` is accepted only for the caller's own id. With REDIS_URL the
 * Redis adapter fans notifications out to every API instance.
 */
async function realtime(app: FastifyInstance): Promise<void> {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
    app.server,
    {
      path: '/socket.io',
      transports: ['websocket'],
      cors: { origin: app.config.CORS_ORIGINS, credentials: true },
      serveClient: false,
    },
  );

  const redisClients: Redis[] = [];
  if (app.config.REDIS_URL) {
    const pub = new Redis(app.config.REDIS_URL);
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: 'trippy-socket' }));
  }

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' && auth.token.length <= 4096 ? auth.token : undefined;
    if (!token) return next(new Error('Please login to continue'));
    customerOfToken(app, token).then(
      (customerId) => {
        if (!customerId) return next(new Error('Please login to continue'));
        socket.data.customerId = customerId;
        next();
      },
      () => next(new Error('Please login to continue')),
    );
  });

  io.on('connection', (socket: Socket) => {
    const customerId = (socket.data as SocketData).customerId;
    socket.on(REALTIME_EVENTS.join, (requested: unknown, ack?: unknown) => {
      const requestedId =
        typeof requested === 'string' ? requested : (requested as { _id?: unknown } | null)?._id;
      const allowed = requestedId === customerId;
      if (allowed) void socket.join(customerRoom(customerId));
      if (typeof ack === 'function')
        ack({ success: allowed, ...(allowed ? {} : { message: 'You can only join your own room' }) });
    });
  });

  app.decorate('realtime', {
    notify(customerId: string, notification: Notification) {
      io.to(customerRoom(customerId)).emit(REALTIME_EVENTS.notification, notification);
      markNotificationPushed(app.db, notification._id).catch((err: unknown) =>
        app.log.warn({ err }, 'notification push not recorded'),
      );
    },
    connections: () => io.engine.clientsCount,
  });

  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
  });
}

export const realtimePlugin = fp(realtime, { name: 'realtime', dependencies: ['config', 'auth'] });

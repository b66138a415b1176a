import fp from 'fastify-plugin';
import { customerOfToken } from './auth';
import { staffOfToken } from './operator-auth';
import { markNotificationPushed } from '../modules/notifications/notifications.repository';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { FastifyInstance } from 'fastify';
import {
  customerRoom,
  OPERATORS_ROOM,
  REALTIME_EVENTS,
  type Notification,
  type OperatorEvent,
} from '@trippy/contracts';

/** A socket is either a customer's or a staff member's, never both. */
type SocketData = { customerId: string; staffId?: undefined } | { staffId: string; customerId?: undefined };

/** The room of one staff member's sockets, so that disabling or logging out closes them everywhere. */
const staffRoom = (staffId: string): string => `staff:${staffId}`;

/** Who a handshake token stands for: a customer's token, else a staff token (their claims never overlap). */
async function principalOf(app: FastifyInstance, token: string): Promise<SocketData | undefined> {
  const customerId = await customerOfToken(app, token);
  if (customerId) return { customerId };
  const staff = await staffOfToken(app, token);
  return staff ? { staffId: staff.id } : undefined;
}

/**
 * socket.io attached to Fastify's HTTP server (path /socket.io, websocket transport). The handshake must
 * carry a valid token (`auth.token`); `join` is accepted only for the caller's own id. A staff token is accepted
 * too: such a socket joins the 'operators' room by itself and can never join a customer's room. With
 * REDIS_URL the Redis adapter fans notifications out to every API instance.
 */
async function realtime(app: FastifyInstance): Promise<void> {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
    app.server,
    {
      path: '/socket.io',
      transports: ['websocket'],
      // The HTTP API's origins (none by default); the WebSocket transport itself is not governed by CORS.
      ...(app.config.CORS_ORIGINS.length > 0
        ? { cors: { origin: app.config.CORS_ORIGINS, credentials: true } }
        : {}),
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
    principalOf(app, token).then(
      (principal) => {
        if (!principal) return next(new Error('Please login to continue'));
        socket.data = principal;
        next();
      },
      () => next(new Error('Please login to continue')),
    );
  });

  io.on('connection', (socket: Socket) => {
    const { customerId, staffId } = socket.data as SocketData;
    if (staffId !== undefined) void socket.join([OPERATORS_ROOM, staffRoom(staffId)]);
    socket.on(REALTIME_EVENTS.join, (requested: unknown, ack?: unknown) => {
      const requestedId =
        typeof requested === 'string' ? requested : (requested as { _id?: unknown } | null)?._id;
      const allowed = customerId !== undefined && requestedId === customerId;
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
    notifyOperators(event: OperatorEvent) {
      io.to(OPERATORS_ROOM).emit(REALTIME_EVENTS.operator, event);
    },
    disconnectStaff(staffId: string) {
      io.in(staffRoom(staffId)).disconnectSockets(true);
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

import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Notification, PackageDetail } from '@trippy/contracts';
import { buildApp } from '../src/app';
import type { App } from '../src/types';
import { DB_KINDS, postgresAvailable } from './helpers/db-targets';
import { REDIS_URL, redisProblem } from './helpers/redis';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  TEST_CONFIG,
  type TestContext,
  type TestCustomer,
} from './helpers/test-app';
import { travellersFor } from './helpers/travellers';

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function socketFor(url: string, token?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

const join = (socket: Socket, id: string) => socket.emitWithAck('join', id) as Promise<{ success: boolean }>;
const nextNotification = (socket: Socket, timeoutMs = 5000) =>
  new Promise<Notification>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notification')), timeoutMs);
    socket.once('notification', (n: Notification) => {
      clearTimeout(timer);
      resolve(n);
    });
  });

async function bookOne(app: App, token: string): Promise<number> {
  const pkg = (await app.inject('/api/packages/rishikesh-rafting-weekend')).json<{ data: PackageDetail }>()
    .data;
  const batch = pkg.batches.find((b) => b.seatsLeft > 0);
  const res = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(token),
    payload: {
      packageId: pkg._id,
      batchId: batch?._id,
      numberOfSeats: 1,
      paymentType: 'full',
      addonIds: [],
      travellers: travellersFor(1),
      customerDetails: {
        fullName: 'Isha Rana',
        email: 'isha@example.in',
        phone: '9811111111',
        address: 'Dehradun',
        emergencyContact: '9822222222',
        emergencyName: 'Raj Rana',
      },
    },
  });
  return res.statusCode;
}

describe.each(DB_KINDS)('realtime and notifications on %s', (kind) => {
  let ctx: TestContext;
  let url: string;
  let a: TestCustomer;
  let b: TestCustomer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    url = await listen(ctx.app);
    a = await registerAndLogin(ctx.app);
    b = await registerAndLogin(ctx.app);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await ctx.close();
  });

  it('refuses a handshake without a valid token', async () => {
    await expect(socketFor(url)).rejects.toThrow('Please login to continue');
    await expect(socketFor(url, 'bad.token.here')).rejects.toThrow('Please login to continue');
  });

  it('joins only the caller own room and pushes the booking notification', async () => {
    const socketA = await socketFor(url, a.token);
    const socketB = await socketFor(url, b.token);
    sockets.push(socketA, socketB);
    expect(await join(socketA, a.id)).toEqual({ success: true });
    expect((await join(socketB, a.id)).success).toBe(false);
    let leaked = false;
    socketB.on('notification', () => {
      leaked = true;
    });
    const pushed = nextNotification(socketA);
    expect(await bookOne(ctx.app, a.token)).toBe(201);
    const notification = await pushed;
    expect(notification).toMatchObject({ read: false, message: expect.stringContaining('Booking received') });
    expect(notification._id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Date(notification.createdAt).toISOString()).toBe(notification.createdAt);
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toBe(false);
  });

  it('stores and pushes a notification when a booking is cancelled', async () => {
    const socket = sockets[0] as Socket;
    const mine = (await ctx.app.inject({ url: '/api/bookings', headers: bearer(a.token) })).json<{
      data: Array<{ _id: string }>;
    }>().data;
    const pushed = nextNotification(socket);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${mine[0]?._id}/cancel`,
      headers: bearer(a.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await pushed).message).toMatch(/^Booking cancelled: .*Refund \d+%\.$/);
  });

  it('lists my notifications only and marks them read', async () => {
    const mine = await ctx.app.inject({ url: `/api/notifications?userId=${a.id}`, headers: bearer(a.token) });
    expect(mine.statusCode).toBe(200);
    const list = mine.json<{ data: Notification[] }>().data;
    expect(list.length).toBeGreaterThan(0);
    expect(
      (await ctx.app.inject({ url: `/api/notifications?userId=${b.id}`, headers: bearer(a.token) }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: `/api/notifications?userId=${a.id}` })).statusCode).toBe(401);
    const first = list[0] as Notification;
    const markOne = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${first._id}/read`,
      headers: bearer(a.token),
    });
    expect(markOne.statusCode).toBe(200);
    const reread = (
      await ctx.app.inject({ url: `/api/notifications?userId=${a.id}`, headers: bearer(a.token) })
    ).json<{ data: Notification[] }>().data;
    expect(reread.find((n) => n._id === first._id)?.read).toBe(true);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/notifications/${first._id}/read`,
          headers: bearer(b.token),
        })
      ).statusCode,
    ).toBe(404);
    const readAll = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(a.token),
    });
    expect(readAll.json<{ data: { updated: number } }>().data.updated).toBe(list.length - 1);
    const after = (
      await ctx.app.inject({ url: `/api/notifications?userId=${a.id}`, headers: bearer(a.token) })
    ).json<{ data: Notification[] }>().data;
    expect(after.every((n) => n.read)).toBe(true);
  });
});

describe('two API instances with the Redis adapter', () => {
  let redisUp = false;
  let ctx: TestContext;
  let second: App;

  beforeAll(async () => {
    const problem = await redisProblem();
    redisUp = !problem;
    if (problem) {
      console.warn(`Redis fan-out test skipped: ${problem}.`);
      return;
    }
    ctx = await createTestApp(postgresAvailable ? 'postgres' : 'pglite', { REDIS_URL });
    second = await buildApp({ db: ctx.handle, closeDb: false, config: { ...TEST_CONFIG, REDIS_URL } });
    await second.ready();
  });
  afterAll(async () => {
    if (!redisUp) return;
    await second.close();
    await ctx.close();
  });

  it('delivers a notification made through one instance to a socket on the other', async () => {
    if (!redisUp) return;
    const customer = await registerAndLogin(ctx.app);
    await listen(ctx.app);
    const url = await listen(second);
    const socket = await socketFor(url, customer.token);
    try {
      expect(await join(socket, customer.id)).toEqual({ success: true });
      const pushed = nextNotification(socket);
      expect(await bookOne(ctx.app, customer.token)).toBe(201);
      expect((await pushed).message).toContain('Booking received');
    } finally {
      socket.close();
    }
  });
});

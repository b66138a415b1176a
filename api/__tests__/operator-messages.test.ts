import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { AuditEntry, CustomerPick, Notification } from '@trippy/contracts';
import { DB_KINDS } from './helpers/db-targets';
import { bearer, createTestApp, mailsTo, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken, type TestStaff } from './helpers/staff';
import { batchStartingIn, bookSeats } from './helpers/operator-bookings';

function socketFor(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe.each(DB_KINDS)('messages to travellers on %s', (kind) => {
  let ctx: TestContext;
  let staff: TestStaff;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    staff = await createStaffToken(ctx.app, 'staff');
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await ctx.close();
  });

  const send = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/operator/messages', headers: bearer(staff.token), payload });
  const notificationsOf = async (customer: { id: string; token: string }) =>
    (
      await ctx.app.inject({
        url: `/api/notifications?userId=${customer.id}`,
        headers: bearer(customer.token),
      })
    ).json<{ data: Notification[] }>().data;

  it('a message to a batch reaches each booked customer once: stored, pushed, mailed, audited once', async () => {
    const twice = await registerAndLogin(ctx.app);
    const once = await registerAndLogin(ctx.app);
    const cancelledOnly = await registerAndLogin(ctx.app);
    const batch = await batchStartingIn(ctx.app, 'rishikesh-rafting-weekend', 5);
    await bookSeats(ctx.app, twice.token, batch);
    await bookSeats(ctx.app, twice.token, batch);
    await bookSeats(ctx.app, once.token, batch);
    const cancelled = await bookSeats(ctx.app, cancelledOnly.token, batch);
    await ctx.app.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled)
      .execute();

    const socket = await socketFor(url, twice.token);
    sockets.push(socket);
    await socket.emitWithAck('join', twice.id);
    const pushed: Notification[] = [];
    socket.on('notification', (n: Notification) => pushed.push(n));

    const text = 'Road to Rishikesh closed near Shivpuri; pickup moves to 7 AM.';
    const res = await send({ message: text, batchId: batch.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { recipients: 2 } });

    expect((await notificationsOf(twice)).filter((n) => n.message === text)).toHaveLength(1);
    expect((await notificationsOf(once)).filter((n) => n.message === text)).toHaveLength(1);
    expect((await notificationsOf(cancelledOnly)).filter((n) => n.message === text)).toHaveLength(0);
    for (const customer of [twice, once]) {
      const mails = (await mailsTo(ctx.app, customer.email)).filter((m) => m.kind === 'operator-message');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body).toContain(text);
    }
    expect(
      (await mailsTo(ctx.app, cancelledOnly.email)).filter((m) => m.kind === 'operator-message'),
    ).toEqual([]);
    const start = Date.now();
    while (pushed.length === 0 && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 20));
    expect(pushed.map((n) => n.message)).toEqual([text]);

    const owner = await createStaffToken(ctx.app, 'owner');
    const audit = await ctx.app.inject({
      url: `/api/operator/audit?action=message.sent&entityId=${batch.id}`,
      headers: bearer(owner.token),
    });
    const rows = audit.json<{ data: AuditEntry[] }>().data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entityType: 'batch',
      staff: { _id: staff.id },
      after: { message: text },
    });
    expect((rows[0]?.after as { recipients: string[] }).recipients.sort()).toEqual(
      [twice.id, once.id].sort(),
    );
  });

  it('a message to one customer, and the clear refusals', async () => {
    const customer = await registerAndLogin(ctx.app, { firstName: 'Pick', lastName: 'Me%Now' });
    const res = await send({ message: 'Your permit is ready', customerId: customer.id });
    expect(res.json()).toMatchObject({ data: { recipients: 1 } });
    expect((await notificationsOf(customer)).map((n) => n.message)).toContain('Your permit is ready');

    expect((await send({ message: 'x', customerId: 'abcdefabcdefabcdefabcdef' })).statusCode).toBe(404);
    expect((await send({ message: 'x', batchId: 'abcdefabcdefabcdefabcdef' })).statusCode).toBe(404);
    expect((await send({ message: 'x' })).statusCode).toBe(400);
    expect((await send({ message: 'x', customerId: customer.id, batchId: customer.id })).statusCode).toBe(
      400,
    );
    expect((await send({ message: '', customerId: customer.id })).statusCode).toBe(400);
    expect((await send({ message: '   ', customerId: customer.id })).statusCode).toBe(400);
    expect((await send({ message: 'y'.repeat(501), customerId: customer.id })).statusCode).toBe(400);
    const empty = await batchStartingIn(ctx.app, 'char-dham-yatra-from-haridwar', 9);
    await ctx.app.db.deleteFrom('bookings').where('batch_id', '=', empty.id).execute();
    expect((await send({ message: 'x', batchId: empty.id })).statusCode).toBe(422);
  });

  it('finds customers by name, email or phone (2-100 characters, wildcards literal, paged)', async () => {
    const customer = await registerAndLogin(ctx.app, { firstName: 'Zoravar', lastName: 'Singh' });
    const find = (q: string) =>
      ctx.app.inject({
        url: `/api/operator/customers?q=${encodeURIComponent(q)}`,
        headers: bearer(staff.token),
      });
    const byName = (await find('zoravar sin')).json<{ data: CustomerPick[]; page: { total: number } }>();
    expect(byName.data).toEqual([
      { _id: customer.id, name: 'Zoravar Singh', email: customer.email, phone: customer.phone },
    ]);
    expect((await find(customer.phone)).json<{ data: CustomerPick[] }>().data.map((c) => c._id)).toEqual([
      customer.id,
    ]);
    expect((await find(customer.email)).json<{ data: CustomerPick[] }>().data.map((c) => c._id)).toEqual([
      customer.id,
    ]);
    expect((await find('e%n')).json<{ data: CustomerPick[] }>().data.map((c) => c.name)).toEqual([
      'Pick Me%Now',
    ]);
    expect((await find('%%')).json<{ data: CustomerPick[] }>().data).toEqual([]);
    expect((await find('z')).statusCode).toBe(400);
    expect((await find('z'.repeat(101))).statusCode).toBe(400);
    const paged = await ctx.app.inject({
      url: '/api/operator/customers?q=example&pageSize=1&page=2',
      headers: bearer(staff.token),
    });
    const body = paged.json<{
      data: CustomerPick[];
      page: { page: number; pageSize: number; total: number };
    }>();
    expect(body.data).toHaveLength(1);
    expect(body.page.page).toBe(2);
    expect(body.page.total).toBeGreaterThan(2);
  });
});

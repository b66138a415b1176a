import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS, type OperatorEvent } from '@trippy/contracts';
import type { App } from '../src/types';
import { newId } from '../src/db/ids';
import { DB_KINDS } from './helpers/db-targets';
import { createTestApp, registerAndLogin, type TestContext } from './helpers/test-app';
import { createStaffToken } from './helpers/staff';

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function socketFor(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      transports: ['websocket'],
      auth: { token },
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

/** The events a socket receives from now on. */
function collect(socket: Socket): OperatorEvent[] {
  const seen: OperatorEvent[] = [];
  socket.on(REALTIME_EVENTS.operator, (event: OperatorEvent) => seen.push(event));
  return seen;
}

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(DB_KINDS)('operator realtime on %s', (kind) => {
  let ctx: TestContext;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    url = await listen(ctx.app);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await ctx.close();
  });

  it('reaches staff sockets and never a customer socket; a staff socket cannot join a customer room', async () => {
    const staff = await createStaffToken(ctx.app, 'staff');
    const customer = await registerAndLogin(ctx.app);
    const staffSocket = await socketFor(url, staff.token);
    const customerSocket = await socketFor(url, customer.token);
    sockets.push(staffSocket, customerSocket);
    const staffSeen = collect(staffSocket);
    const customerSeen = collect(customerSocket);
    expect(await customerSocket.emitWithAck('join', customer.id)).toMatchObject({ success: true });
    expect(await staffSocket.emitWithAck('join', customer.id)).toMatchObject({ success: false });
    expect(await staffSocket.emitWithAck('join', staff.id)).toMatchObject({ success: false });

    const event: OperatorEvent = { kind: 'lead.created', id: newId(), summary: 'New enquiry' };
    ctx.app.realtime.notifyOperators(event);
    await until(() => staffSeen.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(staffSeen).toEqual([event]);
    expect(customerSeen).toEqual([]);
  });

  it('refuses a disabled member and closes the sockets of a member on disconnectStaff', async () => {
    const disabled = await createStaffToken(ctx.app, 'staff', { disabled: true });
    await expect(socketFor(url, disabled.token)).rejects.toThrow(/login/i);

    const member = await createStaffToken(ctx.app, 'owner');
    const socket = await socketFor(url, member.token);
    sockets.push(socket);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    ctx.app.realtime.disconnectStaff(member.id);
    await closed;
    expect(socket.connected).toBe(false);
  });
});

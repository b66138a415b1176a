import { io } from 'socket.io-client';
import { connectRealtime } from '../notifications/realtime-client';

type Handler = (...args: unknown[]) => void;
const handlers: Record<string, Handler> = {};
const socket = {
  on: jest.fn((event: string, handler: Handler) => (handlers[event] = handler)),
  emit: jest.fn(),
  disconnect: jest.fn(),
};
jest.mock('socket.io-client', () => ({ io: jest.fn(() => socket) }));

test('websocket, 1 s to 5 s reconnects, 20 s time-out, join on every connect, disconnect', async () => {
  const onNotification = jest.fn();
  const stop = connectRealtime({ token: 'token-1', userId: 'u1', onNotification });
  await new Promise((r) => setTimeout(r, 0));
  expect(io).toHaveBeenCalledWith(
    expect.objectContaining({
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
      auth: { token: 'token-1' },
    }),
  );
  handlers.connect?.();
  handlers.connect?.(); // a reconnect fires connect again
  expect(socket.emit).toHaveBeenCalledTimes(2);
  expect(socket.emit).toHaveBeenCalledWith('join', 'u1');
  handlers.notification?.({ _id: 'n', message: 'hi', read: false, createdAt: '' });
  expect(onNotification).toHaveBeenCalled();
  stop();
  expect(socket.disconnect).toHaveBeenCalled();
});

import type { Notification } from '@trippy/contracts';

export const REALTIME_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket'],
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
} as const;

interface Connection {
  token: string;
  userId: string;
  onNotification: (notification: Notification) => void;
}

/**
 * The realtime channel (socket.io on this origin, websocket only, reconnecting after 1 s to 5 s, 20 s
 * time-out). `join` with the customer's id after every connect, reconnects included. socket.io-client is
 * loaded only when a customer is logged in. Returns the disconnect.
 */
export function connectRealtime({ token, userId, onNotification }: Connection): () => void {
  let closed = false;
  let disconnect = () => undefined as void;
  void import('socket.io-client')
    .then(({ io }) => {
      if (closed) return;
      const socket = io({
        ...REALTIME_OPTIONS,
        transports: [...REALTIME_OPTIONS.transports],
        auth: { token },
      });
      socket.on('connect', () => socket.emit('join', userId));
      socket.on('notification', onNotification);
      socket.on('connect_error', (error: Error) => console.warn('[notifications] realtime', error.message));
      disconnect = () => void socket.disconnect();
    })
    .catch((error: unknown) => console.warn('[notifications] realtime client failed to load', error));
  return () => {
    closed = true;
    disconnect();
  };
}

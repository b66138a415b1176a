import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './common';

export const NotificationSchema = Type.Object({
  _id: IdSchema,
  message: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String(),
});
export type Notification = Static<typeof NotificationSchema>;

export const NotificationListQuerySchema = Type.Object({ userId: IdSchema });

export const ReadAllResultSchema = Type.Object({ updated: Type.Integer() });

/** socket.io: the client emits `join` with its own id; the server emits `notification` to room customer:<id>. */
export const REALTIME_EVENTS = {
  join: 'join',
  notification: 'notification',
  /** To staff sockets only (room 'operators'): an OperatorEvent (contracts/operator/realtime.ts). */
  operator: 'operator:event',
} as const;
export const customerRoom = (customerId: string): string => `customer:${customerId}`;

import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';

/** socket.io: a staff socket (handshake `auth.token` = a staff token) joins this room by itself. */
export const OPERATORS_ROOM = 'operators';
export const OPERATOR_REALTIME_EVENT = 'operator:event'; // = REALTIME_EVENTS.operator

/** Pushed to every open back office; never to a customer socket. */
export const OperatorEventSchema = Type.Object({
  kind: Type.Union([
    Type.Literal('lead.created'),
    Type.Literal('booking.created'),
    /** A customer moved a booking to another batch (id = the booking). */
    Type.Literal('booking.changed'),
  ]),
  id: IdSchema,
  /** A short line for a toast, e.g. "New enquiry: Meera Bisht (Char Dham)". No codes or identity numbers. */
  summary: Type.String({ maxLength: 200 }),
});
export type OperatorEvent = Static<typeof OperatorEventSchema>;

import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from '../common';
import { OperatorPageQuerySchema } from './paging';

const Message = Type.String({ minLength: 1, maxLength: 500 });

/**
 * POST /api/operator/messages (staff): to one customer (`customerId`), or to every customer with a non-cancelled
 * booking on a batch (`batchId`), each once; exactly one of the two (else 400). Stored as a notification,
 * pushed in realtime and emailed. (One object rather than a union: the validator strips unknown keys per branch.)
 */
export const OperatorMessageBodySchema = Type.Object(
  { message: Message, customerId: Type.Optional(IdSchema), batchId: Type.Optional(IdSchema) },
  { additionalProperties: false },
);
export type OperatorMessageBody = Static<typeof OperatorMessageBodySchema>;

export const OperatorMessageResultSchema = Type.Object({ recipients: Type.Integer({ minimum: 0 }) });
export type OperatorMessageResult = Static<typeof OperatorMessageResultSchema>;

/** GET /api/operator/customers?q= (staff): search by name, email or phone to pick one customer. */
export const CustomerPickQuerySchema = Type.Composite([
  OperatorPageQuerySchema,
  Type.Object({ q: Type.String({ minLength: 2, maxLength: 100 }) }),
]);
export type CustomerPickQuery = Static<typeof CustomerPickQuerySchema>;

export const CustomerPickSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});
export type CustomerPick = Static<typeof CustomerPickSchema>;

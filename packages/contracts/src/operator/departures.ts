import { Type, type Static } from '@sinclair/typebox';
import { IdSchema, PaiseSchema } from '../common';

/**
 * POST /api/operator/batches/:id/cancel (staff): the operator calls the departure off. In one transaction the
 * batch is closed and marked cancelled, every non-cancelled booking on it is cancelled with a 100% refund of
 * what was paid, in cash (never a voucher), each customer is notified (stored notification, mail; realtime
 * after commit) and one audit row is written per booking. 409 when the departure is already cancelled.
 */
export const CancelDepartureBodySchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 300 }) },
  { additionalProperties: false },
);
export type CancelDepartureBody = Static<typeof CancelDepartureBodySchema>;

export const CancelDepartureResultSchema = Type.Object({
  batchId: IdSchema,
  cancelledAt: Type.String(),
  reason: Type.String(),
  bookings: Type.Array(
    Type.Object({ bookingId: IdSchema, customerName: Type.String(), refundAmount: PaiseSchema }),
  ),
  /** Sum of the refunds, in paise (cash). */
  totalRefund: PaiseSchema,
});
export type CancelDepartureResult = Static<typeof CancelDepartureResultSchema>;

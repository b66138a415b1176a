import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Every response: `{ success, data?, message? }`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Boolean(),
    data: Type.Optional(data),
    message: Type.Optional(Type.String()),
  });

export const ApiErrorSchema = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  /** The request's id (also in the x-request-id header and in every log line of the request). */
  requestId: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ApiErrorSchema>;

export interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  message?: string;
}

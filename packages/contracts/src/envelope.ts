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

/**
 * Every error status the API answers, with what it means. Each operation of the OpenAPI document lists the
 * ones it can answer (api/src/plugins/documented-responses.ts adds those every route of a kind can answer);
 * the body is always an ApiError, as JSON, whatever the route's own content type.
 */
export const API_ERROR_STATUSES = {
  400: 'The request is malformed or a field is not valid (the message names the field)',
  401: 'No valid token: not signed in, expired, revoked, or of the wrong kind',
  403: 'Signed in but not allowed (another account, a role that may not, an unverified email, another machine)',
  404: 'Not found (or not yours)',
  409: 'Clashes with the current state (seats gone, already done, taken)',
  413: 'The body is too large',
  415: 'The content type of the body is not accepted',
  422: 'Well formed but breaks a rule (the message says which)',
  429: 'Too many requests or attempts: try again after Retry-After seconds',
  503: 'Unavailable for now (the server is shutting down or a provider does not answer): try again',
  '5xx': 'The server failed; the message says nothing of why, the request id finds the log',
} as const;
export type ApiErrorStatus = keyof typeof API_ERROR_STATUSES;

/** The documented error answer for one status: an ApiError with the status's meaning as its description. */
export const apiErrorResponse = (status: ApiErrorStatus) =>
  Type.Object(
    { ...ApiErrorSchema.properties },
    { description: API_ERROR_STATUSES[status], additionalProperties: false },
  );

/** The documented error answers of a route, e.g. `...apiErrors(404, 409)` in its `response`. */
export const apiErrors = (...statuses: ApiErrorStatus[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorResponse(status)])) as Record<
    ApiErrorStatus,
    ReturnType<typeof apiErrorResponse>
  >;

export interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  message?: string;
}

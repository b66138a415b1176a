/** An error whose message is safe to show the client (4xx). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please login to continue') => new HttpError(401, message);
export const forbidden = (message = 'You can only access your own account') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/** Too many wrong passwords or codes for one account: the growing delay is running. */
export const tooManyAttempts = (waitSeconds: number) =>
  new HttpError(429, `Too many attempts. Please try again in ${seconds(waitSeconds)}.`, {
    'retry-after': String(waitSeconds),
  });

/** A new one-time code was asked for too soon after the last one. */
export const codeRequestTooSoon = (waitSeconds: number) =>
  new HttpError(429, `Please wait ${seconds(waitSeconds)} before asking for a new code`, {
    'retry-after': String(waitSeconds),
  });

/**
 * Why a use case refused: the kind says what the caller did wrong, the message is safe to show them. The API
 * turns each kind into its HTTP status in one place (api/src/plugins/error-handler.ts).
 */
export type DomainErrorKind =
  | 'invalid-input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rule-violated'
  | 'too-many-attempts'
  /** Something the use case needs (the payment provider) is not answering: nothing changed, try again. */
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For 'too-many-attempts': when the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Seats asked for are not there (taken meanwhile, or the departure closed). */
export class SeatsUnavailable extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** No booking of this customer has this id (another customer's is "not found" too). */
export class BookingNotFound extends DomainError {
  constructor() {
    super('not-found', 'Booking not found');
  }
}

export const invalidInput = (message: string) => new DomainError('invalid-input', message);
export const unauthenticated = (message = 'Please login to continue') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message = 'You can only access your own account') =>
  new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
/** A business rule refuses the request as asked (e.g. an advance within 15 days of departure). */
export const ruleViolated = (message: string) => new DomainError('rule-violated', message);

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/** Too many wrong passwords or codes for one account: the growing delay is running. */
export const tooManyAttempts = (waitSeconds: number) =>
  new DomainError(
    'too-many-attempts',
    `Too many attempts. Please try again in ${seconds(waitSeconds)}.`,
    waitSeconds,
  );

/** A new one-time code was asked for too soon after the last one. */
export const codeRequestTooSoon = (waitSeconds: number) =>
  new DomainError(
    'too-many-attempts',
    `Please wait ${seconds(waitSeconds)} before asking for a new code`,
    waitSeconds,
  );

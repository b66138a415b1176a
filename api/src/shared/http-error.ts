/**
 * An error of the HTTP exchange itself, thrown by a route (a body of the wrong type or too large, a request
 * from the wrong machine): its message is safe to show the client. Use cases throw DomainError instead.
 */
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

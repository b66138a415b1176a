import { serverMessage } from '@trippy/api-client';

/** A refused lead form says "Error: " and the server's message, or the form's own copy without one. */
export const leadFailure =
  (fallback: string) =>
  (error: unknown): string => {
    const message = serverMessage(error);
    return message ? `Error: ${message}` : fallback;
  };

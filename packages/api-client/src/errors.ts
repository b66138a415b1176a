import { isAxiosError } from './http';

/** A response that arrived with `success: false` (or without the expected data). */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export function isTimeout(error: unknown): boolean {
  return isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
}

export function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiFailure) return error.status;
  if (isAxiosError(error)) return error.response?.status;
  return undefined;
}

/** The server's own message when it sent one, otherwise the caller's fallback copy. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiFailure) return error.message || undefined;
  if (isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return undefined;
}

export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

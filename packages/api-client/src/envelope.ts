import type { AxiosResponse } from 'axios';
import { ApiFailure } from './errors';

interface Envelope<T> {
  success: boolean;
  data?: T;
  message?: string;
}

/** Unwraps the spec's `{ success, data, message }` envelope; `success: false` becomes an ApiFailure. */
export function unwrap<T>(response: AxiosResponse<Envelope<T>>): T {
  const body = response.data;
  if (!body || body.success !== true || body.data === undefined) {
    throw new ApiFailure(body?.message ?? 'Unexpected response from the server', response.status);
  }
  return body.data;
}

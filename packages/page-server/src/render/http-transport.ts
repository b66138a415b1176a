import type { Transport, TransportResponse } from '@trippy/contracts';

/** Bytes of an answer a render takes from the API (a package page's data is a few kilobytes). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * A render worker's data requests to an API in another process: over HTTP with kept-alive connections (Node's
 * fetch keeps them, and closes an idle one before the API's keep-alive timeout would). A read that fails
 * before any answer, as on a kept connection the API has just closed, is sent once more on a new one.
 */
export function httpTransport(apiOrigin: string): Transport {
  const send = async (request: Parameters<Transport>[0], timeoutMs: number): Promise<TransportResponse> => {
    const response = await fetch(new URL(request.url, apiOrigin), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Refused before reading when the API says its length; a chunked answer is measured once read.
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
      await response.body?.cancel();
      throw new Error('The answer is too large');
    }
    const body = await response.text();
    if (body.length > MAX_BODY_BYTES) throw new Error('The answer is too large');
    return { status: response.status, headers: Object.fromEntries(response.headers), body };
  };
  return async (request, timeoutMs) => {
    try {
      return await send(request, timeoutMs);
    } catch (error) {
      const timedOut = (error as { name?: string } | null)?.name === 'TimeoutError';
      if (request.method !== 'GET' || timedOut) throw error;
      return send(request, timeoutMs);
    }
  };
}

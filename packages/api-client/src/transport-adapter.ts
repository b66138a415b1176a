import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { Transport, TransportResponse } from '@trippy/contracts';

/**
 * An axios adapter that hands each request to `transport` instead of the network: on the server, the page
 * renderer's data calls reach the API of the same process without a TCP round trip. Statuses, time-outs and
 * errors are axios's own, so callers cannot tell the difference.
 */
export function transportAdapter(transport: Transport): AxiosAdapter {
  return async (config) => {
    const address = new URL(axios.getUri(config), 'http://in-process');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    let answer: TransportResponse;
    try {
      answer = await transport(
        {
          method: (config.method ?? 'get').toUpperCase(),
          url: `${address.pathname}${address.search}`,
          headers,
          ...(typeof config.data === 'string' ? { body: config.data } : {}),
        },
        config.timeout || 10_000,
      );
    } catch (error) {
      throw new AxiosError(
        error instanceof Error ? error.message : 'The in-process request failed',
        AxiosError.ECONNABORTED,
        config,
      );
    }
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: AxiosHeaders.from(answer.headers),
      config,
      request: null,
    };
    const valid = config.validateStatus ? config.validateStatus(answer.status) : answer.status < 300;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
}

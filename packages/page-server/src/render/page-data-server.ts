import crypto from 'node:crypto';
import { BroadcastChannel } from 'node:worker_threads';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PAGE_DATA_MESSAGE_MAX, type PageDataAnswer, type PageDataRequest } from '@trippy/contracts';

/**
 * The address the page renderer's in-process data requests come from: request logs leave them out (the
 * page's own request is logged), and no network client can have it.
 */
export const PAGE_DATA_ADDRESS = '127.0.0.2';

const HEADER_MAX = 4_096;

function isPageDataRequest(value: unknown): value is PageDataRequest {
  const message = value as Partial<PageDataRequest> | null;
  const request = message?.request;
  return (
    typeof message?.id === 'string' &&
    message.id.length <= 40 &&
    typeof request?.url === 'string' &&
    request.url.length <= PAGE_DATA_MESSAGE_MAX &&
    typeof request.method === 'string' &&
    typeof request.headers === 'object' &&
    request.headers !== null
  );
}

/** Headers as strings, bounded (a page-data request carries a few: Accept, the API's own). */
function plainHeaders(headers: Record<string, unknown>): Record<string, string> {
  const plain: Record<string, string> = {};
  let size = 0;
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== 'string' || (size += name.length + value.length) > HEADER_MAX) continue;
    plain[name] = value;
  }
  return plain;
}

/**
 * The API's side of the page-data channel: the render workers of this process post their data requests here
 * (./page-data-channel.ts) and each is answered through Fastify's `inject`, the same routes,
 * schemas and answers as over HTTP, without a TCP connection per request. Only reads of `/api/` are served.
 * Returns the channel's name (for the workers' setup) and a close function.
 */
export function servePageData(app: FastifyInstance): { name: string; close: () => void } {
  const name = `trippy-page-data-${crypto.randomUUID()}`;
  const channel = new BroadcastChannel(name);
  channel.unref();
  const answer = (id: string, response: PageDataAnswer['response']) =>
    channel.postMessage({ id, response } satisfies PageDataAnswer);
  channel.onmessage = (event: unknown) => {
    const message = (event as { data?: unknown }).data;
    if (!isPageDataRequest(message)) return;
    const { method, url, headers } = message.request;
    if (method !== 'GET' || !url.startsWith('/api/')) {
      answer(message.id, { status: 405, headers: {}, body: '' });
      return;
    }
    const options: InjectOptions = {
      method: 'GET',
      url,
      headers: plainHeaders(headers),
      remoteAddress: PAGE_DATA_ADDRESS,
    };
    app.inject(options).then(
      (response) =>
        answer(message.id, {
          status: response.statusCode,
          headers: plainHeaders(response.headers),
          body: response.body,
        }),
      (error: unknown) => {
        app.log.warn({ err: error }, 'an in-process page-data request failed');
        answer(message.id, { status: 502, headers: {}, body: '' });
      },
    );
  };
  return { name, close: () => channel.close() };
}

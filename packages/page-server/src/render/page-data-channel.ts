import { BroadcastChannel, threadId } from 'node:worker_threads';
import {
  PAGE_DATA_MESSAGE_MAX,
  type PageDataAnswer,
  type Transport,
  type TransportResponse,
} from '@trippy/contracts';

/**
 * The render worker's side of the page-data channel: each data request is posted to the API's thread of the
 * same process (./page-data-server.ts), which answers it through Fastify's inject. Requests are
 * numbered per worker; every worker hears every answer and keeps only its own.
 */
export function channelTransport(name: string): Transport {
  const channel = new BroadcastChannel(name);
  // The pool keeps the worker alive; the channel must not.
  channel.unref();
  const pending = new Map<string, (response: TransportResponse) => void>();
  let next = 0;
  channel.onmessage = (event: unknown) => {
    const answer = (event as { data?: Partial<PageDataAnswer> }).data;
    if (typeof answer?.id !== 'string' || !answer.response) return;
    const settle = pending.get(answer.id);
    if (!settle) return;
    pending.delete(answer.id);
    settle(answer.response);
  };
  return (request, timeoutMs) =>
    new Promise((resolve, reject) => {
      const id = `${threadId}:${(next += 1)}`;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`timeout of ${timeoutMs}ms exceeded`));
      }, timeoutMs);
      pending.set(id, (response) => {
        clearTimeout(timer);
        resolve(response);
      });
      if (request.url.length > PAGE_DATA_MESSAGE_MAX) {
        pending.delete(id);
        clearTimeout(timer);
        reject(new Error('The address is too long'));
        return;
      }
      channel.postMessage({ id, request });
    });
}

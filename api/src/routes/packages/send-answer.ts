import type { FastifyReply } from 'fastify';
import type { SerializedAnswer } from '../../services/packages-cache';
import {
  COMPRESSION_THRESHOLD_BYTES,
  compressBody,
  preferredEncoding,
  type Encoding,
} from '../../plugins/compression';

/** The answer's body in an encoding, compressed on the first request for it and kept with the answer. */
function compressedBody(answer: SerializedAnswer, encoding: Encoding): Promise<Buffer> {
  let body = answer.compressed.get(encoding);
  if (!body) {
    body = compressBody(answer.body, encoding);
    answer.compressed.set(encoding, body);
    // A failed compression is not kept: the next request tries again.
    body.catch(() => answer.compressed.delete(encoding));
  }
  return body;
}

/** @fastify/etag's rule: the header equals the ETag, with or without the weak prefix. */
function revalidates(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch === etag || ifNoneMatch === `W/${etag}` || `W/${ifNoneMatch}` === etag;
}

/**
 * Sends an answer serialized ahead of time: a JSON string skips Fastify's serializer, a set ETag skips
 * @fastify/etag's hash (which still answers 304 to a matching If-None-Match), and brotli or gzip by the
 * request's Accept-Encoding sends the answer's kept compressed copy (the route turns @fastify/compress off).
 */
export async function sendAnswer(reply: FastifyReply, answer: SerializedAnswer, cacheControl: string) {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('etag', answer.etag);
  if (answer.bytes < COMPRESSION_THRESHOLD_BYTES) return reply.send(answer.body);
  // Added to what is there (CORS varies on Origin).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const { headers } = reply.request;
  const encoding = preferredEncoding(headers['accept-encoding']);
  if (!encoding || revalidates(headers['if-none-match'], answer.etag)) return reply.send(answer.body);
  const body = await compressedBody(answer, encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/** The route's own serializer for a 200 (its response schema), for answers serialized once and kept. */
export function serializerOf(reply: FastifyReply): (payload: object) => string {
  const serialize = reply.getSerializationFunction('200');
  if (!serialize) throw new Error(`No 200 response schema on ${reply.request.url}`);
  return (payload) => serialize(payload as Record<string, unknown>);
}

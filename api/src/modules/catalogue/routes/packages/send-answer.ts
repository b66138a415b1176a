import type { FastifyReply } from 'fastify';
import type { SerializedAnswer } from '../../packages-cache';
import {
  COMPRESSION_THRESHOLD_BYTES,
  compressBody,
  preferredEncoding,
  type Encoding,
} from '@trippy/page-server';

/**
 * The answer's body in an encoding: the kept bytes, or the promise of them while they are made (once per
 * answer and encoding; a failed compression is not kept, the next request tries again).
 */
function compressedBody(answer: SerializedAnswer, encoding: Encoding): Buffer | Promise<Buffer> {
  const kept = answer.compressed.get(encoding);
  if (kept) return kept;
  const made = compressBody(answer.body, encoding).then(
    (body) => {
      answer.compressed.set(encoding, body);
      return body;
    },
    (error: unknown) => {
      answer.compressed.delete(encoding);
      throw error;
    },
  );
  answer.compressed.set(encoding, made);
  return made;
}

/** @fastify/etag's rule: the header equals the ETag, with or without the weak prefix. */
function revalidates(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch === etag || ifNoneMatch === `W/${etag}` || `W/${ifNoneMatch}` === etag;
}

/**
 * Sends an answer serialized ahead of time: its UTF-8 bytes skip Fastify's serializer, a set ETag skips
 * @fastify/etag's hash (which still answers 304 to a matching If-None-Match), and brotli or gzip by the
 * request's Accept-Encoding sends the answer's kept compressed copy (the route turns @fastify/compress off).
 * Sent at once when nothing is to be waited for (undefined), else a promise of it being sent.
 */
export function sendAnswer(
  reply: FastifyReply,
  answer: SerializedAnswer,
  cacheControl: string,
): Promise<void> | undefined {
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('etag', answer.etag);
  if (answer.body.length >= COMPRESSION_THRESHOLD_BYTES) {
    // Added to what is there (CORS varies on Origin).
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const { headers } = reply.request;
    const encoding = preferredEncoding(headers['accept-encoding']);
    if (encoding && !revalidates(headers['if-none-match'], answer.etag)) {
      const body = compressedBody(answer, encoding);
      if (!Buffer.isBuffer(body))
        return body.then((made) => void reply.header('content-encoding', encoding).send(made));
      reply.header('content-encoding', encoding).send(body);
      return undefined;
    }
  }
  reply.send(answer.body);
  return undefined;
}

/** The route's own serializer for a 200 (its response schema), for answers serialized once and kept. */
export function serializerOf(reply: FastifyReply): (payload: object) => string {
  const serialize = reply.getSerializationFunction('200');
  if (!serialize) throw new Error(`No 200 response schema on ${reply.request.url}`);
  return (payload) => serialize(payload as Record<string, unknown>);
}

import type { FastifyReply } from 'fastify';
import type { SerializedAnswer } from '../../services/packages-cache';

/**
 * Sends an answer serialized ahead of time: a JSON string skips Fastify's serializer, and a set ETag skips
 * @fastify/etag's hash (which still answers 304 to a matching If-None-Match). Compression is unchanged.
 */
export function sendAnswer(reply: FastifyReply, answer: SerializedAnswer, cacheControl: string) {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('etag', answer.etag)
    .send(answer.body);
}

/** The route's own serializer for a 200 (its response schema), for answers serialized once and kept. */
export function serializerOf(reply: FastifyReply): (payload: object) => string {
  const serialize = reply.getSerializationFunction('200');
  if (!serialize) throw new Error(`No 200 response schema on ${reply.request.url}`);
  return (payload) => serialize(payload as Record<string, unknown>);
}

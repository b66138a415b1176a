import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, ENCODINGS, GZIP_OPTIONS } from './compression';

/**
 * Brotli or gzip for every compressible response (pages, JSON, scripts, styles, SVG), by the request's
 * Accept-Encoding, with `Vary: Accept-Encoding`. Answers kept ready (the catalogue's) bring their own
 * compressed bytes and turn this off on their routes (`compress: false`).
 */
async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Request bodies are never accepted compressed: one less way around the body limits.
    globalDecompression: false,
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

export const compressionPlugin = fp(compression, { name: 'compression' });

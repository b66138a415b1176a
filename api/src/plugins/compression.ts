import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip for every compressible response (pages, JSON, scripts, styles, SVG), by the request's
 * Accept-Encoding, with `Vary: Accept-Encoding`. Brotli at quality 5: most of quality 11's saving on text at a
 * small share of its CPU, since these are compressed per response.
 */
async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Request bodies are never accepted compressed: one less way around the body limits.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      },
    },
    zlibOptions: { level: 6 },
  });
}

export const compressionPlugin = fp(compression, { name: 'compression' });

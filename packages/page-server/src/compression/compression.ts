import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The encodings answers are compressed with, the preferred first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Brotli at quality 5: most of quality 11's saving on text at a small share of its CPU, since most responses
 * are compressed per response. A 256 KB window (lgwin 18) instead of the default 4 MB: the same bytes on a
 * 90 KB page, but the encoder no longer sets up a 4 MB window per response, which made a server-rendered page
 * 2.5 times as costly (autocannon -c 20 on /packages: 390 -> 970 req/s).
 */
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
  },
};
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

/** A body compressed as the plugin would (same settings), off the event loop. */
export function compressBody(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, BROTLI_OPTIONS, done);
    else zlib.gzip(body, GZIP_OPTIONS, done);
  });
}

// Negotiated as @fastify/compress does: `*` and x-gzip stand for gzip.
const GZIP_ALIAS = /\*|x-gzip/gu;
/** Browsers send about 30 characters; a longer header is not parsed at all (the answer goes uncompressed). */
const MAX_ACCEPT_ENCODING_LENGTH = 256;

/** The encoding an Accept-Encoding header prefers among brotli and gzip; null for neither (identity). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding || acceptEncoding.length > MAX_ACCEPT_ENCODING_LENGTH) return null;
  return negotiate(acceptEncoding.toLowerCase().replace(GZIP_ALIAS, 'gzip'), [...ENCODINGS]);
}

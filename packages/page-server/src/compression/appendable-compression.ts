import zlib from 'node:zlib';
import { BROTLI_OPTIONS, GZIP_OPTIONS, type Encoding } from './compression';

/**
 * The compressed start of a body, left open so that a short end can be appended to it per response without
 * compressing the start again: a kept page whose only per-response bytes (its CSP nonce) are at its end.
 */
export interface OpenCompression {
  encoding: Encoding;
  /** The start, compressed and flushed to a byte boundary, not yet finished. */
  bytes: Buffer;
  /** CRC-32 and length of the start as it was before compression (gzip's trailer covers the whole body). */
  crc: number;
  length: number;
}

/** gzip's 10-byte header: deflate, no flags, no time, unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** A last, empty brotli meta-block (ISLAST and ISLASTEMPTY set, padded to the byte). */
const BROTLI_END = Buffer.from([3]);
/** The longest uncompressed brotli meta-block with four length nibbles. */
const BROTLI_MAX_STORED = 1 << 16;
/** The longest stored deflate block (LEN is 16 bits). */
const DEFLATE_MAX_STORED = 0xffff;

function compressed(text: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br')
      zlib.brotliCompress(
        text,
        { ...BROTLI_OPTIONS, finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH },
        done,
      );
    else zlib.deflateRaw(text, { ...GZIP_OPTIONS, finishFlush: zlib.constants.Z_SYNC_FLUSH }, done);
  });
}

/** Compresses `start` (off the event loop) as the open beginning of a body. */
export async function openCompression(start: string, encoding: Encoding): Promise<OpenCompression> {
  const text = Buffer.from(start);
  const bytes = await compressed(text, encoding);
  return {
    encoding,
    bytes: encoding === 'gzip' ? Buffer.concat([GZIP_HEADER, bytes]) : bytes,
    crc: zlib.crc32(text),
    length: text.length,
  };
}

/**
 * Brotli meta-blocks that carry `end` as it is (RFC 7932, 9.2: ISLAST 0, four nibbles of MLEN - 1,
 * ISUNCOMPRESSED 1, padding to the byte, then the bytes).
 */
function brotliStored(end: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < end.length; at += BROTLI_MAX_STORED) {
    const data = end.subarray(at, at + BROTLI_MAX_STORED);
    const bits = ((data.length - 1) << 3) | (1 << 19);
    blocks.push(Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), data);
  }
  return blocks;
}

/**
 * Stored deflate blocks that carry `end` as it is, the last one final (RFC 1951, 3.2.4: BFINAL, BTYPE 00,
 * padding to the byte, LEN and its complement NLEN, then the bytes). The start was flushed to a byte boundary.
 */
function deflateStored(end: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  let at = 0;
  do {
    const data = end.subarray(at, at + DEFLATE_MAX_STORED);
    at += data.length;
    const header = Buffer.alloc(5);
    header[0] = at >= end.length ? 1 : 0;
    header.writeUInt16LE(data.length, 1);
    header.writeUInt16LE(~data.length & 0xffff, 3);
    blocks.push(header, data);
  } while (at < end.length);
  return blocks;
}

/**
 * The whole body: the open start followed by `end`, which goes in stored blocks of either format (it is about
 * 60 bytes with a random nonce: compressing it would save little and cost an encoder per response). For gzip
 * the trailer's CRC continues the start's.
 */
export function finishCompression(start: OpenCompression, end: string): Buffer {
  const text = Buffer.from(end);
  if (start.encoding === 'br') return Buffer.concat([start.bytes, ...brotliStored(text), BROTLI_END]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(text, start.crc) >>> 0, 0);
  trailer.writeUInt32LE((start.length + text.length) >>> 0, 4);
  return Buffer.concat([start.bytes, ...deflateStored(text), trailer]);
}

import zlib from 'node:zlib';

const STREAM = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
const TEXT_ARRAY = /\[([^\]]{0,20000})\]\s*TJ/g;
const HEX = /<([0-9a-fA-F]{0,20000})>/g;

/**
 * The text drawn on the pages of a PDF written by pdfkit with its standard fonts: each content stream
 * inflated (pdfkit compresses them), then the hex strings of every TJ array joined, one line per array.
 * Enough to find an invoice's number or amounts; not a general PDF reader.
 */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const lines: string[] = [];
  for (const [, body] of source.matchAll(STREAM)) {
    const raw = Buffer.from(body!, 'latin1');
    let content: string;
    try {
      content = zlib.inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1'); // an uncompressed stream (or not a content stream)
    }
    for (const [, array] of content.matchAll(TEXT_ARRAY))
      lines.push(
        [...array!.matchAll(HEX)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''),
      );
  }
  return lines.join('\n');
}

// A kept page compressed once and finished per response: the bytes decode to the page under each nonce.
import zlib from 'node:zlib';
import { finishCompression, openCompression } from '../src/compression/appendable-compression';
import type { Encoding } from '../src/compression/compression';
import { KeptPage } from '../src/render/kept-page';
import { inlineHash } from '../src/csp/policy';

const decode = (bytes: Buffer, encoding: Encoding): string =>
  (encoding === 'br' ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes)).toString();

const START = `<!doctype html><html><head><title>Kedarnath</title></head><body>${'<p>Kedarnath yatra ✓ केदारनाथ</p>'.repeat(2_000)}`;

describe.each(['br', 'gzip'] as const)('a body compressed in two parts (%s)', (encoding) => {
  it.each([
    ['a short end', '<script nonce="abc">go()</script></body></html>'],
    ['an empty end', ''],
    ['an end with unicode', '<p>दर्शन ✓</p></body></html>'],
    ['an end longer than one stored block', 'x'.repeat(70_000) + '</html>'],
    ['an end of exactly one full stored block', 'y'.repeat(65_535)],
  ])('decodes to the start and %s, whole and in order', async (_label, end) => {
    const start = await openCompression(START, encoding);
    const body = finishCompression(start, end);
    expect(decode(body, encoding)).toBe(START + end);
    // The start is compressed: what the response adds is its end, not the page again.
    expect(start.bytes.length).toBeLessThan(Buffer.byteLength(START) / 10);
  });

  it('finishes one compressed start with many ends', async () => {
    const start = await openCompression(START, encoding);
    expect(decode(finishCompression(start, 'one'), encoding)).toBe(`${START}one`);
    expect(decode(finishCompression(start, 'two'), encoding)).toBe(`${START}two`);
  });
});

describe('KeptPage', () => {
  const composed = {
    fixed:
      '<html><head><style>a{}</style><style>b{}</style><style>a{}</style></head><body><h1>Hi</h1>' +
      '<script>go()</script>',
    end: '<meta property="csp-nonce" content="" nonce="STAND-IN" /></body></html>',
    inlineStyles: ['a{}', 'b{}', 'a{}'],
    inlineScripts: ['go()'],
  };

  it('sends the page under each response’s nonce, as text or compressed, compressing its start once', async () => {
    const page = new KeptPage(composed, 'STAND-IN');
    const expected = (nonce: string) => composed.fixed + composed.end.replaceAll('STAND-IN', nonce);
    expect(await page.body('n1', null)).toBe(expected('n1'));
    const spy = jest.spyOn(zlib, 'brotliCompress');
    try {
      const [first, second] = await Promise.all([page.body('n1', 'br'), page.body('n2', 'br')]);
      expect(decode(first as Buffer, 'br')).toBe(expected('n1'));
      expect(decode(second as Buffer, 'br')).toBe(expected('n2'));
      expect(decode((await page.body('n3', 'br')) as Buffer, 'br')).toBe(expected('n3'));
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    expect(decode((await page.body('n4', 'gzip')) as Buffer, 'gzip')).toBe(expected('n4'));
  });

  it('allows each inline style and script by its hash, once', () => {
    const page = new KeptPage(composed, 'STAND-IN');
    expect(page.styleHashes).toEqual([inlineHash('a{}'), inlineHash('b{}')]);
    expect(page.scriptHashes).toEqual([inlineHash('go()')]);
    expect(inlineHash('a{}')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    // The browser hashes the text as parsed, with line breaks as \n.
    expect(inlineHash('a{}\r\nb{}')).toBe(inlineHash('a{}\nb{}'));
  });
});

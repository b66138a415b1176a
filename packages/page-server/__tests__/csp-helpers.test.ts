import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addNonceToHtml } from '../src/csp/nonce';
import { pageDirectives } from '../src/csp/policy';
import { DEFAULT_REMOTES, readRemotesConfig, remoteOrigins } from '../src/site/remotes-config';

describe('Content-Security-Policy without a real checkout', () => {
  it("has no frame-src of its own (frames fall back to default-src 'self')", () => {
    const directives = pageDirectives({ nonce: 'abc' });
    expect(directives['frame-src']).toBeUndefined();
    expect(directives['default-src']).toEqual(["'self'"]);
  });
});

describe('CSP helpers', () => {
  it('remoteOrigins keeps plain origins of absolute and protocol-relative entries only', () => {
    expect(
      remoteOrigins([
        '/remotes/catalog/mf-manifest.json',
        'https://cdn.example.in/a/mf-manifest.json',
        'https://cdn.example.in/b/mf-manifest.json',
        '//static.example.in:8443/c/mf-manifest.json',
        'http://[::1]:3002/mf-manifest.json',
        "http://a'b/mf-manifest.json",
        'http://a;b/mf-manifest.json',
        'http://',
        'javascript:alert(1)',
      ]),
    ).toEqual(['https://cdn.example.in', 'static.example.in:8443', 'http://[::1]:3002']);
  });

  it('readRemotesConfig ignores an entry longer than 2 KB before parsing it', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-remotes-')), 'remotes.json');
    const long = `https://${'a'.repeat(3000)}.example.in/mf-manifest.json`;
    fs.writeFileSync(
      file,
      JSON.stringify({ catalog: long, content: 'https://cdn.example.in/content/mf-manifest.json' }),
    );
    const config = await readRemotesConfig(file);
    expect(config.catalog).toBe(DEFAULT_REMOTES.catalog);
    expect(config.content).toBe('https://cdn.example.in/content/mf-manifest.json');
  });

  it('addNonceToHtml stamps script and style tags (not others, not twice) and adds the meta', () => {
    const html = '<html><head><style>a{}</style></head><body><header></header><script src="/a.js"></script>';
    expect(addNonceToHtml(html, 'YWJj')).toBe(
      '<html><head><meta property="csp-nonce" content="" nonce="YWJj" /><style nonce="YWJj">a{}</style></head>' +
        '<body><header></header><script nonce="YWJj" src="/a.js"></script>',
    );
    expect(addNonceToHtml('<script nonce="b3du"></script>', 'YWJj')).toBe(
      '<meta property="csp-nonce" content="" nonce="YWJj" /><script nonce="b3du"></script>',
    );
    expect(() => addNonceToHtml(html, '"><script>')).toThrow();
  });
});

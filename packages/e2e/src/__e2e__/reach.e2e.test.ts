// Reach (issue 34), as a crawler meets the site: plain HTTP, no JavaScript. Every sitemap URL is found by
// following <a href> links from the home page; one address per page (the other answers 301); the icons and
// the web app manifest a phone asks for.
import http from 'node:http';
import { site } from '../harness/site';

const MAX_PAGES = 400;

const sitemapPaths = async (): Promise<string[]> => {
  const xml = await (await fetch(`${site().origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]{1,500})<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
};

/** Same-site page links of a server-rendered page (no API, files or back office), without query or fragment. */
const pageLinks = (html: string): string[] =>
  [...html.matchAll(/<a\b[^>]{0,500}?\bhref="([^"]{1,500})"/g)]
    .map((match) => new URL(match[1]!.replace(/&amp;/g, '&'), site().origin))
    .filter((url) => url.origin === site().origin)
    .map((url) => url.pathname.replace(/(?<=.)\/$/, ''))
    .filter((path) => !/^\/(?:api|operator|remotes)\//.test(path) && !/\.[a-z0-9]{2,5}$/i.test(path));

describe('a crawler from the home page', () => {
  test('reaches every sitemap URL through <a href> links in the server HTML', async () => {
    const wanted = await sitemapPaths();
    expect(wanted.length).toBeGreaterThan(30);
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    while (queue.length > 0 && seen.size < MAX_PAGES) {
      const path = queue.shift()!;
      const response = await fetch(`${site().origin}${path}`, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      });
      if (response.status !== 200) continue;
      for (const link of pageLinks(await response.text()))
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
    }
    expect(wanted.filter((path) => !seen.has(path))).toEqual([]);
  }, 240_000);

  test('one address per page: /destinations answers 301 to /destination, with its query', async () => {
    for (const [from, to] of [
      ['/destinations', '/destination'],
      ['/Destinations/', '/destination'],
      ['/destinations?utm_source=whatsapp', '/destination?utm_source=whatsapp'],
    ]) {
      const response = await fetch(`${site().origin}${from}`, { redirect: 'manual' });
      expect({ from, status: response.status, location: response.headers.get('location') }).toEqual({
        from,
        status: 301,
        location: to,
      });
    }
  });

  test('canonical and share URLs come from PUBLIC_ORIGIN, never from the Host header', async () => {
    const html = await new Promise<string>((resolve, reject) => {
      const request = http.get(
        `${site().origin}/packages/valley-of-flowers-trek`,
        { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
    });
    expect(html).toContain(`<link rel="canonical" href="${site().origin}/packages/valley-of-flowers-trek"`);
    expect(html).toContain(`content="${site().origin}/api/share-cards/packages/valley-of-flowers-trek.jpg"`);
    expect(html).not.toContain('evil.example');
  });

  test('favicon.ico, the touch icon and the web app manifest with its icons', async () => {
    const favicon = await fetch(`${site().origin}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/x-icon');
    const ico = Buffer.from(await favicon.arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const home = await (await fetch(`${site().origin}/`)).text();
    expect(home).toContain('<link rel="icon" href="/favicon.ico"');
    expect(home).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(home).not.toContain('href="data:');
    const manifest = await fetch(`${site().origin}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const body = (await manifest.json()) as {
      start_url: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(body.start_url).toBe('/');
    for (const icon of [
      ...body.icons,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ]) {
      const response = await fetch(`${site().origin}${icon.src}`);
      expect({ src: icon.src, status: response.status, type: response.headers.get('content-type') }).toEqual({
        src: icon.src,
        status: 200,
        type: icon.type,
      });
      if (icon.type === 'image/png') {
        const png = Buffer.from(await response.arrayBuffer());
        const [width] = icon.sizes.split('x').map(Number);
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, width]);
      }
    }
  });
});

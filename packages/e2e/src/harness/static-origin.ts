import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './site-server';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.html': 'text/html',
};

export interface StaticOrigin {
  origin: string;
  requests: string[];
  close: () => Promise<void>;
}

/** A second origin (another port) serving one remote's dist, as a CDN would, with CORS. */
export async function serveDirectory(dir: string): Promise<StaticOrigin> {
  const port = await freePort();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    requests.push(urlPath);
    const file = path.join(dir, path.normalize(urlPath));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

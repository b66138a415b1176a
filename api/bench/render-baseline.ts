/**
 * The baseline of the uncached-render budget (issue 35): the shell's own renderPage of the same pages, in
 * one thread of this process, with every data answer already in memory (recorded from the API first), one
 * render at a time. No HTTP, no worker, no composition, no compression: what a render of the page costs by
 * itself. The page server's uncached pages/s are then a share of it.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Transport, TransportResponse } from '@trippy/contracts';
import type { ShellServer } from '@trippy/page-server/src/render/shell-server';
import { DEFAULT_REMOTES } from '@trippy/page-server';
import { REPO_ROOT } from '../src/paths';

/** Answers each data request the way the API did, or through the API once to record it. */
function recordingTransport(app: FastifyInstance, answers: Map<string, TransportResponse>): Transport {
  return async (request) => {
    const known = answers.get(request.url);
    if (known) return known;
    const response = await app.inject({ method: 'GET', url: request.url, headers: request.headers });
    const answer = {
      status: response.statusCode,
      headers: Object.fromEntries(
        Object.entries(response.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
      body: response.body,
    };
    answers.set(request.url, answer);
    return answer;
  };
}

/**
 * Renders `paths` in turn for `seconds` and returns pages per second, after one recording pass and as long
 * again unmeasured: the JIT settles as it does for the page server's warm-up, so both are measured warm.
 */
export async function inMemoryRenderRate(
  app: FastifyInstance,
  origin: string,
  paths: string[],
  seconds: number,
): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const shell = (await require(path.join(REPO_ROOT, 'shell', 'dist', 'server', 'server.js'))) as ShellServer;
  const remotes = Object.fromEntries(
    Object.entries(DEFAULT_REMOTES).map(([name, url]) => [name, new URL(url, origin).href]),
  );
  const answers = new Map<string, TransportResponse>();
  shell.setup({ remotes, remotesBase: origin, apiOrigin: origin }, recordingTransport(app, answers));
  await shell.warm();
  const render = (url: string) =>
    shell.renderPage({ url, origin: 'http://localhost', regionDeadlineMs: 60_000 });
  for (const url of paths) await render(url);
  const warmUntil = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < warmUntil; i += 1) await render(paths[i % paths.length] ?? '/');
  let pages = 0;
  const end = performance.now() + seconds * 1000;
  const began = performance.now();
  while (performance.now() < end) {
    await render(paths[pages % paths.length] ?? '/');
    pages += 1;
  }
  return pages / ((performance.now() - began) / 1000);
}

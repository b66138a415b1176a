// A piscina worker: loads the shell's Node build (which loads the remotes through their manifests) once, then
// renders pages. One pool of these serves one set of remote versions (see render-pools.ts).
import { workerData } from 'node:worker_threads';
import type { RenderTask, ShellServer, WorkerSetup } from './render/shell-server';
import { channelTransport } from './render/page-data-channel';
import { httpTransport } from './render/http-transport';

const setup = workerData as WorkerSetup;
let shell: Promise<ShellServer> | undefined;

async function loadShell(): Promise<ShellServer> {
  // The webpack build's exports arrive as a promise (asyncStartup).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = (await require(setup.shellServerFile)) as ShellServer;
  // In the API's process its thread answers the data requests; else they go to the API over HTTP.
  loaded.setup(
    setup,
    setup.dataChannel ? channelTransport(setup.dataChannel) : httpTransport(setup.apiOrigin),
  );
  await loaded.warm();
  return loaded;
}

export default async function render(task: RenderTask): Promise<unknown> {
  // A failed load is not kept: the next task tries again (the remote may be back).
  const server = await (shell ??= loadShell().catch((error: unknown) => {
    shell = undefined;
    throw error;
  }));
  if (task.kind === 'warm') return null;
  if (task.kind === 'sitemap') return server.sitemapEntries();
  if (task.kind === 'page-queries') return server.pageQueryRules?.() ?? null;
  return server.renderPage(task.request);
}

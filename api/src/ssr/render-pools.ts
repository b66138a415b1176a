import path from 'node:path';
import { API_ROOT } from '../paths';
import { Piscina } from 'piscina';
import type { RenderTask, WorkerSetup } from './shell-server';

interface VersionPool {
  version: string;
  pool: Piscina;
  /** Settles when every worker has loaded the shell and the remotes. */
  warm: Promise<void>;
}

export interface RenderPoolsOptions {
  threads: number;
  /** Renders one worker runs at once (they mostly wait for data). */
  concurrency: number;
}

/**
 * Worker threads keyed by the remotes' versions: a deploy (a changed manifest) starts a fresh pool that
 * loads the new code, and the old pool is drained and destroyed, so code and memory of old versions go
 * away with it. A render that hangs is cut off by killing its worker; the main thread never runs remote code.
 */
export class RenderPools {
  private current: VersionPool | undefined;

  constructor(private readonly options: RenderPoolsOptions) {}

  async run<T>(version: string, setup: WorkerSetup, task: RenderTask, signal: AbortSignal): Promise<T> {
    const entry = this.poolFor(version, setup);
    await entry.warm;
    return (await entry.pool.run(task, { signal })) as T;
  }

  private poolFor(version: string, setup: WorkerSetup): VersionPool {
    if (this.current?.version === version) return this.current;
    const previous = this.current;
    const pool = new Piscina({
      // The bundled worker (tsup builds it beside server.js); tests running from source use it too.
      filename: path.join(API_ROOT, 'dist', 'ssr-worker.js'),
      workerData: setup,
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      concurrentTasksPerWorker: this.options.concurrency,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    const warm = Promise.all(
      Array.from({ length: this.options.threads }, () => pool.run({ kind: 'warm' } satisfies RenderTask)),
    ).then(
      () => undefined,
      () => undefined,
    );
    this.current = { version, pool, warm };
    if (previous) void previous.warm.then(() => previous.pool.close()).catch(() => previous.pool.destroy());
    return this.current;
  }

  async close(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    if (current) await current.pool.destroy();
  }
}

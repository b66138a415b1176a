import { Piscina } from 'piscina';
import { RENDER_WORKER_FILE } from '../package-root';
import type { RenderTask, WorkerSetup } from './shell-server';

interface VersionPool {
  version: string;
  /** Order of the manifest read that asked for this version (a later read never goes back to an older one). */
  readOrder: number;
  pool: Piscina;
  /** Settles when the workers have loaded the shell and the remotes (or given up on the ones that are down). */
  warm: Promise<void>;
}

export interface RenderPoolsOptions {
  threads: number;
  /** Renders one worker runs at once (they mostly wait for data). */
  concurrency: number;
  /** Renders waiting for a worker beyond which a page is sent for the browser to render at once. */
  maxQueue: number;
  /** Heap limit of a worker: remote code cannot take the server's memory. */
  workerHeapMb: number;
  onWorkerError: (error: unknown) => void;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Worker threads keyed by the remotes' versions: a deploy (a changed manifest) starts a fresh pool that
 * loads the new code, and the old pool finishes what it runs and is destroyed, so code and memory of old
 * versions go away with it. A render that hangs is cut off by killing its worker; the main thread never
 * runs remote code.
 */
export class RenderPools {
  private current: VersionPool | undefined;
  /** Older pools still finishing their renders. */
  private readonly retiring = new Set<Piscina>();
  private closed = false;

  constructor(private readonly options: RenderPoolsOptions) {}

  /** Runs a task on the pool of `version`; waiting for a fresh pool to warm up counts against `signal`. */
  async run<T>(
    version: string,
    readOrder: number,
    setup: WorkerSetup,
    task: RenderTask,
    signal: AbortSignal,
  ): Promise<T> {
    let entry = this.poolFor(version, readOrder, setup);
    await abortable(entry.warm, signal);
    // A deploy replaced this pool while it warmed: a closing pool takes no new task (piscina aborts it with
    // "queue is being terminated"), so the render runs on the new code instead of failing.
    const current = this.current;
    if (current && current !== entry) {
      entry = current;
      await abortable(entry.warm, signal);
    }
    return (await entry.pool.run(task, { signal })) as T;
  }

  private poolFor(version: string, readOrder: number, setup: WorkerSetup): VersionPool {
    if (this.closed) throw new Error('the page renderer is shut down');
    const current = this.current;
    // A read that started before the one that made the current pool is older news: keep the current pool.
    if (current && (current.version === version || readOrder < current.readOrder)) return current;
    const pool = new Piscina({
      // The bundled worker (the package's tsup builds it); tests running from source use it too.
      filename: RENDER_WORKER_FILE,
      workerData: setup,
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      concurrentTasksPerWorker: this.options.concurrency,
      maxQueue: this.options.maxQueue,
      idleTimeout: Number.POSITIVE_INFINITY,
      // Remote code needs none of the server's secrets.
      env: { NODE_ENV: 'production' },
      resourceLimits: { maxOldGenerationSizeMb: this.options.workerHeapMb },
    });
    // Without a listener an error of an idle worker would be thrown in the main thread.
    pool.on('error', this.options.onWorkerError);
    const warm = Promise.all(
      Array.from({ length: this.options.threads }, () => pool.run({ kind: 'warm' } satisfies RenderTask)),
    ).then(
      () => undefined,
      () => undefined,
    );
    this.current = { version, readOrder, pool, warm };
    // New renders go to the new pool from now on; the old one finishes its running renders and ends.
    if (current) {
      const old = current.pool;
      this.retiring.add(old);
      void old
        .close()
        .catch(() => old.destroy())
        .finally(() => this.retiring.delete(old));
    }
    return this.current;
  }

  /** Ends every worker, the current pool's and those of older versions still finishing. */
  async close(): Promise<void> {
    this.closed = true;
    const pools = [...this.retiring, ...(this.current ? [this.current.pool] : [])];
    this.current = undefined;
    this.retiring.clear();
    await Promise.all(pools.map((pool) => pool.destroy()));
  }
}

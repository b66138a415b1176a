import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/connect';
import { DataDirInUseError } from '../src/db/data-dir-lock';

const API_ROOT = path.join(__dirname, '..');

// Each test opens PGlite on disk (an initdb) several times: 5-18 s alone, and past the API's 30 s limit in two
// whole-suite CI runs beside the other workers. What is tested is the lock, not how fast PGlite starts.
jest.setTimeout(120_000);

describe('one process at a time on a PGlite data directory', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trippy-lock-')), 'pglite');
  });
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('refuses a second opening of a directory in use with a clear error, and opens it once released', async () => {
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `The embedded database in ${dir} is open in process ${process.pid}`,
    );
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    // Closing twice (the app and a caller) is harmless.
    await again.close();
  });

  /** A child process that opens the directory and keeps it until told to exit (without closing it). */
  async function holder(): Promise<ChildProcessByStdio<Writable, Readable, null>> {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `require('./src/db/connect').openDatabase({ dataDir: ${JSON.stringify(dir)} })` +
          `.then(() => { console.log('open'); process.stdin.once('data', () => process.exit(1)); })`,
      ],
      { cwd: API_ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
      child.once('exit', (code) => reject(new Error(`the child exited early (${code})`)));
    });
    return child;
  }
  const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

  it('refuses a directory held by another process, naming it, and takes it once that process has exited', async () => {
    const child = await holder();
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`is open in process ${child.pid}`);
    const gone = exited(child);
    child.stdin.write('exit\n');
    await gone;
    expect(fs.existsSync(`${dir}.pid`)).toBe(false);
    const handle = await openDatabase({ dataDir: dir });
    await handle.close();
  }, 60_000);

  it('takes over at once the lock of a process that was killed', async () => {
    const child = await holder();
    const gone = exited(child);
    child.kill('SIGKILL');
    await gone;
    // The killed process could not release its lock; it names a process that no longer runs.
    expect(fs.readFileSync(`${dir}.pid`, 'utf8').trim()).toBe(String(child.pid));
    const handle = await openDatabase({ dataDir: dir });
    expect(fs.readFileSync(`${dir}.pid`, 'utf8').trim()).toBe(String(process.pid));
    await handle.close();
    expect(fs.existsSync(`${dir}.pid`)).toBe(false);
  }, 60_000);

  it('takes over a lock file that names no process', async () => {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.pid`, 'not a pid');
    const handle = await openDatabase({ dataDir: dir });
    await handle.close();
  });

  it('reads only the start of a lock file: a large one that names no process is taken over', async () => {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.pid`, `${'9'.repeat(30)}${'x'.repeat(4_000_000)}`);
    const handle = await openDatabase({ dataDir: dir });
    expect(fs.readFileSync(`${dir}.pid`, 'utf8').trim()).toBe(String(process.pid));
    await handle.close();
  });

  it('locks the same file however many separators end the directory name', async () => {
    const first = await openDatabase({ dataDir: dir });
    expect(fs.existsSync(`${dir}.pid`)).toBe(true);
    await expect(openDatabase({ dataDir: `${dir}///` })).rejects.toThrow(DataDirInUseError);
    await first.close();
  });

  it('does not lock in-memory databases', async () => {
    const a = await openDatabase({ dataDir: 'memory://' });
    const b = await openDatabase({ dataDir: 'memory://' });
    await Promise.all([a.close(), b.close()]);
  });
});

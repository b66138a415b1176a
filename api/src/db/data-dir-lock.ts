import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number | undefined) {
    super(
      `The embedded database in ${dataDir} is open in ${pid ? `process ${pid}` : 'another process'} ` +
        '(a server, staff:create or a backup already running?). Stop that process first, or set DATA_DIR ' +
        'to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds. */
const held = new Set<string>();

/** The first bytes of a lock file: a process id and a line break, whatever else the file holds. */
function readStart(lockFile: string): string {
  const fd = fs.openSync(lockFile, 'r');
  try {
    const bytes = Buffer.alloc(24);
    return bytes.toString('utf8', 0, fs.readSync(fd, bytes, 0, bytes.length, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/** The lock's holder, when it is a process that is still running (a lock left by a killed process is not). */
function livingHolder(lockFile: string): number | undefined {
  if (held.has(lockFile)) return process.pid;
  let pid: number;
  try {
    pid = Number(readStart(lockFile).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // A restarted container may run with the pid its killed predecessor had: that lock is not this process's.
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * One process at a time on a PGlite data directory: PGlite has no lock of its own, and two processes
 * writing the same files (a second `npm start`, staff:create beside a running server) damage the database
 * (the likely cause of a PGlite `RuntimeError: Aborted()` once seen on a later start). The lock is
 * `<dataDir>.pid` holding the owner's process id, as PostgreSQL's postmaster.pid does: a lock whose process
 * no longer runs (killed, or a crash) is taken over at once. Released on close and when the process exits;
 * returns its release.
 */
export function lockDataDir(dataDir: string): () => void {
  // Beside the directory, whatever trailing separators DATA_DIR has (resolve drops them).
  const lockFile = `${path.resolve(dataDir)}.pid`;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      held.add(lockFile);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = livingHolder(lockFile);
      // Taken over once; a second collision is another process taking it over at the same moment.
      if (holder !== undefined || attempt > 0) throw new DataDirInUseError(dataDir, holder);
      fs.rmSync(lockFile, { force: true });
    }
  }
  const release = () => {
    if (!held.delete(lockFile)) return;
    process.off('exit', release);
    try {
      if (readStart(lockFile).trim() === String(process.pid)) fs.rmSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on('exit', release);
  return release;
}

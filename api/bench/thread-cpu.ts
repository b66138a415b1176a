import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux's common architectures). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, microseconds) used so far by this process's main thread, the thread the servers run
 * on, from Linux's /proc (fields 14 and 15 of stat(5)); undefined where there is no /proc. Unlike req/s it
 * does not move with what the load generator costs on the same CPUs.
 */
export function mainThreadCpuMicros(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1_000_000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Server CPU time from /proc (Linux): user plus system time of a process and of its children that
 * are alive (a WORKERS>1 primary and its workers), read before and after a load run. Divided by
 * the requests served, it is the server's CPU per request, which, unlike req/s on a shared
 * machine, does not depend on how much of a core the server was given.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { childrenOf } from './proc.js';

/** Clock ticks per second of /proc's times (sysconf(_SC_CLK_TCK)); 100 on Linux unless told otherwise. */
const CLOCK_TICKS = (() => {
  const asked = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim());
  return Number.isInteger(asked) && asked > 0 ? asked : 100;
})();

/**
 * utime and stime (fields 14 and 15, in clock ticks) of a /proc/<pid>/stat line. The command name
 * (field 2) is in parentheses and may hold spaces, so the fields are counted after its last ')'.
 */
export function parseProcStat(text: string): { userTicks: number; systemTicks: number } {
  const close = text.lastIndexOf(')');
  if (close < 0) throw new Error('not a /proc/<pid>/stat line');
  // After ") " come field 3 (state) onwards: utime is field 14, the 12th of them.
  const fields = text.slice(close + 2).split(' ');
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  if (!Number.isFinite(userTicks) || !Number.isFinite(systemTicks)) throw new Error('no utime/stime in the stat line');
  return { userTicks, systemTicks };
}

/** User plus system CPU time of one process, in microseconds; 0 once it is gone. */
export function processCpuMicros(pid: number): number {
  try {
    const { userTicks, systemTicks } = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return ((userTicks + systemTicks) * 1e6) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The process and its children now (a cluster primary and its workers). */
export const processTree = (pid: number): number[] => [pid, ...childrenOf(pid)];

/** A reading of the CPU time of a set of processes, to subtract from a later one. */
export type CpuReading = ReadonlyMap<number, number>;

export function readCpu(pids: readonly number[]): CpuReading {
  return new Map(pids.map((pid) => [pid, processCpuMicros(pid)]));
}

/**
 * CPU microseconds spent between two readings, summed over the processes of the later one (a
 * process that started in between counts from 0).
 */
export function cpuBetween(before: CpuReading, after: CpuReading): number {
  let total = 0;
  for (const [pid, micros] of after) total += micros - (before.get(pid) ?? 0);
  return total;
}

/** The clock tick, in microseconds: the resolution of every reading. */
export const CPU_TICK_MICROS = 1e6 / CLOCK_TICKS;

/**
 * What the benchmarks read of a running process from /proc (Linux): its memory and its children.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** VmRSS (resident now) or VmHWM (peak resident) of a process, in bytes; 0 if unreadable. */
export function procMemory(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const line =
      readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith(`${field}:`)) ?? '';
    return Number(/(\d+) kB/.exec(line)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The same in MiB. */
export const procMemoryMiB = (pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number =>
  procMemory(pid, field) / 2 ** 20;

/** The pids whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

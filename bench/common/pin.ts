/**
 * Pinning processes to cores with taskset (util-linux), so that a load generator and the server
 * it measures do not take turns on the same core. Every thread of the process is pinned (-a).
 */
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

/** Pins every thread of `pid` to the CPUs of `list` ("0", "0-1"); throws when taskset is missing or refuses. */
export function pinToCpus(pid: number, list: string): void {
  const result = spawnSync('taskset', ['-a', '-p', '-c', list, String(pid)], { encoding: 'utf8' });
  if (result.error !== undefined || result.status !== 0)
    throw new Error(`taskset could not pin process ${pid} to CPU ${list}: ${result.error?.message ?? result.stderr}`);
}

/** Every CPU of the machine, to undo a pin. */
export const ALL_CPUS = `0-${cpus().length - 1}`;

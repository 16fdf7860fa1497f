/**
 * The costliest q values found (hostile-queries.ts), each searched HOSTILE_RUNS times with the
 * caches of computed sets emptied first, as a client that varies its queries leaves them. Timed by
 * hand rather than by tinybench to take, beside the wall time, the process's CPU time of each
 * search: on a busy machine the wall time's p99 is mostly time spent waiting for a core.
 * Target: p99 <= 5 ms.
 */
import { PhraseTooBroadError, search, type SnapshotIndex } from '../../src/search/index.js';
import type { Day } from '../../src/util/dates.js';
import { hostileQueries } from './hostile-queries.js';

const HOSTILE_RUNS = 500;
const TARGET_US = 5000;

interface Quantiles {
  median: number;
  p99: number;
}

export interface HostileRow {
  name: string;
  total: number;
  wall: Quantiles;
  cpu: Quantiles;
}

function quantiles(values: number[]): Quantiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p99: sorted[Math.floor(sorted.length * 0.99)]! };
}

/** The search's total, or -1 when its phrase is refused as too broad (a 400 at the API). */
function totalOrRefused(
  index: SnapshotIndex,
  filters: { q: string; limit: number; offset: number },
  today: Day,
): number {
  try {
    return search(index, filters, today).total;
  } catch (error) {
    if (error instanceof PhraseTooBroadError) return -1;
    throw error;
  }
}

export function measureHostile(index: SnapshotIndex, today: Day): HostileRow[] {
  return hostileQueries(index).map(({ name, q }) => {
    const filters = { q, limit: 10, offset: 0 };
    const wall: number[] = [];
    const cpu: number[] = [];
    let total = 0;
    for (let run = -20; run < HOSTILE_RUNS; run++) {
      index.caches.unions.clear();
      index.caches.prefixUnions.clear();
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      total = totalOrRefused(index, filters, today);
      const elapsed = (performance.now() - start) * 1000;
      const used = process.cpuUsage(cpuStart);
      if (run < 0) continue; // warm-up
      wall.push(elapsed);
      cpu.push(used.user + used.system);
    }
    return { name, total, wall: quantiles(wall), cpu: quantiles(cpu) };
  });
}

export function printHostile(hostile: readonly HostileRow[]): void {
  console.log('\n| hostile q | total | median µs | p99 µs | CPU median µs | CPU p99 µs |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const { name, total, wall, cpu } of hostile) {
    console.log(
      `| ${name} | ${total < 0 ? 'refused (phrase_too_broad)' : total} | ${wall.median.toFixed(1)} | ${wall.p99.toFixed(1)} | ${cpu.median.toFixed(0)} | ${cpu.p99.toFixed(0)} |`,
    );
  }
  const worstWall = Math.max(...hostile.map((row) => row.wall.p99));
  const worstCpu = Math.max(...hostile.map((row) => row.cpu.p99));
  const verdict =
    worstWall <= TARGET_US ? 'met' : worstCpu <= TARGET_US ? 'met in CPU time only (a busy machine)' : 'NOT met';
  console.log(
    `\nhostile q, worst p99: ${worstWall.toFixed(1)} µs, of CPU time ${worstCpu.toFixed(0)} µs (target <= ${TARGET_US} µs): ${verdict}`,
  );
}

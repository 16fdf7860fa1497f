/**
 * What held the server's event loop in each window's longest waits. The server's own metric gives
 * the longest wait of a window, not when it came nor what it was; so the scenario's server also
 * runs a small module (passed to Node with `--import` as a data: URL, so that the server's own code
 * is unchanged) that prints, on the main thread:
 *
 *   gap-log wait <epoch ms at its start> <ms> <µs at its start>   every wait of its 1 ms timer
 *     over WAIT_MS (the µs on the monotonic clock a CPU profile's samples are timed by);
 *   gap-log gc <epoch ms at its start> <ms> <kind>   every collection's pause over GC_MS
 *     (perf_hooks' gc entries: the same clock, so a wait and the pauses inside it line up).
 *
 * It adds a short callback a millisecond and one per batch of collections. With it, the report
 * says of each window's longest waits when they came and how much of them was a collection.
 */

/** Waits printed: over this many ms (a turn of the loop under load takes 10 to 25 ms). */
export const WAIT_MS = 20;
/** Collections printed: pauses over this many ms. */
const GC_MS = 2;

const MODULE = `
import { isMainThread } from 'node:worker_threads';
import { PerformanceObserver, constants } from 'node:perf_hooks';
if (isMainThread) {
  const origin = performance.timeOrigin;
  const kinds = { [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major', [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks' };
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > ${WAIT_MS}) {
      const fromUs = Number(process.hrtime.bigint() / 1000n) - Math.round((now - last) * 1000);
      process.stdout.write('gap-log wait ' + (origin + last).toFixed(1) + ' ' + (now - last).toFixed(1) + ' ' + fromUs + '\\n');
    }
    last = now;
  }, 1).unref();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration > ${GC_MS}) process.stdout.write('gap-log gc ' + (origin + entry.startTime).toFixed(1) + ' ' + entry.duration.toFixed(1) + ' ' + (kinds[entry.detail?.kind] ?? 'other') + '\\n');
    }
  }).observe({ entryTypes: ['gc'] });
}
`;

/** The `--import` argument that loads the module. */
export const GAP_LOG_IMPORT = `data:text/javascript,${encodeURIComponent(MODULE)}`;

/** One long wait of the loop: when it began (ms after the window began), how long, and the pauses in it. */
export interface LongWait {
  afterMs: number;
  ms: number;
  /** The collections that paused the thread during the wait, summed, and the kinds of the longest. */
  gcMs: number;
  gcKinds: string[];
  /** Its start on the monotonic clock, µs (a CPU profile's clock). */
  fromUs?: number;
}

const WAIT_LINE = /^gap-log wait ([\d.]+) ([\d.]+)(?: (\d+))?$/;
const GC_LINE = /^gap-log gc ([\d.]+) ([\d.]+) ([a-z ]+)$/;

/**
 * The `count` longest waits among a window's output lines, longest first; `from`: the window's
 * start, epoch ms.
 */
export function longestWaits(lines: readonly string[], from: number, count = 3): LongWait[] {
  const waits: { at: number; ms: number; fromUs?: number }[] = [];
  const pauses: { at: number; ms: number; kind: string }[] = [];
  for (const line of lines) {
    const wait = WAIT_LINE.exec(line);
    if (wait) waits.push({ at: Number(wait[1]), ms: Number(wait[2]), ...(wait[3] ? { fromUs: Number(wait[3]) } : {}) });
    const gc = GC_LINE.exec(line);
    if (gc) pauses.push({ at: Number(gc[1]), ms: Number(gc[2]), kind: gc[3]! });
  }
  return waits
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ at, ms, fromUs }) => {
      const inside = pauses.filter((pause) => pause.at >= at && pause.at + pause.ms <= at + ms + 1);
      const kinds = [...new Set(inside.sort((a, b) => b.ms - a.ms).map((pause) => pause.kind))];
      const gcMs = inside.reduce((sum, pause) => sum + pause.ms, 0);
      return { afterMs: at - from, ms, gcMs, gcKinds: kinds, ...(fromUs === undefined ? {} : { fromUs }) };
    });
}

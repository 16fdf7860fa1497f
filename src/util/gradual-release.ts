/**
 * Letting go of many objects over a few seconds. A Roaring bitmap's native memory is freed by its
 * finalizer inside the garbage collection that finds it unreachable, in that collection's pause:
 * when a swap left a 1M-event snapshot's 25,000-odd bitmaps unreachable at once, one collection
 * paused the process for 150–280 ms. Held here and let go of a batch every TICK_MS over SPREAD_MS,
 * they go over the collections of the next seconds instead (under load a major collection came
 * about once a second, so each frees a few thousand at most).
 *
 * Holding an object longer never changes it: whoever still uses it (a request in flight on the
 * snapshot that stopped serving) reads it as before. One release runs at a time: a new one lets go
 * of what the previous one still holds at once, so that swaps in quick succession never keep more
 * than one old snapshot's bitmaps.
 */

export interface ReleaseOptions {
  /** Over how long the objects are let go of, in ms. Default SPREAD_MS. */
  spreadMs?: number;
  /** Milliseconds between two batches. Default TICK_MS. */
  tickMs?: number;
}

const SPREAD_MS = 15_000;
const TICK_MS = 100;

/** The release going on: what it still holds, and its timer. */
let current: { held: object[]; timer: NodeJS.Timeout } | undefined;

/** Holds `objects` and lets go of them a batch per tick over the spread; the timer never keeps the process alive. */
export function releaseGradually(objects: Iterable<object>, options: ReleaseOptions = {}): void {
  stopCurrent();
  const held = [...objects];
  const tickMs = options.tickMs ?? TICK_MS;
  const batch = Math.ceil((held.length * tickMs) / (options.spreadMs ?? SPREAD_MS));
  if (held.length <= batch) return;
  const timer = setInterval(() => {
    held.length = Math.max(0, held.length - batch);
    if (held.length === 0) stopCurrent();
  }, tickMs);
  timer.unref();
  current = { held, timer };
}

function stopCurrent(): void {
  if (current === undefined) return;
  clearInterval(current.timer);
  current.held.length = 0;
  current = undefined;
}

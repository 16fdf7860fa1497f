/**
 * Letting go of many objects a batch at a time. A Roaring bitmap's native memory is freed by its
 * finalizer inside the garbage collection that finds it unreachable, in that collection's pause:
 * when a swap left a 1M-event snapshot's 25,000-odd bitmaps unreachable at once, one collection
 * paused the process for 150–280 ms. Held here and dropped BATCH every TICK_MS, they go over the
 * collections of the next few seconds instead, a few thousand at most in each under load.
 *
 * Holding an object longer never changes it: whoever still uses it (a request in flight on the
 * snapshot that stopped serving) reads it as before.
 */

export interface ReleaseOptions {
  /** Objects let go of at each tick. Default 1000. */
  batch?: number;
  /** Milliseconds between two ticks. Default 100. */
  tickMs?: number;
}

/** Holds `objects` and lets go of them `batch` at a time; the timer never keeps the process alive. */
export function releaseGradually(objects: Iterable<object>, options: ReleaseOptions = {}): void {
  const held = [...objects];
  const batch = options.batch ?? 1000;
  if (held.length <= batch) return;
  const timer = setInterval(() => {
    held.length = Math.max(0, held.length - batch);
    if (held.length === 0) clearInterval(timer);
  }, options.tickMs ?? 100);
  timer.unref();
}

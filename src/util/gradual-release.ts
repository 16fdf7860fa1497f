/**
 * Letting go of many objects over a few seconds. A Roaring bitmap's native memory is freed by its
 * finalizer inside the garbage collection that finds it unreachable, in that collection's pause:
 * when a swap left a 1M-event snapshot's 25,000-odd bitmaps unreachable at once, one collection
 * paused the process for 150–280 ms. Held here and let go of a batch every TICK_MS over SPREAD_MS,
 * they go over the collections of the next seconds instead (under load a major collection came
 * about once a second, so each frees a few thousand at most).
 *
 * Holding an object longer never changes it: whoever still uses it (a request in flight on the
 * snapshot that stopped serving) reads it as before. At most two releases run at once (a swap, then
 * a SIGHUP that finds the file unchanged): a third lets go of the oldest one's remainder at once,
 * so that swaps in quick succession never keep more than two old snapshots' bitmaps.
 */

export interface ReleaseOptions {
  /** Over how long the objects are let go of, in ms. Default SPREAD_MS. */
  spreadMs?: number;
  /** Milliseconds between two batches. Default TICK_MS. */
  tickMs?: number;
}

const SPREAD_MS = 15_000;
const TICK_MS = 100;

const MOST_AT_ONCE = 2;

interface Release {
  held: object[];
  timer: NodeJS.Timeout;
}

/** The releases going on, oldest first. */
const releases: Release[] = [];

/** Holds `objects` and lets go of them a batch per tick over the spread; the timer never keeps the process alive. */
export function releaseGradually(objects: Iterable<object>, options: ReleaseOptions = {}): void {
  while (releases.length >= MOST_AT_ONCE) stop(releases[0]!);
  const held = [...objects];
  const tickMs = options.tickMs ?? TICK_MS;
  const batch = Math.ceil((held.length * tickMs) / (options.spreadMs ?? SPREAD_MS));
  if (held.length <= batch) return;
  const release: Release = {
    held,
    timer: setInterval(() => {
      held.length = Math.max(0, held.length - batch);
      if (held.length === 0) stop(release);
    }, tickMs),
  };
  release.timer.unref();
  releases.push(release);
}

/** Ends a release: what it still holds goes at once. */
function stop(release: Release): void {
  clearInterval(release.timer);
  release.held.length = 0;
  releases.splice(releases.indexOf(release), 1);
}

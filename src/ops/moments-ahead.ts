/**
 * Builds what the serving index needs at the next moment a deadline passes or the UTC day turns
 * (its call statuses, sort=deadline's order, its upcoming split), in slices, before that moment
 * comes (docs/design.md, "The next moment, built ahead"): otherwise the first request after it
 * builds them on the serving thread, 20 to 30 ms at 1M events, and a day of the 1M data set has
 * about 30 such moments. After each moment begins, the keeper builds the next one's; after a swap
 * (wake), the new index's. Nothing here keeps the process alive.
 */
import type { SnapshotIndex } from '../search/index.js';
import { runInSlices } from '../util/sliced.js';

/** The longest wait between two passes: a missed wake costs at most this much of building ahead. */
const MAX_WAIT_MS = 60_000;
/** Woken this long after the moment's instant, when it has surely begun. */
const PAST_THE_INSTANT_MS = 5;

export interface MomentsAheadOptions {
  /** The clock, seconds since the epoch (the app's request clock). Default: the real time. */
  now?: () => number;
  /** Told of a pass that failed; the next pass runs as planned. */
  onError?: (error: unknown) => void;
}

export interface MomentsAhead {
  /** Runs a pass now (after a swap: the new index builds its next moment). */
  wake(): void;
  /** The pass running, or the last one: resolves when it has built what it set out to (tests). */
  settled(): Promise<void>;
  stop(): void;
}

/** Keeps the next moment of `current()` (the serving index, read at each pass) built ahead. */
export function keepMomentsAhead(current: () => SnapshotIndex, options: MomentsAheadOptions = {}): MomentsAhead {
  const now = options.now ?? (() => Date.now() / 1000);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let queued = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(pass, Math.max(1, Math.min(MAX_WAIT_MS, ms)));
    timer.unref();
  };
  const build = async (): Promise<void> => {
    let waitMs = MAX_WAIT_MS;
    try {
      const ahead = current().momentAhead(now());
      await runInSlices(ahead.steps);
      waitMs = (ahead.at - now()) * 1000 + PAST_THE_INSTANT_MS;
    } catch (error) {
      options.onError?.(error);
    }
    if (!stopped) schedule(waitMs);
  };
  // One pass at a time: a wake during a pass runs another right after it.
  function pass(): void {
    if (stopped || queued) return;
    queued = true;
    running = running.then(() => {
      queued = false;
      return stopped ? undefined : build();
    });
  }
  pass();
  return {
    wake: pass,
    settled: () => running,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Search analytics of one replica (docs/operating.md, Search analytics): per surface, the most
 * frequent searches and the most frequent searches that found nothing, over the last hour and the
 * last day, as their filters were read (src/api/search-seen.ts: never a caller or a key). Each
 * window is a ring of time buckets, each bucket a Space-Saving sketch per surface and kind
 * (util/space-saving.ts), so memory is bounded whatever comes: at most SKETCH_CAPACITY texts of at
 * most a few hundred characters per sketch. The report adds up a window's buckets; replicas' reports
 * add up the same way (analytics-report.ts).
 *
 * Without the sketches (SEARCH_ANALYTICS=off, for operators who must not keep queries) only the
 * counts per operation are kept, which hold no query: the Prometheus metrics of searches and of
 * searches that found nothing, and the share of these in the last hour.
 */
import { Counter, Gauge, type Registry } from 'prom-client';
import { mergeSummaries, SpaceSaving, type Summary } from '../util/space-saving.js';

/** A search as counted (src/api's SearchSeen fits). */
export interface SearchRecord {
  operation: string;
  surface: string;
  /** The filters as read, normalized and bounded. */
  filters: string;
  total: number;
}

/** Texts each sketch counts: a window lists at most this many of each kind per surface. */
export const SKETCH_CAPACITY = 100;

/** The windows: their buckets' length and how many of them. */
export const WINDOWS = {
  hour: { bucketMs: 5 * 60_000, buckets: 12 },
  day: { bucketMs: 60 * 60_000, buckets: 24 },
} as const;
export type WindowName = keyof typeof WINDOWS;

interface Counts {
  searches: number;
  foundNothing: number;
}

interface Sketches {
  searches: SpaceSaving;
  foundNothing: SpaceSaving;
}

interface Bucket {
  start: number;
  /** By surface; absent without the sketches. */
  sketches: Map<string, Sketches>;
  /** By operation. */
  counts: Map<string, Counts>;
}

/** One surface's part of a window's report. */
export interface SurfaceReport {
  searches: number;
  found_nothing: number;
  top: Summary;
  top_found_nothing: Summary;
}

export interface WindowReport {
  /** When its oldest bucket began (ISO 8601). */
  since: string;
  surfaces: Record<string, SurfaceReport>;
}

/** What GET /analytics answers. */
export interface AnalyticsReport {
  at: string;
  windows: Record<WindowName, WindowReport>;
}

class Ring {
  private readonly buckets: (Bucket | undefined)[];

  constructor(private readonly shape: { bucketMs: number; buckets: number }) {
    this.buckets = new Array(shape.buckets).fill(undefined);
  }

  /** The bucket of `nowMs`, emptied when it held an older slot's counts. */
  bucketAt(nowMs: number): Bucket {
    const start = Math.floor(nowMs / this.shape.bucketMs) * this.shape.bucketMs;
    const at = Math.floor(nowMs / this.shape.bucketMs) % this.shape.buckets;
    const held = this.buckets[at];
    if (held?.start === start) return held;
    const fresh: Bucket = { start, sketches: new Map(), counts: new Map() };
    this.buckets[at] = fresh;
    return fresh;
  }

  /** The buckets inside the window ending at `nowMs`, and when the window began. */
  live(nowMs: number): { since: number; buckets: Bucket[] } {
    const since = (Math.floor(nowMs / this.shape.bucketMs) - this.shape.buckets + 1) * this.shape.bucketMs;
    return {
      since,
      buckets: this.buckets.filter((bucket): bucket is Bucket => bucket !== undefined && bucket.start >= since),
    };
  }
}

export interface SearchAnalyticsOptions {
  /** Whether searches' filters are kept (SEARCH_ANALYTICS); without, only the counts per operation. */
  sketches: boolean;
  /** Where the Prometheus metrics of searches go (registerSearchMetrics); none: not exposed. */
  registry?: Registry;
  /** The clock, in milliseconds. Default Date.now. */
  now?: () => number;
}

export class SearchAnalytics {
  private readonly rings = { hour: new Ring(WINDOWS.hour), day: new Ring(WINDOWS.day) };
  readonly sketches: boolean;
  private readonly now: () => number;
  private readonly counters: ((search: SearchRecord) => void) | undefined;

  constructor(options: SearchAnalyticsOptions) {
    this.sketches = options.sketches;
    this.now = options.now ?? Date.now;
    this.counters = options.registry && searchMetrics(options.registry, this);
  }

  record(search: SearchRecord): void {
    this.counters?.(search);
    const nowMs = this.now();
    const none = search.total === 0;
    for (const ring of [this.rings.hour, this.rings.day]) {
      const bucket = ring.bucketAt(nowMs);
      const counts = getOr(bucket.counts, search.operation, () => ({ searches: 0, foundNothing: 0 }));
      counts.searches++;
      if (none) counts.foundNothing++;
      if (!this.sketches) continue;
      const sketches = getOr(bucket.sketches, search.surface, () => ({
        searches: new SpaceSaving(SKETCH_CAPACITY),
        foundNothing: new SpaceSaving(SKETCH_CAPACITY),
      }));
      sketches.searches.add(search.filters);
      if (none) sketches.foundNothing.add(search.filters);
    }
  }

  /** Per operation, the searches and those that found nothing in `window`. */
  counts(window: WindowName): Map<string, Counts> {
    const sums = new Map<string, Counts>();
    for (const bucket of this.rings[window].live(this.now()).buckets) {
      for (const [operation, counts] of bucket.counts) {
        const sum = getOr(sums, operation, () => ({ searches: 0, foundNothing: 0 }));
        sum.searches += counts.searches;
        sum.foundNothing += counts.foundNothing;
      }
    }
    return sums;
  }

  /** The report of every window (empty surfaces without the sketches). */
  report(): AnalyticsReport {
    const nowMs = this.now();
    const windows = {} as Record<WindowName, WindowReport>;
    for (const name of Object.keys(WINDOWS) as WindowName[]) {
      const { since, buckets } = this.rings[name].live(nowMs);
      const surfaces: Record<string, SurfaceReport> = {};
      const names = new Set(buckets.flatMap((bucket) => [...bucket.sketches.keys()]));
      for (const surface of [...names].sort()) {
        const held = buckets.flatMap((bucket) => bucket.sketches.get(surface) ?? []);
        const top = mergeSummaries(
          held.map((sketch) => sketch.searches.summary()),
          SKETCH_CAPACITY,
        );
        const none = mergeSummaries(
          held.map((sketch) => sketch.foundNothing.summary()),
          SKETCH_CAPACITY,
        );
        surfaces[surface] = { searches: top.seen, found_nothing: none.seen, top, top_found_nothing: none };
      }
      windows[name] = { since: new Date(since).toISOString(), surfaces };
    }
    return { at: new Date(nowMs).toISOString(), windows };
  }
}

function getOr<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/**
 * The Prometheus metrics of searches on `registry`: searches and searches that found nothing, per
 * operation and surface, and per operation the share of the last hour's searches that found nothing.
 */
function searchMetrics(registry: Registry, analytics: SearchAnalytics): (search: SearchRecord) => void {
  const registers = [registry];
  const labelNames = ['operation', 'surface'] as const;
  const searches = new Counter({
    name: 'searches_total',
    help: 'Searches answered (first pages), by operation and surface.',
    labelNames,
    registers,
  });
  const foundNothing = new Counter({
    name: 'searches_found_nothing_total',
    help: 'Searches answered that found no event, by operation and surface.',
    labelNames,
    registers,
  });
  new Gauge({
    name: 'search_zero_result_share',
    help: "The share of the last hour's searches that found no event, by operation (0 to 1).",
    labelNames: ['operation'],
    registers,
    // With workers, the mean of theirs.
    aggregator: 'average',
    collect() {
      this.reset();
      for (const [operation, counts] of analytics.counts('hour'))
        if (counts.searches > 0) this.set({ operation }, counts.foundNothing / counts.searches);
    },
  });
  return (search) => {
    const labels = { operation: search.operation, surface: search.surface };
    searches.inc(labels);
    if (search.total === 0) foundNothing.inc(labels);
  };
}

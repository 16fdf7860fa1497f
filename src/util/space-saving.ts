/**
 * The most frequent items of a stream in bounded memory: Space-Saving (Metwally, Agrawal and El
 * Abbadi, 2005). At most `capacity` items are counted; a new item past that takes the place of the
 * least counted one and inherits its count as its possible overcount (`error`). So every count is
 * an upper bound, `count - error` a lower one, and every item counted more than (items seen) /
 * capacity times is kept. While fewer than `capacity` distinct items came, every count is exact.
 *
 * Written here rather than taken from npm: the one maintained package with a top-k (bloom-filters)
 * counts in a Count-Min Sketch with a heap, whose counts are estimates even for a few items and
 * whose summaries cannot be added across replicas; Space-Saving's can (`mergeSummaries`), and are
 * exact while a window holds fewer searches than the capacity.
 *
 * The least counted item is found by a scan of the entries when it is needed: the scan runs only
 * when the sketch is full and a new item comes, is bounded by `capacity` (a few hundred), and saves
 * the stream-summary's linked buckets, which cost an object per count.
 */

export interface Counted {
  item: string;
  /** An upper bound of how often the item came. */
  count: number;
  /** How much of `count` may have been another item's (0: exact). */
  error: number;
}

/** A sketch's content: its entries, most counted first, and the count any item not listed may have had. */
export interface Summary {
  /** Items seen, listed or not. */
  seen: number;
  /** The most an item not in `entries` may have been seen: 0 while the sketch was never full. */
  floor: number;
  entries: Counted[];
}

export class SpaceSaving {
  private readonly entries = new Map<string, { count: number; error: number }>();
  private seen = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a whole number above 0');
  }

  add(item: string, times = 1): void {
    this.seen += times;
    const entry = this.entries.get(item);
    if (entry) {
      entry.count += times;
      return;
    }
    if (this.entries.size < this.capacity) {
      this.entries.set(item, { count: times, error: 0 });
      return;
    }
    const [least, floor] = this.least();
    this.entries.delete(least);
    this.entries.set(item, { count: floor + times, error: floor });
  }

  /** The least counted item and its count (the first such in insertion order). */
  private least(): [string, number] {
    let item = '';
    let count = Number.POSITIVE_INFINITY;
    for (const [key, entry] of this.entries) {
      if (entry.count < count) {
        item = key;
        count = entry.count;
      }
    }
    return [item, count];
  }

  summary(): Summary {
    const full = this.entries.size >= this.capacity;
    const entries = [...this.entries].map(([item, { count, error }]) => ({ item, count, error }));
    return { seen: this.seen, floor: full ? this.least()[1] : 0, entries: entries.sort(byCount) };
  }
}

/** Most counted first; equal counts by item, so that every replica and every merge lists them alike. */
function byCount(a: Counted, b: Counted): number {
  return b.count - a.count || (a.item < b.item ? -1 : a.item > b.item ? 1 : 0);
}

/**
 * The summary of the streams of `summaries` together, its `keep` most counted (Agarwal et al.,
 * "Mergeable summaries", 2012): an item one summary does not list may have had that summary's floor,
 * which its count and error take on. Exact where every summary is.
 */
export function mergeSummaries(summaries: readonly Summary[], keep: number): Summary {
  const items = new Set<string>();
  for (const summary of summaries) for (const entry of summary.entries) items.add(entry.item);
  const listed = summaries.map((summary) => new Map(summary.entries.map((entry) => [entry.item, entry])));
  const merged: Counted[] = [];
  for (const item of items) {
    let count = 0;
    let error = 0;
    summaries.forEach((summary, at) => {
      const entry = listed[at]!.get(item);
      count += entry ? entry.count : summary.floor;
      error += entry ? entry.error : summary.floor;
    });
    merged.push({ item, count, error });
  }
  merged.sort(byCount);
  const floors = summaries.reduce((sum, summary) => sum + summary.floor, 0);
  const cut = merged.length > keep ? merged[keep]!.count : 0;
  return {
    seen: summaries.reduce((sum, summary) => sum + summary.seen, 0),
    floor: Math.max(floors, cut),
    entries: merged.slice(0, keep),
  };
}

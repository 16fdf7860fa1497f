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
 * Once full, the least counted item is the root of a binary heap of the entries, ordered by count and
 * then by when each came in (the first of the least counted is the one to go): a count that grows
 * moves its entry down the heap in at most log2(capacity) swaps, and a newcomer takes the root's
 * place; until full, nothing goes and counting moves nothing. A scan of the entries for each
 * newcomer walked `capacity` entries, which a stream of searches all different pays on every one;
 * the heap needs no object per count, unlike the stream-summary's linked buckets.
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

/** An item's count, its possible overcount, when it came in (a sequence number) and its place in the heap. */
interface Entry {
  item: string;
  count: number;
  error: number;
  came: number;
  at: number;
}

/** Whether `a` goes before `b` in the heap: fewer counts, or as many and came in first. */
const before = (a: Entry, b: Entry): boolean => a.count < b.count || (a.count === b.count && a.came < b.came);

export class SpaceSaving {
  private readonly entries = new Map<string, Entry>();
  /** The entries as a binary heap, the least counted (first come) at the root. */
  private readonly heap: Entry[] = [];
  private seen = 0;
  private comings = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a whole number above 0');
  }

  add(item: string, times = 1): void {
    this.seen += times;
    const entry = this.entries.get(item);
    if (entry) {
      entry.count += times;
      if (this.full) this.down(entry.at);
      return;
    }
    if (!this.full) {
      const added: Entry = { item, count: times, error: 0, came: this.comings++, at: this.heap.length };
      this.entries.set(item, added);
      this.heap.push(added);
      // Ordered once full: until then no entry goes, and counting costs no move.
      if (this.full) for (let i = (this.heap.length >> 1) - 1; i >= 0; i--) this.down(i);
      return;
    }
    // The least counted entry's place goes to the newcomer, with its count as the error.
    const least = this.heap[0]!;
    this.entries.delete(least.item);
    const floor = least.count;
    Object.assign(least, { item, count: floor + times, error: floor, came: this.comings++ });
    this.entries.set(item, least);
    this.down(0);
  }

  /** Whether `capacity` items are counted: a newcomer then takes a place, and the heap is kept in order. */
  private get full(): boolean {
    return this.heap.length >= this.capacity;
  }

  private swap(i: number, j: number): void {
    const a = this.heap[i]!;
    const b = this.heap[j]!;
    this.heap[i] = b;
    this.heap[j] = a;
    b.at = i;
    a.at = j;
  }

  private down(at: number): void {
    const { heap } = this;
    let i = at;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const child = right < heap.length && before(heap[right]!, heap[left]!) ? right : left;
      if (!before(heap[child]!, heap[i]!)) return;
      this.swap(i, child);
      i = child;
    }
  }

  summary(): Summary {
    const entries = this.heap.map(({ item, count, error }) => ({ item, count, error }));
    return { seen: this.seen, floor: this.full ? this.heap[0]!.count : 0, entries: entries.sort(byCount) };
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

/**
 * Calendar feeds already written, by their entity tag (made of the snapshot version, the moment and
 * the feed's parameters, feeds.ts): a thousand subscribers of one feed cost one search per snapshot.
 * Bounded in bytes like the response cache (response-cache.ts): a body is held as UTF-8 in a Buffer
 * of its own size. Its own cache rather than the response cache: a feed's answer is text/calendar
 * with headers of its own (the events left out), which the response cache does not keep.
 */
import { LRUCache } from 'lru-cache';

export interface CachedFeed {
  readonly body: Buffer;
  readonly total: number;
  readonly shown: number;
  readonly omitted: number;
}

/** What an entry costs beside its body: the entry, its key and the LRU's slots (as the response cache counts). */
const ENTRY_OVERHEAD_BYTES = 512;

export class FeedCache {
  readonly #lru: LRUCache<string, CachedFeed>;

  constructor(maxBytes: number) {
    this.#lru = new LRUCache<string, CachedFeed>({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry) => entry.body.length + ENTRY_OVERHEAD_BYTES,
    });
  }

  get(key: string): CachedFeed | undefined {
    return this.#lru.get(key);
  }

  /** Stores a feed's text and counts; returns the entry (a feed over the whole budget is not kept). */
  set(key: string, feed: { text: string; total: number; shown: number; omitted: number }): CachedFeed {
    const body = Buffer.allocUnsafeSlow(Buffer.byteLength(feed.text, 'utf8'));
    body.write(feed.text, 'utf8');
    const entry: CachedFeed = Object.freeze({ body, total: feed.total, shown: feed.shown, omitted: feed.omitted });
    if (body.length + ENTRY_OVERHEAD_BYTES <= this.#lru.maxSize) this.#lru.set(key, entry);
    return entry;
  }

  get size(): number {
    return this.#lru.size;
  }
}

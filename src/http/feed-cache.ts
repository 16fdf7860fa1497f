/**
 * Calendar feeds already written, by their key (the snapshot version, the moment and the feed's
 * parameters as given, routes/feeds.ts): a thousand subscribers of one feed cost one search per snapshot.
 * Bounded in bytes like the response cache (response-cache.ts): a body is held as UTF-8 in a Buffer
 * of its own size. Its own cache rather than the response cache: a feed's answer is text/calendar
 * with headers of its own (the events left out), which the response cache does not keep.
 */
import { LRUCache } from 'lru-cache';

export interface CachedFeed {
  readonly body: Buffer;
  /** Its validators, worked out when it was written (feeds.ts). */
  readonly etag: string;
  readonly lastModified: string;
  readonly total: number;
  readonly shown: number;
  readonly omitted: number;
}

interface WrittenFeed {
  /** As UTF-8, in a Buffer of its own size (calendar.ts). */
  body: Buffer;
  total: number;
  shown: number;
  omitted: number;
}
type Validators = Pick<CachedFeed, 'etag' | 'lastModified'>;

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

  /** A feed's entry: its body, its counts and validators. */
  static entry(feed: WrittenFeed, validators: Validators): CachedFeed {
    return Object.freeze({
      body: feed.body,
      total: feed.total,
      shown: feed.shown,
      omitted: feed.omitted,
      ...validators,
    });
  }

  /** Stores a feed; returns its entry (a feed over the whole budget is not kept). */
  set(key: string, feed: WrittenFeed, validators: Validators): CachedFeed {
    const entry = FeedCache.entry(feed, validators);
    if (entry.body.length + ENTRY_OVERHEAD_BYTES <= this.#lru.maxSize) this.#lru.set(key, entry);
    return entry;
  }

  get size(): number {
    return this.#lru.size;
  }
}

/**
 * Calendar feeds already written, by their key (the snapshot version, the moment and the feed's
 * parameters as given, routes/feeds.ts): a thousand subscribers of one feed cost one search per snapshot.
 * Bounded in bytes like the response cache (response-cache.ts): a body is held as UTF-8 in a Buffer
 * of its own size, and its compressed encodings beside it (encoding.ts), each made once, the first
 * time a subscriber asks for it. Its own cache rather than the response cache: a feed's answer is
 * text/calendar with headers of its own (the events left out), which the response cache does not keep.
 */
import { LRUCache } from 'lru-cache';
import type { Coding, Encodings } from './encoding.js';

export interface CachedFeed {
  readonly body: Buffer;
  /** The body compressed, in the encodings asked for so far. */
  readonly encoded: Encodings;
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

/** What an entry costs beside its bodies: the entry, its key and the LRU's slots (as the response cache counts). */
const ENTRY_OVERHEAD_BYTES = 512;

function entryBytes(entry: CachedFeed): number {
  let bytes = entry.body.length + ENTRY_OVERHEAD_BYTES;
  for (const encoded of Object.values(entry.encoded)) bytes += encoded.length;
  return bytes;
}

export class FeedCache {
  readonly #lru: LRUCache<string, CachedFeed>;

  constructor(maxBytes: number) {
    this.#lru = new LRUCache<string, CachedFeed>({ maxSize: Math.max(1, maxBytes), sizeCalculation: entryBytes });
  }

  get(key: string): CachedFeed | undefined {
    return this.#lru.get(key);
  }

  /** A feed's entry: its body, its counts and validators. */
  static entry(feed: WrittenFeed, validators: Validators): CachedFeed {
    return Object.freeze({
      body: feed.body,
      encoded: Object.freeze({}),
      total: feed.total,
      shown: feed.shown,
      omitted: feed.omitted,
      ...validators,
    });
  }

  /** Stores a feed; returns its entry (a feed over the whole budget is not kept). */
  set(key: string, feed: WrittenFeed, validators: Validators): CachedFeed {
    const entry = FeedCache.entry(feed, validators);
    if (entryBytes(entry) <= this.#lru.maxSize) this.#lru.set(key, entry);
    return entry;
  }

  /**
   * Keeps `bytes`, the feed at `key` in the encoding `coding`, beside its plain bytes (unless the
   * entry has left the cache, or would grow over the whole budget); returns the entry as it now is.
   */
  addEncoding(key: string, entry: CachedFeed, coding: Coding, bytes: Buffer): CachedFeed {
    const grown: CachedFeed = Object.freeze({
      ...entry,
      encoded: Object.freeze({ ...entry.encoded, [coding]: bytes }),
    });
    if (this.#lru.peek(key) !== entry || entryBytes(grown) > this.#lru.maxSize) return entry;
    this.#lru.set(key, grown);
    return grown;
  }

  get size(): number {
    return this.#lru.size;
  }
}

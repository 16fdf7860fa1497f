/**
 * A cache of serialized answers, bounded in bytes, with a strong ETag per answer.
 *
 * An answer is a function of the snapshot, the moment (today's UTC date, for the default order and
 * the statistics; the count of submission deadlines passed, for calls for papers), the route and
 * the parameters the route reads. The key holds exactly those: the snapshot version, the moment
 * (the day and, from the HTTP layer, the deadlines passed: a cached answer never outlives the next
 * deadline instant), the route pattern, the path parameters and the query parameters,
 * sorted by name. Every query parameter counts, unknown ones too: a request with an unknown one is
 * a 400, so it must not share a key with the same request without it.
 * Values are kept exactly as given: the API trims most values, but not every rule looks at the
 * trimmed text (a control character in `countries` is refused before trimming), so folding values
 * here could serve a cached 200 where the route answers 400. A value that is not a single string
 * (a repeated parameter, which is a 400) makes the request uncacheable.
 *
 * Only successful answers belong here; errors are cheap and must keep going through the route.
 * No Fastify here: the HTTP layer decides where to look up and where to store
 * (answer-path.ts, for every kind of answer). An answer whose validators are known before
 * it is made (a calendar feed's) keeps the tag and Last-Modified it was given, and the headers its
 * kind keeps (a feed's counts).
 *
 * The budget is the memory the entries cost, not their length in characters. Bodies are held as
 * UTF-8 in Buffers of their exact size: a serialized answer is a JS string built by concatenation
 * (a tree of pieces until flattened), and one character above U+00FF makes V8 store every character
 * of a string in 2 bytes, so a string cache held several times its budget. Each entry is charged its
 * body's bytes, its compressed encodings' bytes (encoding.ts: kept beside the plain ones, each made
 * the first time a request asks for it) and ENCODING_OVERHEAD_BYTES for each, its key's bytes as
 * V8 stores the key, and ENTRY_OVERHEAD_BYTES.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SearchSeen } from '../api/index.js';
import type { Coding, Encodings } from './encoding.js';

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/**
 * What an entry costs beside its body and key: the entry object, the Buffer's objects, the ETag
 * string and the LRU's slots. Measured at about 490 bytes on Node 20.
 */
export const ENTRY_OVERHEAD_BYTES = 512;
/**
 * What each encoding kept beside the plain bytes costs beyond its length: its Buffer's objects and
 * the entry's new map of encodings. Measured at about 210 bytes an encoding on Node 24
 * (`npm run bench:cache-churn -- --entry-cost`, bench/README.md).
 */
export const ENCODING_OVERHEAD_BYTES = 256;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is every one-byte character.
const ONE_BYTE_RE = /^[\u0000-\u00ff]*$/;

export interface CachedResponse {
  /** The serialized body, as sent, in UTF-8. */
  readonly body: Buffer;
  /** The body compressed, in the encodings asked for so far. */
  readonly encoded: Encodings;
  /** A strong entity tag, quoted: `"<base64url of the body's SHA-1>"` unless given. */
  readonly etag: string;
  /** Bytes charged to the cache for this entry (see the module comment). */
  readonly bytes: number;
  /** When the answer last changed (an HTTP date), when its kind says (a calendar feed's). */
  readonly lastModified?: string;
  /** The answer's headers its kind keeps (a calendar feed's counts), sent as they are. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The search it answers, told to the search analytics again at each hit. */
  readonly seen?: SearchSeen;
}

/** What an entry is given beside its body: its validators when known before it (a feed's), its kept headers. */
export interface GivenHeaders {
  etag?: string;
  lastModified?: string;
  headers?: Readonly<Record<string, string>>;
  seen?: SearchSeen;
}

/** The entry of `body` at `key`: its own buffer, its tag (the body's SHA-1 unless given) and its size. */
export function cacheEntry(key: string, body: string | Buffer, given?: GivenHeaders): CachedResponse {
  const buffer = ownBuffer(body);
  return Object.freeze({
    body: buffer,
    encoded: Object.freeze({}),
    etag: given?.etag ?? etagOf(buffer),
    bytes:
      buffer.length + stringBytes(key) + ENTRY_OVERHEAD_BYTES + (given?.seen ? stringBytes(given.seen.filters) : 0),
    ...(given?.lastModified === undefined ? {} : { lastModified: given.lastModified }),
    ...(given?.headers === undefined ? {} : { headers: given.headers }),
    ...(given?.seen === undefined ? {} : { seen: given.seen }),
  });
}

export interface ResponseCacheOptions {
  /** Bound on the sum of entry sizes, in bytes. Default 64 MiB. */
  maxBytes?: number;
  /** Entries larger than this are not stored. Default maxBytes / 16. */
  maxEntryBytes?: number;
}

export interface ResponseCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  /** Entries stored. */
  stores: number;
  /** Entries dropped to make room. */
  evictions: number;
  /** Answers not stored because they were over maxEntryBytes. */
  tooLarge: number;
}

export interface CacheKeyParts {
  /** The serving snapshot's version (snapshotVersion). */
  version: string;
  /** Today's date (UTC) by the app's clock, in any stable form (day number or YYYY-MM-DD), with the deadlines passed. */
  day: string | number;
  /** The route pattern, e.g. `/api/gpt/conferences/:id` (request.routeOptions.url), not the raw URL. */
  route: string;
  /** Path parameters (request.params); all are kept. */
  params?: unknown;
  /** The query (request.query as Fastify parsed it). */
  query?: unknown;
  /** Who the answer is for, when it holds what is the caller's own (a search's page cursors). */
  caller?: string;
}

/**
 * The canonical cache key of a request, or undefined when it must not be cached (a parameter given
 * twice or not as a string). Parameters given in another order give the same key.
 *
 * Built by hand, each part written as its length and its text (`5:limit`), so that the parts stay
 * apart whatever characters they hold: JSON.stringify of sorted [name, value] pairs did the same
 * at about 1.7 times the cost (0.75 against 0.44 µs a key over the Zipf stream's queries, in
 * process), on every request to a cached route.
 */
export function cacheKey(parts: CacheKeyParts): string | undefined {
  const params = pairsText(parts.params);
  if (params === undefined) return undefined;
  const query = pairsText(parts.query);
  if (query === undefined) return undefined;
  const caller = parts.caller === undefined ? '' : part(parts.caller);
  return `${part(parts.version)}${part(String(parts.day))}${part(parts.route)}${params}${query}${caller}`;
}

function part(text: string): string {
  return `${text.length}:${text}`;
}

/**
 * The string values of `raw`, sorted by name, as their count and then each name and value as a
 * part; undefined if a value is not one string (a repeated parameter).
 */
function pairsText(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return '0;';
  if (typeof raw !== 'object') return undefined;
  const names = Object.keys(raw).sort();
  let text = '';
  let count = 0;
  for (const name of names) {
    const value = (raw as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return undefined;
    text += part(name) + part(value);
    count++;
  }
  return `${count};${text}`;
}

/** A strong ETag for a body: the SHA-1 of its UTF-8 bytes in base64url, quoted. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Bytes V8 holds for a string's characters: 1 each when all are up to U+00FF, else 2 each. */
function stringBytes(text: string): number {
  return ONE_BYTE_RE.test(text) ? text.length : 2 * text.length;
}

/**
 * The body in a Buffer of its own, of its exact size (not a slice of a shared pool slab, which
 * would keep the whole slab alive): a Buffer that is one already is kept as it is.
 */
function ownBuffer(body: string | Buffer): Buffer {
  if (typeof body !== 'string') {
    if (body.byteOffset === 0 && body.buffer.byteLength === body.length) return body;
    const copy = Buffer.allocUnsafeSlow(body.length);
    body.copy(copy);
    return copy;
  }
  const buffer = Buffer.allocUnsafeSlow(Buffer.byteLength(body, 'utf8'));
  buffer.write(body, 'utf8');
  return buffer;
}

export class ResponseCache {
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  readonly #lru: LRUCache<string, CachedResponse>;
  #hits = 0;
  #misses = 0;
  #stores = 0;
  #evictions = 0;
  #tooLarge = 0;
  readonly #beside: ResponseCache[] = [];

  constructor(options: ResponseCacheOptions = {}) {
    this.maxBytes = Math.max(1, Math.floor(options.maxBytes ?? DEFAULT_MAX_BYTES));
    this.maxEntryBytes = Math.max(1, Math.min(this.maxBytes, Math.floor(options.maxEntryBytes ?? this.maxBytes / 16)));
    this.#lru = new LRUCache<string, CachedResponse>({
      maxSize: this.maxBytes,
      maxEntrySize: this.maxEntryBytes,
      sizeCalculation: (entry) => entry.bytes,
      dispose: (_value, _key, reason) => {
        if (reason === 'evict') this.#evictions++;
      },
    });
  }

  /** The cached answer for `key`, counting a hit or a miss. */
  get(key: string): CachedResponse | undefined {
    const entry = this.#lru.get(key);
    if (entry === undefined) this.#misses++;
    else this.#hits++;
    return entry;
  }

  /**
   * Stores a serialized answer and returns it with its ETag. An answer over maxEntryBytes is not
   * stored, but still returned with its ETag.
   */
  set(key: string, body: string | Buffer, given?: GivenHeaders): CachedResponse {
    const entry = cacheEntry(key, body, given);
    if (entry.bytes > this.maxEntryBytes) {
      this.#tooLarge++;
      this.#lru.delete(key);
      return entry;
    }
    this.#lru.set(key, entry);
    this.#stores++;
    return entry;
  }

  /**
   * Keeps `bytes`, the answer at `key` in the encoding `coding`, beside its plain bytes; returns the
   * entry as it now is. Nothing is kept when the entry has left the cache or would grow over
   * maxEntryBytes (it stays as it was).
   */
  addEncoding(key: string, entry: CachedResponse, coding: Coding, bytes: Buffer): CachedResponse {
    const grown: CachedResponse = Object.freeze({
      ...entry,
      encoded: Object.freeze({ ...entry.encoded, [coding]: bytes }),
      bytes: entry.bytes + bytes.length + ENCODING_OVERHEAD_BYTES,
    });
    if (this.#lru.peek(key) !== entry || grown.bytes > this.maxEntryBytes) return entry;
    this.#lru.set(key, grown);
    return grown;
  }

  /**
   * A store of its own budget kept beside this one and cleared with it (the calendar feeds' store),
   * so that a swap, which clears this one, leaves no old version's entries holding either budget.
   */
  beside(options: ResponseCacheOptions): ResponseCache {
    const store = new ResponseCache(options);
    this.#beside.push(store);
    return store;
  }

  /** Drops every entry, and those of the stores beside it (after a snapshot swap the old version's keys are never asked for again). */
  clear(): void {
    this.#lru.clear();
    for (const store of this.#beside) store.clear();
  }

  stats(): ResponseCacheStats {
    return {
      entries: this.#lru.size,
      bytes: this.#lru.calculatedSize,
      maxBytes: this.maxBytes,
      hits: this.#hits,
      misses: this.#misses,
      stores: this.#stores,
      evictions: this.#evictions,
      tooLarge: this.#tooLarge,
    };
  }
}

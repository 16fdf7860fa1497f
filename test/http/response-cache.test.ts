import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { matchingTag } from '../../src/http/encoding.js';
import {
  cacheKey,
  ENCODING_OVERHEAD_BYTES,
  ENTRY_OVERHEAD_BYTES,
  etagOf,
  ResponseCache,
} from '../../src/http/response-cache.js';

const ifNoneMatch = (header: string | string[] | undefined, tag: string) => matchingTag(header, tag) !== undefined;

const base = {
  version: '2026-11-21T06:01:01Z-6675922b',
  day: 20_778,
  route: '/api/gpt/conferences',
};

describe('cacheKey', () => {
  it('does not depend on the order of the parameters', () => {
    expect(cacheKey({ ...base, query: { limit: '10', q: 'ML' } })).toBe(
      cacheKey({ ...base, query: { q: 'ML', limit: '10' } }),
    );
  });

  it('keeps unknown parameters apart: a request with one is a 400, never the cached 200', () => {
    expect(cacheKey({ ...base, query: { q: 'ML', utm_source: 'x' } })).not.toBe(
      cacheKey({ ...base, query: { q: 'ML' } }),
    );
  });

  it('keeps values exactly as given: case and spaces change the echoed query or the validation', () => {
    const ml = cacheKey({ ...base, query: { q: 'ML' } });
    expect(cacheKey({ ...base, query: { q: 'ml' } })).not.toBe(ml);
    expect(cacheKey({ ...base, query: { q: ' ML' } })).not.toBe(ml);
    expect(cacheKey({ ...base, query: { countries: 'Germany\n' } })).not.toBe(
      cacheKey({ ...base, query: { countries: 'Germany' } }),
    );
    expect(cacheKey({ ...base, query: { q: '' } })).not.toBe(cacheKey({ ...base, query: {} }));
  });

  it('separates snapshot versions, days, routes and path parameters', () => {
    const key = cacheKey({ ...base, query: { q: 'ML' } });
    expect(cacheKey({ ...base, version: 'other', query: { q: 'ML' } })).not.toBe(key);
    expect(cacheKey({ ...base, day: 20_779, query: { q: 'ML' } })).not.toBe(key);
    expect(cacheKey({ ...base, route: '/api/gpt/countries', query: { q: 'ML' } })).not.toBe(key);
    const one = { ...base, route: '/api/gpt/conferences/:id' };
    expect(cacheKey({ ...one, params: { id: '1' } })).not.toBe(cacheKey({ ...one, params: { id: '2' } }));
    // A query parameter never stands in for a path parameter.
    expect(cacheKey({ ...one, params: { id: '1' }, query: { id: '2' } })).not.toBe(
      cacheKey({ ...one, params: { id: '2' } }),
    );
  });

  it('cannot be confused by separators inside values', () => {
    const a = cacheKey({ ...base, query: { q: 'a","limit":"5' } });
    const b = cacheKey({ ...base, query: { q: 'a', limit: '5' } });
    expect(a).not.toBe(b);
  });

  it('is undefined for a repeated parameter or a value that is not a string', () => {
    expect(cacheKey({ ...base, query: { q: ['a', 'b'] } })).toBeUndefined();
    expect(cacheKey({ ...base, query: { q: { nested: 'x' } } })).toBeUndefined();
    expect(cacheKey({ ...base, query: 'q=a' })).toBeUndefined();
    expect(cacheKey({ ...base, query: { q: 'a', other: ['1', '2'] } })).toBeUndefined();
  });

  it('accepts a query without parameters, null or a null-prototype object', () => {
    const empty = cacheKey({ ...base });
    expect(cacheKey({ ...base, query: {} })).toBe(empty);
    expect(cacheKey({ ...base, query: null })).toBe(empty);
    const bare = Object.assign(Object.create(null) as Record<string, string>, { limit: '3' });
    expect(cacheKey({ ...base, query: bare })).toBe(cacheKey({ ...base, query: { limit: '3' } }));
  });
});

describe('etagOf and matchingTag', () => {
  it('gives a quoted SHA-1 of the body', () => {
    const body = '{"success":true}';
    expect(etagOf(body)).toBe(`"${createHash('sha1').update(body).digest('base64url')}"`);
    expect(etagOf(body)).not.toBe(etagOf('{"success":false}'));
  });

  it('matches exact, listed, weak and wildcard tags', () => {
    const tag = etagOf('x');
    expect(ifNoneMatch(undefined, tag)).toBe(false);
    expect(ifNoneMatch(tag, tag)).toBe(true);
    expect(ifNoneMatch(`"other", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatch(`W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatch('*', tag)).toBe(true);
    expect(ifNoneMatch(['"a"', tag], tag)).toBe(true);
    expect(ifNoneMatch('"a", "b"', tag)).toBe(false);
    expect(ifNoneMatch(tag.slice(1, -1), tag)).toBe(false);
  });
});

describe('ResponseCache', () => {
  it('returns what was stored, with its ETag, and counts hits and misses', () => {
    const cache = new ResponseCache();
    expect(cache.get('k')).toBeUndefined();
    const stored = cache.set('k', '{"success":true,"city":"München"}');
    expect(stored.etag).toBe(etagOf('{"success":true,"city":"München"}'));
    expect(stored.body).toEqual(Buffer.from('{"success":true,"city":"München"}'));
    expect(stored.bytes).toBe(Buffer.byteLength('{"success":true,"city":"München"}') + 1 + ENTRY_OVERHEAD_BYTES);
    expect(cache.get('k')).toBe(stored);
    expect(cache.stats()).toEqual({
      entries: 1,
      bytes: stored.bytes,
      maxBytes: 64 * 1024 * 1024,
      hits: 1,
      misses: 1,
      stores: 1,
      evictions: 0,
      tooLarge: 0,
    });
  });

  it('clears the stores kept beside it with its own entries, each within its own budget', () => {
    const cache = new ResponseCache({ maxBytes: 64 * 1024 });
    const feeds = cache.beside({ maxBytes: 16 * 1024, maxEntryBytes: 16 * 1024 });
    cache.set('json', '{"a":1}');
    feeds.set('feed', 'BEGIN:VCALENDAR');
    expect(feeds.maxBytes).toBe(16 * 1024);
    expect(cache.stats().entries).toBe(1);
    expect(feeds.stats().entries).toBe(1);
    cache.clear();
    expect(cache.stats().entries).toBe(0);
    expect(feeds.stats().entries).toBe(0);
    feeds.set('feed', 'BEGIN:VCALENDAR');
    feeds.clear();
    cache.set('json', '{"a":1}');
    feeds.set('feed', 'BEGIN:VCALENDAR');
    feeds.clear();
    expect(cache.stats().entries).toBe(1);
  });

  it('stays within its byte bound, dropping the least recently used first', () => {
    const entry = 200 + ENTRY_OVERHEAD_BYTES;
    const cache = new ResponseCache({ maxBytes: 5 * entry, maxEntryBytes: 5 * entry });
    const body = 'x'.repeat(198); // 200 bytes with a two-character key
    for (let i = 0; i < 5; i++) cache.set(`k${i}`, body);
    expect(cache.stats().bytes).toBe(5 * entry);
    cache.get('k0'); // now the most recently used
    cache.set('k5', body);
    expect(cache.stats().bytes).toBeLessThanOrEqual(5 * entry);
    expect(cache.get('k0')).toBeDefined();
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 5, evictions: 1 });
    for (let i = 10; i < 60; i++) cache.set(`k${i}`, body);
    expect(cache.stats().bytes).toBeLessThanOrEqual(5 * entry);
  });

  it('counts bytes, not characters', () => {
    const budget = 100 + ENTRY_OVERHEAD_BYTES;
    const cache = new ResponseCache({ maxBytes: budget, maxEntryBytes: budget });
    cache.set('a', 'é'.repeat(40)); // 80 bytes + 1
    cache.set('b', 'é'.repeat(40));
    expect(cache.stats().entries).toBe(1);
    expect(cache.get('a')).toBeUndefined();
  });

  // One character above U+00FF makes V8 hold a whole string in 2 bytes per character: bodies are
  // held as UTF-8 Buffers of their own, and keys are charged as V8 holds them.
  it('charges the memory an entry holds: its UTF-8 body in a Buffer of its own, and its key as held', () => {
    const cache = new ResponseCache();
    const body = `{"city":"Łódź","name":"${'x'.repeat(5000)}"}`;
    const key = `["v",1,"/api/gpt/conferences",[],[["q","${'y'.repeat(100)}東京"]]]`;
    const stored = cache.set(key, body);
    expect(Buffer.isBuffer(stored.body)).toBe(true);
    expect(stored.body.toString('utf8')).toBe(body);
    expect(stored.body.length).toBe(Buffer.byteLength(body));
    // Not a view into a shared pool: the Buffer's memory is its own.
    expect(stored.body.buffer.byteLength).toBe(stored.body.length);
    expect(stored.bytes).toBe(Buffer.byteLength(body) + 2 * key.length + ENTRY_OVERHEAD_BYTES);
    expect(cache.set('k', '{"a":1}').bytes).toBe(7 + 1 + ENTRY_OVERHEAD_BYTES);
  });

  it('does not store an answer over maxEntryBytes, but still tags it', () => {
    const cache = new ResponseCache({ maxBytes: 10_000, maxEntryBytes: 100 + ENTRY_OVERHEAD_BYTES });
    const big = cache.set('big', 'y'.repeat(200));
    expect(big.etag).toBe(etagOf('y'.repeat(200)));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, stores: 0, tooLarge: 1 });
  });

  // A kept encoding holds its bytes and, beside them, a Buffer's objects and a new map of encodings.
  it('charges each encoding it keeps its length and the objects that hold it', () => {
    const cache = new ResponseCache();
    const plain = cache.set('k', 'z'.repeat(3000));
    const br = cache.addEncoding('k', plain, 'br', Buffer.alloc(100));
    expect(br.bytes).toBe(plain.bytes + 100 + ENCODING_OVERHEAD_BYTES);
    const both = cache.addEncoding('k', br, 'gzip', Buffer.alloc(120));
    expect(both.bytes).toBe(plain.bytes + 220 + 2 * ENCODING_OVERHEAD_BYTES);
    expect(cache.stats().bytes).toBe(both.bytes);
    expect(cache.get('k')?.encoded.gzip?.length).toBe(120);
  });

  it('keeps no encoding for an entry that has left, nor one that would grow it over maxEntryBytes', () => {
    const cache = new ResponseCache({ maxBytes: 100_000, maxEntryBytes: 2000 + ENTRY_OVERHEAD_BYTES + 1 });
    const entry = cache.set('k', 'z'.repeat(1000));
    expect(cache.addEncoding('k', entry, 'br', Buffer.alloc(1000 - ENCODING_OVERHEAD_BYTES))).not.toBe(entry);
    const again = cache.set('j', 'z'.repeat(1000));
    expect(cache.addEncoding('j', again, 'br', Buffer.alloc(1002 - ENCODING_OVERHEAD_BYTES))).toBe(again);
    cache.clear();
    expect(cache.addEncoding('j', again, 'gzip', Buffer.alloc(10))).toBe(again);
    expect(cache.stats().bytes).toBe(0);
  });

  it('forgets everything on clear()', () => {
    const cache = new ResponseCache();
    cache.set('a', '1');
    cache.set('b', '2');
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, evictions: 0 });
    expect(cache.get('a')).toBeUndefined();
  });
});

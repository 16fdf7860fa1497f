/**
 * The caches of sets an index keeps for the searches that follow (index-view.ts, SetCaches), made
 * empty for each snapshot.
 */
import { LRUCache } from 'lru-cache';
import type { RoaringBitmap32 } from '../util/roaring.js';
import type { SetCaches } from './index-view.js';

/** Enough for the filter combinations a busy client repeats; each entry is one bitmap. */
export const SET_CACHE_ENTRIES = 256;
/**
 * The unions and the date sets, bounded by bytes as well as entries: a set is a few bytes (a date
 * range) to 128 KiB (a common word's events at 1M). At 256 entries, the random mix's 348 unions
 * (9.1 MiB) did not fit, and an LRU walked through in a loop larger than itself keeps nothing:
 * each pass built every one again (docs/design.md, "Set caches").
 */
const SHARED_SET_ENTRIES = 1024;
const SHARED_SET_BYTES = 32 * 1024 * 1024;

/** A cache of sets bounded by SHARED_SET_ENTRIES and SHARED_SET_BYTES (their portable sizes). */
function sharedSetCache(): LRUCache<string, RoaringBitmap32> {
  return new LRUCache({
    max: SHARED_SET_ENTRIES,
    maxSize: SHARED_SET_BYTES,
    sizeCalculation: (set) => Math.max(1, set.getSerializationSizeInBytes('portable')),
  });
}
/** Unions of prefixes below the precomputed fan-out (typing a word repeats them). */
const PREFIX_CACHE_ENTRIES = 512;
/** Words of q looked up for their compounds (each a short list of strings). */
const WORD_CACHE_ENTRIES = 4096;
/** Counted facets (each at most 20 values). */
const FACET_CACHE_ENTRIES = 2048;

/** Empty caches for one snapshot's index. */
export function newSetCaches(): SetCaches {
  return {
    unions: sharedSetCache(),
    dateSets: sharedSetCache(),
    prefixUnions: new LRUCache({ max: PREFIX_CACHE_ENTRIES }),
    compounds: new LRUCache({ max: WORD_CACHE_ENTRIES }),
    facets: new LRUCache({ max: FACET_CACHE_ENTRIES }),
    similar: new LRUCache({ max: SET_CACHE_ENTRIES }),
  };
}

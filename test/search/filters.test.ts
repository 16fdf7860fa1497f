/**
 * The filter table (src/search/filters.ts): every facet has its own filter in it, every key of a
 * search that chooses events belongs to one row, and a row's step runs only when it is given.
 */
import { describe, expect, it } from 'vitest';
import { FILTERS, givenFilters, OWN_KEYS, withoutFilter } from '../../src/search/filters.js';
import { FILTER_NAMES, REQUEST_FACETS, type SearchFilters } from '../../src/search/index.js';

describe('the filter table', () => {
  it('gives every facet the keys it ignores, each of one row', () => {
    expect(Object.keys(OWN_KEYS).sort()).toEqual([...REQUEST_FACETS].sort());
    const keys = FILTER_NAMES.flatMap((name) => FILTERS[name].keys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const facet of REQUEST_FACETS) for (const key of OWN_KEYS[facet]) expect(keys, facet).toContain(key);
    expect(OWN_KEYS.year).toEqual(['year']);
    expect(OWN_KEYS.country).toEqual(['country', 'countries']);
  });

  it('names the filters given, in plan order, and leaves one out with all its keys', () => {
    const filters: SearchFilters = {
      limit: 10,
      offset: 0,
      year: 2027,
      near: { place: 'Berlin' },
      radiusKm: 20,
      q: 'ai',
    };
    expect(givenFilters(filters)).toEqual(['near', 'q', 'dates']);
    expect(withoutFilter(filters, 'near')).toEqual({ limit: 10, offset: 0, year: 2027, q: 'ai' });
  });

  it('names a filter by any one of its keys, and not by a key present but undefined', () => {
    for (const name of FILTER_NAMES) {
      for (const key of FILTERS[name].keys) {
        const filters = { limit: 10, offset: 0, sort: 'date', [key]: 'x' } as unknown as SearchFilters;
        expect(givenFilters(filters), key).toEqual([name]);
        expect(givenFilters({ ...filters, [key]: undefined }), key).toEqual([]);
      }
    }
    const every = Object.fromEntries(FILTER_NAMES.map((name) => [FILTERS[name].keys[0], 1]));
    expect(givenFilters(every as unknown as SearchFilters)).toEqual([...FILTER_NAMES]);
  });
});

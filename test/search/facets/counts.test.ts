/**
 * The two ways a facet is counted over a scope (src/search/facets/counts.ts): reading the events'
 * columns and intersecting the scope with each value's list give the same counts, for every facet,
 * over scopes sparse and dense; and which way a facet of many values takes by the scope's size.
 */
import { describe, expect, it } from 'vitest';
import { FACETS } from '../../../src/search/index.js';
import { countColumns } from '../../../src/search/components/facet-tables.js';
import { matchesOf } from '../../../src/search/components/matches.js';
import { endOfDay } from '../../../src/search/components/cfp.js';
import { countByLists, readsColumn } from '../../../src/search/facets/counts.js';
import { planSearch } from '../../../src/search/filters.js';
import { RoaringBitmap32 } from '../../../src/util/roaring.js';
import { randomFilters, seededRandom } from '../../../tools/support/random-filters.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(5000);

describe('facet counts', () => {
  it('are the same read from the columns as intersected with the lists, for every facet and 120 scopes', () => {
    const random = seededRandom(41);
    const { index, today } = demo;
    const tables = index.facetTables();
    const scopes: RoaringBitmap32[] = [new RoaringBitmap32().addRange(0, index.size)];
    for (let i = 0; i < 120; i++) {
      const filters = randomFilters(index.store, random, today, () => 1);
      const matches = matchesOf(index, planSearch(index, filters, endOfDay(today)));
      scopes.push(matches ?? new RoaringBitmap32().addRange(0, index.size));
    }
    let compared = 0;
    for (const scope of scopes) {
      const positions = scope.toUint32Array();
      const read = countColumns(index.store, tables, positions, FACETS);
      for (const facet of FACETS) {
        expect(Array.from(read[facet]!), `${facet} over ${scope.size} events`).toEqual(
          countByLists(tables.byFacet[facet].lists, scope),
        );
        compared++;
      }
    }
    expect(compared).toBe(121 * FACETS.length);
  });

  it('read the column of a facet of many values over a sparse scope, and intersect its lists over a dense one', () => {
    const universe = 1_000_000;
    // Small scopes are always read.
    expect(readsColumn(8_000, universe, 3)).toBe(true);
    // The countries (199 values) over 46,419 events (sparse) are read; over 372,932 (dense) intersected.
    expect(readsColumn(46_419, universe, 199)).toBe(true);
    expect(readsColumn(372_932, universe, 199)).toBe(false);
    // Few values are intersected even over a sparse scope.
    expect(readsColumn(46_419, universe, 7)).toBe(false);
  });
});

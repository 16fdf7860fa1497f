/**
 * Counting the facets over one scope, cheapest first: a scope that one facet's values alone define
 * sums rows of the co-occurrence counts (../components/facet-cubes.ts); a small one is read once and counted
 * from its columns; a large one is intersected with each value's posting list, counting only
 * (Roaring's andCardinality).
 */
import type { RoaringBitmap32 } from '../../util/roaring.js';
import type { FacetName, SearchFilters } from '../types.js';
import type { FacetTables, IndexView } from '../index-view.js';
import { cubeCounts } from '../components/facet-cubes.js';
import { singleFacet } from './scope.js';
import { countColumns } from '../components/facet-tables.js';
import { matchesOf } from '../components/matches.js';
import { planSearch } from '../filters.js';

/** Result sets up to this size are counted by reading their events' columns. */
const SCAN_LIMIT = 8_000;

/** Counts per value of every facet in `names` over `scope` (a bitmap, or null for every event). */
function countScope(
  index: IndexView,
  tables: FacetTables,
  scope: RoaringBitmap32 | null,
  names: readonly FacetName[],
): Partial<Record<FacetName, ArrayLike<number>>> {
  const out: Partial<Record<FacetName, ArrayLike<number>>> = {};
  if (scope !== null && scope.size <= SCAN_LIMIT)
    return countColumns(index.store, tables, scope.toUint32Array(), names);
  for (const name of names) {
    const { lists } = tables.byFacet[name];
    out[name] = lists.map((list) => (scope === null ? list.size : list.isEmpty ? 0 : scope.andCardinality(list)));
  }
  return out;
}

/**
 * Counts of the facets `names`, which share one scope: from the co-occurrences when one facet
 * defines the scope, else from the scope's events (`matches` when the scope is the whole search).
 */
export function countFacets(
  index: IndexView,
  scope: SearchFilters,
  names: readonly FacetName[],
  now: number,
  matches: RoaringBitmap32 | null | undefined,
): Partial<Record<FacetName, ArrayLike<number>>> {
  const single = singleFacet(index, scope);
  if (single) {
    const cubes = index.facetCubes();
    return Object.fromEntries(names.map((name) => [name, cubeCounts(cubes, single.facet, single.values, name)]));
  }
  const events = matches !== undefined ? matches : matchesOf(index, planSearch(index, scope, now));
  return countScope(index, index.facetTables(), events, names);
}

/**
 * Facets (docs/api.md, Facets): for a search, how many of its events fall under each topic,
 * sub-topic, type, format, country, continent and year, counted over the whole result set. A
 * value's count is the total the search would have with that value added as a filter (a year
 * counts the events that start and end in it). A facet whose own filter is in the request ignores
 * that filter, so that a client can offer the alternatives (`facets=country&country=Germany`
 * counts every country).
 *
 * Counting, cheapest first: a result set that one facet's values alone define (no filter, a
 * country list, a topic, a year...) sums rows of the co-occurrence counts (components/facet-cubes.ts); a
 * small one is read once and counted from its columns; a large one is intersected with each
 * value's posting list, counting only (Roaring's andCardinality). The values a facet's own filter
 * selects are always listed, after the top ones, even when they are not among them. Counts are kept per result set
 * in the index's cache, so paging through a search with facets counts once.
 */
import { dayOfInstant } from '../../util/dates.js';
import type { RoaringBitmap32 } from '../../util/roaring.js';
import { countFacets } from '../facets/counts.js';
import { RankedValues } from '../facets/ranked.js';
import { facetValuesOf, scopeFilters, scopeKey, withoutOwnFilter } from '../facets/scope.js';
import type { SnapshotIndex } from '../snapshot-index.js';
import { FACET_SIZE_DEFAULT, type FacetName, type Facets, type FacetValue, type SearchFilters } from '../types.js';

/**
 * The first `max` values (the request's facet size), then each selected value (the facet's own filter) not among them,
 * in the order selected, with its count (0 when it has no events in the scope). The cache keeps
 * every value with events (ranked.ts): the selected ones may be far down.
 */
function withSelected(ranked: RankedValues, selected: readonly string[], max: number): FacetValue[] {
  const shown = ranked.first(max);
  for (const value of selected) {
    if (value === '' || shown.some((entry) => entry.value === value)) continue;
    shown.push({ value, count: ranked.countOf(value) });
  }
  return shown;
}

/** The values the facet's own filter selects ([] without that filter: nothing to look up). */
function selectedValues(index: SnapshotIndex, filters: SearchFilters, name: FacetName): string[] {
  if (withoutOwnFilter(filters, name)) return [];
  return facetValuesOf(index, filters, name) ?? [];
}

/**
 * The facets of a search whose matches are `matches`. Each is counted over the search's filters
 * less its own, and kept in the index's cache under those filters (and the moment, for cfp=open).
 */
export function facetCounts(
  index: SnapshotIndex,
  filters: SearchFilters,
  now: number,
  matches: RoaringBitmap32 | null,
  names: readonly FacetName[],
): Facets {
  const facets: Facets = {};
  const size = filters.facetSize ?? FACET_SIZE_DEFAULT;
  const epoch = index.deadlinesPassed(now);
  const missing = new Map<string, { scope: SearchFilters; names: FacetName[]; whole: boolean }>();
  for (const name of names) {
    const scope = scopeFilters(filters, name);
    const key = scopeKey(scope, epoch, dayOfInstant(now));
    const cached = index.caches.facets.get(`${name}|${key}`);
    if (cached) facets[name] = withSelected(cached, selectedValues(index, filters, name), size);
    else {
      const group = missing.get(key) ?? {
        scope,
        names: [],
        whole: withoutOwnFilter(filters, name),
      };
      group.names.push(name);
      missing.set(key, group);
    }
  }
  const tables = index.facetTables();
  for (const [key, group] of missing) {
    const counts = countFacets(index, group.scope, group.names, now, group.whole ? matches : undefined);
    for (const name of group.names) {
      const values = RankedValues.of(tables.byFacet[name].names, counts[name]!);
      index.caches.facets.set(`${name}|${key}`, values);
      facets[name] = withSelected(values, selectedValues(index, filters, name), size);
    }
  }
  return Object.fromEntries(names.map((name) => [name, facets[name]!]));
}

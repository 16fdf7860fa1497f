/**
 * Facets (docs/api.md, Facets): for a search, how many of its events fall under each topic,
 * sub-topic, type, format, country, continent and year, counted over the whole result set. A
 * value's count is the total the search would have with that value added as a filter (a year
 * counts the events that start and end in it). A facet whose own filter is in the request ignores
 * that filter, so that a client can offer the alternatives (`facets=country&country=Germany`
 * counts every country).
 *
 * Counting: every event (no filter) needs no counting, the posting lists' sizes are the counts; a
 * result set up to SCAN_LIMIT events is read once and all facets counted from its columns in one
 * pass; a larger one is intersected with each value's posting list, counting only (Roaring's
 * andCardinality), so that no intersection is materialised.
 */
import type { RoaringBitmap32 } from '../util/roaring.js';
import { matchesOf } from './matches.js';
import { planSearch } from './plan.js';
import type { SnapshotIndex } from './snapshot-index.js';
import type { SearchFilters } from './types.js';
import { countColumns, type FacetTables } from './facet-tables.js';

export const FACETS = ['topic', 'subtopic', 'type', 'format', 'country', 'continent', 'year'] as const;
export type FacetName = (typeof FACETS)[number];

interface FacetValue {
  value: string;
  count: number;
}
export type Facets = Partial<Record<FacetName, FacetValue[]>>;

/** At most this many values per facet, most events first. */
const MAX_VALUES = 20;
/** Result sets up to this size are counted by reading their events' columns. */
const SCAN_LIMIT = 300_000;

/** The filters each facet ignores when its own filter is in the request. */
const OWN_FILTERS: Readonly<Record<FacetName, readonly (keyof SearchFilters)[]>> = {
  topic: ['topic'],
  subtopic: ['subtopic'],
  type: ['type'],
  format: ['formats'],
  country: ['countries'],
  continent: ['continent'],
  year: ['year'],
};

function topValues(names: readonly string[], counts: ArrayLike<number>): FacetValue[] {
  const found: FacetValue[] = [];
  for (let i = 0; i < names.length; i++) if (counts[i]! > 0) found.push({ value: names[i]!, count: counts[i]! });
  found.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return found.slice(0, MAX_VALUES);
}

/** Counts per value of every facet in `names` over `scope` (null: every event). */
function countScope(
  index: SnapshotIndex,
  tables: FacetTables,
  scope: RoaringBitmap32 | null,
  names: readonly FacetName[],
): Partial<Record<FacetName, ArrayLike<number>>> {
  const out: Partial<Record<FacetName, ArrayLike<number>>> = {};
  if (scope === null || scope.size > SCAN_LIMIT) {
    for (const name of names) {
      const { lists } = tables.byFacet[name];
      out[name] = lists.map((list) => (scope === null ? list.size : list.isEmpty ? 0 : scope.andCardinality(list)));
    }
    return out;
  }
  return countColumns(index, tables, scope.toUint32Array(), names);
}

/** The scope each facet is counted over: the matches, or the matches without its own filter. */
function scopeKey(filters: SearchFilters, name: FacetName): string {
  const own = OWN_FILTERS[name].filter((filter) => filters[filter] !== undefined);
  return own.join(',');
}

/**
 * The facets of a search whose matches are `matches` (null: every event). Facets that share a
 * scope are counted together.
 */
export function facetCounts(
  index: SnapshotIndex,
  filters: SearchFilters,
  today: number,
  matches: RoaringBitmap32 | null,
  names: readonly FacetName[],
): Facets {
  const tables = index.facetTables();
  const byScope = new Map<string, FacetName[]>();
  for (const name of names) {
    const key = scopeKey(filters, name);
    byScope.set(key, [...(byScope.get(key) ?? []), name]);
  }
  const facets: Facets = {};
  for (const [key, group] of byScope) {
    let scope = matches;
    if (key !== '') {
      const without: SearchFilters = { ...filters };
      for (const filter of key.split(',') as (keyof SearchFilters)[]) delete without[filter];
      scope = matchesOf(index, planSearch(index, without, today));
    }
    const counts = countScope(index, tables, scope, group);
    for (const name of group) facets[name] = topValues(tables.byFacet[name].names, counts[name]!);
  }
  return facets;
}

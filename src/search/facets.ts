/**
 * Facets (docs/api.md, Facets): for a search, how many of its events fall under each topic,
 * sub-topic, type, format, country, continent and year, counted over the whole result set. A
 * value's count is the total the search would have with that value added as a filter (a year
 * counts the events that start and end in it). A facet whose own filter is in the request ignores
 * that filter, so that a client can offer the alternatives (`facets=country&country=Germany`
 * counts every country).
 *
 * Counting, cheapest first: a result set that one facet's values alone define (no filter, a
 * country list, a topic, a year...) sums rows of the co-occurrence counts (facet-cubes.ts); a
 * small one is read once and counted from its columns; a large one is intersected with each
 * value's posting list, counting only (Roaring's andCardinality). Counts are kept per result set
 * in the index's cache, so paging through a search with facets counts once.
 */
import { nameKey } from '../reference/fold.js';
import type { RoaringBitmap32 } from '../util/roaring.js';
import { cubeCounts } from './facet-cubes.js';
import { countColumns, type FacetTables } from './facet-tables.js';
import { matchesOf } from './matches.js';
import { planSearch } from './plan.js';
import type { SnapshotIndex } from './snapshot-index.js';
import type { SearchFilters } from './types.js';

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
const SCAN_LIMIT = 8_000;

/** Each facet's own filters, which it ignores when counting. */
const OWN_FILTERS: Readonly<Record<FacetName, readonly (keyof SearchFilters)[]>> = {
  topic: ['topic'],
  subtopic: ['subtopic'],
  type: ['type'],
  format: ['formats'],
  country: ['country', 'countries'],
  continent: ['continent'],
  year: ['year'],
};

/** Filters that do not choose events. */
const NOT_FILTERS: readonly (keyof SearchFilters)[] = ['limit', 'offset', 'sort', 'facets'];

function topValues(names: readonly string[], counts: ArrayLike<number>): FacetValue[] {
  const found: FacetValue[] = [];
  for (let i = 0; i < names.length; i++) if (counts[i]! > 0) found.push({ value: names[i]!, count: counts[i]! });
  found.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return found.slice(0, MAX_VALUES);
}

/** The filters that choose the events a facet is counted over. */
function scopeFilters(filters: SearchFilters, name: FacetName): SearchFilters {
  const scope: SearchFilters = { ...filters };
  for (const filter of [...NOT_FILTERS, ...OWN_FILTERS[name]]) delete scope[filter];
  return scope;
}

/**
 * When one facet's values alone define the scope: that facet and the indexes of its values
 * (every value of `topic` for no filter at all); undefined otherwise.
 */
function singleFacet(index: SnapshotIndex, scope: SearchFilters): { facet: FacetName; values: number[] } | undefined {
  const given = (Object.keys(scope) as (keyof SearchFilters)[]).filter((filter) => scope[filter] !== undefined);
  const { meta } = index.store;
  if (given.length === 0) return { facet: 'topic', values: meta.topics.map((_, i) => i) };
  const facet = FACETS.find((name) => given.every((filter) => OWN_FILTERS[name].includes(filter)));
  if (facet === undefined) return undefined;
  const names = index.facetTables().byFacet[facet].names;
  const wanted = facetValuesOf(index, scope, facet);
  return wanted === undefined
    ? undefined
    : { facet, values: wanted.map((v) => names.indexOf(v)).filter((i) => i >= 0) };
}

/** The names of the values a single-facet scope selects, as the facet tables name them. */
function facetValuesOf(index: SnapshotIndex, scope: SearchFilters, facet: FacetName): string[] | undefined {
  const { meta } = index.store;
  switch (facet) {
    case 'topic':
      return [meta.topics[index.topicByKey.get(keyOf(scope.topic))!]?.name ?? ''];
    case 'subtopic':
      return [meta.subtopics[index.subtopicByKey.get(keyOf(scope.subtopic))!]?.name ?? ''];
    case 'type':
      return [scope.type!];
    case 'format':
      return [...scope.formats!];
    case 'country':
      return [
        ...new Set(
          [scope.country ?? [], scope.countries ?? []].flat().map((text) => index.countries.resolve(text)?.name ?? ''),
        ),
      ];
    case 'continent':
      return [scope.continent!];
    case 'year':
      return [String(scope.year)];
  }
}

const keyOf = (name: string | undefined): string => nameKey(name ?? '');

/** Counts per value of every facet in `names` over `scope` (a bitmap, or null for every event). */
function countScope(
  index: SnapshotIndex,
  tables: FacetTables,
  scope: RoaringBitmap32 | null,
  names: readonly FacetName[],
): Partial<Record<FacetName, ArrayLike<number>>> {
  const out: Partial<Record<FacetName, ArrayLike<number>>> = {};
  if (scope !== null && scope.size <= SCAN_LIMIT) return countColumns(index, tables, scope.toUint32Array(), names);
  for (const name of names) {
    const { lists } = tables.byFacet[name];
    out[name] = lists.map((list) => (scope === null ? list.size : list.isEmpty ? 0 : scope.andCardinality(list)));
  }
  return out;
}

/** A stable key of a scope's filters (property order does not matter). */
function scopeKey(scope: SearchFilters, today: number): string {
  const entries = Object.entries(scope).sort(([a], [b]) => (a < b ? -1 : 1));
  return `${scope.cfp === undefined ? '' : today}:${JSON.stringify(entries)}`;
}

/**
 * Counts of the facets `names`, which share one scope: from the co-occurrences when one facet
 * defines the scope, else from the scope's events (`matches` when the scope is the whole search).
 */
function countFacets(
  index: SnapshotIndex,
  scope: SearchFilters,
  names: readonly FacetName[],
  today: number,
  matches: RoaringBitmap32 | null | undefined,
): Partial<Record<FacetName, ArrayLike<number>>> {
  const single = singleFacet(index, scope);
  if (single) {
    const cubes = index.facetCubes();
    return Object.fromEntries(names.map((name) => [name, cubeCounts(cubes, single.facet, single.values, name)]));
  }
  const events = matches !== undefined ? matches : matchesOf(index, planSearch(index, scope, today));
  return countScope(index, index.facetTables(), events, names);
}

/**
 * The facets of a search whose matches are `matches`. Each is counted over the search's filters
 * less its own, and kept in the index's cache under those filters (and today, for cfp=open).
 */
export function facetCounts(
  index: SnapshotIndex,
  filters: SearchFilters,
  today: number,
  matches: RoaringBitmap32 | null,
  names: readonly FacetName[],
): Facets {
  const facets: Facets = {};
  const missing = new Map<string, { scope: SearchFilters; names: FacetName[]; whole: boolean }>();
  for (const name of names) {
    const scope = scopeFilters(filters, name);
    const key = scopeKey(scope, today);
    const cached = index.caches.facets.get(`${name}|${key}`);
    if (cached) facets[name] = cached;
    else {
      const group = missing.get(key) ?? {
        scope,
        names: [],
        whole: OWN_FILTERS[name].every((filter) => filters[filter] === undefined),
      };
      group.names.push(name);
      missing.set(key, group);
    }
  }
  const tables = index.facetTables();
  for (const [key, group] of missing) {
    const counts = countFacets(index, group.scope, group.names, today, group.whole ? matches : undefined);
    for (const name of group.names) {
      const values = topValues(tables.byFacet[name].names, counts[name]!);
      index.caches.facets.set(`${name}|${key}`, values);
      facets[name] = values;
    }
  }
  return Object.fromEntries(names.map((name) => [name, facets[name]!]));
}

/**
 * The events a facet is counted over (docs/api.md, Facets): the search's filters less the
 * facet's own, so that a client can offer the alternatives; and, when one facet's values alone
 * define that scope, which facet and values (then its counts are sums of the facet cubes' rows).
 */
import { nameKey } from '../../reference/fold.js';
import { givenCountries } from '../components/country-list.js';
import { OWN_KEYS } from '../filters.js';
import type { IndexView } from '../index-view.js';
import { FACETS, type FacetName, type RequestFacet, type SearchFilters } from '../types.js';
import type { Day } from '../../util/dates.js';

/** The names a scope's values are looked up in. */
type Lookups = Pick<IndexView, 'store' | 'topicByKey' | 'subtopicByKey' | 'countries' | 'facetTables'>;

/** Filters that do not choose events. */
const NOT_FILTERS: readonly (keyof SearchFilters)[] = ['limit', 'offset', 'sort', 'facets', 'facetSize'];

/** The filters that choose the events a facet is counted over: the search's, less the facet's own (../filters.ts). */
export function scopeFilters(filters: SearchFilters, name: RequestFacet): SearchFilters {
  const scope: SearchFilters = { ...filters };
  for (const filter of [...NOT_FILTERS, ...OWN_KEYS[name]]) delete scope[filter];
  return scope;
}

/** Whether the search has none of the facet's own filters (its scope is then the search's). */
export const withoutOwnFilter = (filters: SearchFilters, name: RequestFacet): boolean =>
  OWN_KEYS[name].every((key) => filters[key] === undefined);

/** Facets of which an event may have several values: their rows may be summed one at a time only. */
const MULTI_VALUED: readonly FacetName[] = ['topic', 'subtopic'];

/**
 * When one facet's values alone define the scope: that facet and the indexes of its values
 * (every type for no filter at all: each event has one); undefined otherwise, and for several
 * topics or sub-topics, whose rows would count an event with two of them twice.
 */
export function singleFacet(index: Lookups, scope: SearchFilters): { facet: FacetName; values: number[] } | undefined {
  const given = (Object.keys(scope) as (keyof SearchFilters)[]).filter((filter) => scope[filter] !== undefined);
  const { meta } = index.store;
  if (given.length === 0) return { facet: 'type', values: meta.types.map((_, i) => i) };
  const facet = FACETS.find((name) => given.every((filter) => (OWN_KEYS[name] as readonly string[]).includes(filter)));
  if (facet === undefined) return undefined;
  const names = index.facetTables().byFacet[facet].names;
  const wanted = facetValuesOf(index, scope, facet);
  if (wanted === undefined || (MULTI_VALUED.includes(facet) && wanted.length > 1)) return undefined;
  return { facet, values: wanted.map((v) => names.indexOf(v)).filter((i) => i >= 0) };
}

/** The names of the values a single-facet scope selects, as the facet tables name them. */
export function facetValuesOf(index: Lookups, scope: SearchFilters, facet: FacetName): string[] | undefined {
  const { meta } = index.store;
  const named = (one: string | undefined, many: readonly string[] | undefined, found: (key: string) => string) => [
    ...new Set([...(one === undefined ? [] : [one]), ...(many ?? [])].map((name) => found(nameKey(name)))),
  ];
  switch (facet) {
    case 'topic':
      return named(scope.topic, scope.topics, (key) => meta.topics[index.topicByKey.get(key)!]?.name ?? '');
    case 'subtopic':
      return named(scope.subtopic, scope.subtopics, (key) => meta.subtopics[index.subtopicByKey.get(key)!]?.name ?? '');
    case 'type':
      return [...new Set([...(scope.type === undefined ? [] : [scope.type]), ...(scope.types ?? [])])];
    case 'format':
      return [...(scope.formats ?? [])];
    case 'country':
      return [...new Set(givenCountries(index.countries, scope).map(({ country }) => country?.name ?? ''))];
    case 'continent':
      return scope.continent === undefined ? [] : [scope.continent];
    case 'year':
      return scope.year === undefined ? [] : [String(scope.year)];
  }
}

/**
 * A stable key of a scope's filters (property order does not matter). `epoch` names the moment
 * for filters that depend on it (cfp): the submission deadlines passed so far; `day` the UTC day
 * for those that depend on it (similar_to, whose series stand by their edition of the day).
 */
export function scopeKey(scope: SearchFilters, epoch: number, day: Day): string {
  const entries = Object.entries(scope).sort(([a], [b]) => (a < b ? -1 : 1));
  return `${scope.cfp === undefined ? '' : epoch}:${scope.similarTo === undefined ? '' : day}:${JSON.stringify(entries)}`;
}

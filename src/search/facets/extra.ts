/**
 * The facets counted from posting lists alone (docs/api.md, Facets): core_rank, ccf_rank, rank and
 * cfp_status (and city and region, ../components/place-facets.ts). Each is counted over the search's filters less its own (core_rank ignores
 * core_rank=...), by intersecting the scope's matches with each value's list, counting only, and
 * lists the request's facet size of values, as every facet does. The status sets are those at the
 * request's time; with a deadline range, `open` counts as cfp=open reads the range (openWithRange).
 */
import { CCF_RANKS, CORE_RANKS } from '../../source/schema.js';
import { dayOfInstant } from '../../util/dates.js';
import type { RoaringBitmap32 } from '../../util/roaring.js';
import {
  CFP_STATUSES,
  type ExtraFacet,
  FACET_SIZE_DEFAULT,
  FACET_SIZE_MAX,
  type FacetValue,
  type SearchFilters,
} from '../types.js';
import type { IndexView } from '../index-view.js';
import { planSearch } from '../filters.js';
import { countOf, matchesOf } from '../components/matches.js';
import { placeCounts, placeFacet } from '../components/place-facets.js';
import { rankFacetValues } from '../components/rank-plan.js';
import { RankedValues } from './ranked.js';
import { scopeFilters, scopeKey, singleFacet, withoutOwnFilter } from './scope.js';

function valuesOf(
  index: IndexView,
  name: Exclude<ExtraFacet, 'city' | 'region'>,
  now: number,
): { names: readonly string[]; lists: RoaringBitmap32[] } {
  if (name === 'core_rank') return { names: CORE_RANKS, lists: index.store.lists.coreRank };
  if (name === 'ccf_rank') return { names: CCF_RANKS, lists: index.store.lists.ccfRank };
  if (name === 'rank') return rankFacetValues(index);
  const sets = index.cfpStatuses(now);
  return { names: CFP_STATUSES, lists: CFP_STATUSES.map((status) => sets[status]) };
}

const hasDeadlineRange = (filters: SearchFilters): boolean =>
  filters.deadlineFrom !== undefined || filters.deadlineTo !== undefined;

/**
 * The open calls of a search with a deadline range: with cfp=open the range applies to the
 * deadlines that keep the call open (../components/deadline-range.ts), so the count of `open` is
 * the total of the search with cfp=open, as every facet value's count is.
 */
function openWithRange(index: IndexView, filters: SearchFilters, now: number): number {
  return countOf(index, planSearch(index, { ...scopeFilters(filters, 'cfp_status'), cfp: 'open' }, now));
}

/**
 * The values of one facet over `events` (its scope's matches; null: every event), most first: for
 * city and region the FACET_SIZE_MAX largest (a smaller facet size takes the first of them: ties
 * go to the earlier place either way), for the others every value with events.
 */
function countedValues(
  index: IndexView,
  filters: SearchFilters,
  now: number,
  name: ExtraFacet,
  scope: SearchFilters,
  events: () => RoaringBitmap32 | null,
): FacetValue[] {
  if (name === 'city' || name === 'region') {
    return placeFacet(index, name, placeCounts(index, name, singleFacet(index, scope), events), FACET_SIZE_MAX);
  }
  const matches = events();
  const { names: values, lists } = valuesOf(index, name, now);
  const found: FacetValue[] = [];
  for (const [i, value] of values.entries()) {
    const count =
      value === 'open' && name === 'cfp_status' && hasDeadlineRange(filters)
        ? openWithRange(index, filters, now)
        : matches
          ? matches.andCardinality(lists[i]!)
          : lists[i]!.size;
    if (count > 0) found.push({ value, count });
  }
  return found.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
}

/**
 * The extra facets of a search whose matches are `matches` (null: every event). Facets over the
 * same scope share its matches: the search's own when the facet's filter is not in the request,
 * else planned once per scope. Counts that do not depend on the moment (no cfp filter, not
 * cfp_status) are kept in the index's cache, as the cube facets' are, so that paging through a
 * search with facets counts once.
 */
export function extraFacetCounts(
  index: IndexView,
  filters: SearchFilters,
  now: number,
  names: readonly ExtraFacet[],
  matches: RoaringBitmap32 | null,
): Partial<Record<ExtraFacet, FacetValue[]>> {
  const out: Partial<Record<ExtraFacet, FacetValue[]>> = {};
  const size = filters.facetSize ?? FACET_SIZE_DEFAULT;
  const scopes = new Map<string, RoaringBitmap32 | null>();
  for (const name of names) {
    const scope = scopeFilters(filters, name);
    const key = scopeKey(scope, 0, dayOfInstant(now));
    const cacheKey = name !== 'cfp_status' && scope.cfp === undefined ? `${name}|${key}` : undefined;
    const cached = cacheKey === undefined ? undefined : index.caches.facets.get(cacheKey);
    if (cached) {
      out[name] = cached.first(size);
      continue;
    }
    const events = (): RoaringBitmap32 | null => {
      if (withoutOwnFilter(filters, name)) return matches;
      if (!scopes.has(key)) scopes.set(key, matchesOf(index, planSearch(index, scope, now)));
      return scopes.get(key)!;
    };
    const values = countedValues(index, filters, now, name, scope, events);
    if (cacheKey !== undefined) index.caches.facets.set(cacheKey, RankedValues.ofRanked(values));
    out[name] = values.slice(0, size);
  }
  return out;
}

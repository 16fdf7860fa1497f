/**
 * The facets counted from posting lists alone (docs/api.md, Facets): core_rank, ccf_rank, rank and
 * cfp_status (and city and region, ../components/place-facets.ts). Each is counted over the search's filters less its own (core_rank ignores
 * core_rank=...), by intersecting the scope's matches with each value's list, counting only, and
 * lists the request's facet size of values, as every facet does. The status sets are those at the
 * request's time; with a deadline range, `open` counts as cfp=open reads the range (openWithRange).
 */
import { CCF_RANKS, CORE_RANKS } from '../../source/schema.js';
import type { RoaringBitmap32 } from '../../util/roaring.js';
import { CFP_STATUSES, type ExtraFacet, FACET_SIZE_DEFAULT, type FacetValue, type SearchFilters } from '../types.js';
import type { IndexView } from '../index-view.js';
import { planSearch } from '../filters.js';
import { countOf, matchesOf } from '../components/matches.js';
import { placeCounts, placeFacet } from '../components/place-facets.js';
import { rankFacetValues } from '../components/rank-plan.js';
import { scopeFilters, singleFacet } from './scope.js';

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

export function extraFacetCounts(
  index: IndexView,
  filters: SearchFilters,
  now: number,
  names: readonly ExtraFacet[],
): Partial<Record<ExtraFacet, FacetValue[]>> {
  const out: Partial<Record<ExtraFacet, FacetValue[]>> = {};
  const size = filters.facetSize ?? FACET_SIZE_DEFAULT;
  for (const name of names) {
    const scope = scopeFilters(filters, name);
    const matches = () => matchesOf(index, planSearch(index, scope, now));
    if (name === 'city' || name === 'region') {
      out[name] = placeFacet(index, name, placeCounts(index, name, singleFacet(index, scope), matches), size);
      continue;
    }
    const events = matches();
    const { names: values, lists } = valuesOf(index, name, now);
    const found: FacetValue[] = [];
    for (const [i, value] of values.entries()) {
      const count =
        value === 'open' && name === 'cfp_status' && hasDeadlineRange(filters)
          ? openWithRange(index, filters, now)
          : events
            ? events.andCardinality(lists[i]!)
            : lists[i]!.size;
      if (count > 0) found.push({ value, count });
    }
    out[name] = found.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1)).slice(0, size);
  }
  return out;
}

/**
 * The search verb: resolves the filters, intersects posting lists smallest first, counts the
 * matches exactly and reads only the requested page in the requested order.
 */
import { formatIsoDate, type Day } from '../../util/dates.js';
import type { RoaringBitmap32 } from '../../util/roaring.js';
import { endOfDay, pageByNextDeadline } from '../components/cfp.js';
import { matchesOf } from '../components/matches.js';
import { pageAscending, pageStartDescending } from '../components/order.js';
import { type Plan, planSearch } from '../components/plan.js';
import { distancesOf, pageByDistance } from '../components/distance-order.js';
import { roundedKm } from '../components/geo.js';
import { BitmapSet, FullSet, type RankedSet } from '../components/ranked.js';
import { pageUpcoming } from '../components/upcoming.js';
import type { SnapshotIndex } from '../snapshot-index.js';
import { extraFacetCounts } from '../components/extra-facets.js';
import {
  EXTRA_FACETS,
  type ExtraFacet,
  type FacetName,
  type Facets,
  type RequestFacet,
  type SearchFilters,
  type SearchResult,
  type SortOrder,
} from '../types.js';
import { facetCounts } from './facets.js';
import { suggestQueries } from './suggestions.js';

const MAX_COUNTRIES_LISTED = 20;

function formatCountries(names: readonly string[]): string[] {
  if (names.length <= MAX_COUNTRIES_LISTED) return [...names];
  return [...names.slice(0, MAX_COUNTRIES_LISTED), `... and ${names.length - MAX_COUNTRIES_LISTED} more`];
}

/** The positions of one page of `matches` (null: every event) in the order `sort`. */
function page(
  index: SnapshotIndex,
  matches: RoaringBitmap32 | null,
  sort: SortOrder,
  filters: SearchFilters,
  today: Day,
  now: number,
  plan: Plan,
) {
  const ranked: RankedSet = matches ? new BitmapSet(matches) : new FullSet(index.size);
  const { offset, limit } = filters;
  if (offset >= ranked.size) return [];
  if (sort === 'distance' && matches && plan.places.near) {
    const byDate = plan.from !== null || plan.to !== null;
    return pageByDistance(index, matches, plan.places.near.slots, byDate, today, offset, limit);
  }
  if (sort === 'date') return pageAscending(ranked, offset, limit);
  if (sort === '-date') return pageStartDescending(ranked, index.store.columns.start, offset, limit);
  if (sort === 'deadline') return pageByNextDeadline(index.store, matches, now, offset, limit);
  return pageUpcoming(index.store, index.upcomingSplit(today), matches, offset, limit);
}

/** The facets asked for, in the order asked: the cube facets and the extra ones (extra-facets.ts). */
function allFacetCounts(
  index: SnapshotIndex,
  filters: SearchFilters,
  now: number,
  matches: RoaringBitmap32 | null,
  names: readonly RequestFacet[],
): Facets {
  const isExtra = (name: RequestFacet): name is ExtraFacet => (EXTRA_FACETS as readonly string[]).includes(name);
  const cube = names.filter((name): name is FacetName => !isExtra(name));
  const counted: Facets = {
    ...(cube.length > 0 ? facetCounts(index, filters, now, matches, cube) : {}),
    ...extraFacetCounts(index, filters, now, names.filter(isExtra)),
  };
  return Object.fromEntries(names.map((name) => [name, counted[name]!]));
}

/**
 * One page of the events matching `filters`, with the exact total (and facets when asked for).
 * `today` is the UTC day of `now`, the request's time in seconds since the epoch.
 */
export function search(index: SnapshotIndex, filters: SearchFilters, today: Day, now = endOfDay(today)): SearchResult {
  const plan = planSearch(index, filters, now);
  const matches = matchesOf(index, plan);
  const sort: SortOrder = filters.sort ?? (plan.from !== null || plan.to !== null ? 'date' : 'upcoming');
  const total = matches ? matches.size : index.size;
  const suggestions = total === 0 && filters.q !== undefined ? suggestQueries(index, filters, now) : [];
  const positions = page(index, matches, sort, filters, today, now, plan);
  return {
    total,
    positions,
    searchTerms: plan.searchTerms,
    countriesIncluded: formatCountries(plan.countriesIncluded),
    dateRange: {
      from: plan.from === null ? null : formatIsoDate(plan.from),
      to: plan.to === null ? null : formatIsoDate(plan.to),
    },
    sort,
    ...(filters.facets ? { facets: allFacetCounts(index, filters, now, matches, filters.facets) } : {}),
    ...(suggestions.length > 0 ? { suggestions } : {}),
    ...placesApplied(index, plan, positions),
  };
}

/** What the answer reports of the place filters: the point and the page's distances, cities, regions, hints. */
function placesApplied(index: SnapshotIndex, plan: Plan, positions: readonly number[]): Partial<SearchResult> {
  const { near, cities, regions, hints } = plan.places;
  const applied: Partial<SearchResult> = {};
  if (near) {
    const { slots, ...point } = near;
    applied.near = point;
    applied.distances = distancesOf(index, slots, positions).map(roundedKm);
  }
  if (cities) applied.cities = cities;
  if (regions) applied.regions = regions;
  if (hints.length > 0) applied.hints = hints;
  return applied;
}

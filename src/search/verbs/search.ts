/**
 * The search verb: resolves the filters, intersects posting lists smallest first, counts the
 * matches exactly and reads only the requested page in the requested order.
 */
import { formatIsoDate, type Day } from '../../util/dates.js';
import type { RoaringBitmap32 } from '../../util/roaring.js';
import { endOfDay, pageByNextDeadline } from '../components/cfp.js';
import { matchesOf } from '../components/matches.js';
import { pageAscending, pageStartDescending } from '../components/order.js';
import { planSearch } from '../components/plan.js';
import { BitmapSet, FullSet, type RankedSet } from '../components/ranked.js';
import { pageUpcoming } from '../components/upcoming.js';
import type { SnapshotIndex } from '../snapshot-index.js';
import { extraFacetCounts } from '../components/extra-facets.js';
import { facetValuesOf } from '../components/facet-scope.js';
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
import { zeroResultHints } from './hints.js';
import { relaxations } from './relaxations.js';
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
) {
  const ranked: RankedSet = matches ? new BitmapSet(matches) : new FullSet(index.size);
  const { offset, limit } = filters;
  if (offset >= ranked.size) return [];
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

/** The list filters given, by their stored values (facetValuesOf resolves them as the facets do). */
function listsApplied(index: SnapshotIndex, filters: SearchFilters): SearchResult['listsApplied'] {
  const lists: SearchResult['listsApplied'] = {};
  const given = {
    topic: filters.topic ?? filters.topics,
    subtopic: filters.subtopic ?? filters.subtopics,
    type: filters.type ?? filters.types,
    format: filters.formats,
  };
  for (const name of ['topic', 'subtopic', 'type', 'format'] as const) {
    if (given[name] !== undefined) lists[name] = facetValuesOf(index, filters, name) ?? [];
  }
  return lists;
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
  const relaxed = total === 0 ? relaxations(index, filters, now) : [];
  const hints = total === 0 ? zeroResultHints(index, filters, today) : [];
  return {
    total,
    positions: page(index, matches, sort, filters, today, now),
    searchTerms: plan.searchTerms,
    countriesIncluded: formatCountries(plan.countriesIncluded),
    dateRange: {
      from: plan.from === null ? null : formatIsoDate(plan.from),
      to: plan.to === null ? null : formatIsoDate(plan.to),
    },
    sort,
    listsApplied: listsApplied(index, filters),
    ...(filters.facets ? { facets: allFacetCounts(index, filters, now, matches, filters.facets) } : {}),
    ...(suggestions.length > 0 ? { suggestions } : {}),
    ...(relaxed.length > 0 ? { relaxations: relaxed } : {}),
    ...(hints.length > 0 ? { hints } : {}),
  };
}

/**
 * The search verb: resolves the filters, intersects posting lists smallest first, counts the
 * matches exactly and reads only the requested page in the requested order.
 */
import { formatIsoDate, type Day } from '../../util/dates.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import { WorkBudget } from '../../util/work-budget.js';
import { endOfDay } from '../components/cfp.js';
import { pageByDeadlineFrom } from '../components/deadline-from-order.js';
import { pageByDeadlineOrder } from '../components/deadline-order.js';
import { matchesOf } from '../components/matches.js';
import { pageAscending, pageNewestFirst } from '../components/order.js';
import type { Plan } from '../components/plan.js';
import { planSearch } from '../filters.js';
import { distancesOf, pageByDistance } from '../components/distance-order.js';
import { type NearSlots, roundedKm } from '../components/within-radius.js';
import { BitmapSet, FullSet, type RankedSet } from '../components/ranked.js';
import { withScratch } from '../components/scratch-sets.js';
import { pageUpcoming } from '../components/upcoming.js';
import { pageBySimilarity, sharesOf, type UsualOrder } from '../components/similar-order.js';
import { exactEditionSet, fieldSet, namePhraseSet, pageInParts } from '../components/relevance.js';
import type { SnapshotIndex } from '../snapshot-index.js';
import { extraFacetCounts } from '../facets/extra.js';
import { facetValuesOf } from '../facets/scope.js';
import {
  EXTRA_FACETS,
  type ExtraFacet,
  type FacetName,
  type Facets,
  type NearApplied,
  type Relaxation,
  type RequestFacet,
  type SearchFilters,
  type SearchResult,
  type SortOrder,
  type Suggestion,
} from '../types.js';
import { facetCounts } from './facets.js';
import { zeroResultHints } from './hints.js';
import { relaxationPass } from './relaxations.js';
import type { SimilarProfile } from '../similar-types.js';
import { CORRECTION_WORK, suggestQueries } from './suggestions.js';

const MAX_COUNTRIES_LISTED = 20;

function formatCountries(names: readonly string[]): string[] {
  if (names.length <= MAX_COUNTRIES_LISTED) return [...names];
  return [...names.slice(0, MAX_COUNTRIES_LISTED), `... and ${names.length - MAX_COUNTRIES_LISTED} more`];
}

/** What a page is read with: the request's day and time, the order used without a sort, the slots near. */
interface PageContext {
  today: Day;
  now: number;
  unsorted: 'upcoming' | 'date';
  near?: NearSlots;
}

/** The positions of one page of `matches` (null: every event) in the order `sort`. */
function page(
  index: SnapshotIndex,
  matches: RoaringBitmap32 | null,
  sort: SortOrder,
  { offset, limit, q, deadlineFrom }: SearchFilters,
  context: PageContext,
): number[] {
  const ranked: RankedSet = matches ? new BitmapSet(matches) : new FullSet(index.size);
  // limit 0: the counts alone (total and facets).
  if (offset >= ranked.size || limit === 0) return [];
  if (sort === 'date') return pageAscending(ranked, offset, limit);
  if (sort === '-date') return pageNewestFirst(index.store, ranked, matches, offset, limit);
  // Every deadline ahead is dated yesterday or later (zones lag UTC by 12 hours at most): from
  // before that, the first deadline from the day is the next one, whose order is built ahead.
  if (sort === 'deadline' && matches && deadlineFrom !== undefined && deadlineFrom >= context.today) {
    return pageByDeadlineFrom(index, matches, { from: deadlineFrom, now: context.now }, offset, limit);
  }
  if (sort === 'deadline') return pageByDeadlineOrder(index.deadlineOrder(context.now), matches, offset, limit);
  if (sort === 'relevance') return pageByRelevance(index, matches, q, offset, limit, context);
  if (sort === 'distance' && matches && context.near) {
    return pageByDistance(index, matches, context.near, context.unsorted === 'date', context.today, offset, limit);
  }
  return pageUpcoming(index.store, index.upcomingSplit(context.today), matches, offset, limit);
}

/** The order used without a sort, for similar_to's events equally alike (components/similar-order.ts). */
function usualOrder(index: SnapshotIndex, context: PageContext): UsualOrder {
  return {
    usual: context.unsorted,
    split: index.upcomingSplit(context.today),
    pageOf: (set, offset, limit) => page(index, set, context.unsorted, { offset, limit }, context),
  };
}

/**
 * sort=relevance: an exact acronym or series of a term first, then a name with q's phrase, then
 * an event filed first under the field q names, then the rest (components/relevance.ts).
 */
function pageByRelevance(
  index: SnapshotIndex,
  matches: RoaringBitmap32 | null,
  q: string | undefined,
  offset: number,
  limit: number,
  context: PageContext,
): number[] {
  const pageOf = (set: RoaringBitmap32 | null, at: number, count: number) =>
    page(index, set, context.unsorted, { offset: at, limit: count }, context);
  const front = exactEditionSet(index.store, q);
  if (matches) front.andInPlace(matches);
  // A tier of q's subject (a name with q's phrase; else filed first under the field q names), of
  // the events matched, none in a tier before.
  const tier = (set: RoaringBitmap32, before: readonly RoaringBitmap32[]) => {
    const kept = matches ? RoaringBitmap32.and(set, matches) : set.clone();
    for (const one of before) kept.andNotInPlace(one);
    // In the upcoming order, an ended event of the subject goes with the other ended ones.
    if (context.unsorted === 'upcoming') kept.andInPlace(index.upcomingSplit(context.today).upcoming);
    return kept;
  };
  const named = tier(namePhraseSet(index, q), [front]);
  const filed = tier(fieldSet(index, q), [front, named]);
  if (front.size === 0 && named.size === 0 && filed.size === 0) return pageOf(matches, offset, limit);
  // The rest is made only when the page reaches it: a first page is often all front and named.
  const rest = () => {
    const set = matches ? RoaringBitmap32.andNot(matches, front) : RoaringBitmap32.fromRange(0, index.size);
    if (!matches) set.andNotInPlace(front);
    return set.andNotInPlace(named).andNotInPlace(filed);
  };
  const all = matches ? matches.size : index.size;
  return pageInParts(
    [
      { size: front.size, set: () => front },
      { size: named.size, set: () => named },
      { size: filed.size, set: () => filed },
      { size: all - front.size - named.size - filed.size, set: rest },
    ],
    offset,
    limit,
    pageOf,
  );
}

/** The facets asked for, in the order asked: the cube facets and the extra ones (facets/extra.ts). */
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
    ...extraFacetCounts(index, filters, now, names.filter(isExtra), matches),
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
 * The matches of a search with several filters, written into a bitmap kept for the process
 * (intersectInto says why); the answer holds positions and counts, never the set.
 */
const searchMatches = new RoaringBitmap32();

const NONE: { suggestions: Suggestion[]; relaxed: Relaxation[] } = { suggestions: [], relaxed: [] };

/**
 * What a search that found nothing answers besides hints: its relaxations, then the respellings of
 * q, from one work budget and one loan of scratch bitmaps (the suggestions read what the
 * relaxations found of the other filters' events).
 */
function zeroResultAnswers(
  index: SnapshotIndex,
  filters: SearchFilters,
  now: number,
  today: Day,
  near: NearApplied | null,
) {
  const budget = new WorkBudget(CORRECTION_WORK);
  return withScratch((take) => {
    const pass = relaxationPass(index, filters, now, today, near, budget, take);
    const others = pass.withoutQ === undefined ? undefined : { events: pass.withoutQ, take };
    const suggestions = filters.q === undefined ? [] : suggestQueries(index, filters, now, budget, others);
    return { suggestions, relaxed: pass.relaxations };
  });
}

/**
 * One page of the events matching `filters`, with the exact total (and facets when asked for).
 * `today` is the UTC day of `now`, the request's time in seconds since the epoch.
 */
export function search(index: SnapshotIndex, filters: SearchFilters, today: Day, now = endOfDay(today)): SearchResult {
  const plan = planSearch(index, filters, now);
  const matches = matchesOf(index, plan, searchMatches);
  const unsorted = plan.from !== null || plan.to !== null ? 'date' : 'upcoming';
  const { similar } = plan;
  const sort = filters.sort ?? (similar ? 'similarity' : unsorted);
  const total = matches ? matches.size : index.size;
  const { suggestions, relaxed } = total === 0 ? zeroResultAnswers(index, filters, now, today, plan.places.near) : NONE;
  // How ambiguous place names were read (any answer), then what to send instead (an empty one).
  const hints = [...plan.hints, ...plan.places.hints, ...(total === 0 ? zeroResultHints(index, filters, today) : [])];
  const near = plan.places.near?.slots;
  // similar_to always plans a set, so its matches are a bitmap.
  const context: PageContext = { today, now, unsorted, ...(near ? { near } : {}) };
  const positions =
    sort === 'similarity' && similar && matches
      ? pageBySimilarity(index.store, similar, matches, usualOrder(index, context), filters.offset, filters.limit)
      : page(index, matches, sort === 'similarity' ? unsorted : sort, filters, context);
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
    listsApplied: listsApplied(index, filters),
    ...(filters.facets ? { facets: allFacetCounts(index, filters, now, matches, filters.facets) } : {}),
    ...(suggestions.length > 0 ? { suggestions } : {}),
    ...(relaxed.length > 0 ? { relaxations: relaxed } : {}),
    ...(hints.length > 0 ? { hints } : {}),
    ...placesApplied(index, plan, positions),
    ...(similar ? { similar: similarApplied(similar, positions) } : {}),
  };
}

/** What the answer reports of similar_to: the reference as compared, what each page event shares. */
function similarApplied(similar: SimilarProfile, positions: readonly number[]): NonNullable<SearchResult['similar']> {
  const names = (features: readonly { name: string }[]) => features.map(({ name }) => name);
  return {
    reference: {
      id: similar.id,
      name: similar.name,
      subjectKind: similar.subjectKind,
      subjects: names(similar.subjects),
      ranks: names(similar.ranks),
      terms: names(similar.terms),
      format: similar.format.name,
    },
    shares: positions.map((position) => sharesOf(similar, position)),
  };
}

/** What the answer reports of the place filters: the point and the page's distances, cities, regions. */
function placesApplied(index: SnapshotIndex, plan: Plan, positions: readonly number[]): Partial<SearchResult> {
  const { near, cities, regions } = plan.places;
  const applied: Partial<SearchResult> = {};
  if (near) {
    const { slots, ...point } = near;
    applied.near = point;
    applied.distances = distancesOf(index, slots, positions).map(roundedKm);
  }
  if (cities) applied.cities = cities;
  if (regions) applied.regions = regions;
  return applied;
}

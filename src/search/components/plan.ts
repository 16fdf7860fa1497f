/**
 * A search's plan: the posting lists its filters select (to intersect), what q excludes and checks,
 * and what the answer reports about them. Each filter family has its plan step (a PlanStep, here and
 * in category-plan.ts, place-plan.ts and edition-plan.ts), and ../filters.ts runs them in the order
 * of FILTER_NAMES. Names are resolved by the steps: an unknown topic, sub-topic, country, city,
 * place or region is refused with the closest valid values; an unknown word simply matches nothing.
 */
import { dayFromParts, daysInMonth, type Day } from '../../util/dates.js';
import type { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import type { SimilarProfile } from '../similar-types.js';
import type { Hint, NearApplied, SearchFilters, SearchTerm } from '../types.js';
import { cachedUnion } from './cached-union.js';
import type { NearSlots } from './within-radius.js';
import type { ClauseCheck } from './phrase.js';
import { planQuery } from './query-plan.js';
import { queryTerms, reportedTerm } from './query-terms.js';

/** What the place filters add to a plan, and what the answer reports about them (place-plan.ts). */
export interface PlacePlan {
  near: (NearApplied & { slots: NearSlots }) | null;
  cities: string[] | null;
  regions: string[] | null;
  /** How an ambiguous near or region was read (the API words them). */
  hints: Hint[];
}

/** The filters' posting lists (to intersect) and what the response reports about them. */
export interface Plan {
  sets: RoaringBitmap32[];
  /** Events excluded by `-term` in q (subtracted after the intersection). */
  excluded: RoaringBitmap32[];
  /** Clauses of q with quoted phrases, checked on the names after the intersection (phrase.ts). */
  checks: ClauseCheck[];
  /** True when some filter can match nothing (an unknown acronym, a country without events). */
  impossible: boolean;
  searchTerms: SearchTerm[];
  countriesIncluded: readonly string[];
  from: Day | null;
  to: Day | null;
  /**
   * The year when `year` is the only date filter: its range, and the events of that edition year
   * whose dates are not known yet (matches.ts, yearSet); null otherwise.
   */
  year: number | null;
  /** The range holds the events held on any day of it, not only those within it (SearchFilters.dateMatch). */
  overlap: boolean;
  places: PlacePlan;
  /** How a value was read other than as written (acronym-reading.ts). */
  hints: Hint[];
  /** With similar_to: the reference (similar.ts). */
  similar: SimilarProfile | null;
}

/**
 * One filter family's part of the plan: resolves its values (throwing the read errors of
 * ../verb-refusals.ts) and adds its lists to `plan`. Run only when one of the family's keys is given.
 * `now`: the request's time, seconds since the epoch (the calls open then, for cfp=open).
 */
export type PlanStep = (index: IndexView, filters: SearchFilters, plan: Plan, now: number) => void;

/** A plan that selects every event. */
export function emptyPlan(): Plan {
  return {
    sets: [],
    excluded: [],
    checks: [],
    impossible: false,
    searchTerms: [],
    countriesIncluded: [],
    from: null,
    to: null,
    year: null,
    overlap: false,
    places: { near: null, cities: null, regions: null, hints: [] },
    hints: [],
    similar: null,
  };
}

/** The values of a filter given once (`one`) or as a list (`many`), each once. */
export function valuesOf<T>(one: T | undefined, many: readonly T[] | undefined): T[] {
  return [...new Set([...(one === undefined ? [] : [one]), ...(many ?? [])])];
}

/** The union of some lists of a group (`kind` names it in the cache key), kept in the index's cache. */
export function union(
  index: Pick<IndexView, 'caches'>,
  kind: string,
  at: number[],
  lists: readonly RoaringBitmap32[],
): RoaringBitmap32 {
  if (at.length === 1) return lists[at[0]!]!;
  const sorted = [...at].sort((a, b) => a - b);
  return cachedUnion(
    index,
    `${kind}:${sorted.join(',')}`,
    sorted.map((i) => lists[i]!),
  );
}

/** Terms of q as `search_terms` reports them (for a q without query syntax). */
export function searchTermsOf(q: string): string[] {
  return queryTerms(q).map(reportedTerm);
}

/** q: its clauses' sets, exclusions and phrase checks (query-plan.ts). */
export const planText: PlanStep = (index, filters, plan) => {
  if (filters.q === undefined) return;
  const planned = planQuery(index, filters.q);
  plan.searchTerms = planned.searchTerms;
  plan.sets.push(...planned.sets);
  plan.excluded.push(...planned.excluded);
  plan.checks.push(...planned.checks);
};

/** cfp=open: the events whose call is open at the request's time (cfp.ts). */
export const planCfp: PlanStep = (index, filters, plan, now) => {
  if (filters.cfp === 'open') plan.sets.push(index.cfpStatuses(now).open);
};

/**
 * The effective date range of the filters: from/to narrowed by month and year (the latest start
 * bound and the earliest end bound); null where no filter bounds that side.
 */
export function dateRangeOf(filters: SearchFilters): { from: Day | null; to: Day | null } {
  const froms: Day[] = [];
  const tos: Day[] = [];
  if (filters.from !== undefined) froms.push(filters.from);
  if (filters.to !== undefined) tos.push(filters.to);
  if (filters.month) {
    const { year, month } = filters.month;
    froms.push(dayFromParts(year, month, 1));
    tos.push(dayFromParts(year, month, daysInMonth(year, month)));
  }
  if (filters.year !== undefined) {
    froms.push(dayFromParts(filters.year, 1, 1));
    tos.push(dayFromParts(filters.year, 12, 31));
  }
  return { from: froms.length > 0 ? Math.max(...froms) : null, to: tos.length > 0 ? Math.min(...tos) : null };
}

/**
 * from, to, month and year: one date range (matches.ts reads it as a run of positions); `year`
 * alone also finds the editions of that year whose dates are not known yet.
 */
export const planDates: PlanStep = (_index, filters, plan) => {
  const { from, to } = dateRangeOf(filters);
  plan.from = from;
  plan.to = to;
  const alone = filters.from === undefined && filters.to === undefined && filters.month === undefined;
  plan.year = alone ? (filters.year ?? null) : null;
  plan.overlap = filters.dateMatch === 'overlap';
  if (from !== null && to !== null && from > to) plan.impossible = true;
};

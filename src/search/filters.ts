/**
 * The filters of a search, one row per filter family (docs/design.md, The filter table): its keys
 * in SearchFilters, its plan step, the facets that count without it, and how a search that found
 * nothing relaxes it. The plan runs the steps in the order of FILTER_NAMES; the relaxations
 * (verbs/relaxations.ts), the facets' scopes and their own-filter exclusions (facets/) read the
 * same rows. A new filter is a row here: without its step or its relaxation rule it does not
 * compile, nor does a key of SearchFilters that no row claims.
 */
import {
  planCountry,
  planContinent,
  planFormat,
  planSubtopic,
  planTopic,
  planType,
} from './components/category-plan.js';
import { readAcronymYear } from './components/acronym-reading.js';
import { planAcronym, planCcfRank, planCoreRank, planDeadline, planSeries } from './components/edition-plan.js';
import { planCity, planNear, planRegion } from './components/place-plan.js';
import { planRank } from './components/rank-plan.js';
import { withOnline } from './components/online.js';
import { planSimilar } from './components/similar.js';
import { emptyPlan, type Plan, type PlanStep, planCfp, planDates, planText } from './components/plan.js';
import type { IndexView } from './index-view.js';
import { FILTER_NAMES, type FilterName, type RequestFacet, type SearchFilters } from './types.js';

/** The keys of SearchFilters that choose events (the others page, order and count them). */
export type FilterKey = Exclude<
  keyof SearchFilters,
  'limit' | 'offset' | 'sort' | 'facets' | 'facetSize' | 'includeOnline' | 'dateMatch'
>;

/**
 * How a search that found nothing relaxes a filter (docs/api.md, Zero results), each with the
 * exact total then:
 * - drop: the search without it;
 * - drop-range: the search without the whole range, and (with several of its keys given) without
 *   each key alone; each offered only when it finds an event that is not over (a dropped date
 *   range that leaves only past events helps nobody);
 * - drop-or-widen: without it, or with radius_km widened to the least that finds something;
 * - drop-or-clause: without it, or (a q of several clauses) without one clause;
 * - keep: never left out (acronym: the events of other conferences are no answer to it), the
 *   other filters still relaxed around it.
 */
export type RelaxRule = 'drop' | 'drop-range' | 'drop-or-widen' | 'drop-or-clause' | 'keep';

export interface FilterRow<K extends FilterKey = FilterKey> {
  /** Its keys in SearchFilters: the filter is given when one of them is. */
  keys: readonly K[];
  /** Its part of the plan, run when it is given. */
  plan: PlanStep;
  /** The facets counted without it, so that they offer its alternatives (facets=country ignores country=). */
  facets: readonly RequestFacet[];
  /** The keys those facets ignore when not all of them (the year facet ignores `year`, not `from`). */
  facetKeys?: readonly K[];
  relax: RelaxRule;
  /** A place filter: with includeOnline, the online events are kept beside what the place filters select. */
  place?: true;
  /**
   * The other filters whose keys its plan step reads (country keeps only the countries of a
   * continent given; a region is resolved within the countries given): a relaxation that leaves
   * one of them out plans this one again without it (verbs/relaxations.ts).
   */
  reads?: readonly FilterName[];
}

/** A key of SearchFilters that no row claims, as a compiler error names it. */
type Unclaimed<K extends FilterKey> = {
  readonly [U in Exclude<FilterKey, K>]: `the key ${U} of SearchFilters has no filter row`;
};

/** The rows, checked to claim every key of SearchFilters that chooses events (the compiler names one that is not). */
function everyKeyClaimed<K extends FilterKey>(
  rows: { readonly [F in FilterName]: FilterRow<K> } & Unclaimed<K>,
): { readonly [F in FilterName]: FilterRow<K> } {
  return rows;
}

export const FILTERS = everyKeyClaimed({
  topic: { keys: ['topic', 'topics'], plan: planTopic, facets: ['topic'], relax: 'drop' },
  subtopic: { keys: ['subtopic', 'subtopics'], plan: planSubtopic, facets: ['subtopic'], relax: 'drop' },
  type: { keys: ['type', 'types'], plan: planType, facets: ['type'], relax: 'drop' },
  format: { keys: ['formats'], plan: planFormat, facets: ['format'], relax: 'drop' },
  city: { keys: ['city'], plan: planCity, facets: ['city'], relax: 'drop', place: true },
  region: { keys: ['regions'], plan: planRegion, facets: ['region'], relax: 'drop', reads: ['country'], place: true },
  near: { keys: ['near', 'radiusKm'], plan: planNear, facets: [], relax: 'drop-or-widen', place: true },
  country: {
    keys: ['country', 'countries'],
    plan: planCountry,
    facets: ['country'],
    relax: 'drop',
    reads: ['continent'],
    place: true,
  },
  continent: {
    keys: ['continent'],
    plan: planContinent,
    facets: ['continent'],
    relax: 'drop',
    reads: ['country'],
    place: true,
  },
  q: { keys: ['q'], plan: planText, facets: [], relax: 'drop-or-clause' },
  core_rank: { keys: ['coreRanks'], plan: planCoreRank, facets: ['core_rank'], relax: 'drop' },
  ccf_rank: { keys: ['ccfRanks'], plan: planCcfRank, facets: ['ccf_rank'], relax: 'drop' },
  rank: { keys: ['ranks'], plan: planRank, facets: ['rank'], relax: 'drop' },
  // The acronyms name the conferences meant: leaving them out would answer about any other event.
  acronym: { keys: ['acronym', 'acronyms'], plan: planAcronym, facets: [], relax: 'keep' },
  series: { keys: ['series', 'rated'], plan: planSeries, facets: [], relax: 'drop' },
  // With cfp=open the range reads the deadlines that keep the call open, with deadlineEstimated
  // the estimated ones alone, with deadlineKind those of its kind (deadline-range.ts).
  deadline: {
    keys: ['deadlineFrom', 'deadlineTo', 'deadlineEstimated', 'deadlineKind'],
    plan: planDeadline,
    facets: [],
    relax: 'drop-range',
    reads: ['cfp'],
  },
  cfp: { keys: ['cfp'], plan: planCfp, facets: ['cfp_status'], relax: 'drop' },
  dates: {
    keys: ['from', 'to', 'month', 'year'],
    plan: planDates,
    facets: ['year'],
    facetKeys: ['year'],
    relax: 'drop-range',
  },
  // Of each series, the edition that stands for it is chosen within the time filters (similar.ts).
  similar: { keys: ['similarTo'], plan: planSimilar, facets: [], relax: 'drop', reads: ['dates', 'deadline'] },
});

/** Whether the filter is given: one of its keys is. */
const isGiven = (filters: SearchFilters, name: FilterName): boolean =>
  FILTERS[name].keys.some((key) => filters[key] !== undefined);

// givenFilters keeps a bit per filter in a 32-bit integer.
if (FILTER_NAMES.length > 31) throw new Error('givenFilters: more than 31 filters');

/** Each key of SearchFilters that chooses events, to its filter's place in FILTER_NAMES. */
const FILTER_AT_KEY: ReadonlyMap<string, number> = new Map(
  FILTER_NAMES.flatMap((name, at) => FILTERS[name].keys.map((key) => [key, at] as const)),
);

/**
 * The filters given, in plan order: one pass over the keys the search has. Asking each filter
 * whether one of its keys is given read all 19 filters' keys from objects of many shapes, 7 µs a
 * search of the random mix at 1M events (2.6 µs so).
 */
export function givenFilters(filters: SearchFilters): FilterName[] {
  let given = 0;
  for (const key in filters) {
    if (filters[key as keyof SearchFilters] === undefined) continue;
    const at = FILTER_AT_KEY.get(key);
    if (at !== undefined) given |= 1 << at;
  }
  const names: FilterName[] = [];
  for (let at = 0; given !== 0; at++, given >>>= 1) if ((given & 1) !== 0) names.push(FILTER_NAMES[at]!);
  return names;
}

/** The search without one filter (all of its keys); built key by key, as deleting keys slows the object down. */
export function withoutFilter(filters: SearchFilters, name: FilterName): SearchFilters {
  const keys: readonly string[] = FILTERS[name].keys;
  const without: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) if (!keys.includes(key)) without[key] = value;
  return without as unknown as SearchFilters;
}

/** Per facet, the keys it ignores (its own filters): the rows that name it, their keys (or facetKeys). */
export const OWN_KEYS = Object.fromEntries(
  FILTER_NAMES.flatMap((name) => {
    const row: FilterRow = FILTERS[name];
    return row.facets.map((facet) => [facet, row.facetKeys ?? row.keys]);
  }),
) as Readonly<Record<RequestFacet, readonly FilterKey[]>>;

/** Whether the filter chooses places (includeOnline keeps the online events beside them). */
const isPlace = (name: FilterName): boolean => FILTERS[name].place === true;

/** The place filters given, in plan order. */
const givenPlaces = (filters: SearchFilters): FilterName[] => givenFilters(filters).filter(isPlace);

/** The cache key of the place filters' values, each under its name ("Georgia" as a city is no region). */
const placesKey = (filters: SearchFilters, places: readonly FilterName[]): string =>
  JSON.stringify(places.map((name) => [name, ...FILTERS[name].keys.map((key) => filters[key] ?? null)]));

/**
 * Resolves every filter given into a plan, in plan order (throws the read errors of ./verb-refusals.ts).
 * With includeOnline, the place filters are planned on their own and their events, with the online
 * events beside them, are one set of the plan.
 */
export function planSearch(index: IndexView, given: SearchFilters, now: number): Plan {
  // `acronym=ICML 2026` is acronym=ICML and year=2026 (components/acronym-reading.ts).
  const { filters, hints } = readAcronymYear(index.store, given);
  const plan = emptyPlan();
  plan.hints = hints;
  const planned = givenFilters(filters);
  const places = filters.includeOnline ? planned.filter(isPlace) : [];
  const placePlan: Plan = places.length > 0 ? { ...emptyPlan(), places: plan.places } : plan;
  for (const name of planned) FILTERS[name].plan(index, filters, FILTERS[name].place ? placePlan : plan, now);
  if (places.length > 0) {
    plan.countriesIncluded = placePlan.countriesIncluded;
    plan.hints.push(...placePlan.hints);
    plan.sets.push(withOnline(index, placePlan, placesKey(filters, places)));
  }
  return plan;
}

/**
 * The plan of one filter alone (its step on an empty plan): the same events as its part of
 * planSearch, without the lists it shares with another filter there (a country and a topic read
 * as one pair list), so that the relaxations can leave any filter out of the intersection. With
 * includeOnline, a place filter's events with the online events beside them: the intersection of
 * such sets is that of the place filters with the online events beside it, (A ∪ O) ∩ (B ∪ O) =
 * (A ∩ B) ∪ O, as planSearch has it, with any of them left out too.
 */
export function planFilter(index: IndexView, filters: SearchFilters, name: FilterName, now: number): Plan {
  const plan = emptyPlan();
  if (!isGiven(filters, name)) return plan;
  FILTERS[name].plan(index, filters, plan, now);
  if (!filters.includeOnline || FILTERS[name].place !== true) return plan;
  const alone: Plan = { ...emptyPlan(), places: plan.places, hints: plan.hints };
  // Keyed by every place filter given, as a place filter's plan reads the others (a continent is
  // nothing beside a country, which it narrows).
  alone.sets.push(withOnline(index, plan, `${name}:${placesKey(filters, givenPlaces(filters))}`));
  return alone;
}

/**
 * A search's filters turned into the posting lists to intersect, and what the answer reports about
 * them. Names are resolved here: an unknown topic, sub-topic, country, city, place or region is
 * refused with the closest valid values; an unknown word simply matches nothing.
 */
import { nameKey } from '../../reference/fold.js';
import { dayFromParts, daysInMonth, type Day } from '../../util/dates.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { Hint, IndexView, SearchFilters, SearchTerm } from '../types.js';
import { readAcronymYear } from './acronym-reading.js';
import { cachedUnion } from './cached-union.js';
import type { ClauseCheck } from './phrase.js';
import { planQuery } from './query-plan.js';
import { queryTerms, reportedTerm } from './query-terms.js';
import { acronymPositions, seriesKeys, seriesPositions } from '../../store/editions.js';
import { CCF_RANKS, CORE_RANKS } from '../../source/schema.js';
import { acronymKey, seriesKey } from '../../source/acronym.js';
import { deadlineDaySet } from './deadline-range.js';
import { type PlacePlan, planPlaces } from './place-plan.js';
import { unknownCountry, unknownSeries, unknownSubtopic, unknownTopic } from './unknown-values.js';

/** The filters' posting lists (to intersect) and what the response reports about them. */
export interface Plan {
  sets: RoaringBitmap32[];
  /** Events excluded by `-term` in q (subtracted after the intersection). */
  excluded: RoaringBitmap32[];
  /** Clauses of q with quoted phrases, checked on the names after the intersection (phrase.ts). */
  checks: ClauseCheck[];
  /** True when some filter can match nothing (an unknown city, a country without events). */
  impossible: boolean;
  searchTerms: SearchTerm[];
  countriesIncluded: readonly string[];
  from: Day | null;
  to: Day | null;
  /** The place filters as resolved (place-plan.ts). */
  places: PlacePlan;
  /** How a value was read other than as written (acronym-reading.ts). */
  hints: Hint[];
}

/** The values of a filter given once (`one`) or as a list (`many`), each once. */
function valuesOf<T>(one: T | undefined, many: readonly T[] | undefined): T[] {
  return [...new Set([...(one === undefined ? [] : [one]), ...(many ?? [])])];
}

/** Posting lists of named values (topics, sub-topics): their union; an unknown name is refused. */
function namedUnion(
  index: IndexView,
  kind: string,
  names: readonly string[],
  byKey: ReadonlyMap<string, number>,
  lists: readonly RoaringBitmap32[],
  refuse: (name: string) => Error,
): RoaringBitmap32 {
  const at = names.map((name) => {
    const found = byKey.get(nameKey(name));
    if (found === undefined) throw refuse(name);
    return found;
  });
  return union(index, kind, [...new Set(at)], lists);
}

function planCategories(index: IndexView, filters: SearchFilters, plan: Plan): void {
  const { meta, lists } = index.store;
  const topics = valuesOf(filters.topic, filters.topics);
  if (topics.length > 0) {
    plan.sets.push(namedUnion(index, 't', topics, index.topicByKey, lists.topic, (t) => unknownTopic(index, t)));
  }
  const subtopics = valuesOf(filters.subtopic, filters.subtopics);
  if (subtopics.length > 0) {
    const refuse = (name: string) => unknownSubtopic(index, name);
    plan.sets.push(namedUnion(index, 's', subtopics, index.subtopicByKey, lists.subtopic, refuse));
  }
  const types = valuesOf(filters.type, filters.types);
  if (types.length > 0) {
    plan.sets.push(
      union(
        index,
        'y',
        types.map((type) => meta.types.indexOf(type)),
        lists.type,
      ),
    );
  }
  if (filters.formats !== undefined) {
    plan.sets.push(
      union(
        index,
        'f',
        filters.formats.map((format) => meta.formats.indexOf(format)),
        lists.format,
      ),
    );
  }
}

/**
 * Stored names of the countries given, `country` then `countries`, once each, kept only on the
 * continent if one is given; an unknown one is refused naming the parameter it came in.
 */
function resolveCountries(index: IndexView, filters: SearchFilters): string[] {
  const given = [
    ...(filters.country === undefined ? [] : [{ text: filters.country, parameter: 'country' as const }]),
    ...(filters.countries ?? []).map((text) => ({ text, parameter: 'countries' as const })),
  ];
  const names: string[] = [];
  for (const { text, parameter } of given) {
    const country = index.countries.resolve(text);
    if (!country) throw unknownCountry(index, text, parameter);
    const onContinent = filters.continent === undefined || country.continent === filters.continent;
    if (onContinent && !names.includes(country.name)) names.push(country.name);
  }
  return names;
}

/** The union of some lists of a group (`kind` names it in the cache key), kept in the index's cache. */
function union(index: IndexView, kind: string, at: number[], lists: readonly RoaringBitmap32[]): RoaringBitmap32 {
  if (at.length === 1) return lists[at[0]!]!;
  const sorted = [...at].sort((a, b) => a - b);
  return cachedUnion(
    index,
    `${kind}:${sorted.join(',')}`,
    sorted.map((i) => lists[i]!),
  );
}

function planCountries(index: IndexView, filters: SearchFilters, plan: Plan): void {
  const { meta, lists } = index.store;
  if (filters.country !== undefined || (filters.countries && filters.countries.length > 0)) {
    const names = resolveCountries(index, filters);
    plan.countriesIncluded = names;
    const positions = names.flatMap((name) => index.countryByName.get(name) ?? []);
    if (positions.length === 0) plan.impossible = true;
    else plan.sets.push(union(index, 'n', positions, lists.country));
  } else if (filters.continent !== undefined) {
    plan.countriesIncluded = index.continentCountries(filters.continent);
    plan.sets.push(lists.continent[meta.continents.indexOf(filters.continent)]!);
  }
}

/**
 * One country and one topic: their two lists replaced by the precomputed list of the pair (the
 * same events: components/pair-lists.ts), so that the search does not intersect them.
 */
function useCountryTopicList(index: IndexView, filters: SearchFilters, plan: Plan): void {
  const topics = valuesOf(filters.topic, filters.topics);
  if (topics.length !== 1 || plan.countriesIncluded.length !== 1) return;
  const t = index.topicByKey.get(nameKey(topics[0]!));
  const c = index.countryByName.get(plan.countriesIncluded[0]!);
  if (t === undefined || c === undefined) return;
  const { lists } = index.store;
  const topicAt = plan.sets.indexOf(lists.topic[t]!);
  const countryAt = plan.sets.indexOf(lists.country[c]!);
  if (topicAt < 0 || countryAt < 0) return;
  plan.sets = plan.sets.filter((_, at) => at !== topicAt && at !== countryAt);
  plan.sets.push(index.countryTopicList(c, t));
}

/** Terms of q as `search_terms` reports them (for a q without query syntax). */
export function searchTermsOf(q: string): string[] {
  return queryTerms(q).map(reportedTerm);
}

function planText(index: IndexView, filters: SearchFilters, plan: Plan): void {
  if (filters.q === undefined) return;
  const planned = planQuery(index, filters.q);
  plan.searchTerms = planned.searchTerms;
  plan.sets.push(...planned.sets);
  plan.excluded.push(...planned.excluded);
  plan.checks.push(...planned.checks);
}

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
 * Positions (ascending) as a set, kept in the index's cache under `key` (an acronym or a series is
 * asked again and again: "when is ICML"); an empty list makes the plan impossible.
 */
function positionsSet(index: IndexView, plan: Plan, key: string, positions: Uint32Array): void {
  if (positions.length === 0) {
    plan.impossible = true;
    return;
  }
  let found = index.caches.unions.get(key);
  if (!found) index.caches.unions.set(key, (found = new RoaringBitmap32(positions).freeze()));
  plan.sets.push(found);
}

/** Ranks, acronym, series and deadline dates. */
function planEditions(index: IndexView, filters: SearchFilters, plan: Plan): void {
  const { lists } = index.store;
  if (filters.coreRanks !== undefined) {
    const at = filters.coreRanks.map((rank) => CORE_RANKS.indexOf(rank));
    plan.sets.push(union(index, 'core', at, lists.coreRank));
  }
  if (filters.ccfRanks !== undefined) {
    const at = filters.ccfRanks.map((rank) => CCF_RANKS.indexOf(rank));
    plan.sets.push(union(index, 'ccf', at, lists.ccfRank));
  }
  if (filters.acronym !== undefined) {
    const key = acronymKey(filters.acronym);
    positionsSet(index, plan, `a:${key}`, acronymPositions(index.store, key));
  }
  if (filters.series !== undefined) {
    const positions = seriesPositions(index.store, filters.series);
    if (positions.length === 0) throw unknownSeries(filters.series, seriesKeys(index.store));
    positionsSet(index, plan, `s:${seriesKey(filters.series)}`, positions);
  }
  if (filters.deadlineFrom !== undefined || filters.deadlineTo !== undefined) {
    const from = filters.deadlineFrom ?? null;
    const to = filters.deadlineTo ?? null;
    const key = `deadline:${from}..${to}`;
    let found = index.caches.dateSets.get(key);
    if (!found) index.caches.dateSets.set(key, (found = deadlineDaySet(index.store, from, to)));
    plan.sets.push(found);
  }
}

/** Resolves every filter of a search into a plan (throws the read errors of ../errors.ts). */
/** `now`: the request's time, seconds since the epoch (the calls open then, for cfp=open). */
export function planSearch(index: IndexView, given: SearchFilters, now: number): Plan {
  const { filters, hints } = readAcronymYear(given);
  const { from, to } = dateRangeOf(filters);
  const places: PlacePlan = { near: null, cities: null, regions: null, hints: [] };
  const plan: Plan = {
    sets: [],
    excluded: [],
    checks: [],
    impossible: false,
    searchTerms: [],
    countriesIncluded: [],
    from,
    to,
    places,
    hints,
  };
  planCategories(index, filters, plan);
  plan.places = planPlaces(index, filters, plan);
  planCountries(index, filters, plan);
  useCountryTopicList(index, filters, plan);
  planText(index, filters, plan);
  planEditions(index, filters, plan);
  if (filters.cfp === 'open') plan.sets.push(index.openAt(now));
  if (from !== null && to !== null && from > to) plan.impossible = true;
  return plan;
}

import { LRUCache } from 'lru-cache';
import { CountryResolver, loadCountries } from '../reference/countries.js';
import { nameKey, words } from '../reference/fold.js';
import { closestMatches } from '../reference/suggest.js';
import type { Store } from '../store/store.js';
import { STOP_WORDS } from '../text/stopwords.js';
import { dayFromParts, daysInMonth, formatIsoDate, type Day } from '../util/dates.js';
import { RoaringBitmap32 } from '../util/roaring.js';
import { firstStartAfter, firstStartAtOrAfter } from './columns.js';
import { pageAscending, pageStartDescending } from './order.js';
import { BitmapSet, ConcatSet, FullSet, RankWindow, type RankedSet } from './ranked.js';
import { SearchInputError, type SearchFilters, type SearchResult, type SortOrder } from './types.js';

const MAX_COUNTRIES_LISTED = 20;

/** Lookups derived once per loaded store (a new snapshot gets its own). */
interface StoreLookups {
  topicByKey: Map<string, number>;
  subtopicByKey: Map<string, number>;
  countryByName: Map<string, number>;
  /** Per continent: reference countries, most events first, then by name. */
  continentCountries: Map<string, string[]>;
  /** Upcoming / past split, recomputed when the UTC day changes. */
  split?: UpcomingSplit;
  /** Recent unions of several countries, by their sorted indexes. */
  countryUnions: LRUCache<string, RoaringBitmap32>;
  /** Recent date-range sets, by "from..to". */
  dateSets: LRUCache<string, RoaringBitmap32>;
}

/**
 * Positions before edgeStart have ended by today and positions from futureStart on have not
 * started; between them (events that started within maxDuration days) the end date decides.
 */
interface UpcomingSplit {
  today: Day;
  edgeStart: number;
  futureStart: number;
  /** Events in the edge that have not ended, and those that have. */
  edgeUpcoming: RoaringBitmap32;
  edgePast: RoaringBitmap32;
  /** The whole upcoming and past sets, for a search without filters. */
  upcoming: RoaringBitmap32;
  past: RoaringBitmap32;
}

/** Enough for the filter combinations a busy client repeats; each entry is one bitmap. */
const SET_CACHE_ENTRIES = 256;

const lookups = new WeakMap<Store, StoreLookups>();
let resolver: CountryResolver | undefined;

function countryResolver(): CountryResolver {
  resolver ??= new CountryResolver(loadCountries());
  return resolver;
}

function lookupsFor(store: Store): StoreLookups {
  let found = lookups.get(store);
  if (found) return found;
  const countryByName = new Map(store.meta.countries.map((country, index) => [country.name, index]));
  const eventsIn = (name: string): number => {
    const index = countryByName.get(name);
    return index === undefined ? 0 : store.lists.country[index]!.size;
  };
  const continentCountries = new Map<string, string[]>();
  for (const continent of store.meta.continents) {
    const names = countryResolver()
      .countries.filter((c) => c.continent === continent)
      .map((c) => c.name);
    names.sort((a, b) => eventsIn(b) - eventsIn(a) || (a < b ? -1 : a > b ? 1 : 0));
    continentCountries.set(continent, names);
  }
  found = {
    topicByKey: new Map(store.meta.topics.map((topic, index) => [nameKey(topic.name), index])),
    subtopicByKey: new Map(store.meta.subtopics.map((sub, index) => [nameKey(sub.name), index])),
    countryByName,
    continentCountries,
    countryUnions: new LRUCache({ max: SET_CACHE_ENTRIES }),
    dateSets: new LRUCache({ max: SET_CACHE_ENTRIES }),
  };
  lookups.set(store, found);
  return found;
}

function unknownName(
  parameter: string,
  label: string,
  value: string,
  candidates: readonly string[],
  listHint: string,
): SearchInputError {
  const suggestions = closestMatches(value, candidates, 3);
  const hint = suggestions.length > 0 ? ` Did you mean: ${suggestions.join(', ')}?` : ` ${listHint}`;
  return new SearchInputError(parameter, `Unknown ${label} '${value}'.${hint}`, suggestions);
}

/** The filters' posting lists (to intersect) and what the response reports about them. */
interface Plan {
  sets: RoaringBitmap32[];
  impossible: boolean;
  searchTerms: string[];
  countriesIncluded: string[];
  from: Day | null;
  to: Day | null;
}

function planCategories(store: Store, filters: SearchFilters, plan: Plan): void {
  const found = lookupsFor(store);
  if (filters.topic !== undefined) {
    const index = found.topicByKey.get(nameKey(filters.topic));
    if (index === undefined) {
      const names = store.meta.topics.map((t) => t.name);
      throw unknownName('topic', 'topic', filters.topic, names, `Valid topics: ${names.join(', ')}.`);
    }
    plan.sets.push(store.lists.topic[index]!);
  }
  if (filters.subtopic !== undefined) {
    const index = found.subtopicByKey.get(nameKey(filters.subtopic));
    if (index === undefined) {
      const names = store.meta.subtopics.map((t) => t.name);
      throw unknownName(
        'subtopic',
        'sub-topic',
        filters.subtopic,
        names,
        'GET /api/gpt/topics lists every topic with its sub-topics.',
      );
    }
    plan.sets.push(store.lists.subtopic[index]!);
  }
  if (filters.type !== undefined) plan.sets.push(store.lists.type[store.meta.types.indexOf(filters.type)]!);
  if (filters.city !== undefined) {
    const list = store.lists.city.get(nameKey(filters.city));
    if (list) plan.sets.push(list);
    else plan.impossible = true;
  }
}

function planCountries(store: Store, filters: SearchFilters, plan: Plan): void {
  const found = lookupsFor(store);
  const continent = filters.continent;
  if (filters.countries && filters.countries.length > 0) {
    const names: string[] = [];
    for (const text of filters.countries) {
      const country = countryResolver().resolve(text);
      if (!country) {
        if (text.includes(',')) {
          throw new SearchInputError(
            'country',
            `Unknown country '${text}'. To give several countries, use countries=${text} (comma-separated).`,
          );
        }
        const all = countryResolver().countries.map((c) => c.name);
        throw unknownName('country', 'country', text, all, 'GET /api/gpt/countries lists the countries with events.');
      }
      if ((continent === undefined || country.continent === continent) && !names.includes(country.name))
        names.push(country.name);
    }
    plan.countriesIncluded = names;
    const indexes = names.flatMap((name) => {
      const index = found.countryByName.get(name);
      return index === undefined ? [] : [index];
    });
    if (indexes.length === 0) plan.impossible = true;
    else if (indexes.length === 1) plan.sets.push(store.lists.country[indexes[0]!]!);
    else {
      const key = [...indexes].sort((a, b) => a - b).join(',');
      let union = found.countryUnions.get(key);
      if (!union) {
        union = RoaringBitmap32.orMany(indexes.map((index) => store.lists.country[index]!)).freeze();
        found.countryUnions.set(key, union);
      }
      plan.sets.push(union);
    }
  } else if (continent !== undefined) {
    plan.countriesIncluded = found.continentCountries.get(continent) ?? [];
    plan.sets.push(store.lists.continent[store.meta.continents.indexOf(continent)]!);
  }
}

/** The words of q that take part in matching: folded, stop words dropped, in order. */
function queryWords(q: string): string[] {
  return words(q).filter((word) => !STOP_WORDS.has(word));
}

/** Terms of q as `search_terms` reports them: queryWords, each once. */
export function searchTermsOf(q: string): string[] {
  return [...new Set(queryWords(q))];
}

function planText(store: Store, filters: SearchFilters, plan: Plan): void {
  if (filters.q === undefined) return;
  const all = queryWords(filters.q);
  if (all.length === 0) return;
  plan.searchTerms = [...new Set(all)];
  const last = all[all.length - 1]!;
  const exact = new Set(all.slice(0, -1));
  exact.delete(last); // the prefix list of `last` already includes its exact matches
  for (const term of exact) plan.sets.push(store.text.exact(term));
  plan.sets.push(store.text.prefix(last));
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

function planDates(filters: SearchFilters, plan: Plan): void {
  ({ from: plan.from, to: plan.to } = dateRangeOf(filters));
  if (plan.from !== null && plan.to !== null && plan.from > plan.to) plan.impossible = true;
}

/**
 * Positions with start >= from and end <= to: a run of positions, less the few near its top edge
 * that end after `to` (only events starting within maxDuration days of `to` can).
 */
function dateSet(store: Store, from: Day | null, to: Day | null): RoaringBitmap32 {
  const found = lookupsFor(store);
  const key = `${from ?? ''}..${to ?? ''}`;
  const cached = found.dateSets.get(key);
  if (cached) return cached;
  const { start, end } = store.columns;
  const lo = from === null ? 0 : firstStartAtOrAfter(start, from);
  const hi = to === null ? store.size : firstStartAfter(start, to);
  const set = lo < hi ? RoaringBitmap32.fromRange(lo, hi) : new RoaringBitmap32();
  if (to !== null && lo < hi) {
    const edge = Math.max(lo, firstStartAfter(start, to - store.meta.maxDuration));
    const late: number[] = [];
    for (let position = edge; position < hi; position++) if (end[position]! > to) late.push(position);
    if (late.length > 0) set.removeMany(Uint32Array.from(late));
  }
  set.freeze();
  found.dateSets.set(key, set);
  return set;
}

function intersect(sets: RoaringBitmap32[]): RoaringBitmap32 | null {
  if (sets.length === 0) return null;
  const ordered = [...sets].sort((a, b) => a.size - b.size);
  if (ordered.length === 1) return ordered[0]!;
  const result = RoaringBitmap32.and(ordered[0]!, ordered[1]!);
  for (let i = 2; i < ordered.length && !result.isEmpty; i++) result.andInPlace(ordered[i]!);
  return result;
}

/** Events not yet ended today, and the rest; cached per store until the day changes. */
function upcomingSplit(store: Store, today: Day): UpcomingSplit {
  const found = lookupsFor(store);
  if (found.split?.today === today) return found.split;
  const { start, end } = store.columns;
  const edgeStart = firstStartAtOrAfter(start, today - store.meta.maxDuration);
  const futureStart = firstStartAtOrAfter(start, today);
  const edgeUpcoming = new RoaringBitmap32();
  const edgePast = new RoaringBitmap32();
  for (let position = edgeStart; position < futureStart; position++) {
    (end[position]! >= today ? edgeUpcoming : edgePast).add(position);
  }
  const upcoming = RoaringBitmap32.or(edgeUpcoming, RoaringBitmap32.fromRange(futureStart, store.size));
  const past = RoaringBitmap32.or(RoaringBitmap32.fromRange(0, edgeStart), edgePast);
  found.split = {
    today,
    edgeStart,
    futureStart,
    edgeUpcoming: edgeUpcoming.freeze(),
    edgePast: edgePast.freeze(),
    upcoming: upcoming.freeze(),
    past: past.freeze(),
  };
  return found.split;
}

/**
 * The matches split into upcoming (ascending) and past (for start-descending paging) without
 * intersecting the large sets: only the edge is intersected, the rest are windows of ranks.
 */
function splitMatches(matches: RoaringBitmap32, split: UpcomingSplit): { upcoming: RankedSet; past: RankedSet } {
  const all = new BitmapSet(matches);
  const beforeFuture = matches.rank(split.futureStart - 1);
  const beforeEdge = split.edgeStart > 0 ? matches.rank(split.edgeStart - 1) : 0;
  return {
    upcoming: new ConcatSet(
      new BitmapSet(RoaringBitmap32.and(matches, split.edgeUpcoming)),
      new RankWindow(all, beforeFuture, matches.size - beforeFuture),
    ),
    past: new ConcatSet(
      new RankWindow(all, 0, beforeEdge),
      new BitmapSet(RoaringBitmap32.and(matches, split.edgePast)),
    ),
  };
}

function pageUpcoming(
  store: Store,
  matches: RoaringBitmap32 | null,
  today: Day,
  offset: number,
  limit: number,
): number[] {
  const split = upcomingSplit(store, today);
  const { upcoming, past } = matches
    ? splitMatches(matches, split)
    : { upcoming: new BitmapSet(split.upcoming), past: new BitmapSet(split.past) };
  const page = pageAscending(upcoming, offset, limit);
  if (page.length === limit) return page;
  const pastOffset = Math.max(0, offset - upcoming.size);
  return page.concat(pageStartDescending(past, store.columns.start, pastOffset, limit - page.length));
}

function formatCountries(names: string[]): string[] {
  if (names.length <= MAX_COUNTRIES_LISTED) return names;
  return [...names.slice(0, MAX_COUNTRIES_LISTED), `... and ${names.length - MAX_COUNTRIES_LISTED} more`];
}

/**
 * Answers one search: resolves names, intersects posting lists smallest first, counts the
 * matches exactly and reads only the requested page in the requested order.
 */
export function search(store: Store, filters: SearchFilters, today: Day): SearchResult {
  const plan: Plan = { sets: [], impossible: false, searchTerms: [], countriesIncluded: [], from: null, to: null };
  planCategories(store, filters, plan);
  planCountries(store, filters, plan);
  planText(store, filters, plan);
  planDates(filters, plan);
  const sort: SortOrder = filters.sort ?? (plan.from !== null || plan.to !== null ? 'date' : 'upcoming');
  const reported = {
    searchTerms: plan.searchTerms,
    countriesIncluded: formatCountries(plan.countriesIncluded),
    dateRange: {
      from: plan.from === null ? null : formatIsoDate(plan.from),
      to: plan.to === null ? null : formatIsoDate(plan.to),
    },
    sort,
  };
  if (plan.impossible || plan.sets.some((set) => set.isEmpty)) return { total: 0, positions: [], ...reported };
  if (plan.from !== null || plan.to !== null) plan.sets.push(dateSet(store, plan.from, plan.to));

  const matches = intersect(plan.sets);
  const ranked: RankedSet = matches ? new BitmapSet(matches) : new FullSet(store.size);
  const { offset, limit } = filters;
  let positions: number[];
  if (sort === 'date') positions = pageAscending(ranked, offset, limit);
  else if (sort === '-date') positions = pageStartDescending(ranked, store.columns.start, offset, limit);
  else positions = offset >= ranked.size ? [] : pageUpcoming(store, matches, today, offset, limit);
  return { total: ranked.size, positions, ...reported };
}

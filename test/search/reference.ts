/**
 * A plain, obviously-correct evaluation of the matching rules (docs/api.md) over source rows: the
 * differential test compares the engine with it. Given `now` (seconds), calls for papers are
 * judged at that instant, as the engine (and the SQLite baseline of the benchmarks) does; without
 * it, by the v2 day rule of the one submission_deadline date.
 */
import type { EventRank } from '../../src/source/ranks.js';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import type { Country } from '../../src/reference/countries.js';
import { nameKey as foldedName } from '../../src/reference/fold.js';
import type { SearchFilters } from '../../src/search/types.js';
import { subTopicsOf, topicsOf } from '../../src/source/event-lists.js';
import { UNDATED, type ValidRow } from '../../src/source/validate.js';
import { acronymKey, seriesKey, splitAcronym } from '../../src/source/acronym.js';
import { undatedEditionYear } from '../../src/source/edition-year.js';
import { STOP_WORDS } from '../../src/text/stopwords.js';
import { terms as termsOf } from '../../src/text/terms.js';
import {
  type Acronyms,
  acronymsOf,
  matchesPlainQuery,
  filedUnderQ,
  namesAField,
  nameHoldsPhrase,
  runsOf,
  runTest,
  wordsOf,
} from './reference-text.js';
// Only whether q uses the syntax: the reference reads the clauses itself.
import { parseQuery } from '../../src/search/components/query-syntax.js';
import { byLikeness, similarTo } from './reference-similar.js';
import { dateParts, dayFromParts, daysInMonth, type Day } from '../../src/util/dates.js';
import { matchesPlaces, type RowPlaces } from './reference-places.js';

const resolver = new CountryResolver(loadCountries());

// A memo of a pure function, so that thousands of reference evaluations stay fast: the folded key
// of a name (reference-text.ts keeps the terms of a row's texts).
const foldedNames = new Map<string, string>();
function nameKey(name: string): string {
  let key = foldedNames.get(name);
  if (key === undefined) foldedNames.set(name, (key = foldedName(name)));
  return key;
}

/** The countries of a `country` value: comma-separated, "A, B" one country when it names one. */
function countryParts(text: string): string[] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const two = `${parts[i]}, ${parts[i + 1]}`;
    if (i + 1 < parts.length && resolver.resolve(two)) {
      out.push(two);
      i++;
    } else out.push(parts[i]!);
  }
  return out;
}

/** Other names of a stored city in its country, as the build was given them. */
export type KnownCityNames = (city: string, country: Country) => readonly string[];

/**
 * A q of plain words in which a lower-case `or` stands between two words: its clauses (words
 * joined by such an `or` are one clause); undefined for any other q. Any other `or` is a stop word.
 */
function lowerCaseOrClauses(q: string): ReferenceClause[] | undefined {
  if (/["|-]|\bOR\b/.test(q)) return undefined;
  const words = q.split(/\s+/).filter(Boolean);
  const isOr = (i: number) =>
    words[i]!.toLowerCase() === 'or' &&
    i > 0 &&
    i < words.length - 1 &&
    words[i - 1]!.toLowerCase() !== 'or' &&
    words[i + 1]!.toLowerCase() !== 'or';
  if (!words.some((_, i) => isOr(i))) return undefined;
  const clauses: ReferenceClause[] = [];
  for (const [i, word] of words.entries()) {
    if (isOr(i)) continue;
    if (i > 0 && isOr(i - 1)) clauses[clauses.length - 1]!.units.push({ word });
    else if (word.toLowerCase() !== 'or') clauses.push({ negated: false, units: [{ word }] });
  }
  return clauses;
}

/** A word joined by a hyphen to a single letter ("e-learning", "x-ray"), the letter no stop word. */
const letterJoined = (word: string): boolean =>
  /^(?:\p{L}-[\p{L}\p{N}]{2,}|[\p{L}\p{N}]{2,}-\p{L})$/u.test(word) &&
  termsOf(word).every((term) => !STOP_WORDS.has(term));

/** A q without syntax that has such a word: each a phrase, the other words plain (docs/api.md, Matching). */
function letterJoinedClauses(q: string): ReferenceClause[] | undefined {
  const words = q.split(/\s+/).filter(Boolean);
  if (/["|]|\bOR\b/.test(q) || words.some((word) => word.startsWith('-')) || !words.some(letterJoined))
    return undefined;
  return words.map((word) => ({ negated: false, units: [letterJoined(word) ? { phrase: word } : { word }] }));
}

function matchesText(row: ValidRow, q: string, acronyms: Acronyms): boolean {
  const clauses = lowerCaseOrClauses(q) ?? letterJoinedClauses(q);
  if (clauses) return referenceQueryMatch(row, clauses, acronyms);
  return matchesPlainQuery(row, q, acronyms);
}

/**
 * Whether the row's city is named `city`: its stored name, or another name it is known by that no
 * event's city is stored by (`stored`: the folded stored names of the events in a country).
 */
function matchesCity(row: ValidRow, city: string, known: KnownCityNames, stored: ReadonlySet<string>): boolean {
  if (row.city === null || row.country === null) return false;
  const key = nameKey(city);
  if (nameKey(row.city) === key) return true;
  return !stored.has(key) && known(row.city, row.country).some((name) => nameKey(name) === key);
}

const storedCities = (rows: readonly ValidRow[]): Set<string> =>
  new Set(rows.flatMap((row) => (row.city === null || row.country === null ? [] : [nameKey(row.city)])));

/** The city name looked up: as given when some event has it, else "Austin, TX" as "Austin". */
function lookedUpCity(rows: readonly ValidRow[], city: string, known: KnownCityNames, stored: ReadonlySet<string>) {
  const comma = city.indexOf(',');
  if (comma < 0 || rows.some((row) => matchesCity(row, city, known, stored))) return city;
  return city.slice(0, comma);
}

/** Deadline order: deadline ascending, events without one last; ties by start, then id. */
function byDeadline(a: ValidRow, b: ValidRow): number {
  if (a.deadline === null || b.deadline === null) {
    if (a.deadline !== b.deadline) return a.deadline === null ? 1 : -1;
  } else if (a.deadline !== b.deadline) return a.deadline - b.deadline;
  return a.start - b.start || a.id - b.id;
}

/**
 * Ranks (any of the list), the bare acronym and series (any case), a deadline dated in range; with
 * cfp=open at `now`, a deadline in range still ahead (the call itself open, of any round).
 */
function matchesEditions(row: ValidRow, f: SearchFilters, now?: number): boolean {
  return (
    (f.coreRanks === undefined || (row.coreRank !== null && f.coreRanks.includes(row.coreRank))) &&
    (f.ccfRanks === undefined || (row.ccfRank !== null && f.ccfRanks.includes(row.ccfRank))) &&
    (f.ranks === undefined || referenceRanks(row).some((key) => rankMatches(key, f.ranks!))) &&
    matchesAcronyms(row, listOf(f.acronym, f.acronyms)) &&
    (f.series === undefined || row.series === f.series.toLowerCase()) &&
    inDeadlineWindow(row, f, f.cfp === undefined ? undefined : now)
  );
}

/**
 * Whether a row has an abstract or paper deadline dated within deadline_from..deadline_to (any
 * row without them); given `openAt`, one still ahead then (cfp=open keeps the call open).
 */
function inDeadlineWindow(row: ValidRow, f: SearchFilters, openAt?: number): boolean {
  if (f.deadlineFrom === undefined && f.deadlineTo === undefined) return true;
  const from = f.deadlineFrom ?? Number.NEGATIVE_INFINITY;
  const to = f.deadlineTo ?? Number.POSITIVE_INFINITY;
  return [...row.deadlines].some(
    (d) =>
      (d.kind === 'abstract' || d.kind === 'paper') &&
      d.day >= from &&
      d.day <= to &&
      (openAt === undefined || d.at >= openAt),
  );
}

/**
 * The rank keys of a row, as docs/api.md (Ranks) states them: each rank of event_ranks (the demo
 * rows carry them as `ranks`, see test/fixtures/demo-snapshot.ts) under its system, and under its
 * system and edition; then the core_rank and ccf_rank columns unless a rank of that system and value is there.
 */
export function referenceRanks(row: ValidRow): string[] {
  const ranks = [...((row as RankedRow).ranks ?? [])];
  if (row.coreRank !== null && !ranks.some((r) => r.system === 'CORE' && r.value === row.coreRank))
    ranks.push({ system: 'CORE', edition: null, value: row.coreRank, url: null });
  if (row.ccfRank !== null && !ranks.some((r) => r.system === 'CCF' && r.value === row.ccfRank))
    ranks.push({ system: 'CCF', edition: null, value: row.ccfRank, url: null });
  return ranks.flatMap((r) => [
    `${r.system}:${r.value}`,
    ...(r.edition === null ? [] : [`${r.system}${r.edition}:${r.value}`]),
  ]);
}

/** Whether a row's rank key answers one of rank='s keys (h5-index:N: N or more, of the same edition). */
function rankMatches(key: string, asked: readonly string[]): boolean {
  return asked.some((want) => {
    const [wantHead, wantValue] = [want.slice(0, want.lastIndexOf(':')), want.slice(want.lastIndexOf(':') + 1)];
    const [head, value] = [key.slice(0, key.lastIndexOf(':')), key.slice(key.lastIndexOf(':') + 1)];
    return (
      head === wantHead && (head.startsWith('h5-index') ? Number(value) >= Number(wantValue) : value === wantValue)
    );
  });
}

/** A demo row with the ranks of its event_ranks rows. */
export type RankedRow = ValidRow & { ranks?: EventRank[] };

/** Any of the acronyms, each bare (any case) or the series it keys and, written with a year, of that year (its dates within it). */
function matchesAcronyms(row: ValidRow, acronyms: readonly string[] | undefined): boolean {
  if (acronyms === undefined) return true;
  return acronyms.some((given) => {
    const { bare, year } = splitAcronym(given);
    const [acronym, within] = bare === null || year === null ? [given, null] : [bare, year < 100 ? 2000 + year : year];
    if (row.bareAcronym?.toLowerCase() !== acronym.toLowerCase() && row.series !== seriesKey(acronym)) return false;
    if (within === null) return true;
    if (row.start === UNDATED) return editionYearOf(row) === within;
    return row.start >= dayFromParts(within, 1, 1) && row.end <= dayFromParts(within, 12, 31);
  });
}

/** The edition year of an undated row (docs/api.md, Dates), null when none. */
const editionYearOf = (row: ValidRow): number | null =>
  undatedEditionYear({
    acronym: row.acronym,
    name: row.name,
    recordIds: (row.extras?.sources ?? []).map((source) => source.recordId),
    paperDays: [...row.deadlines].filter((one) => one.kind === 'paper').map((one) => one.day),
  });

/** Whether a round of a row takes papers at `now`: its paper deadline ahead and its abstract one not passed. */
function referenceRoundOpen(row: ValidRow, round: number, now: number): boolean {
  const of = (kind: string) => [...row.deadlines].find((d) => d.round === round && d.kind === kind);
  const paper = of('paper');
  const abstract = of('abstract');
  return paper ? paper.at >= now && !(abstract && abstract.at < now) : abstract !== undefined && abstract.at >= now;
}

/**
 * The call-for-papers status of a row at `now` (seconds), round by round (docs/api.md); `estimated`
 * is the row's estimated deadline, if the build made one.
 */
export function referenceCfpStatus(
  row: ValidRow,
  now: number,
  estimated?: { at: number },
): 'open' | 'abstract_closed' | 'closed' | 'expected' | 'none' {
  const submissions = [...row.deadlines].filter((d) => d.kind === 'abstract' || d.kind === 'paper');
  if (submissions.length === 0) return estimated !== undefined && estimated.at >= now ? 'expected' : 'none';
  const rounds = [...new Set(submissions.map((d) => d.round))];
  const of = (round: number, kind: string) => submissions.find((d) => d.round === round && d.kind === kind);
  const ahead = (d: { at: number } | undefined) => d !== undefined && d.at >= now;
  const passed = (d: { at: number } | undefined) => d !== undefined && d.at < now;
  const open = rounds.some((round) => referenceRoundOpen(row, round, now));
  if (open) return 'open';
  if (rounds.some((round) => ahead(of(round, 'paper')) && passed(of(round, 'abstract')))) return 'abstract_closed';
  return 'closed';
}

/** The earliest abstract or paper instant not passed at `now`, or null. */
export function referenceNextDeadline(row: ValidRow, now: number, from = Number.NEGATIVE_INFINITY): number | null {
  const ahead = [...row.deadlines].filter(
    (d) => (d.kind === 'abstract' || d.kind === 'paper') && d.at >= now && d.day >= from,
  );
  return ahead.length === 0 ? null : Math.min(...ahead.map((d) => d.at));
}

/**
 * Order of the next submission deadline at `now` dated `from` or later (deadline_from); events
 * without one after, by start, then id.
 */
function byNextDeadline(now: number, from?: Day) {
  return (a: ValidRow, b: ValidRow): number => {
    const x = referenceNextDeadline(a, now, from);
    const y = referenceNextDeadline(b, now, from);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) return x - y;
    return a.start - b.start || a.id - b.id;
  };
}

/** The latest lower date bound and the earliest upper one of from, to, month and year. */
function dateBounds(f: SearchFilters): { from: Day | null; to: Day | null } {
  const froms: Day[] = [];
  const tos: Day[] = [];
  if (f.from !== undefined) froms.push(f.from);
  if (f.to !== undefined) tos.push(f.to);
  if (f.month) {
    froms.push(dayFromParts(f.month.year, f.month.month, 1));
    tos.push(dayFromParts(f.month.year, f.month.month, daysInMonth(f.month.year, f.month.month)));
  }
  if (f.year !== undefined) {
    froms.push(dayFromParts(f.year, 1, 1));
    tos.push(dayFromParts(f.year, 12, 31));
  }
  return { from: froms.length ? Math.max(...froms) : null, to: tos.length ? Math.min(...tos) : null };
}

/** Whether `year` is the only date filter. */
const yearAlone = (f: SearchFilters) =>
  f.year !== undefined && f.from === undefined && f.to === undefined && f.month === undefined;

/** A filter's values, given once or as a list (any of them matches); undefined when not given. */
function listOf<T>(one: T | undefined, many: readonly T[] | undefined): T[] | undefined {
  const all = [...(one === undefined ? [] : [one]), ...(many ?? [])];
  return all.length === 0 ? undefined : all;
}

/** The rows that match the filters, in source order (paging and order ignored). */
export function referenceMatches(
  rows: readonly ValidRow[],
  f: SearchFilters,
  today: Day,
  known: KnownCityNames = () => [],
  now?: number,
  places?: RowPlaces,
): ValidRow[] {
  const { from, to } = dateBounds(f);
  const stored = f.city === undefined ? new Set<string>() : storedCities(rows);
  const city = f.city === undefined ? undefined : lookedUpCity(rows, f.city, known, stored);
  const given = [...(f.country === undefined ? [] : countryParts(f.country)), ...(f.countries ?? [])];
  const countryNames = given.length > 0 ? given.map((c) => resolver.resolve(c)!.name) : undefined;

  const topics = listOf(f.topic, f.topics)?.map(nameKey);
  const subtopics = listOf(f.subtopic, f.subtopics)?.map(nameKey);
  const types = listOf(f.type, f.types);
  // The place filters together; with includeOnline, an online event beside them (docs/api.md, Places).
  const placed = (row: ValidRow) =>
    (city === undefined || matchesCity(row, city, known, stored)) &&
    (countryNames === undefined ||
      countryNames.length === 0 ||
      (row.country !== null && countryNames.includes(row.country.name))) &&
    (f.continent === undefined || row.country?.continent === f.continent) &&
    matchesPlaces(row, f, places);
  const online = f.includeOnline === true;
  const standing = f.similarTo === undefined ? () => true : standingEditions(rows, f, today);
  return rows.filter(
    (row) =>
      (topics === undefined || topicsOf(row).some((topic) => topics.includes(nameKey(topic)))) &&
      (subtopics === undefined || subTopicsOf(row).some((sub) => subtopics.includes(nameKey(sub)))) &&
      (types === undefined || types.includes(row.type)) &&
      (placed(row) || (online && row.format === 'online')) &&
      (f.formats === undefined || f.formats.includes(row.format)) &&
      (f.cfp === undefined ||
        (now === undefined
          ? row.deadline !== null && row.deadline >= today
          : referenceCfpStatus(row, now) === 'open')) &&
      (f.q === undefined || matchesText(row, f.q, acronymsOf(rows))) &&
      matchesEditions(row, f, now) &&
      (f.similarTo === undefined || (similarTo(rows, f.similarTo).like(row) && standing(row))) &&
      withinDates(row, f, from, to),
  );
}

/**
 * Whether a row is within the date filters (with dateMatch overlap: held on a day of them): an
 * undated one in no range but that of `year` alone.
 */
const withinDates = (row: ValidRow, f: SearchFilters, from: Day | null, to: Day | null): boolean => {
  if (row.start === UNDATED) return (from === null && to === null) || (yearAlone(f) && editionYearOf(row) === f.year);
  if (f.dateMatch === 'overlap') return (from === null || row.end >= from) && (to === null || row.start <= to);
  return (from === null || row.start >= from) && (to === null || row.end <= to);
};

/**
 * Whether a row has not ended on `today` (docs/api.md, Order): by its end date, or, undated, unless
 * the year it names is before today's.
 */
const notEnded = (row: ValidRow, today: Day): boolean =>
  row.start === UNDATED ? (editionYearOf(row) ?? Number.POSITIVE_INFINITY) >= dateParts(today).year : row.end >= today;

/** Start descending, ties by id; undated last, by id. */
const newestFirst = (a: ValidRow, b: ValidRow) =>
  Number(a.start === UNDATED) - Number(b.start === UNDATED) || b.start - a.start || a.id - b.id;

/** The usual order of `rows`: `date` (start, then id; undated last), or `upcoming` on `today`. */
function usualOrder(rows: readonly ValidRow[], usual: 'date' | 'upcoming', today: Day): ValidRow[] {
  const ascending = (a: ValidRow, b: ValidRow) => a.start - b.start || a.id - b.id;
  if (usual === 'date') return [...rows].sort(ascending);
  return [
    ...rows.filter((r) => notEnded(r, today)).sort(ascending),
    ...rows.filter((r) => !notEnded(r, today)).sort(newestFirst),
  ];
}

/**
 * similar_to lists each series by one edition (docs/api.md, Similar events): of the editions
 * within the time filters (dates, the deadline window read without cfp; every one without them),
 * the first in the usual order. Whether a row stands for its series (a row of no series always does).
 */
function standingEditions(rows: readonly ValidRow[], f: SearchFilters, today: Day): (row: ValidRow) => boolean {
  const { from, to } = dateBounds(f);
  const within = rows.filter((row) => row.series !== null && withinDates(row, f, from, to) && inDeadlineWindow(row, f));
  const first = new Map<string, ValidRow>();
  for (const row of usualOrder(within, from !== null || to !== null ? 'date' : 'upcoming', today))
    if (!first.has(row.series!)) first.set(row.series!, row);
  return (row) => row.series === null || first.get(row.series) === row;
}

export function referenceSearch(
  rows: readonly ValidRow[],
  f: SearchFilters,
  today: Day,
  known: KnownCityNames = () => [],
  now?: number,
  places?: RowPlaces,
): { total: number; ids: number[] } {
  const { from, to } = dateBounds(f);
  const matching = referenceMatches(rows, f, today, known, now, places);
  const ascending = (a: ValidRow, b: ValidRow) => a.start - b.start || a.id - b.id;
  const unsorted = from !== null || to !== null ? 'date' : 'upcoming';
  const sort = f.sort ?? unsorted;
  const all = rows;
  const inOrder = (order: typeof sort, rows: ValidRow[]): ValidRow[] => {
    if (order === 'date') return [...rows].sort(ascending);
    if (order === '-date') return [...rows].sort(newestFirst);
    if (order === 'deadline')
      return [...rows].sort(now === undefined ? byDeadline : byNextDeadline(now, f.deadlineFrom));
    if (order === 'relevance') {
      const syntax = f.q !== undefined && parseQuery(f.q).syntax;
      // A q of two words or more naming a field of the data is that field, not an acronym and a word.
      const field = f.q !== undefined && new Set(wordsOf(f.q)).size > 1 && namesAField(all, f.q, syntax);
      const exact = field ? [] : rows.filter((row) => equalsQueryTerm(row, f.q));
      const first = new Set(exact);
      // With the upcoming order, only the events not ended today.
      const current = (row: ValidRow) => unsorted === 'date' || notEnded(row, today);
      const named = rows.filter(
        (row) => !first.has(row) && current(row) && f.q !== undefined && nameHoldsPhrase(row, f.q, syntax),
      );
      for (const row of named) first.add(row);
      const filed = rows.filter(
        (row) => !first.has(row) && current(row) && f.q !== undefined && filedUnderQ(row, f.q, syntax),
      );
      for (const row of filed) first.add(row);
      return [
        ...inOrder(unsorted, exact),
        ...inOrder(unsorted, named),
        ...inOrder(unsorted, filed),
        ...inOrder(
          unsorted,
          rows.filter((row) => !first.has(row)),
        ),
      ];
    }
    return usualOrder(rows, 'upcoming', today);
  };
  // similar_to without a sort: by field, then (without dates) not ended first, then most alike, then
  // the usual order (docs/api.md, Similar events).
  const ahead = unsorted === 'upcoming' ? (row: ValidRow) => Number(notEnded(row, today)) : () => 0;
  const ordered =
    f.similarTo !== undefined && f.sort === undefined
      ? byLikeness(similarTo(rows, f.similarTo), inOrder(unsorted, matching), ahead)
      : inOrder(sort, matching);
  return { total: matching.length, ids: ordered.slice(f.offset, f.offset + f.limit).map((r) => r.id) };
}

/** One part of a q written with the query syntax, as the differential test builds it. */
export type ReferenceUnit = { word: string } | { phrase: string };
/** Units joined by OR; a negated clause (one unit) excludes. */
export interface ReferenceClause {
  negated: boolean;
  units: ReferenceUnit[];
}

/** Whether the words run adjacent and in order among the terms. */
function adjacent(found: readonly string[], words: readonly string[]): boolean {
  return found.some((_, i) => words.every((word, k) => found[i + k] === word));
}

const nameTerms = new WeakMap<ValidRow, string[]>();
/** The terms of a row's name, worked out once (the differential tests ask each row hundreds of times). */
function nameTermsOf(row: ValidRow): string[] {
  let found = nameTerms.get(row);
  if (found === undefined) nameTerms.set(row, (found = termsOf(row.name)));
  return found;
}

/** A unit's test of a row, or undefined when it has nothing but stop words (and so takes no part). */
function unitTest(unit: ReferenceUnit, prefix: boolean, acronyms: Acronyms): ((row: ValidRow) => boolean) | undefined {
  if ('phrase' in unit) {
    const words = termsOf(unit.phrase);
    if (words.every((word) => STOP_WORDS.has(word))) return undefined;
    return (row) => adjacent(nameTermsOf(row), words);
  }
  const runs = runsOf(wordsOf(unit.word));
  if (runs.length === 0) return undefined;
  const tests = runs.map((run, i) => runTest(run, prefix && i === runs.length - 1, acronyms));
  return (row) => tests.every((test) => test(row));
}

const isPlainWord = (clause: ReferenceClause): boolean =>
  !clause.negated && clause.units.length === 1 && 'word' in clause.units[0]!;

/**
 * The test of whether a row matches a q of these clauses (docs/api.md, Query syntax): every clause
 * that takes part holds; the last word of q, when it ends q outside quotes and not excluded, also
 * as a prefix. Plain words side by side (each a clause of one word) are read together, as one q
 * without syntax would be, so that the synonym table sees their runs. The query's words are read
 * once, for every row the test is given.
 */
export function referenceQueryMatcher(
  clauses: readonly ReferenceClause[],
  acronyms: Acronyms,
): (row: ValidRow) => boolean {
  const last = clauses[clauses.length - 1];
  const lastUnit = last?.units[last.units.length - 1];
  const tests: ((row: ValidRow) => boolean)[] = [];
  for (let at = 0; at < clauses.length; ) {
    if (isPlainWord(clauses[at]!)) {
      const run: ReferenceClause[] = [];
      while (at < clauses.length && isPlainWord(clauses[at]!)) run.push(clauses[at++]!);
      const runs = runsOf(run.flatMap((clause) => wordsOf((clause.units[0] as { word: string }).word)));
      const prefixLast = run[run.length - 1]!.units[0] === lastUnit;
      const held = runs.map((r, i) => runTest(r, prefixLast && i === runs.length - 1, acronyms));
      tests.push((row) => held.every((test) => test(row)));
      continue;
    }
    const clause = clauses[at++]!;
    const units = clause.units.flatMap((unit) => {
      const test = unitTest(unit, unit === lastUnit && !clause.negated && 'word' in unit, acronyms);
      return test === undefined ? [] : [test];
    });
    if (units.length === 0) continue;
    const any = (row: ValidRow) => units.some((test) => test(row));
    tests.push(clause.negated ? (row) => !any(row) : any);
  }
  return (row) => tests.every((test) => test(row));
}

/** Whether a row matches a q of these clauses (referenceQueryMatcher, for one row). */
export const referenceQueryMatch = (row: ValidRow, clauses: readonly ReferenceClause[], acronyms: Acronyms): boolean =>
  referenceQueryMatcher(clauses, acronyms)(row);

/** Whether the row's bare acronym or series equals a term of q (rows of the reference have no aliases;
 * test/http/public-formats.test.ts checks them) (sort=relevance puts these first). */
function equalsQueryTerm(row: ValidRow, q: string | undefined): boolean {
  if (q === undefined) return false;
  const queryWords = wordsOf(q);
  const acronym = row.bareAcronym === null ? null : acronymKey(row.bareAcronym);
  return queryWords.some(
    (word) => acronym === acronymKey(word) || (row.series !== null && row.series === seriesKey(word)),
  );
}

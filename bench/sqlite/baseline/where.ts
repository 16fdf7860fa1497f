/**
 * The SQLite baseline's filters: a search's filters (docs/api.md, Search: Parameters and Matching)
 * as a WHERE clause over the events table of schema.ts, and the order of a page as the parts it
 * is read in.
 */
import { nameKey } from '../../../src/reference/fold.js';
import type { CountryResolver } from '../../../src/reference/countries.js';
import {
  dateRangeOf,
  fieldPhrases,
  fieldWords,
  namePhrases,
  namesField,
  type QueryTerm,
  queryTerms,
  type SearchFilters,
  type SortOrder,
  UnknownValueError,
} from '../../../src/search/index.js';
import { acronymKey, seriesKey } from '../../../src/source/acronym.js';
import { pairNeedle } from './fts-words.js';
import type { Day } from '../../../src/util/dates.js';

/** SQL conditions (joined by AND) and their parameters. */
export interface Clauses {
  clauses: string[];
  params: (string | number)[];
}

/** A WHERE clause of a search. */
export interface Where extends Clauses {
  /** The FTS5 query of q, if any. */
  match?: string;
}

/** One word as an FTS5 expression: any of its forms in the vocabulary (and the word as a prefix when so marked). */
function ftsWord(word: string, prefix: boolean, context: FilterContext): string {
  const forms = context.formsOf(word).map((form) => `"${form}"`);
  if (prefix) forms.push(`"${word}"*`);
  // A word of no form matches nothing: a term no event has.
  return forms.length === 0 ? `"${word}"` : `(${forms.join(' OR ')})`;
}

/** One query term as an FTS5 expression: all its words (the last as a prefix when so marked), or all words of an expansion. */
function ftsTerm({ words, prefix, expansions = [] }: QueryTerm, context: FilterContext): string {
  const all = (list: readonly string[], last: boolean) =>
    `(${list.map((word, i) => ftsWord(word, last && i === list.length - 1, context)).join(' AND ')})`;
  return `(${[all(words, prefix), ...expansions.map((other) => all(other, false))].join(' OR ')})`;
}

/** What the filters are checked against. */
export interface FilterContext {
  resolver: CountryResolver;
  topicKeys: ReadonlySet<string>;
  subtopicKeys: ReadonlySet<string>;
  /** Every name key a city is known by (city_names): another city is refused, as the engine does. */
  cityKeys: ReadonlySet<string>;
  /** Whether FTS5 tokenizes a (folded) query term to itself; one it changes matches nothing. */
  tokenizesToItself: (term: string) => boolean;
  /** The indexed terms a folded word matches: its singular and plural forms (docs/api.md, Matching). */
  formsOf: (word: string) => string[];
  /** Whether a series key is known (an unknown series is refused). */
  hasSeries: (key: string) => boolean;
}

/**
 * Whether the event has a submission deadline not passed at a moment, dated a day or later
 * (deadline_from, else FAR_PAST). Parameters: now, the day.
 */
const HAS_AHEAD =
  'EXISTS (SELECT 1 FROM deadlines h WHERE h.event_id = events.id AND h.submission = 1 AND h.due_at >= ? ' +
  'AND h.due_day >= ?)';

/** The open ends of deadline_from / deadline_to, as the engine takes them. */
const FAR_PAST = -1e7;
const FAR_FUTURE = 1e7;

/** Ranks, acronym, series and deadline dates (docs/api.md, Search: Parameters); `now` for cfp=open. */
function addEditions(filters: SearchFilters, now: number, context: FilterContext, where: Where): void {
  const add = (clause: string, ...params: (string | number)[]) => {
    where.clauses.push(clause);
    where.params.push(...params);
  };
  const inList = (column: string, values: readonly string[]) =>
    add(values.length === 1 ? `${column} = ?` : `${column} IN (${values.map(() => '?').join(', ')})`, ...values);
  if (filters.coreRanks !== undefined) inList('core_rank', [...new Set(filters.coreRanks)]);
  if (filters.ccfRanks !== undefined) inList('ccf_rank', [...new Set(filters.ccfRanks)]);
  // acronym= is read as a list (docs/api.md): any of its bare acronyms, or the series each keys.
  const acronyms = filters.acronyms ?? (filters.acronym === undefined ? undefined : [filters.acronym]);
  if (acronyms !== undefined) {
    const keys = [...new Set(acronyms.map(acronymKey))];
    const series = keys.map((key) => seriesKey(key) ?? '');
    const list = keys.map(() => '?').join(', ');
    add(`(acronym_key IN (${list}) OR IFNULL(series, '') IN (${list}))`, ...keys, ...series);
  }
  if (filters.series !== undefined) {
    const key = seriesKey(filters.series);
    if (key === null || !context.hasSeries(key)) throw new UnknownValueError('series', filters.series, []);
    add('series = ?', key);
  }
  const from = filters.deadlineFrom ?? FAR_PAST;
  const to = filters.deadlineTo ?? FAR_FUTURE;
  if (filters.deadlineFrom === undefined && filters.deadlineTo === undefined) return;
  if (filters.cfp === 'open') {
    // With cfp=open (the call itself open, judged elsewhere), a deadline in range still ahead at
    // now, of any round.
    add(`id IN (${AHEAD_DEADLINE})`, from, to, now);
  } else add('id IN (SELECT event_id FROM deadlines WHERE submission = 1 AND due_day BETWEEN ? AND ?)', from, to);
}

/** The events with a submission deadline dated in a range and ahead. Parameters: from, to, now. */
const AHEAD_DEADLINE =
  'SELECT d.event_id FROM deadlines d WHERE d.submission = 1 AND d.due_day BETWEEN ? AND ? AND d.due_at >= ?';

/**
 * The WHERE clause of the filters with the effective date range, or null when they exclude each
 * other. `now`: the request's time in seconds since the epoch (for cfp=open).
 */
export function whereOf(
  filters: SearchFilters,
  now: number,
  context: FilterContext,
): { where: Where; from: Day | null; to: Day | null } | null {
  const where: Where = { clauses: [], params: [] };
  const add = (clause: string, ...params: (string | number)[]) => {
    where.clauses.push(clause);
    where.params.push(...params);
  };
  const inList = (column: string, values: readonly string[]) =>
    add(values.length === 1 ? `${column} = ?` : `${column} IN (${values.map(() => '?').join(', ')})`, ...values);
  let impossible = false;

  // An event's first topic (sub-topic) is a column; its others are rows of more_topics (schema.ts).
  if (filters.topic !== undefined) {
    const key = nameKey(filters.topic);
    if (!context.topicKeys.has(key)) throw new UnknownValueError('topic', filters.topic, []);
    add('(topic_key = ? OR id IN (SELECT event_id FROM more_topics WHERE kind = 0 AND key = ?))', key, key);
  }
  if (filters.subtopic !== undefined) {
    const key = nameKey(filters.subtopic);
    if (!context.subtopicKeys.has(key)) throw new UnknownValueError('subtopic', filters.subtopic, []);
    add('(sub_topic_key = ? OR id IN (SELECT event_id FROM more_topics WHERE kind = 1 AND key = ?))', key, key);
  }
  if (filters.type !== undefined) add('type = ?', filters.type);
  if (filters.formats !== undefined) inList('format', [...new Set(filters.formats)]);
  // The stored city in its country, named by the city's stored name or another known name of it;
  // an event in no country has no city_names row, so it matches no city.
  if (filters.city !== undefined) {
    if (!context.cityKeys.has(nameKey(filters.city))) throw new UnknownValueError('city', filters.city, []);
    add('(city_key, country) IN (SELECT city_key, country FROM city_names WHERE name_key = ?)', nameKey(filters.city));
  }
  // Open at now: some round none of whose submission deadlines has passed (schema.ts, open_until).
  if (filters.cfp === 'open') add('open_until >= ?', now);
  addEditions(filters, now, context, where);
  if (filters.regions !== undefined) throw new Error('the baseline does not answer region');

  // Countries: resolved, de-duplicated, narrowed by the continent; their union. An event in no
  // country (country and continent NULL) matches none of these.
  const given = [
    ...(filters.country === undefined ? [] : [{ text: filters.country, parameter: 'country' as const }]),
    ...(filters.countries ?? []).map((text) => ({ text, parameter: 'countries' as const })),
  ];
  if (given.length > 0) {
    const names: string[] = [];
    for (const { text, parameter } of given) {
      const country = context.resolver.resolve(text);
      if (!country) throw new UnknownValueError(parameter, text, []);
      if (
        (filters.continent === undefined || country.continent === filters.continent) &&
        !names.includes(country.name)
      ) {
        names.push(country.name);
      }
    }
    if (names.length === 0) impossible = true;
    else inList('country', names);
  } else if (filters.continent !== undefined) {
    add('continent = ?', filters.continent);
  }

  // q: every term as a whole term (the last one also as a prefix when it has 3+ characters),
  // or, for an initialism, every word of its phrase (the same parsing as the engine's).
  if (filters.q !== undefined) {
    const found = queryTerms(filters.q);
    const tokens = found.flatMap(({ words }) => words);
    if (tokens.some((token) => !context.tokenizesToItself(token))) impossible = true;
    else if (found.length > 0) {
      const match = found.map((term) => ftsTerm(term, context)).join(' AND ');
      add('id IN (SELECT rowid FROM events_fts WHERE events_fts MATCH ?)', match);
      where.match = match;
    }
  }

  // Dates: start >= from, end <= to, month and year narrowing the range; with date_match=overlap,
  // held on a day of it: end >= from, start <= to.
  const { from, to } = dateRangeOf(filters);
  if (filters.dateMatch === 'overlap') {
    if (from !== null) add('end_day >= ?', from);
    if (to !== null) add('start_day <= ?', to);
  } else {
    if (from !== null) add('start_day >= ?', from);
    // start <= end: the bound on start_day makes `to` a range of the start_day indexes.
    if (to !== null) add('start_day <= ? AND end_day <= ?', to, to);
  }
  if (from !== null && to !== null && from > to) impossible = true;
  return impossible ? null : { where, from, to };
}

/** One part of a page's order: the events of the part, read in its order. */
export interface OrderPart extends Clauses {
  order: string;
  /** Parameters of `order`, after the WHERE's and the part's. */
  orderParams?: (string | number)[];
  /**
   * The moment of a next-deadline order: such a part can also be read by walking the submission
   * deadlines not passed then in instant order (the event's first row met is its next deadline);
   * search.ts walks when many events match and sorts the matches when few do.
   */
  walkFrom?: number;
  /** The day a walked deadline is dated on or after (deadline_from, else FAR_PAST). */
  walkDay?: number;
}

/** An event's next submission deadline at a moment dated a day or later (parameters: now, the day). */
const NEXT_AT =
  '(SELECT MIN(n.due_at) FROM deadlines n WHERE n.event_id = events.id AND n.submission = 1 AND n.due_at >= ? ' +
  'AND n.due_day >= ?)';

/** What the order of a page depends on besides the sort. */
export interface OrderContext {
  today: Day;
  /** The request's time, seconds since the epoch. */
  now: number;
  /** The longest event, in days. */
  maxDuration: number;
  /** The order used without a sort (upcoming, or date with date filters). */
  unsorted: 'upcoming' | 'date';
  q?: string;
  /** sort=deadline with deadline_from: the first deadline ahead dated that day or later orders. */
  deadlineFrom?: Day;
  /** The topics' and sub-topics' keys and names, for relevance's third part. */
  fields: { topics: readonly (readonly [string, string])[]; subtopics: readonly (readonly [string, string])[] };
}

/**
 * sort=relevance's first part: a bare acronym or series key equal to a term of q (its parameters
 * the keys). Columns may be NULL, which IFNULL makes '' (no term is empty), so NOT of it is exact.
 */
function exactEdition(q: string | undefined): Clauses | null {
  const found = q === undefined ? [] : queryTerms(q).map(({ term }) => term);
  if (found.length === 0) return null;
  const acronyms = found.map(acronymKey);
  const series = found.map((term) => seriesKey(term) ?? '');
  const list = (values: string[]) => values.map(() => '?').join(', ');
  return {
    clauses: [`(IFNULL(acronym_key, '') IN (${list(acronyms)}) OR IFNULL(series, '') IN (${list(series)}))`],
    params: [...acronyms, ...series],
  };
}

/**
 * sort=relevance's second part: a name holding one of q's phrases (docs/api.md, Order), each two
 * adjacent words of it side by side in the name's pair text (fts-words.ts), compared as singulars;
 * with `today` (the upcoming order), of an event not ended by then.
 */
function namedEdition(q: string | undefined, today: Day | null): Clauses | null {
  const phrases = q === undefined ? [] : namePhrases(q);
  if (phrases.length === 0) return null;
  const params: (string | number)[] = [];
  const each = phrases.map((words) => {
    const pairs = words.slice(1).map((word, i) => {
      params.push(pairNeedle(words[i]!, word));
      return 'instr(name_terms, ?) > 0';
    });
    return `(${pairs.join(' AND ')})`;
  });
  // In the upcoming order, only the events not ended today: an ended one goes with the rest.
  if (today === null) return { clauses: [`(${each.join(' OR ')})`], params };
  return { clauses: [`(end_day >= ? AND (${each.join(' OR ')}))`], params: [today, ...params] };
}

/**
 * sort=relevance's third part: an event filed first under the field q names (docs/api.md, Order):
 * its first sub-topic's or topic's key one of the fields whose name is q's words or, for a q of one
 * term, one of its expressions; with `today` (the upcoming order), of an event not ended by then.
 */
function filedEdition(q: string | undefined, fields: OrderContext['fields'], today: Day | null): Clauses | null {
  const phrases = fieldPhrases(q);
  const named = (entries: readonly (readonly [string, string])[]) =>
    entries.filter(([, name]) => namesField(phrases, fieldWords(name))).map(([key]) => key);
  const [subtopics, topics] = [named(fields.subtopics), named(fields.topics)];
  if (subtopics.length + topics.length === 0) return null;
  const list = (values: string[]) => (values.length === 0 ? "''" : values.map(() => '?').join(', '));
  const clause = `(IFNULL(sub_topic_key, '') IN (${list(subtopics)}) OR topic_key IN (${list(topics)}))`;
  if (today === null) return { clauses: [clause], params: [...subtopics, ...topics] };
  return { clauses: [`(end_day >= ? AND ${clause})`], params: [today, ...subtopics, ...topics] };
}

/**
 * The parts a page is read in, in order (docs/api.md, Order). date and -date are one part each.
 * upcoming: events not ended by today (start asc), then ended ones (start desc); both are
 * start_day ranges: a running event started at most maxDuration days ago, an ended one before
 * today. deadline: events with a submission deadline not passed at `now` (dated deadline_from or
 * later, when given) in order of the next one (then start, id), then the others (start, id). relevance: the parts of the order used without a
 * sort, first for the events whose acronym or series equals a term of q, then for those whose name
 * holds q as a phrase, then for those filed first under the field q names, then for the others.
 */
export function orderParts(sort: SortOrder, context: OrderContext): OrderPart[] {
  const { today, now, maxDuration } = context;
  const part = (order: string, clauses: string[] = [], params: (string | number)[] = []): OrderPart => ({
    clauses,
    params,
    order,
  });
  switch (sort) {
    case 'date':
      return [part('start_day, id')];
    case '-date':
      return [part('start_day DESC, id')];
    case 'deadline': {
      const day = context.deadlineFrom ?? FAR_PAST;
      const ahead = [now, day];
      return [
        { ...part(`${NEXT_AT}, start_day, id`, [HAS_AHEAD], ahead), orderParams: ahead, walkFrom: now, walkDay: day },
        part('start_day, id', [`NOT ${HAS_AHEAD}`], ahead),
      ];
    }
    case 'distance':
      throw new Error('sort=distance needs near (SqliteBaseline orders by the places it found)');
    case 'upcoming':
      return [
        part('start_day, id', ['end_day >= ?', 'start_day >= ?'], [today, today - maxDuration]),
        part('start_day DESC, id', ['end_day < ?', 'start_day < ?'], [today, today]),
      ];
    case 'relevance': {
      const parts = orderParts(context.unsorted, context);
      const today = context.unsorted === 'upcoming' ? context.today : null;
      const named = namedEdition(context.q, today);
      const filed = filedEdition(context.q, context.fields, today);
      const tiers = [exactEdition(context.q), named, filed].filter((tier) => tier !== null);
      if (tiers.length === 0) return parts;
      // Each tier is its own clause and none of the tiers before it; the rest is none of them.
      const not = (tier: Clauses): Clauses => ({ clauses: [`NOT ${tier.clauses[0]!}`], params: tier.params });
      const within = (conditions: Clauses[], { clauses, params, order }: OrderPart): OrderPart =>
        part(
          order,
          [...conditions.map((c) => c.clauses[0]!), ...clauses],
          [...conditions.flatMap((c) => c.params), ...params],
        );
      const ahead = tiers.map((tier, at) => [...tiers.slice(0, at).map(not), tier]);
      return [...ahead, tiers.map(not)].flatMap((conditions) => parts.map((each) => within(conditions, each)));
    }
  }
}

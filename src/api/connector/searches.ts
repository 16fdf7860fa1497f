/**
 * The searches a connector question runs (docs/api.md, Connector tools): each one's parameters as
 * the HTTP search reads them, in the order the question asks for, and the events of its page.
 */
import { InputParser } from '../input.js';
import type { HandlerContext } from '../operation.js';
import { searchQuery, toSearchFilters } from '../schemas/index.js';
import { type SearchFound, searchConferences } from '../handlers/conferences.js';
import { ApiError } from '../errors.js';
import { readError } from '../read-errors.js';
import {
  calendarEvents,
  endOfDay,
  namePhraseSet,
  type RequestFacet,
  type SearchFilters,
  search,
  seriesIndexOf,
  subjectSet,
} from '../../search/index.js';
import { nameKey } from '../../reference/fold.js';
import { singular } from '../../text/inflection.js';
import { terms } from '../../text/terms.js';
import { type AcronymRead, writtenAcronym } from './acronym-words.js';
import type { KindWindow } from './date-words.js';
import { type Day, dayFromParts, parseIsoDate } from '../../util/dates.js';
import { RESULTS } from './vocabulary.js';

const SEARCH_PARSER = new InputParser({ query: searchQuery });

export type Parameters = Readonly<Record<string, string>>;
/** What a search found: the positions of the events its answer shows, its total, relaxations, hints and suggestions. */
export type Page = SearchFound;

/** Whether a question asks about deadlines: a deadline window, or an open call. */
export const asksDeadlines = (parameters: Parameters): boolean =>
  parameters.deadline_from !== undefined || parameters.deadline_to !== undefined || parameters.cfp === 'open';

/**
 * The order a question's search answers in, unless "like X" orders by likeness or the question
 * reads an order of its own (distance, the latest first): a question about
 * deadlines (a deadline window, an open call) by the next deadline, soonest first ("closing this
 * week"); one with a subject in q by relevance, the events named for it first (CVPR before NeurIPS
 * for "computer vision"); else the default, soonest first.
 */
function orderOf(parameters: Parameters): { sort?: 'deadline' | 'relevance' } {
  // "the closest ... to Zurich" orders by distance (nearest-words.ts), "past ..." latest first.
  if (parameters.similar_to !== undefined || parameters.sort !== undefined) return {};
  if (asksDeadlines(parameters)) return { sort: 'deadline' };
  return parameters.q === undefined ? {} : { sort: 'relevance' };
}

/** Venues alike another read to put the live ones first: more than a page, as stale ones may lead it. */
export const ALIKE_READ = 50;
/** Days after its latest edition ended that a venue is taken as one no longer held (a yearly one's is late). */
export const STALE_DAYS = 365;

/** Whether an event ended more than STALE_DAYS before `today`, by its last day, else its year's. */
export function isStale({ end, year }: { end: Day | null; year: number | null }, today: Day): boolean {
  const last = end ?? (year === null ? null : dayFromParts(year, 12, 31));
  return last !== null && last < today - STALE_DAYS;
}
/** Parameters that choose the editions alike within a time (docs/api.md, Similar events). */
const TIMED = ['from', 'to', 'month', 'year', 'deadline_from', 'deadline_to'];

/**
 * The venues alike another, each series once, most alike first, a series whose editions have all
 * ended by its latest (docs/api.md, Similar events). One whose latest ended over a year ago has
 * most likely ceased or left the trackers: "conferences like NeurIPS but in Europe" answered SysDO
 * 2024, AutoML 2024 and ICCC 2020 before CEC 2027. Those follow the others, each part in the
 * search's order. With a time filter the editions within it answer, as the search chose them.
 */
function liveAlikeFirst(parameters: Parameters, context: HandlerContext, limit: number): Page | undefined {
  if (parameters.similar_to === undefined || parameters.sort !== undefined || limit === 0) return undefined;
  if (TIMED.some((name) => parameters[name] !== undefined)) return undefined;
  const page = searchPage(parameters, context, Math.max(limit, ALIKE_READ));
  const stale = pageEvents(page, context).map((event) => isStale(event, context.today));
  const positions = [
    ...page.positions.filter((_, at) => !stale[at]),
    ...page.positions.filter((_, at) => stale[at]),
  ].slice(0, limit);
  return { ...page, positions };
}

/** The search of `parameters`: its first page, or with `limit` 0 its total alone. */
export function searchOf(parameters: Parameters, context: HandlerContext, limit = RESULTS): Page {
  return liveAlikeFirst(parameters, context, limit) ?? searchPage(parameters, context, limit);
}

/** The search of `parameters` as the engine orders it. */
function searchPage(parameters: Parameters, context: HandlerContext, limit: number): Page {
  const order = orderOf(parameters);
  const sort = order.sort ?? parameters.sort;
  const oneWord = sort === 'relevance' && limit > 0 && terms(parameters.q ?? '').length === 1;
  const byDeadline = sort === 'deadline' && limit > 0 && parameters.q !== undefined;
  const read = oneWord || byDeadline ? Math.max(limit, NAMED_READ) : limit;
  // The events are read from the store (pageEvents), never from the search's JSON: its items are
  // written with their id alone, so no size cap of the transport shortens the page.
  const input = SEARCH_PARSER.fromArguments(
    { ...parameters, ...order, limit: String(read), fields: 'id' },
    context.today,
  );
  // The question was read (reading.ts): its searches do not read their q as one again.
  const page = refusedAs(NO_PAGE, () => searchConferences(input, { ...context, readsQuestion: false }).found);
  if (oneWord) return namedFirst(page, terms(parameters.q!)[0]!, context, limit);
  return byDeadline ? subjectFirst(page, parameters.q!, context, limit) : page;
}

/**
 * `page` (the first NAMED_READ by deadline) with the events of q's subject itself first (subjectSet:
 * "computer vision conferences with deadlines in January": ICDAR, filed under computer vision,
 * before IEA/AIE and FAccT, which a tracker tags with it beside their own field), each part in
 * the deadline order.
 */
function subjectFirst(page: Page, q: string, context: HandlerContext, limit: number): Page {
  const own = subjectSet(context.index, q);
  const positions = [
    ...page.positions.filter((position) => own.has(position)),
    ...page.positions.filter((position) => !own.has(position)),
  ];
  return { ...page, positions: positions.slice(0, limit) };
}

/** A search that finds nothing. */
const NO_PAGE: Page = { positions: [], total: 0 };

/**
 * What `search` finds, or `none` when the search refuses a value the connector put together
 * ("near Macau", which no city of that name is near; "region=OR" beside Africa): the asker sent no
 * parameter, so a refusal is no answer to give; it finds nothing, and the answer goes on from there.
 */
export function refusedAs<Found>(none: Found, search: () => Found): Found {
  try {
    return search();
  } catch (error) {
    if (!(error instanceof ApiError) && readError(error) === undefined) throw error;
    return none;
  }
}

/**
 * Events read to put first, of a subject of one word, those named for it: the search's relevance
 * has no such tier (docs/api.md, Order: reading every name with a common word costs more than an
 * order may), and the connector answers a question, not a page of a list, so it reads the first
 * 50 of the search's order and puts "Robotics" in ICRA's name before SOFSEM's topics.
 */
export const NAMED_READ = 50;

/**
 * `page` (the first NAMED_READ of relevance) with, after the events of the word as acronym, those
 * not over whose name holds the word (any number) or, of a word of the synonym table, one of its
 * expressions ("AI": "Artificial Intelligence", as the relevance reads names), then the rest, each
 * in the search's order.
 */
function namedFirst(page: Page, word: string, context: HandlerContext, limit: number): Page {
  const key = singular(word);
  // The names holding an expression, as the relevance's second tier found them (cached per q).
  const expressed = namePhraseSet(context.index, word);
  const notOver = context.index.notOver(context.today);
  const tiers = pageEvents(page, context).map((event, at) => {
    const position = page.positions[at]!;
    if (event.acronym?.toLowerCase() === word) return { position, tier: 0 };
    const holds = expressed.has(position) || terms(event.name).some((one) => singular(one) === key);
    const named = notOver.has(position) && holds;
    return { position, tier: named ? 1 : 2 };
  });
  const ordered = tiers.sort((a, b) => a.tier - b.tier).map(({ position }) => position);
  return { ...page, positions: ordered.slice(0, limit) };
}

/**
 * The search of `parameters` with one edition of each series (by its series, else its acronym;
 * else its name without its year: oneOfEachSeries), the first in the search's order, at most `limit`: a
 * question about a subject ("top ML conferences") asks for venues, and ICML 2027 beside ICML 2028
 * hides another venue. It reads the first NAMED_READ of the order; `skipped` says whether it left
 * an edition out.
 */
export function seriesSearchOf(parameters: Parameters, context: HandlerContext, limit: number) {
  const page = searchOf(parameters, context, Math.max(limit, NAMED_READ));
  const kept = oneOfEachSeries(page, context).slice(0, limit);
  // Left out: any of the first `limit` of the order, those after the last kept ("4 match", 3 kept) too.
  const skipped =
    kept.length < Math.min(limit, page.positions.length) || kept.some((at, i) => at !== page.positions[i]);
  return { page: { ...page, positions: kept }, skipped };
}

/** A name's words without the years in it: "EuroRust 2026" and "EuroRust 2025" are one venue. */
const YEAR_WORD_RE = /\b(?:19|20)\d\d\b/g;

/**
 * The positions of a page, the first of each series: by its series, else its acronym, else its
 * name without its year (trackers such as confs.tech give neither: "EuroRust 2026", "EuroRust 2025").
 */
export function oneOfEachSeries(page: Page, context: HandlerContext): number[] {
  const seen = new Set<string>();
  const positions: number[] = [];
  seriesKeys(page, context).forEach((series, at) => {
    if (seen.has(series)) return;
    seen.add(series);
    positions.push(page.positions[at]!);
  });
  return positions;
}

/** The series of each event of a page (its `events`, when read already), as oneOfEachSeries tells them apart. */
export function seriesKeys(page: Page, context: HandlerContext, events = pageEvents(page, context)): string[] {
  return events.map((event, at) => {
    // Its series where it has one: two venues of one acronym are two series ("FSE").
    const key = seriesIndexOf(context.index.store, page.positions[at]!);
    if (key !== null) return `series ${key}`;
    return event.acronym !== null
      ? event.acronym.toLowerCase()
      : `name ${nameKey(event.name.replace(YEAR_WORD_RE, ''))}`;
  });
}

/**
 * The first `limit` events of the search of `parameters` with filters no parameter sets (`extra`),
 * in its usual order (no transport's page bound: the connector reads them, none is written).
 */
function searchWith(
  parameters: Parameters,
  extra: Partial<SearchFilters>,
  context: HandlerContext,
  limit: number,
): Page {
  return refusedAs(NO_PAGE, () => {
    const { query } = SEARCH_PARSER.fromArguments({ ...parameters, limit: '0' }, context.today);
    const filters = { ...toSearchFilters(query), ...extra, offset: 0, limit };
    const { positions, total } = search(context.index, filters, context.today, context.now ?? endOfDay(context.today));
    return { positions, total };
  });
}

/**
 * The search of `parameters` with its deadline window read on the estimated paper deadlines alone
 * (docs/api.md, Estimated deadlines), which no parameter reads: its first `limit` events.
 */
export const estimatedSearchOf = (parameters: Parameters, context: HandlerContext, limit = RESULTS): Page =>
  searchWith(parameters, { deadlineEstimated: true }, context, limit);

/** The first `limit` events of `parameters` with a deadline of the window's kind dated in it (in its zone). */
export function kindSearchOf(parameters: Parameters, window: KindWindow, context: HandlerContext, limit: number): Page {
  const [from, to] = [window.from, window.to].map((day) => (day === undefined ? null : parseIsoDate(day)));
  const range = { ...(from === null ? {} : { deadlineFrom: from }), ...(to === null ? {} : { deadlineTo: to }) };
  return searchWith(parameters, { deadlineKind: window.kind, ...range }, context, limit);
}

/** The total of the search of `parameters` and its counts by `facet`, the first `size`, most events first. */
export function facetCounts(parameters: Parameters, facet: RequestFacet, size: number, context: HandlerContext) {
  const counts = () => {
    const { query } = SEARCH_PARSER.fromArguments({ ...parameters, limit: '0' }, context.today);
    const filters = { ...toSearchFilters(query), facets: [facet], facetSize: size, offset: 0, limit: 0 };
    const { total, facets } = search(context.index, filters, context.today, context.now ?? endOfDay(context.today));
    return { total, values: facets?.[facet] ?? [] };
  };
  return refusedAs({ total: 0, values: [] }, counts);
}

/**
 * The first `limit` events of the search of `parameters` in its usual order, with `rated` only
 * those of a series with an acceptance rate (rate-answers.ts): their positions and total.
 */
export const readEvents = (parameters: Parameters, context: HandlerContext, limit: number, rated = false): Page =>
  searchWith(parameters, rated ? { rated: true } : {}, context, limit);

/** The events a page shows, read from the store's columns as the search's items write them. */
export function pageEvents(page: Page, context: HandlerContext) {
  return Array.from(calendarEvents(context.index, page.positions, context.now ?? endOfDay(context.today)));
}

/**
 * The edition an acronym read names: of its year when one is written, else its next (the first of
 * the search's order). Of an acronym two series share ("FSE": ACM's Foundations of Software
 * Engineering, IACR's Fast Software Encryption), the first edition of the series filed first under
 * one of `fields` (those of the venues named beside it: "like ICSE or FSE"), else the first.
 */
export function namedEdition(read: AcronymRead, context: HandlerContext, fields: ReadonlySet<string> = new Set()) {
  const page = searchOf({ acronym: writtenAcronym(read) }, context, fields.size > 0 ? NAMED_READ : 1);
  const firsts = pageEvents({ ...page, positions: oneOfEachSeries(page, context) }, context);
  return firsts.find(({ subtopics }) => fields.has(subtopics[0] ?? '')) ?? firsts[0];
}

/** "LOG 2025": an edition by its acronym, else its name, and its year once (some trackers write it in the acronym). */
export function editionName(event: { acronym: string | null; name: string; year: number | null }): string {
  const named = event.acronym ?? event.name;
  return event.year === null || named.includes(String(event.year)) ? named : `${named} ${event.year}`;
}

/** The id and acronym of each event a page shows. */
export function editionsOf(page: Page, context: HandlerContext): { id: number; acronym: string }[] {
  return pageEvents(page, context).map(({ id, acronym }) => ({ id, acronym: acronym ?? '' }));
}

/** Whether a page shows an event not over today. */
export function ahead(page: Page, context: HandlerContext): boolean {
  const notOver = context.index.notOver(context.today);
  return page.positions.some((position) => notOver.has(position));
}

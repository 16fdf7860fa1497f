/**
 * The searches a connector question runs (docs/api.md, Connector tools): each one's parameters as
 * the HTTP search reads them, in the order the question asks for, and the events of its page.
 */
import { InputParser } from '../input.js';
import type { HandlerContext } from '../operation.js';
import { searchQuery, toSearchFilters } from '../schemas/index.js';
import { type SearchFound, searchConferences } from '../handlers/conferences.js';
import { calendarEvents, endOfDay, search } from '../../search/index.js';

/** Results a connector search answers: the first page of the search. */
export const RESULTS = 10;
const SEARCH_PARSER = new InputParser({ query: searchQuery });

export type Parameters = Readonly<Record<string, string>>;
/** What a search found: the positions of the events its answer shows, its total, relaxations, hints and suggestions. */
export type Page = SearchFound;

/**
 * The order a question's search answers in, unless "like X" orders by likeness: a question about
 * deadlines (a deadline window, an open call) by the next deadline, soonest first ("closing this
 * week"); one with a subject in q by relevance, the events named for it first (CVPR before NeurIPS
 * for "computer vision"); else the default, soonest first.
 */
function orderOf(parameters: Parameters): { sort?: 'deadline' | 'relevance' } {
  if (parameters.similar_to !== undefined) return {};
  const deadlines =
    parameters.deadline_from ?? parameters.deadline_to ?? (parameters.cfp === 'open' ? 'open' : undefined);
  if (deadlines !== undefined) return { sort: 'deadline' };
  return parameters.q === undefined ? {} : { sort: 'relevance' };
}

/** The search of `parameters`: its first page, or with `limit` 0 its total alone. */
export function searchOf(parameters: Parameters, context: HandlerContext, limit = RESULTS): Page {
  // The events are read from the store (pageEvents), never from the search's JSON: its items are
  // written with their id alone, so no size cap of the transport shortens the page.
  const input = SEARCH_PARSER.fromArguments(
    { ...parameters, ...orderOf(parameters), limit: String(limit), fields: 'id' },
    context.today,
  );
  // The question was read (reading.ts): its searches do not read their q as one again.
  return searchConferences(input, { ...context, readsQuestion: false }).found;
}

/**
 * The search of `parameters` with its deadline window read on the estimated paper deadlines alone
 * (docs/api.md, Estimated deadlines), which no parameter reads: its first `limit` events.
 */
export function estimatedSearchOf(parameters: Parameters, context: HandlerContext, limit = RESULTS): Page {
  const { query } = SEARCH_PARSER.fromArguments({ ...parameters, limit: String(limit) }, context.today);
  const filters = { ...toSearchFilters(query), deadlineEstimated: true as const, offset: 0, limit };
  const { positions, total } = search(context.index, filters, context.today, context.now ?? endOfDay(context.today));
  return { positions, total };
}

/** The events a page shows, read from the store's columns as the search's items write them. */
export function pageEvents(page: Page, context: HandlerContext) {
  return Array.from(calendarEvents(context.index, page.positions, context.now ?? endOfDay(context.today)));
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

/** The handlers of searchConferences and getConference. */
import { detailJsonAt, eventPosition, eventsAt, getEvent, pageItemsJson, search } from '../../search/index.js';
import type { HandlerContext, OperationInput } from '../operation.js';
import {
  type ConferenceResponse,
  type QueryEcho,
  SEARCH_PARAMETERS,
  type SearchQueryFields,
  type SearchResponse,
  toSearchFilters,
} from '../schemas/index.js';
import { conferenceAnswerJson, ITEM_JSON_FINGERPRINT, searchAnswerJson } from '../views/answer-json.js';
import { toDetail, toItem } from '../views/conference.js';

/** The supplied parameters that were used, as given (trimmed); an ignored empty q is left out. */
function echo(given: Readonly<Record<string, string>>, fields: SearchQueryFields): QueryEcho {
  const query: QueryEcho = {};
  for (const name of SEARCH_PARAMETERS) {
    const value = given[name];
    if (value !== undefined && fields[name] !== undefined) query[name] = value.trim();
  }
  return query;
}

/** A search answer with the page as `conferences`, whatever form `page` gives it. */
function searchAnswer<Page extends { length: number }>(
  { query, given }: OperationInput<SearchQueryFields>,
  { index, today }: HandlerContext,
  page: (positions: number[]) => Page,
): Omit<SearchResponse, 'conferences'> & { conferences: Page } {
  const filters = toSearchFilters(query);
  const result = search(index, filters, today);
  const conferences = page(result.positions);
  const showing = conferences.length;
  const hasMore = filters.offset + showing < result.total;
  return {
    success: true,
    query: echo(given, query),
    filters_applied: {
      search_terms: result.searchTerms,
      countries_included: result.countriesIncluded,
      date_range: result.dateRange,
    },
    total: result.total,
    showing,
    conferences,
    pagination: {
      limit: filters.limit,
      offset: filters.offset,
      has_more: hasMore,
      next_offset: hasMore ? filters.offset + showing : null,
    },
    ...(result.suggestions ? { suggestions: result.suggestions } : {}),
    ...(result.facets ? { facets: result.facets } : {}),
  };
}

export function searchConferences(input: OperationInput<SearchQueryFields>, context: HandlerContext): SearchResponse {
  return searchAnswer(input, context, (positions) => eventsAt(context.index, positions).map(toItem));
}

/** The same answer as JSON text, its page's item text spliced into the serialized rest. */
export function searchConferencesJson(input: OperationInput<SearchQueryFields>, context: HandlerContext): string {
  const answer = searchAnswer(input, context, (positions) => positions);
  return searchAnswerJson(answer, pageItemsJson(context.index, answer.conferences, ITEM_JSON_FINGERPRINT));
}

export function getConference(
  { params }: OperationInput<Record<string, never>, { id: number }>,
  { index }: HandlerContext,
): ConferenceResponse {
  return { success: true, conference: toDetail(getEvent(index, params.id)) };
}

/** The same answer as JSON text, the event's detail written from the columns. */
export function getConferenceJson(
  { params }: OperationInput<Record<string, never>, { id: number }>,
  { index }: HandlerContext,
): string {
  return conferenceAnswerJson(detailJsonAt(index, eventPosition(index, params.id), ITEM_JSON_FINGERPRINT));
}

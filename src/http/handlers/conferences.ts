/** The handlers of searchConferences and getConference. */
import { eventsAt, getEvent, search } from '../../search/index.js';
import type { HandlerContext, OperationInput } from '../operation.js';
import {
  type ConferenceResponse,
  type QueryEcho,
  SEARCH_PARAMETERS,
  type SearchQueryFields,
  type SearchResponse,
  toSearchFilters,
} from '../schemas/index.js';
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

export function searchConferences(
  { query, given }: OperationInput<SearchQueryFields>,
  { index, today }: HandlerContext,
): SearchResponse {
  const filters = toSearchFilters(query);
  const result = search(index, filters, today);
  const conferences = eventsAt(index, result.positions).map(toItem);
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
    ...(result.facets ? { facets: result.facets } : {}),
  };
}

export function getConference(
  { params }: OperationInput<Record<string, never>, { id: number }>,
  { index }: HandlerContext,
): ConferenceResponse {
  return { success: true, conference: toDetail(getEvent(index, params.id)) };
}

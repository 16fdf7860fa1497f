/** GET /api/gpt/conferences (searchConferences) and GET /api/gpt/conferences/:id (getConference). */
import type { FastifyInstance } from 'fastify';
import { search } from '../../search/index.js';
import { eventAt } from '../../store/record.js';
import { positionOfId } from '../../store/store.js';
import type { RouteContext } from '../context.js';
import { ApiError, MESSAGES } from '../errors.js';
import { parseParameters, parseQuery, singleValues } from '../query.js';
import {
  SEARCH_PARAMETERS,
  conferenceParams,
  conferenceResponse,
  searchQuery,
  searchResponse,
  serializerSchema,
  toSearchFilters,
  type ConferenceResponse,
  type QueryEcho,
  type SearchQueryFields,
  type SearchResponse,
} from '../schemas.js';
import { errorResponses } from './shared.js';
import { itemsAt, toDetail } from '../views/conference.js';

export const SEARCH_PATH = '/api/gpt/conferences';
export const CONFERENCE_PATH = '/api/gpt/conferences/:id';

const searchSchema = { response: { 200: serializerSchema(searchResponse), ...errorResponses } };
const conferenceSchema = { response: { 200: serializerSchema(conferenceResponse), ...errorResponses } };

/** The supplied parameters that were used, as given (trimmed); an ignored empty q is left out. */
function echo(values: Record<string, string>, fields: SearchQueryFields): QueryEcho {
  const query: QueryEcho = {};
  for (const name of SEARCH_PARAMETERS) {
    const value = values[name];
    if (value !== undefined && fields[name] !== undefined) query[name] = value.trim();
  }
  return query;
}

export function registerConferenceRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(SEARCH_PATH, { schema: searchSchema }, async (request): Promise<SearchResponse> => {
    const values = singleValues(request.query, SEARCH_PARAMETERS);
    const fields = parseParameters(searchQuery, values);
    const filters = toSearchFilters(fields);
    const store = ctx.store();
    const result = search(store, filters, ctx.today());
    const conferences = itemsAt(store, result.positions);
    const showing = conferences.length;
    const hasMore = filters.offset + showing < result.total;
    return {
      success: true,
      query: echo(values, fields),
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
    };
  });

  app.get(CONFERENCE_PATH, { schema: conferenceSchema }, async (request): Promise<ConferenceResponse> => {
    const { id } = parseQuery(conferenceParams, ['id'], request.params);
    const store = ctx.store();
    const position = positionOfId(store, id);
    if (position < 0) throw new ApiError('not_found', MESSAGES.conferenceNotFound(id));
    return { success: true, conference: toDetail(eventAt(store, position)) };
  });
}

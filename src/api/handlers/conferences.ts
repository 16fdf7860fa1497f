/** The handlers of searchConferences and getConference: answers as JSON text, events written from the columns. */
import { endOfDay, eventPosition, search, searchTermText } from '../../search/index.js';
import { type HandlerContext, JsonText, type OperationInput } from '../operation.js';
import {
  type ConferenceQuery,
  type QueryEcho,
  type SearchQueryFields,
  searchParametersIn,
  type SearchResponse,
  toSearchFilters,
} from '../schemas/index.js';
import { conferenceAnswerJson, searchAnswerJson } from './answer-json.js';
import { hintJson, offsetPastEndHint } from '../views/hint-text.js';
import { relaxationsJson } from './relaxation-json.js';
import { similarityOf, similarReferenceJson } from '../views/similarity.js';

/** The supplied parameters that were used, as given (trimmed); an ignored empty q is left out. */
function echo(given: Readonly<Record<string, string>>, fields: SearchQueryFields): QueryEcho {
  const query: QueryEcho = {};
  for (const name of searchParametersIn(given)) {
    if (fields[name] !== undefined) query[name] = given[name]!.trim();
  }
  return query;
}

type HintJson = NonNullable<SearchResponse['hints']>[number];

/** The answer's hints, with the one of an offset past the end first; no field when there are none. */
function hintsOf(hints: HintJson[], pastTheEnd: HintJson | undefined): { hints?: HintJson[] } {
  const all = pastTheEnd ? [pastTheEnd, ...hints] : hints;
  return all.length > 0 ? { hints: all } : {};
}

export function searchConferences(
  { query, given }: OperationInput<SearchQueryFields>,
  { index, today, now, transport = 'http' }: HandlerContext,
): JsonText {
  const filters = toSearchFilters(query);
  const moment = now ?? endOfDay(today);
  const result = search(index, filters, today, moment);
  const showing = result.positions.length;
  const hasMore = filters.offset + showing < result.total;
  const pastTheEnd =
    showing === 0 && filters.limit > 0 && filters.offset > 0 && filters.offset >= result.total && result.total > 0
      ? offsetPastEndHint(filters.offset, filters.limit, result.total, transport)
      : undefined;
  const answer: Omit<SearchResponse, 'conferences'> = {
    success: true,
    query: echo(given, query),
    filters_applied: {
      search_terms: result.searchTerms.map(searchTermText),
      countries_included: result.countriesIncluded,
      date_range: result.dateRange,
      ...result.listsApplied,
      ...(result.near
        ? {
            near: {
              name: result.near.name,
              country: result.near.country,
              lat: result.near.latitude,
              lon: result.near.longitude,
              radius_km: result.near.radiusKm,
            },
          }
        : {}),
      ...(result.cities ? { cities: result.cities } : {}),
      ...(result.regions ? { regions: result.regions } : {}),
      ...(result.similar ? { similar_to: similarReferenceJson(result.similar.reference) } : {}),
    },
    total: result.total,
    showing,
    pagination: {
      limit: filters.limit,
      offset: filters.offset,
      has_more: hasMore,
      next_offset: hasMore ? filters.offset + showing : null,
    },
    ...(result.suggestions ? { suggestions: result.suggestions } : {}),
    ...(result.relaxations ? { relaxations: relaxationsJson(result.relaxations, query) } : {}),
    ...hintsOf(result.hints?.map((hint) => hintJson(hint, transport)) ?? [], pastTheEnd),
    ...(result.facets ? { facets: result.facets } : {}),
  };
  const show = { deadlines: query.include?.includes('deadlines') === true, zone: query.tz };
  const { similar } = result;
  const similarities = similar?.shares.map((shares) => similarityOf(similar.reference.subjectKind, shares));
  return new JsonText(
    searchAnswerJson(answer, index, result.positions, moment, {
      ...(result.distances ? { distances: result.distances } : {}),
      ...(similarities ? { similarities } : {}),
      show,
    }),
  );
}

export function getConference(
  { params, query }: OperationInput<ConferenceQuery, { id: number }>,
  { index, today, now }: HandlerContext,
): JsonText {
  const position = eventPosition(index, params.id);
  return new JsonText(conferenceAnswerJson(index, position, now ?? endOfDay(today), { zone: query.tz }));
}

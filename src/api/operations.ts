/**
 * The operation table: every operation of the API, once. The HTTP routes and the 404, 405 and
 * response-cache keys (src/http), the MCP tools (src/mcp) and the OpenAPI document (openapi.ts)
 * are derived from it.
 */
import { getStatistics, listCountries, listTopics } from './handlers/catalog.js';
import { getConference, searchConferences } from './handlers/conferences.js';
import type { Operation } from './operation.js';
import {
  ASSISTANT_SEARCH_PARAMETERS,
  conferenceParams,
  conferenceQuery,
  conferenceResponse,
  countriesQuery,
  countriesResponse,
  searchQuery,
  searchResponse,
  statsResponse,
  topicsQuery,
  topicsResponse,
} from './schemas/index.js';

export const OPERATIONS: readonly Operation[] = [
  {
    operationId: 'searchConferences',
    tag: 'Events',
    path: '/api/gpt/conferences',
    summary: 'Search academic events: conferences, seminars, workshops and webinars',
    description:
      'Finds events by q (text), topic, subtopic, country, countries, continent, city, region, near ' +
      '(radius_km), type, format, cfp, core_rank, ccf_rank, acronym, series, deadline_from, deadline_to, from, to, ' +
      'month, year, similar_to. Filters narrow. Answers a page, the exact total and, if none, what to try.',
    query: searchQuery,
    assistantQuery: ASSISTANT_SEARCH_PARAMETERS,
    response: {
      component: 'SearchResponse',
      schema: searchResponse,
      description: 'One page of matching events, with the filters as applied.',
    },
    errors: ['invalid_parameter'],
    refusal: { query: { limit: '500' } },
    cacheable: true,
    handler: searchConferences,
  },
  {
    operationId: 'getConference',
    tag: 'Events',
    path: '/api/gpt/conferences/{id}',
    summary: 'Get one event with all its details',
    description:
      'Returns the full record of one event by its numeric id (from a search result): the search fields plus ' +
      'acronym, description, format, submission deadline, contact e-mail, continent and country code, every ' +
      'deadline and the other editions. tz writes each deadline instant in that zone too (at_local).',
    params: conferenceParams,
    query: conferenceQuery,
    response: { component: 'ConferenceResponse', schema: conferenceResponse, description: 'The event.' },
    errors: ['invalid_parameter', 'event_not_found'],
    refusal: { params: { id: '0' } },
    cacheable: true,
    handler: getConference,
  },
  {
    operationId: 'listTopics',
    tag: 'Reference',
    path: '/api/gpt/topics',
    summary: 'List topics and their sub-topics with event counts',
    description:
      'Lists every topic with its 20 largest sub-topics and event counts, most events first; topic: one topic ' +
      'with all its sub-topics. Use these names (or slugs) as the topic and subtopic filters of searchConferences.',
    query: topicsQuery,
    response: { component: 'TopicsResponse', schema: topicsResponse, description: 'The topics.' },
    errors: ['invalid_parameter', 'unknown_topic'],
    refusal: { query: { topic: '' } },
    cacheable: true,
    handler: listTopics,
  },
  {
    operationId: 'listCountries',
    tag: 'Reference',
    path: '/api/gpt/countries',
    summary: 'List the countries that have events',
    description:
      'Lists countries with at least one event: name, ISO code, continent and event count, most events first. ' +
      'Optionally only one continent. Use the names as the country or countries filter of searchConferences.',
    query: countriesQuery,
    response: { component: 'CountriesResponse', schema: countriesResponse, description: 'The countries with events.' },
    errors: ['invalid_parameter'],
    refusal: { query: { continent: 'Atlantis' } },
    cacheable: true,
    handler: listCountries,
  },
  {
    operationId: 'getStatistics',
    tag: 'Statistics',
    path: '/api/gpt/stats',
    summary: 'Database statistics',
    description:
      'Returns the number of events, countries with events and topics, the events starting between today and ' +
      'the end of this month, the overall date range, and event counts for each of the six continents.',
    response: { component: 'StatisticsResponse', schema: statsResponse, description: 'The statistics.' },
    errors: ['unknown_parameter'],
    refusal: { query: { year: '2027' } },
    cacheable: true,
    handler: getStatistics,
  },
];

/** Errors every keyed operation can answer. */
export const KEYED_ERRORS = ['unauthorized', 'rate_limited', 'internal'] as const;

/** "GET /a, /b and /c": the operations as the not-found message lists them. */
export function operationList(): string {
  const paths = OPERATIONS.map((operation) => operation.path);
  const last = paths.pop();
  return paths.length === 0 ? `GET ${last}` : `GET ${paths.join(', ')} and ${last}`;
}

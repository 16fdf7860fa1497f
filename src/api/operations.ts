/**
 * The operation table: every operation of the API, once: the five JSON operations of the search,
 * the calendar feeds (feeds/operations.ts) and the connector tools (connector/operations.ts). The
 * HTTP routes and the 404, 405 and cache keys (src/http), the MCP tools (src/mcp) and the OpenAPI
 * documents (openapi.ts) are derived from it.
 */
import { CHANGE_OPERATIONS } from './changes/operations.js';
import { CONNECTOR_OPERATIONS } from './connector/operations.js';
import { FEED_OPERATIONS } from './feeds/operations.js';
import { getStatistics, listCountries, listTopics } from './handlers/catalog.js';
import { getConference, searchConferences } from './handlers/conferences.js';
import type { Operation, TableRow } from './operation.js';
import { nameOperations } from './transport-names.js';
import { countriesText, detailText, statsText, topicsText } from './views/detail-text.js';
import { SEARCH_TEXT_FIELDS, searchText } from './views/search-text.js';
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

const SEARCH_OPERATIONS: readonly Operation[] = [
  {
    operationId: 'searchConferences',
    tag: 'Events',
    method: 'GET',
    path: '/api/gpt/conferences',
    answer: 'json',
    auth: 'key',
    summary: 'Search academic events: conferences, seminars, workshops and webinars',
    description:
      'Filters: q, topic, subtopic, country, countries, continent, city, region, near ' +
      '(radius_km), type, format, cfp, core_rank, ccf_rank, rank, acronym, series, deadline_from, deadline_to, ' +
      'from, to, month, year (date_match), similar_to; each narrows. A page, the exact total and, if none, what to try.',
    query: searchQuery,
    assistantQuery: ASSISTANT_SEARCH_PARAMETERS,
    response: {
      component: 'SearchResponse',
      schema: searchResponse,
      description: 'One page of matching events, with the filters as applied.',
    },
    errors: ['invalid_parameter'],
    refusal: { query: { limit: '500' } },
    assistant: true,
    cacheable: true,
    callerBound: true,
    answersBytes: true,
    tool: { use: 'to find events (one page at a time: limit and offset, or cursor)' },
    toolText: searchText,
    toolTextFields: SEARCH_TEXT_FIELDS,
    handler: searchConferences,
  },
  {
    operationId: 'getConference',
    tag: 'Events',
    method: 'GET',
    path: '/api/gpt/conferences/{id}',
    answer: 'json',
    auth: 'key',
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
    assistant: true,
    cacheable: true,
    answersBytes: true,
    tool: { use: 'for all the details of one event by id' },
    toolText: detailText,
    handler: getConference,
  },
  {
    operationId: 'listTopics',
    tag: 'Reference',
    method: 'GET',
    path: '/api/gpt/topics',
    answer: 'json',
    auth: 'key',
    summary: 'List topics and their sub-topics with event counts',
    description:
      'Lists every topic with its 20 largest sub-topics and event counts, most events first; topic: one topic ' +
      'with all its sub-topics. Use these names (or slugs) as the topic and subtopic filters of searchConferences.',
    query: topicsQuery,
    response: { component: 'TopicsResponse', schema: topicsResponse, description: 'The topics.' },
    errors: ['invalid_parameter', 'unknown_topic'],
    refusal: { query: { topic: '' } },
    assistant: true,
    cacheable: true,
    tool: { use: 'for the valid topic names' },
    toolText: topicsText,
    handler: listTopics,
  },
  {
    operationId: 'listCountries',
    tag: 'Reference',
    method: 'GET',
    path: '/api/gpt/countries',
    answer: 'json',
    auth: 'key',
    summary: 'List the countries that have events',
    description:
      'Lists countries with at least one event: name, ISO code, continent and event count, most events first. ' +
      'Optionally only one continent. Use the names as the country or countries filter of searchConferences.',
    query: countriesQuery,
    response: { component: 'CountriesResponse', schema: countriesResponse, description: 'The countries with events.' },
    errors: ['invalid_parameter'],
    refusal: { query: { continent: 'Atlantis' } },
    assistant: true,
    cacheable: true,
    tool: { use: 'for the valid country names' },
    toolText: countriesText,
    handler: listCountries,
  },
  {
    operationId: 'getStatistics',
    tag: 'Statistics',
    method: 'GET',
    path: '/api/gpt/stats',
    answer: 'json',
    auth: 'key',
    summary: 'Database statistics',
    description:
      'Returns the number of events, countries with events and topics, the events starting between today and ' +
      'the end of this month, the overall date range, and event counts for each of the six continents.',
    response: { component: 'StatisticsResponse', schema: statsResponse, description: 'The statistics.' },
    errors: ['unknown_parameter'],
    refusal: { query: { year: '2027' } },
    assistant: true,
    cacheable: true,
    tool: { use: 'for totals' },
    toolText: statsText,
    handler: getStatistics,
  },
];

export const OPERATIONS: readonly TableRow[] = [
  ...SEARCH_OPERATIONS,
  ...CHANGE_OPERATIONS,
  ...FEED_OPERATIONS,
  ...CONNECTOR_OPERATIONS,
];
nameOperations(OPERATIONS);

/** The rows answering JSON. */
export const JSON_OPERATIONS: readonly Operation[] = OPERATIONS.filter((row) => row.answer === 'json');

/** Errors every operation of each kind of authorisation can answer. */
export const AUTH_ERRORS = {
  key: ['unauthorized', 'rate_limited', 'internal'],
  token: ['internal'],
} as const;

/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * "GET /a, /b and /c, and POST /d": the operations of the assistant's document, by method in the
 * table's order, as the not-found message lists them (the full document has the others).
 */
export function operationList(): string {
  const rows = OPERATIONS.filter((row) => row.assistant);
  const methods = [...new Set(rows.map((row) => row.method))];
  return methods
    .map((method) => `${method} ${listed(rows.filter((row) => row.method === method).map((row) => row.path))}`)
    .join(', and ');
}

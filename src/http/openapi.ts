/**
 * The OpenAPI 3.1 document of the API, generated from the zod schemas of schemas.ts: parameters
 * from the query schemas (written inline, as chat-assistant action importers want them), response
 * bodies from the response schemas (as components). Nothing here restates a shape.
 */
import type { z } from 'zod';
import type { Config } from '../config.js';
import { ERROR_TABLE, type ErrorCode } from './errors.js';
import {
  type COMPONENT_SCHEMAS,
  componentSchemas,
  conferenceParams,
  countriesQuery,
  parameterSchema,
  searchQueryFields,
} from './schemas.js';

export const API_VERSION = '1.0.0';
export const API_KEY_HEADER = 'X-API-Key';
const SECURITY_SCHEME = 'ApiKeyAuth';

type ComponentName = keyof typeof COMPONENT_SCHEMAS;

interface OperationSpec {
  /** Path in OpenAPI form ({id}). */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  query?: z.ZodObject;
  pathParameters?: z.ZodObject;
  response: ComponentName;
  responseDescription: string;
  errors: ErrorCode[];
}

const AUTH_ERRORS: ErrorCode[] = ['unauthorized', 'rate_limited', 'internal'];

export const OPERATIONS: readonly OperationSpec[] = [
  {
    path: '/api/gpt/conferences',
    operationId: 'searchConferences',
    summary: 'Search academic events: conferences, seminars, workshops and webinars',
    description:
      'Finds events by free text, topic, sub-topic, country, continent, city, type and dates. Every filter given ' +
      'narrows the result; country and countries form one filter (any of them). Returns one page (limit, offset) ' +
      'and the exact total.',
    query: searchQueryFields,
    response: 'SearchResponse',
    responseDescription: 'One page of matching events, with the filters as applied.',
    errors: ['invalid_parameter', ...AUTH_ERRORS],
  },
  {
    path: '/api/gpt/conferences/{id}',
    operationId: 'getConference',
    summary: 'Get one event with all its details',
    description:
      'Returns the full record of one event by its numeric id (from a search result): the search fields plus ' +
      'acronym, description, format, submission deadline, contact e-mail, continent and country code.',
    pathParameters: conferenceParams,
    response: 'ConferenceResponse',
    responseDescription: 'The event.',
    errors: ['invalid_parameter', 'not_found', ...AUTH_ERRORS],
  },
  {
    path: '/api/gpt/topics',
    operationId: 'listTopics',
    summary: 'List topics and their sub-topics with event counts',
    description:
      'Lists every topic with its sub-topics and event counts, most events first. Use these names (or slugs) ' +
      'as the topic and subtopic filters of searchConferences.',
    response: 'TopicsResponse',
    responseDescription: 'All topics.',
    errors: AUTH_ERRORS,
  },
  {
    path: '/api/gpt/countries',
    operationId: 'listCountries',
    summary: 'List the countries that have events',
    description:
      'Lists countries with at least one event: name, ISO code, continent and event count, most events first. ' +
      'Optionally only one continent. Use the names as the country or countries filter of searchConferences.',
    query: countriesQuery,
    response: 'CountriesResponse',
    responseDescription: 'The countries with events.',
    errors: ['invalid_parameter', ...AUTH_ERRORS],
  },
  {
    path: '/api/gpt/stats',
    operationId: 'getStatistics',
    summary: 'Database statistics',
    description:
      'Returns the number of events, countries with events and topics, the events starting between today and ' +
      'the end of this month, the overall date range, and event counts for each of the six continents.',
    response: 'StatisticsResponse',
    responseDescription: 'The statistics.',
    errors: AUTH_ERRORS,
  },
];

type JsonObject = Record<string, unknown>;

function parameters(schema: z.ZodObject, location: 'query' | 'path'): JsonObject[] {
  return Object.entries(schema.shape).map(([name, field]) => {
    const json = parameterSchema(field as z.ZodType);
    const description = json.description;
    delete json.description;
    // zod leaves defaults out of input schemas of parsing fields; the default is what "absent" parses to.
    const absent = (field as z.ZodType).safeParse(undefined);
    if (absent.success && absent.data !== undefined) json.default = absent.data;
    return {
      name,
      in: location,
      required: location === 'path',
      ...(typeof description === 'string' ? { description } : {}),
      schema: json,
    };
  });
}

const ref = (name: ComponentName): JsonObject => ({ $ref: `#/components/schemas/${name}` });

function operation(spec: OperationSpec): JsonObject {
  const responses: Record<string, JsonObject> = {
    '200': { description: spec.responseDescription, content: { 'application/json': { schema: ref(spec.response) } } },
  };
  for (const code of spec.errors) {
    const row = ERROR_TABLE[code];
    responses[String(row.status)] = {
      description: `${row.error}.`,
      content: { 'application/json': { schema: ref('Error') } },
    };
  }
  const params = [
    ...(spec.pathParameters ? parameters(spec.pathParameters, 'path') : []),
    ...(spec.query ? parameters(spec.query, 'query') : []),
  ];
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    ...(params.length > 0 ? { parameters: params } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document, served at /api/gpt/openapi (JSON) and /api/gpt/openapi.yaml. */
export function buildOpenApiDocument(config: Pick<Config, 'PUBLIC_BASE_URL'>): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const spec of OPERATIONS) paths[spec.path] = { get: operation(spec) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Conference Directory API',
      version: API_VERSION,
      description:
        'Read-only search over a directory of academic conferences, seminars, workshops and webinars worldwide. ' +
        `Every operation needs an API key in the ${API_KEY_HEADER} header. Errors are JSON: ` +
        '{ success: false, error, message }; a 400 message names the parameter and the rule, with suggestions ' +
        'for misspelt topics and countries.',
    },
    servers: [{ url: config.PUBLIC_BASE_URL }],
    security: [{ [SECURITY_SCHEME]: [] }],
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
      },
      schemas: componentSchemas(),
    },
  };
}

/**
 * The calendar feed routes in the OpenAPI documents (docs/api.md, "Calendar feeds"): their
 * parameters are the feed parameters' zod schemas, the POST body's properties the same, and the
 * answer of POST /api/gpt/feeds its response schema. openapi.ts passes in its own writer of
 * parameters, so both documents' parts are written alike. The assistant document has
 * subscribeToSearch alone, its body the parameters the assistant's searchConferences lists
 * (described there: "As in searchConferences") with limit and include.
 */
import type { z } from 'zod';
import { ApiError } from '../errors.js';
import { errorResponses, refusalBody } from '../openapi-responses.js';
import {
  ASSISTANT_SEARCH_PARAMETERS,
  FEED_SEARCH_PARAMETERS,
  feedQuery,
  type JsonObject,
  parameterSchema,
  serializerSchema,
} from '../schemas/index.js';
import { FEED_PARSER } from './feed.js';
import { feedLinksResponse } from './links.js';

export interface OpenApiWriters {
  parameters(schema: z.ZodObject, location: 'query' | 'path'): JsonObject[];
}

/** The feed parameters as the search has them (the body's properties say "As in searchConferences"). */
const AS_IN_SEARCH = new Set<string>(FEED_SEARCH_PARAMETERS);
/**
 * The feed parameters of the assistant document: those its search lists but offset (a feed is the
 * first events of a search, up to its own limit of 1,000), with limit and include.
 */
const FOR_ASSISTANT = new Set<string>([
  ...ASSISTANT_SEARCH_PARAMETERS.filter((name) => name !== 'offset'),
  'limit',
  'include',
]);

/** A request each feed operation refuses, and its 400 (refusalBody). */
const CALENDAR_REFUSED = refusalBody(() => FEED_PARSER.fromQuery({ limit: '5000' }, {}), 'searchConferencesCalendar');
/** The signed feed's one 400: a path that does not decode (the token itself is checked as a 404). */
const BAD_URL = new ApiError('bad_url').body();
const SUBSCRIBE_REFUSED = refusalBody(() => FEED_PARSER.fromArguments({ include: 'everything' }), 'subscribeToSearch');

const CALENDAR_EXAMPLE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//conference-directory//feeds//EN',
  'NAME:Conferences in Germany',
  'X-WR-CALNAME:Conferences in Germany',
  'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
  'X-PUBLISHED-TTL:PT12H',
  'BEGIN:VEVENT',
  'UID:event-123@api.example.org',
  'DTSTART;VALUE=DATE:20270303',
  'DTEND;VALUE=DATE:20270306',
  'SUMMARY:International Conference on Machine Learning (ICML 2027)',
  'LOCATION:Messe Berlin\\, Berlin\\, Germany',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const calendar = (description: string): JsonObject => ({
  description,
  headers: {
    ETag: { description: 'Snapshot version, day, deadlines passed and parameters.', schema: { type: 'string' } },
    'Last-Modified': { description: 'When the answer last changed.', schema: { type: 'string' } },
    'X-Feed-Total': { description: 'Events the search found.', schema: { type: 'integer' } },
    'X-Feed-Omitted': { description: 'Events after the feed the cap of 1,000 left out.', schema: { type: 'integer' } },
  },
  content: { 'text/calendar': { schema: { type: 'string' }, example: CALENDAR_EXAMPLE } },
});

const notModified = { '304': { description: 'Not modified: the ETag or Last-Modified given still holds.' } };

/** POST /api/gpt/feeds's body: the feed parameters as JSON properties (for an assistant: its own, shortly). */
function requestBody(assistant: boolean): JsonObject {
  const fields = Object.entries(feedQuery.shape).filter(([name]) => !assistant || FOR_ASSISTANT.has(name));
  const properties = Object.fromEntries(
    fields.map(([name, field]) => {
      const schema = parameterSchema(field as z.ZodType);
      if (!assistant || !AS_IN_SEARCH.has(name) || name === 'limit') return [name, schema];
      const { description: _description, example: _example, ...rest } = schema;
      return [name, { ...rest, description: 'As in searchConferences.' }];
    }),
  );
  return {
    required: true,
    content: {
      'application/json': {
        schema: { type: 'object', properties, additionalProperties: false },
        example: { country: 'Germany', type: 'conference', include: 'deadlines' },
      },
    },
  };
}

const LINKS_EXAMPLE = {
  success: true,
  url: 'https://api.example.org/feeds/a19fX2tfYWIxMmNkMzQKY291bnRyeT1HZXJtYW55.6M0yPq1bd2k8Hc0mW9Qm5nRZf7h2y3vR1oG4uS8dT0E.ics',
  webcal:
    'webcal://api.example.org/feeds/a19fX2tfYWIxMmNkMzQKY291bnRyeT1HZXJtYW55.6M0yPq1bd2k8Hc0mW9Qm5nRZf7h2y3vR1oG4uS8dT0E.ics',
  description: 'Events in Germany',
  parameters: 'country=Germany',
  total: 412,
  events: 412,
  deadlines: 0,
};

const keyed = ['unauthorized', 'rate_limited', 'internal'] as const;

/** POST /api/gpt/feeds, the operation subscribeToSearch. */
function subscribe(assistant: boolean): JsonObject {
  return {
    post: {
      operationId: 'subscribeToSearch',
      tags: ['Events'],
      summary: 'A signed calendar feed URL of a search',
      description:
        'Answers an https URL (and its webcal:// twin) of the search as a calendar feed, which calendar apps ' +
        'subscribe to without a key. Takes the parameters of searchConferences as a JSON object, with include ' +
        '(deadlines: with reminders) and limit (up to 1,000 events).',
      requestBody: requestBody(assistant),
      responses: errorResponses(['invalid_parameter', 'feed_url_too_long', ...keyed], SUBSCRIBE_REFUSED, {
        '200': {
          description: 'The signed feed URL.',
          content: { 'application/json': { schema: serializerSchema(feedLinksResponse), example: LINKS_EXAMPLE } },
        },
      }),
    },
  };
}

export function feedPaths({ parameters }: OpenApiWriters, audience: 'assistant' | 'full'): Record<string, JsonObject> {
  if (audience === 'assistant') return { '/api/gpt/feeds': subscribe(true) };
  return {
    '/api/gpt/conferences.ics': {
      get: {
        operationId: 'searchConferencesCalendar',
        tags: ['Events'],
        summary: 'A search as an iCalendar feed of events and deadlines',
        description:
          'The first 1,000 events of a search (every search parameter but facets) as iCalendar: all-day events ' +
          'and, with include=deadlines, their deadlines of every kind with reminders 7 days and 1 day before.',
        parameters: parameters(feedQuery, 'query'),
        responses: errorResponses(['invalid_parameter', ...keyed], CALENDAR_REFUSED, {
          '200': calendar('The feed.'),
          ...notModified,
        }),
      },
    },
    '/api/gpt/feeds': subscribe(false),
    '/feeds/{token}.ics': {
      get: {
        operationId: 'getSignedFeed',
        tags: ['Events'],
        summary: 'The calendar feed of a signed URL, without a key',
        description:
          "The feed a POST /api/gpt/feeds URL stands for. Not counted against the signing key's requests; writing " +
          "it is charged to the key's feed budget (a cached feed is free). A token that does not verify (changed, " +
          'revoked key, rotated feeds) is a 404.',
        security: [],
        parameters: [
          {
            name: 'token',
            in: 'path',
            required: true,
            description: 'The token of the URL, as POST /api/gpt/feeds answered it.',
            schema: { type: 'string' },
            example: 'a19fX2tfYWIxMmNkMzQKY291bnRyeT1HZXJtYW55.6M0yPq1bd2k8Hc0mW9Qm5nRZf7h2y3vR1oG4uS8dT0E',
          },
        ],
        responses: errorResponses(['bad_url', 'feed_not_found', 'feed_budget_exceeded', 'internal'], BAD_URL, {
          '200': calendar('The feed.'),
          ...notModified,
        }),
      },
    },
  };
}

/**
 * The calendar feed routes in the OpenAPI document (docs/api.md, "Calendar feeds"): their
 * parameters are the feed parameters' zod schemas, the POST body's properties the same, and the
 * answer of POST /api/gpt/feeds its response schema. openapi.ts passes in its own writers of
 * parameters and error answers, so both documents' parts are written alike.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import { feedQuery, type JsonObject, parameterSchema, serializerSchema } from '../schemas/index.js';
import { feedLinksResponse } from './links.js';

export interface OpenApiWriters {
  parameters(schema: z.ZodObject, location: 'query' | 'path'): JsonObject[];
  errorResponses(codes: readonly ErrorCode[], out?: Record<string, JsonObject>): Record<string, JsonObject>;
}

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

/** POST /api/gpt/feeds's body: the feed parameters as JSON properties. */
function requestBody(): JsonObject {
  const properties = Object.fromEntries(
    Object.entries(feedQuery.shape).map(([name, field]) => [name, parameterSchema(field as z.ZodType)]),
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

export function feedPaths({ parameters, errorResponses }: OpenApiWriters): Record<string, JsonObject> {
  const keyed = ['unauthorized', 'rate_limited', 'internal'] as const;
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
        responses: errorResponses(['invalid_parameter', ...keyed], {
          '200': calendar('The feed.'),
          ...notModified,
        }),
      },
    },
    '/api/gpt/feeds': {
      post: {
        operationId: 'subscribeToSearch',
        tags: ['Events'],
        summary: 'A signed calendar feed URL of a search',
        description:
          'Answers an https URL (and its webcal:// twin) of the search as a calendar feed, which calendar apps ' +
          'subscribe to without a key. Takes the parameters of searchConferencesCalendar as a JSON object.',
        requestBody: requestBody(),
        responses: errorResponses(['invalid_parameter', 'feed_url_too_long', ...keyed], {
          '200': {
            description: 'The signed feed URL.',
            content: { 'application/json': { schema: serializerSchema(feedLinksResponse), example: LINKS_EXAMPLE } },
          },
        }),
      },
    },
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
        responses: errorResponses(['feed_not_found', 'feed_budget_exceeded', 'internal'], {
          '200': calendar('The feed.'),
          ...notModified,
        }),
      },
    },
  };
}

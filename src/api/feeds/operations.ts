/**
 * The calendar feeds' rows of the operation table (docs/api.md, "Calendar feeds"): a search as an
 * iCalendar feed with the key, the signed feed URL of a search (POST, and the MCP tool
 * subscribeToSearch), and the feed of a signed URL without a key. Their routes, OpenAPI entries,
 * tool, 405s and caching are derived from these rows as for every other operation.
 */
import { z } from 'zod';
import type { CalendarOperation, Operation } from '../operation.js';
import { ASSISTANT_SEARCH_PARAMETERS, FEED_SEARCH_PARAMETERS, feedQuery } from '../schemas/index.js';
import { calendarFeedInSlices } from './feed.js';
import { feedLinks, feedLinksResponse, feedLinksText } from './links.js';

const TOKEN_EXAMPLE = 'a19fX2tfYWIxMmNkMzQKY291bnRyeT1HZXJtYW55.6M0yPq1bd2k8Hc0mW9Qm5nRZf7h2y3vR1oG4uS8dT0E';

/** The path of a signed feed: its token (the route checks the `.ics` after it). */
const tokenParams = z.object({
  token: z
    .string()
    .describe('The token of the URL, as POST /api/gpt/feeds answered it.')
    .meta({ example: TOKEN_EXAMPLE }),
});

/** The feed parameters the search takes as it does: described there. */
const SHARED = { operationId: 'searchConferences', names: FEED_SEARCH_PARAMETERS };

const calendar: CalendarOperation = {
  operationId: 'searchConferencesCalendar',
  tag: 'Events',
  method: 'GET',
  path: '/api/gpt/conferences.ics',
  answer: 'calendar',
  auth: 'key',
  summary: 'A search as an iCalendar feed of events and deadlines',
  description:
    'The first 1,000 events of a search (every search parameter but facets) as iCalendar: all-day events ' +
    'and, with include=deadlines, their deadlines of every kind with reminders 7 days and 1 day before.',
  query: feedQuery,
  errors: ['invalid_parameter'],
  refusal: { query: { limit: '5000' } },
  assistant: false,
  handler: calendarFeedInSlices,
};

const subscribe: Operation = {
  operationId: 'subscribeToSearch',
  tag: 'Events',
  method: 'POST',
  path: '/api/gpt/feeds',
  answer: 'json',
  auth: 'key',
  summary: 'A signed calendar feed URL of a search',
  description:
    'A calendar feed URL (https, and webcal:// for apps) of a search, which calendar apps subscribe to without ' +
    'a key: events as all-day entries; with include=deadlines, deadlines with reminders. Takes the filters of ' +
    'searchConferences and limit (up to 1,000). Answers the events and deadlines it holds now.',
  query: feedQuery,
  // Those its search lists but offset (a feed is the first events of a search, up to its own limit), with limit and include.
  assistantQuery: [...ASSISTANT_SEARCH_PARAMETERS.filter((name) => name !== 'offset'), 'limit', 'include'],
  sharedWith: SHARED,
  response: {
    schema: feedLinksResponse,
    description: 'The signed feed URL.',
    example: {
      success: true,
      url: `https://api.example.org/feeds/${TOKEN_EXAMPLE}.ics`,
      webcal: `webcal://api.example.org/feeds/${TOKEN_EXAMPLE}.ics`,
      description: 'Events in Germany',
      parameters: 'country=Germany',
      total: 412,
      events: 412,
      deadlines: 0,
    },
  },
  bodyExample: { country: 'Germany', type: 'conference', include: 'deadlines' },
  errors: ['invalid_parameter', 'feed_url_too_long'],
  refusal: { query: { include: 'everything' } },
  assistant: true,
  // Signed for the calling key each time: never from the response cache.
  cacheable: false,
  signs: true,
  tool: {
    title: 'Subscribe to a search in a calendar',
    use: 'for a calendar feed URL of a search (events and deadlines with reminders)',
  },
  toolText: feedLinksText,
  handler: feedLinks,
};

const signed: CalendarOperation = {
  operationId: 'getSignedFeed',
  tag: 'Events',
  method: 'GET',
  path: '/feeds/{token}.ics',
  answer: 'calendar',
  auth: 'token',
  summary: 'The calendar feed of a signed URL, without a key',
  description:
    "The feed a POST /api/gpt/feeds URL stands for. Not counted against the signing key's requests; writing " +
    "it is charged to the key's feed budget (a cached feed is free). A token that does not verify (changed, " +
    'revoked key, rotated feeds) is a 404.',
  params: tokenParams,
  errors: ['bad_url', 'feed_not_found', 'feed_budget_exceeded'],
  // A path that does not decode; the token itself is checked as a 404.
  refusal: { code: 'bad_url' },
  assistant: false,
  handler: calendarFeedInSlices,
};

export const FEED_OPERATIONS = [calendar, subscribe, signed] as const;

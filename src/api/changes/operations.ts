/**
 * The change log's rows of the operation table (docs/api.md, Changes): the changes of a search
 * with the key (a route and an MCP tool). Their routes, OpenAPI entries, tool, 405s and caching are
 * derived from these rows as for every other operation.
 */
import { z } from 'zod';
import type { CalendarOperation, Operation } from '../operation.js';
import {
  CHANGE_SEARCH_PARAMETERS,
  type ChangesQueryFields,
  changesQuery,
  changesResponse,
} from '../schemas/change-parameters.js';
import {
  ATOM_TYPE,
  atomChangeFeed,
  changeFeedLinks,
  changeFeedLinksResponse,
  JSON_FEED_TYPE,
  jsonChangeFeed,
  parseSignedChanges,
} from './subscribe.js';
import { changesText, getChanges } from './changes.js';

const changes: Operation = {
  operationId: 'getChanges',
  tag: 'Events',
  method: 'GET',
  path: '/api/gpt/changes',
  answer: 'json',
  auth: 'key',
  summary: 'What changed in the events a search finds: deadlines announced, extended or moved, dates, places',
  description:
    'Changes since a date (since) or a snapshot version (since_version), newest first: deadlines announced, ' +
    'extended, moved earlier, added or removed; dates, place, format or website; editions added or gone. The ' +
    'filters of searchConferences narrow the editions, kind the changes.',
  query: changesQuery,
  response: {
    schema: changesResponse,
    description: 'One page of changes, newest first.',
    example: {
      success: true,
      query: { core_rank: 'A*', kind: 'deadline_extended', since: '2026-11-19' },
      snapshot_version: '2026-11-26T06:01:01Z-6675922b',
      total: 1,
      showing: 1,
      pagination: { limit: 20, offset: 0, has_more: false, next_offset: null, next_cursor: null, remaining: 0 },
      changes: [
        {
          id: 4211,
          name: 'ICML 2027',
          kind: 'deadline_extended',
          deadline_kind: 'paper',
          round: 1,
          before: '2027-01-24T11:59:59Z',
          after: '2027-01-31T11:59:59Z',
          source: 'ccf-deadlines',
          snapshot_version: '2026-11-26T06:01:01Z-6675922b',
          built_at: '2026-11-26T06:01:01.000Z',
        },
      ],
    },
  },
  errors: ['invalid_parameter'],
  refusal: { query: { since_version: 'yesterday' } },
  // In the full OpenAPI document and an MCP tool; the assistant's document keeps the search's five reads.
  assistant: false,
  cacheable: true,
  callerBound: true,
  sharedWith: { operationId: 'searchConferences', names: CHANGE_SEARCH_PARAMETERS },
  tool: { use: 'for what changed in events (deadlines extended or announced, dates, places) since a date' },
  toolText: changesText,
  handler: getChanges,
};

const TOKEN_EXAMPLE = 'a19fX2tfYWIxMmNkMzQKZmVlZD1jaGFuZ2Vz.6M0yPq1bd2k8Hc0mW9Qm5nRZf7h2y3vR1oG4uS8dT0E';

const subscribe: Operation = {
  operationId: 'subscribeToChanges',
  tag: 'Events',
  method: 'POST',
  path: '/api/gpt/changes/feeds',
  answer: 'json',
  auth: 'key',
  summary: "Signed Atom and JSON Feed URLs of a search's changes",
  description:
    'Feed URLs (Atom and JSON Feed 1.1) of the changes getChanges finds for the same filters and kind, newest first, ' +
    'up to limit; feed readers and chat workspaces follow them without a key.',
  query: changesQuery,
  sharedWith: { operationId: 'searchConferences', names: CHANGE_SEARCH_PARAMETERS },
  response: {
    schema: changeFeedLinksResponse,
    description: 'The signed feed URLs.',
    example: {
      success: true,
      atom: `https://api.example.org/feeds/atom/${TOKEN_EXAMPLE}.atom`,
      json: `https://api.example.org/feeds/json/${TOKEN_EXAMPLE}.json`,
      parameters: 'feed=changes&core_rank=A*&kind=deadline_extended',
      total: 3,
    },
  },
  bodyExample: { core_rank: 'A*', kind: 'deadline_extended' },
  errors: ['invalid_parameter', 'feed_url_too_long'],
  refusal: { query: { kind: 'everything' } },
  assistant: false,
  // Signed for the calling key each time: never from the response cache.
  cacheable: false,
  signs: true,
  // Not a tool: its schema would cost every MCP client's tools/list as much as getChanges' does.
  tool: false,
  handler: changeFeedLinks,
};

const tokenParams = z.object({
  token: z
    .string()
    .describe('The token of the URL, as POST /api/gpt/changes/feeds answered it.')
    .meta({ example: TOKEN_EXAMPLE }),
});

/** The feed of a signed URL, in one format. */
function signedFeed(format: 'atom' | 'json'): CalendarOperation<ChangesQueryFields> {
  const atom = format === 'atom';
  return {
    operationId: atom ? 'getSignedChangesAtom' : 'getSignedChangesJson',
    tag: 'Events',
    method: 'GET',
    path: `/feeds/${format}/{token}.${format}`,
    answer: 'calendar',
    media: atom
      ? { type: ATOM_TYPE, example: '<feed xmlns="http://www.w3.org/2005/Atom">...</feed>' }
      : {
          type: JSON_FEED_TYPE,
          example: '{"version":"https://jsonfeed.org/version/1.1","title":"Changes","items":[]}',
        },
    auth: 'token',
    summary: `The ${atom ? 'Atom' : 'JSON Feed'} of a signed change feed URL, without a key`,
    description:
      "The changes a POST /api/gpt/changes/feeds URL stands for, newest first. Charged to the key's feed budget as " +
      "calendar feeds are. A token that does not verify (changed, revoked key, rotated feeds, a calendar's) is a 404.",
    params: tokenParams,
    errors: ['bad_url', 'feed_not_found', 'feed_budget_exceeded'],
    refusal: { code: 'bad_url' },
    assistant: false,
    parse: parseSignedChanges,
    handler: atom ? atomChangeFeed : jsonChangeFeed,
  };
}

export const CHANGE_OPERATIONS = [changes, subscribe, signedFeed('atom'), signedFeed('json')] as const;

/**
 * The change log's rows of the operation table (docs/api.md, Changes): the changes of a search
 * with the key (a route and an MCP tool). Their routes, OpenAPI entries, tool, 405s and caching are
 * derived from these rows as for every other operation.
 */
import type { Operation } from '../operation.js';
import { CHANGE_SEARCH_PARAMETERS, changesQuery, changesResponse } from '../schemas/change-parameters.js';
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

export const CHANGE_OPERATIONS = [changes] as const;

/**
 * The connector tools' rows of the operation table (docs/api.md, "MCP", connector tools): `search`
 * and `fetch`, named and shaped as ChatGPT's connectors and deep research call them. They are
 * routes and tools like every row; the assistant's OpenAPI document leaves them out (its
 * searchConferences does more).
 */
import { z } from 'zod';
import type { Operation } from '../operation.js';
import { conferenceResponse, RESPONSE_EXAMPLES } from '../schemas/index.js';
import { fromText, ID_MAX } from '../schemas/rules.js';
import { connectorFetch, connectorSearch, documentOf, resultOf } from './answers.js';

const QUERY_MAX = 500;
const QUERY_RULE = `must be a sentence of 1 to ${QUERY_MAX} characters`;
const ID_RULE = `must be an event id, a whole number from 1 to ${ID_MAX}`;

const searchParameters = z.object({
  query: fromText(z.string({ error: QUERY_RULE }).max(QUERY_MAX, QUERY_RULE), (text) => text)
    .describe(
      'What to find, in words: "NLP conferences in Europe with an open call". Places, months, years, event types, ' +
        'formats, open calls for papers and CORE or CCF ranks named in it are applied as filters; the other words ' +
        'are matched as searchConferences matches q.',
    )
    .meta({ example: 'NLP conferences in Europe with an open call' }),
});

const fetchParameters = z.object({
  id: fromText(
    z
      .string({ error: ID_RULE })
      .regex(/^[1-9]\d{0,9}$/, ID_RULE)
      .refine((text) => Number(text) <= ID_MAX, ID_RULE),
    (text) => text,
  )
    .describe('The id of a search result.')
    .meta({ example: '123' }),
});

const searchResults = z
  .object({
    results: z
      .array(
        z.object({
          id: z.string().describe('The event id, for fetch.'),
          title: z
            .string()
            .describe(
              'Acronym and year (else the name), and the place: "ACL 2027 — Vienna, Austria"; when nothing matched ' +
                'the whole query, what was left out to find it: "(found without country=Norway)".',
            ),
          url: z.string().describe("The event's website, else its page on this service."),
        }),
      )
      .describe('The best matches, at most 10, soonest first.'),
  })
  .describe('The search results, as connectors read them.');

const document = z
  .object({
    id: z.string(),
    title: z.string(),
    text: z
      .string()
      .describe('The event as text: dates, place, every deadline with its instant and zone, ranks, links.'),
    url: z.string().describe("The event's website, else its page on this service."),
    metadata: conferenceResponse.shape.conference,
  })
  .describe('One event, as connectors read it.');

/** The examples: the documents' example event as these tools answer it. */
const EXAMPLE_BASE = 'https://api.example.org';
const { conference: EXAMPLE_EVENT } = RESPONSE_EXAMPLES.ConferenceResponse;

const search: Operation = {
  operationId: 'search',
  tag: 'Events',
  method: 'GET',
  path: '/api/gpt/connector/search',
  answer: 'json',
  auth: 'key',
  summary: 'Search events by a sentence (for connectors)',
  description:
    'For ChatGPT connectors and deep research: finds events by one sentence, reading the places, dates, event ' +
    'types, open calls and ranks it names as filters; if nothing matches, relaxes one, as each title then says. ' +
    'Answers results with id, title and url; fetch reads one.',
  query: searchParameters,
  response: {
    schema: searchResults,
    description: 'The best matches.',
    example: { results: [resultOf(EXAMPLE_EVENT, EXAMPLE_BASE)] },
  },
  errors: ['invalid_parameter'],
  refusal: { query: { query: '' } },
  assistant: false,
  cacheable: true,
  tool: { title: 'Search events (connector)' },
  handler: (input, context) => connectorSearch(input as never, context),
};

const fetch: Operation = {
  operationId: 'fetch',
  tag: 'Events',
  method: 'GET',
  path: '/api/gpt/connector/fetch/{id}',
  answer: 'json',
  auth: 'key',
  summary: 'Read one event as text (for connectors)',
  description:
    'For ChatGPT connectors and deep research: one event by the id of a search result, as text (dates, place, ' +
    'every deadline with its instant and zone, ranks, website, sources) with its fields as metadata.',
  params: fetchParameters,
  response: { schema: document, description: 'The event.', example: documentOf(EXAMPLE_EVENT, EXAMPLE_BASE) },
  errors: ['invalid_parameter', 'event_not_found'],
  refusal: { params: { id: '0' } },
  assistant: false,
  cacheable: true,
  tool: { title: 'Read one event (connector)' },
  handler: ({ params }, context) =>
    connectorFetch({ params: { id: Number(params.id) }, query: {}, given: {} }, context),
};

export const CONNECTOR_OPERATIONS = [search, fetch] as const;

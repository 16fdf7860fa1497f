/**
 * The connector tools' rows of the operation table (docs/api.md, "MCP", connector tools): `search`
 * and `fetch`, named and shaped as ChatGPT's connectors and deep research call them. They are
 * routes and tools like every row; the assistant's OpenAPI document leaves them out (its
 * searchConferences does more).
 */
import { z } from 'zod';
import type { Operation } from '../operation.js';
import { conferenceResponse, RESPONSE_EXAMPLES } from '../schemas/index.js';
import { fromText, ID_MAX, wholeNumberPattern } from '../schemas/rules.js';
import { CONNECTOR_SEARCH } from '../search-seen.js';
import { connectorSearch } from './answers.js';
import { connectorFetch, documentOf } from './fetch-document.js';
import { resultOf } from './result-titles.js';

export const QUERY_MAX = 500;
const QUERY_RULE = `must be a question or keywords of 1 to ${QUERY_MAX} characters`;
const ID_RULE = `must be an event id, a whole number from 1 to ${ID_MAX}`;
/** The ids the server takes, as a pattern: 1 to ID_MAX without leading zeros. */
const ID_PATTERN = new RegExp(wholeNumberPattern(ID_MAX));

const searchParameters = z.object({
  query: fromText(z.string({ error: QUERY_RULE }).min(1, QUERY_RULE).max(QUERY_MAX, QUERY_RULE), (text) => text)
    .describe(
      'A question as a person asks it: "When is the VLDB 2027 deadline?", "NLP conferences in Europe with an open ' +
        'call". An acronym with a year is that edition; places, dates ("next year", "in March"), types, formats, ' +
        'open calls and ranks ("CCF-A", "CORE A*", "top") are filters; question words are ignored.',
    )
    .meta({ example: 'NLP conferences in Europe with an open call' }),
});

const fetchParameters = z.object({
  id: fromText(z.string({ error: ID_RULE }).regex(ID_PATTERN, ID_RULE), (text) => text)
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
          url: z.string().describe("The edition's own website, else its page on this service: the URL to cite."),
        }),
      )
      .describe('The best matches, at most 10, soonest first.'),
    message: z
      .string()
      .optional()
      .describe('Only when results is empty: the question as read, and why nothing matches it.'),
    reading: z
      .string()
      .optional()
      .describe('With results: the question as read, what each time window bounds, the words not read.'),
  })
  .describe('The search results, as connectors read them.');

const document = z
  .object({
    id: z.string(),
    title: z.string(),
    text: z
      .string()
      .describe('The event as text: dates, place, every deadline with its instant and zone, ranks, links.'),
    url: z.string().describe("The edition's own website, else its page on this service: the URL to cite."),
    metadata: conferenceResponse.shape.conference
      .optional()
      .describe(
        "The event's fields, as getConference answers them; left out when the answer's size cap has no room for them (the text says so).",
      ),
  })
  .describe('One event, as connectors read it.');

/**
 * The examples: the documents' example event as these tools answer it. Its website is a site's root
 * that names no year of the edition, so it is cited by its page (docs/api.md, Event pages and citations).
 */
const { conference: EXAMPLE_EVENT } = RESPONSE_EXAMPLES.ConferenceResponse;
const EXAMPLE_URL = `https://api.example.org/events/${EXAMPLE_EVENT.id}`;

const search: Operation = {
  operationId: CONNECTOR_SEARCH,
  tag: 'Events',
  method: 'GET',
  path: '/api/gpt/connector/search',
  answer: 'json',
  auth: 'key',
  summary: 'Search events by a sentence (for connectors)',
  description:
    'For ChatGPT connectors and deep research: finds events by a question as a person asks it. If nothing ' +
    'matches, parts other than its subject are left out, as each title says; an empty answer says why in message. ' +
    'Answers results with id, title and url; fetch reads one.',
  query: searchParameters,
  response: {
    schema: searchResults,
    description: 'The best matches.',
    example: { results: [resultOf(EXAMPLE_EVENT, EXAMPLE_URL)] },
  },
  errors: ['invalid_parameter'],
  refusal: { query: { query: '' } },
  assistant: false,
  cacheable: true,
  tool: { title: 'Search events (connector)', use: 'for a one-sentence search with citation URLs' },
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
  response: { schema: document, description: 'The event.', example: documentOf(EXAMPLE_EVENT, EXAMPLE_URL) },
  errors: ['invalid_parameter', 'event_not_found'],
  refusal: { params: { id: '0' } },
  assistant: false,
  cacheable: true,
  tool: { title: 'Read one event (connector)', use: 'for the readable text of one event, with its citation URL' },
  handler: ({ params }, context) =>
    connectorFetch({ params: { id: Number(params.id) }, query: {}, given: {} }, context),
};

export const CONNECTOR_OPERATIONS = [search, fetch] as const;

/**
 * Pre-serialized answers (docs/snapshot-format.md): the item bytes the builder stores are, for every
 * event, what Fastify's compiled serializer writes for the event's list item, and a search answer
 * spliced from them is byte for byte the answer the response schema's serializer gives.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchConferences, searchConferencesJson } from '../../src/http/handlers/conferences.js';
import { parseParameters, singleValues } from '../../src/http/query.js';
import {
  COMPONENT_SCHEMAS,
  SEARCH_PARAMETERS,
  searchQuery,
  searchResponse,
  serializerSchema,
} from '../../src/http/schemas/index.js';
import { toItem } from '../../src/http/views/conference.js';
import { eventAt } from '../../src/store/index.js';
import { todayUtc } from '../../src/util/dates.js';
import { NOW, startTestApi, type TestApi } from './harness.js';

type Serialize = (body: unknown) => string;

/** Fastify's compiled serializers of the item and the search answer, as a route compiles them. */
async function fastifySerializers(): Promise<{ item: Serialize; search: Serialize }> {
  const app = Fastify();
  let serializers: { item: Serialize; search: Serialize } | undefined;
  app.get('/', async (_request, reply) => {
    serializers = {
      item: reply.compileSerializationSchema(serializerSchema(COMPONENT_SCHEMAS.Conference)),
      search: reply.compileSerializationSchema(serializerSchema(searchResponse)),
    };
    return 'ok';
  });
  await app.inject('/');
  await app.close();
  return serializers!;
}

let api: TestApi;
let serialize: { item: Serialize; search: Serialize };

beforeAll(async () => {
  api = await startTestApi();
  serialize = await fastifySerializers();
});
afterAll(() => api.close());

function storedItem(position: number): string {
  const { bytes, offsets } = api.store.json.items;
  return bytes.toString('utf8', offsets[position]!, offsets[position + 1]!);
}

describe('pre-serialized list items', () => {
  it("stores for every event exactly the bytes Fastify's serializer writes for its list item", () => {
    const differing: number[] = [];
    for (let position = 0; position < api.store.size; position++) {
      const item = toItem(eventAt(api.store, position));
      const stored = storedItem(position);
      if (stored !== serialize.item(item)) differing.push(position);
      else expect(JSON.parse(stored)).toEqual(item);
    }
    expect(differing).toEqual([]);
    expect(api.store.json.items.length).toBe(api.store.size);
  });
});

const QUERIES: readonly Record<string, string>[] = [
  {},
  { limit: '50' },
  { limit: '50', offset: '100', sort: 'date' },
  { limit: '10', offset: '1995' },
  { offset: '5000' },
  { q: 'zzzzqqq' },
  { q: 'machin lerning', country: 'Germany' },
  { q: 'the of', limit: '50' },
  { q: 'München' },
  { countries: 'USA,UK,DE', type: 'workshop', sort: '-date', limit: '50' },
  { continent: 'Asia', country: 'Germany' },
  { facets: 'type,format,continent,year,topic,country', country: 'Germany', limit: '1' },
  { cfp: 'open', sort: 'deadline', limit: '50' },
  { format: 'online', limit: '50', offset: '7' },
  { month: '2027-03', limit: '50' },
];

describe('a search answer spliced from stored items', () => {
  it.each(QUERIES)('is byte for byte the serialized answer of %o', (raw) => {
    const given = singleValues(raw, SEARCH_PARAMETERS);
    const input = { query: parseParameters(searchQuery, given), params: {}, given };
    const context = { index: api.index, today: todayUtc(NOW) };
    const expected = serialize.search(searchConferences(input, context));
    expect(searchConferencesJson(input, context)).toBe(expected);
  });

  it('is what the route sends, as JSON', async () => {
    const response = await api.get('/api/gpt/conferences?limit=50&q=conference');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const given = { limit: '50', q: 'conference' };
    const input = { query: parseParameters(searchQuery, given), params: {}, given };
    const body = searchConferences(input, { index: api.index, today: todayUtc(NOW) });
    expect(body.conferences).toHaveLength(50);
    expect(response.body).toBe(serialize.search(body));
  });
});

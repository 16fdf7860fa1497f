/**
 * List items as JSON text (docs/snapshot-format.md, Pre-serialized list items): the text a
 * snapshot stores, and the text written from the columns when it stores none, are for every event
 * what Fastify's compiled serializer writes for the event's list item; a search answer spliced from
 * either, and every single-event answer, is byte for byte what the response schema's serializer gives.
 */
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { getConferenceJson, searchConferences, searchConferencesJson } from '../../src/api/handlers/conferences.js';
import { InputParser } from '../../src/api/input.js';
import {
  COMPONENT_SCHEMAS,
  conferenceResponse,
  searchQuery,
  searchResponse,
  serializerSchema,
} from '../../src/api/schemas/index.js';
import { toDetail, toItem } from '../../src/api/views/conference.js';
import { ITEM_JSON_FINGERPRINT } from '../../src/api/views/answer-json.js';
import { itemJsonAt, openSnapshot, pageItemsJson, SnapshotIndex } from '../../src/search/index.js';
import { eventAt, type Store } from '../../src/store/index.js';
import { StringColumn } from '../../src/store/string-column.js';
import { todayUtc } from '../../src/util/dates.js';
import { tempDir } from '../fixtures/source.js';
import { NOW, startTestApi, type TestApi } from '../http/harness.js';

type Serialize = (body: Record<string, unknown>) => string;
interface Serializers {
  item: Serialize;
  search: Serialize;
  conference: Serialize;
}

/** Fastify's compiled serializers of the item and the search answer, as a route compiles them. */
async function fastifySerializers(): Promise<Serializers> {
  const app = Fastify();
  let serializers: Serializers | undefined;
  app.get('/', async (_request, reply) => {
    serializers = {
      item: reply.compileSerializationSchema(serializerSchema(COMPONENT_SCHEMAS.Conference)),
      search: reply.compileSerializationSchema(serializerSchema(searchResponse)),
      conference: reply.compileSerializationSchema(serializerSchema(conferenceResponse)),
    };
    return 'ok';
  });
  await app.inject('/');
  await app.close();
  return serializers!;
}

const { dir, cleanup } = tempDir('confdir-items-');
let api: TestApi;
/** The test API's events, built again with their list items stored. */
let withItems: SnapshotIndex;
let serialize: Serializers;

beforeAll(async () => {
  api = await startTestApi();
  const output = join(dir, 'with-items.snapshot');
  buildSnapshot({ input: api.sourceFile, output, now: NOW, itemJson: true });
  withItems = openSnapshot(output);
  serialize = await fastifySerializers();
});
afterAll(async () => {
  await api.close();
  cleanup();
});

function storedItem(store: Store, position: number): string {
  const { bytes, offsets } = store.itemJson!;
  return bytes.toString('utf8', offsets[position]!, offsets[position + 1]!);
}

/** The positions whose text differs from the serializer's; every other one is also parse-equal. */
function differing(store: Store, text: (position: number) => string): number[] {
  const positions: number[] = [];
  for (let position = 0; position < store.size; position++) {
    const item = toItem(eventAt(store, position));
    const json = text(position);
    if (json !== serialize.item(item)) positions.push(position);
    else expect(JSON.parse(json)).toEqual(item);
  }
  return positions;
}

describe('list items as JSON text', () => {
  it("are stored, for every event, as exactly the bytes Fastify's serializer writes for its list item", () => {
    const store = withItems.store;
    expect(store.itemJson?.length).toBe(store.size);
    expect(differing(store, (position) => storedItem(store, position))).toEqual([]);
  });

  it("are written from the columns, for every event, as exactly the serializer's text", () => {
    expect(api.store.itemJson).toBeNull();
    expect(differing(api.store, (position) => itemJsonAt(api.index, position))).toEqual([]);
  });

  it('are not taken from a snapshot whose stored text another serializer wrote', () => {
    const store = withItems.store;
    const foreign: Store = {
      ...store,
      meta: { ...store.meta, itemJsonFingerprint: 'another serializer' },
      itemJson: StringColumn.from(Array.from({ length: store.size }, () => '{}')),
    };
    const foreignIndex = new SnapshotIndex(foreign, withItems.countries);
    expect(pageItemsJson(foreignIndex, [0, 1], ITEM_JSON_FINGERPRINT)).toBe(
      `${itemJsonAt(withItems, 0)},${itemJsonAt(withItems, 1)}`,
    );
    expect(pageItemsJson(withItems, [0, 1], ITEM_JSON_FINGERPRINT)).toBe(
      `${storedItem(store, 0)},${storedItem(store, 1)}`,
    );
  });
});

describe('a single-event answer', () => {
  for (const stored of [false, true]) {
    it(`is, for every event, byte for byte the serialized answer (items stored: ${stored})`, () => {
      const index = stored ? withItems : api.index;
      const context = { index, today: todayUtc(NOW) };
      const differing: number[] = [];
      for (let position = 0; position < index.size; position++) {
        const id = index.store.columns.ids[position]!;
        const json = getConferenceJson({ query: {}, params: { id }, given: {} }, context);
        const body = { success: true, conference: toDetail(eventAt(index.store, position)) };
        if (json !== serialize.conference(body)) differing.push(position);
      }
      expect(differing).toEqual([]);
    });
  }
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

const parser = new InputParser({ query: searchQuery });
const inputOf = (raw: Record<string, string>) => parser.fromQuery(raw, {});

describe('a search answer with its items spliced in', () => {
  for (const stored of [false, true]) {
    it.each(QUERIES)(`is byte for byte the serialized answer (items stored: ${stored}) of %o`, (raw) => {
      const context = { index: stored ? withItems : api.index, today: todayUtc(NOW) };
      const expected = serialize.search(searchConferences(inputOf(raw), context));
      expect(searchConferencesJson(inputOf(raw), context)).toBe(expected);
    });
  }

  it('is what the route sends, as JSON', async () => {
    const response = await api.get('/api/gpt/conferences?limit=50&q=conference');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = searchConferences(inputOf({ limit: '50', q: 'conference' }), {
      index: api.index,
      today: todayUtc(NOW),
    });
    expect(body.conferences).toHaveLength(50);
    expect(response.body).toBe(serialize.search(body));
  });
});

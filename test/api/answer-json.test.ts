/**
 * Events as JSON text (src/api/schemas/event-fields.ts, src/api/handlers/answer-json.ts): for every event of the test
 * snapshot, the list item and the detail written from the columns have the values of the event,
 * pass their response schema (no field more or less), and are byte for byte what Fastify's compiled
 * serializer writes for them; every single-event answer and a set of search answers, events spliced
 * in, are byte for byte what the response schema's serializer writes for the same body.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorKeyOf } from '../../src/api/cursor.js';
import { searchConferences } from '../../src/api/handlers/conferences.js';
import { InputParser } from '../../src/api/input.js';
import { JsonText } from '../../src/api/operation.js';
import {
  COMPONENT_SCHEMAS,
  conferenceResponse,
  searchQuery,
  searchResponse,
  serializerSchema,
} from '../../src/api/schemas/index.js';
import { conferenceAnswerJson } from '../../src/api/handlers/answer-json.js';
import { detailJson, itemJson } from '../../src/api/views/event-writers.js';
import type { EventRecord, EventValues } from '../../src/search/index.js';
import { cfpStatusAt } from '../../src/search/components/cfp.js';
import { EditionValues } from '../../src/search/deadline-json.js';
import { SeriesValues } from '../../src/search/series-json.js';
import { valuesAt } from '../../src/store/topic-lists.js';
import { deadlinesOf } from '../../src/store/deadline-table.js';
import { bareAcronymOf, ranksOf, seriesOf } from '../../src/store/edition-index.js';
import { eventAt } from '../../src/store/index.js';
import { formatIsoDate, todayUtc } from '../../src/util/dates.js';
import type { JsonBytes } from '../../src/util/json-bytes.js';
import { NOW, startTestApi, type TestApi, testConfig } from '../http/harness.js';

/** The app's feed secret: the route signs its page cursors with the key derived from it. */
const FEED_SECRET = 'a feed secret for this test, of 32 or more characters';

type Serialize = (body: unknown) => string;
interface Serializers {
  item: Serialize;
  detail: Serialize;
  search: Serialize;
  conference: Serialize;
}

/** Fastify's compiled serializers of the item, the detail and the answers, as a route compiles them. */
async function fastifySerializers(): Promise<Serializers> {
  const app = Fastify();
  let serializers: Serializers | undefined;
  app.get('/', async (_request, reply) => {
    const compile = (schema: Parameters<typeof serializerSchema>[0]) =>
      reply.compileSerializationSchema(serializerSchema(schema)) as Serialize;
    serializers = {
      item: compile(COMPONENT_SCHEMAS.Conference),
      detail: compile(COMPONENT_SCHEMAS.ConferenceDetail),
      search: compile(searchResponse),
      conference: compile(conferenceResponse),
    };
    return 'ok';
  });
  await app.inject('/');
  await app.close();
  return serializers!;
}

let api: TestApi;
let serialize: Serializers;

beforeAll(async () => {
  api = await startTestApi({ config: testConfig({ FEED_SECRET }) });
  serialize = await fastifySerializers();
});
afterAll(async () => {
  await api.close();
});

const TYPE_NAMES: Record<EventRecord['type'], string> = {
  conference: 'Conference',
  seminar: 'Seminar',
  workshop: 'Workshop',
  webinar: 'Webinar',
};

/** The list item of an event as docs/api.md (Event item) describes it, from its decoded record. */
/** The moment the items are written at: the harness clock, in seconds. */
const AT = NOW.getTime() / 1000;

/** The deadline fields of the event at `position`, from the store's accessors. */
function expectedDeadlineFields(position: number) {
  const store = api.store;
  const ahead = deadlinesOf(store, position).filter((d) => (d.kind === 'abstract' || d.kind === 'paper') && d.at >= AT);
  const next = ahead.find((d) => !d.estimated) ?? ahead[0];
  return {
    acronym: bareAcronymOf(store, position),
    series: seriesOf(store, position),
    rank: ranksOf(store, position),
    cfp_status: cfpStatusAt(store, position, AT),
    next_deadline: next
      ? {
          kind: next.kind,
          at: `${new Date(next.at * 1000).toISOString().slice(0, 19)}Z`,
          date: formatIsoDate(next.day),
          timezone: next.zone,
          estimated: next.estimated,
        }
      : null,
  };
}

/** The names of the topics or sub-topics of the event at `position`, its first first. */
function namesAt(position: number, kind: 'topic' | 'subtopic'): string[] {
  const { columns, topicLists, meta } = api.store;
  const [first, more, names] =
    kind === 'topic'
      ? [columns.topic, topicLists.topics, meta.topics]
      : [columns.subtopic, topicLists.subtopics, meta.subtopics];
  return valuesAt(first, more, position).map((value) => names[value]!.name);
}

/** The ranks and tracks of the event at `position`, read from the store's tables; each absent when it has none. */
function expectedAnnex(position: number) {
  const { ranks, tracks } = api.store;
  const rankRows = Array.from({ length: ranks.offsets[position + 1]! - ranks.offsets[position]! }, (_, i) => {
    const row = ranks.offsets[position]! + i;
    const { system, edition, value } = ranks.entries[ranks.entry[row]!]!;
    return {
      system,
      edition: edition === null ? null : String(edition),
      value,
      source_url: ranks.url.get(row) || null,
    };
  });
  const names = Array.from({ length: tracks.offsets[position + 1]! - tracks.offsets[position]! }, (_, i) =>
    tracks.name.get(tracks.offsets[position]! + i),
  );
  return {
    ...(rankRows.length > 0 ? { ranks: rankRows } : {}),
    ...(names.length > 0 ? { tracks: names.map((name) => ({ name, deadlines: expect.any(Array) })) } : {}),
  };
}

function expectedItem(event: EventRecord, position: number) {
  return {
    id: event.id,
    name: event.name,
    type: TYPE_NAMES[event.type],
    topic: event.topic,
    sub_topic: event.subTopic ?? '',
    topics: namesAt(position, 'topic'),
    sub_topics: namesAt(position, 'subtopic'),
    dates: {
      start: formatIsoDate(event.start),
      end: formatIsoDate(event.end),
      formatted: expect.any(String),
      precision: 'day',
    },
    location: { city: event.city ?? '', country: event.country?.name ?? '', venue: event.venue ?? '' },
    organizer: event.organizer ?? '',
    website: event.website ?? '',
    format: event.format,
    submission_deadline: event.deadline === null ? null : formatIsoDate(event.deadline),
    ...expectedDeadlineFields(position),
    acceptance_rate: null,
    ...expectedAnnex(position),
  };
}

describe('an event as JSON text', () => {
  it('is, for every event, the item and the detail of its values, in their schemas, as the serializer writes them', () => {
    const values = api.index.itemWriter();
    const differing: number[] = [];
    for (let position = 0; position < api.store.size; position++) {
      const event = eventAt(api.store, position);
      const item = itemJson(values, position, AT);
      const detail = detailJson(values, position, AT);
      const parsedItem = COMPONENT_SCHEMAS.Conference.strict().parse(JSON.parse(item));
      const parsedDetail = COMPONENT_SCHEMAS.ConferenceDetail.strict().parse(JSON.parse(detail));
      expect(parsedItem).toEqual(expectedItem(event, position));
      expect(parsedDetail).toEqual({
        ...parsedItem,
        deadlines: expect.any(Array),
        editions: expect.any(Array),
        description: event.description,
        contact_email: event.email,
        continent: event.country?.continent ?? null,
        country_code: event.country?.alpha2 ?? null,
        aliases: [],
        acceptance_rates: [],
        sources: [],
      });
      if (serialize.item(parsedItem) !== item || serialize.detail(parsedDetail) !== detail) differing.push(position);
    }
    expect(differing).toEqual([]);
  });

  it('shows a missing value as "" in the item\'s fields and as null in the detail\'s own', () => {
    const none = () => false;
    const writes =
      (json: string) =>
      (_: number, out: JsonBytes): void =>
        out.text(json);
    const bare: EventValues = {
      id: writes('7'),
      name: writes('"Bare"'),
      type: writes('"Webinar"'),
      topic: writes('"Physics"'),
      topics: writes('["Physics"]'),
      subtopics: writes('[]'),
      start: none,
      end: none,
      dateRange: writes('"TBD"'),
      datePrecision: writes('"unknown"'),
      format: writes('"online"'),
      subtopic: none,
      city: none,
      country: none,
      venue: none,
      organizer: none,
      website: none,
      deadline: none,
      description: none,
      email: none,
      continent: none,
      countryCode: none,
      editionValues: new EditionValues(api.store, (day) => Buffer.from(`"${formatIsoDate(day)}"`)),
      seriesValues: new SeriesValues(api.store),
    };
    expect(JSON.parse(itemJson(bare, 0, AT))).toEqual({
      id: 7,
      name: 'Bare',
      type: 'Webinar',
      topic: 'Physics',
      sub_topic: '',
      topics: ['Physics'],
      sub_topics: [],
      dates: { start: null, end: null, formatted: 'TBD', precision: 'unknown' },
      location: { city: '', country: '', venue: '' },
      organizer: '',
      website: '',
      format: 'online',
      submission_deadline: null,
      ...expectedDeadlineFields(0),
      acceptance_rate: null,
      ...expectedAnnex(0),
    });
    const bareDetail = JSON.parse(detailJson(bare, 0, AT));
    expect(bareDetail).toMatchObject({ description: null, contact_email: null, continent: null, country_code: null });
    // No source vouches for a date: the field is absent, never null nor the day of an import.
    expect(bareDetail).not.toHaveProperty('last_verified');
  });
});

describe('a single-event answer', () => {
  it('is, for every event, byte for byte the serialized answer', () => {
    const differing: number[] = [];
    for (let position = 0; position < api.index.size; position++) {
      const json = conferenceAnswerJson(api.index, position).toString('utf8');
      const body = conferenceResponse.strict().parse(JSON.parse(json));
      if (json !== serialize.conference(body)) differing.push(position);
    }
    expect(differing).toEqual([]);
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

const parser = new InputParser({ query: searchQuery });

function searchJson(raw: Record<string, string>, principal?: string): string {
  const context = {
    index: api.index,
    today: todayUtc(NOW),
    now: AT,
    cursorKey: cursorKeyOf(FEED_SECRET),
    ...(principal ? { principal } : {}),
  };
  const answer = searchConferences(parser.fromQuery(raw, {}), context);
  expect(answer).toBeInstanceOf(JsonText);
  return answer.text;
}

describe('a search answer with its items spliced in', () => {
  it.each(QUERIES)('is byte for byte the serialized answer of %o', (raw) => {
    const json = searchJson(raw);
    expect(json).toBe(serialize.search(searchResponse.parse(JSON.parse(json))));
  });

  it('is what the route sends, as JSON', async () => {
    const response = await api.get('/api/gpt/conferences?limit=50&q=conference');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.body).conferences).toHaveLength(50);
    // Its page cursor is bound to the calling key.
    const principal = api.ring.lookup(api.key)!.id;
    expect(response.body).toBe(searchJson({ limit: '50', q: 'conference' }, principal));
  });
});

/**
 * One result, many writers (docs/design.md, The answer path): the answers that are objects (the MCP
 * tools' text and structured content, the connector's fetch, the event page) are written from the
 * operation's result by the event table's readers, never read back from the JSON. Held here to the
 * JSON text the route sends: for every event, its item and its detail (with and without tz); for
 * every order of two sets of fields with include=deadlines, each field alone and all of them; and
 * for searches with facets, distances, similarities, hints, relaxations, suggestions and cut pages,
 * over both transports. Each object deep-equals JSON.parse of the text, and JSON.stringify of it
 * is the text, byte for byte (same keys, same order).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorKeyOf } from '../../src/api/cursor.js';
import { conferenceAnswerJson } from '../../src/api/handlers/answer-json.js';
import { conferenceAnswerValues } from '../../src/api/handlers/answer-values.js';
import { getConference, searchConferences } from '../../src/api/handlers/conferences.js';
import { InputParser } from '../../src/api/input.js';
import type { JsonText } from '../../src/api/operation.js';
import { JSON_OPERATIONS } from '../../src/api/operations.js';
import { searchQuery } from '../../src/api/schemas/index.js';
import type { Transport } from '../../src/api/transport-names.js';
import { valueCut } from '../../src/api/views/cut-text.js';
import { itemJson, itemObject } from '../../src/api/views/event-writers.js';
import { todayUtc } from '../../src/util/dates.js';
import { NOW, startTestApi, type TestApi } from '../http/harness.js';
import { FIELD_CHOICES } from '../fixtures/field-choices.js';

const AT = NOW.getTime() / 1000;
const ZONES = [undefined, 'Asia/Kolkata', 'America/New_York'] as const;

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const searchParser = new InputParser({ query: searchQuery });
const conferenceParser = new InputParser(JSON_OPERATIONS.find((row) => row.operationId === 'getConference')!);

const context = (transport: Transport) => ({
  index: api.index,
  today: todayUtc(NOW),
  now: AT,
  transport,
  cursorKey: cursorKeyOf('a feed secret for this test, of 32 or more characters'),
});

/** Where two texts first differ, with a little of each around it ('' when they are the same). */
function difference(a: string, b: string): string {
  if (a === b) return '';
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at ${at}: ${a.slice(Math.max(0, at - 80), at + 80)}\n    vs: ${b.slice(Math.max(0, at - 80), at + 80)}`;
}

/** The answer's object is its text's: equal to JSON.parse of it, and JSON.stringify of it is the text. */
function expectSameAnswer(answer: JsonText, label: string): Record<string, unknown> {
  const values = answer.values();
  const text = answer.text;
  expect(difference(JSON.stringify(values), text), label).toBe('');
  expect(values, label).toEqual(JSON.parse(text));
  return values;
}

const search = (raw: Record<string, string>, transport: Transport = 'http') =>
  searchConferences(searchParser.fromQuery(raw, {}), context(transport));

/** Searches whose pages hold events with ranks, tracks, estimated deadlines and every kind of date. */
const PAGES: readonly Record<string, string>[] = [
  { limit: '50' },
  { cfp: 'open', sort: 'deadline', limit: '50' },
  { acronym: 'icml', limit: '50' },
  { limit: '50', offset: '1950' },
];

describe('an event as an object', () => {
  it('is, for every event, the item its JSON text writes, with every deadline, in every zone', () => {
    const writer = api.index.itemWriter();
    const reader = api.index.itemValues();
    const differing: string[] = [];
    for (let position = 0; position < api.store.size; position++) {
      for (const zone of ZONES) {
        const show = { deadlines: true, ...(zone === undefined ? {} : { zone }) };
        const text = itemJson(writer, position, AT, show);
        const written = JSON.stringify(itemObject(reader, position, AT, show));
        if (written !== text) differing.push(`${position}: ${difference(written, text)}`);
      }
    }
    expect(differing.slice(0, 3)).toEqual([]);
  });

  it("is, for every event, getConference's answer, with and without tz", () => {
    let estimated = 0;
    let tracked = 0;
    for (let position = 0; position < api.store.size; position++) {
      const id = api.store.columns.ids[position]!;
      for (const tz of [undefined, 'Europe/Berlin']) {
        const raw = { ...(tz === undefined ? {} : { tz }) };
        const input = conferenceParser.fromQuery(raw, { id: String(id) }) as Parameters<typeof getConference>[0];
        const answer = getConference(input, context('http'));
        const { conference } = expectSameAnswer(answer, `event ${id} ${tz}`) as { conference: any };
        if (conference.deadlines.some((deadline: { estimate?: unknown }) => deadline.estimate)) estimated++;
        if (conference.tracks) tracked++;
      }
    }
    // The snapshot holds the rare fields the readers read.
    expect(estimated).toBeGreaterThan(0);
    expect(tracked).toBeGreaterThan(0);
  });

  it('is its JSON text with the notes of values cut short', () => {
    const position = 7;
    const id = api.store.columns.ids[position]!;
    const cut = [
      valueCut({ id, field: 'name', shown: 300, of: 1200 }),
      valueCut({ id, field: 'description', shown: 5000, of: 9000 }),
    ];
    const result = { position, now: AT, show: { zone: 'Asia/Kolkata' }, cut };
    const text = conferenceAnswerJson(api.index, position, AT, result.show, cut).toString('utf8');
    const values = conferenceAnswerValues(api.index, result);
    expect(difference(JSON.stringify(values), text)).toBe('');
    expect(values.cut).toHaveLength(2);
  });
});

describe('a search answer as an object', () => {
  it.each(['http', 'mcp'] as const)(
    'is its JSON text for every order of fields with include=deadlines, each field alone and all (%s)',
    (transport) => {
      for (const page of PAGES) {
        for (const fields of FIELD_CHOICES) {
          const raw = { ...page, include: 'deadlines', fields: fields.join(',') };
          const values = expectSameAnswer(search(raw, transport), JSON.stringify(raw));
          expect((values.conferences as unknown[]).length, JSON.stringify(raw)).toBeGreaterThan(0);
        }
      }
    },
  );

  const SEARCHES: readonly Record<string, string>[] = [
    {},
    { facets: 'type,format,continent,year,topic,country,city,region,core_rank,cfp_status', limit: '50' },
    { near: 'Barcelona', radius_km: '500', include_online: 'true', limit: '50', tz: 'Asia/Tokyo' },
    { q: 'zzzzqqq' },
    { q: 'machin lerning', country: 'Germany' },
    { q: 'berlin conference' },
    { country: 'Spain', type: 'webinar', cfp: 'open', year: '2027' },
    { offset: '5000' },
    { countries: 'USA,UK,DE', type: 'workshop', sort: '-date', limit: '50' },
    { cfp: 'open', sort: 'deadline', include: 'deadlines', tz: 'Pacific/Auckland', limit: '50' },
    { rank: 'CORE:A*,CCF:A', facets: 'rank', sort: 'relevance', q: 'icml' },
  ];

  it.each(['http', 'mcp'] as const)('is its JSON text with every kind of field an answer has (%s)', (transport) => {
    for (const raw of SEARCHES) expectSameAnswer(search(raw, transport), JSON.stringify(raw));
    const similarTo = String(api.store.columns.ids[0]!);
    const similar = expectSameAnswer(search({ similar_to: similarTo, limit: '20' }, transport), 'similar_to');
    expect((similar.conferences as { similarity?: unknown }[]).every((item) => item.similarity)).toBe(true);
  });

  it('is its JSON text when the cap leaves events and facet values out', () => {
    const raw = { limit: '50', include: 'deadlines', facets: 'city,region,country,topic,subtopic' };
    const values = expectSameAnswer(search({ ...raw, facet_size: '100' }, 'mcp'), 'cut');
    expect(values.cut).toBeDefined();
  });
});

/**
 * A value longer than any answer writes (docs/api.md, Answer sizes): one event whose description
 * is 1 MB and whose name is 100,000 characters, with the most deadlines and tracks a source may give
 * it (docs/source-format.md), through every operation and every transport (HTTP, MCP tools, the
 * connector's search and fetch, the event page, the calendar feed). Every answer stays inside its
 * cap, and says what it cut.
 */
import type { AddressInfo } from 'node:net';
import type { Tool } from '@modelcontextprotocol/client';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, KeyRing } from '../../src/auth/index.js';
import { ITEM_FIELD_NAMES } from '../../src/api/schemas/event-fields.js';
import { HTTP_ANSWER_MAX, mcpResultCap } from '../../src/api/views/answer-caps.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { DEADLINES_PER_EVENT, DEADLINES_PER_TRACK } from '../../src/source/deadlines.js';
import { DEADLINE_KINDS } from '../../src/source/schema.js';
import { BUILD_LONG_TEXT_MAX } from '../../src/source/text-bounds.js';
import { MAX_NAME, TRACKS_PER_EVENT } from '../../src/source/tracks.js';
import { buildApp } from '../../src/http/app.js';
import { LONG_VALUE_MAX, openSnapshot } from '../../src/search/index.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';
import { post } from '../mcp/client.js';
import { DocumentSchemas, errorsOf, ToolSchemas } from './answer-schemas/validators.js';
import { NOW, testConfig } from './harness.js';

const LONG = 9101;
/** 100,000 characters, with quotes a JSON string escapes and letters of three bytes. */
const LONG_NAME = `Longwinded Symposium ${'on "quoted" 機械 words '.repeat(5_000)}`.slice(0, 100_000);
/** 1 MB of description. */
const LONG_DESCRIPTION = 'A description with "quotes" and \\ backslashes. '.repeat(21_000).slice(0, 1_000_000);

/** The most deadline rows of one event or track, each of its own kind and round, all before the event. */
function deadlineRows(count: number, extra: Record<string, unknown> = {}) {
  return Array.from({ length: count }, (_, at) => ({
    event_id: LONG,
    kind: DEADLINE_KINDS[at % DEADLINE_KINDS.length]!,
    round: Math.floor(at / DEADLINE_KINDS.length) + 1,
    due: `2026-${String(1 + (at % 12)).padStart(2, '0')}-${String(1 + (at % 28)).padStart(2, '0')}`,
    // The longest zone name, said in every deadline's words.
    timezone: 'America/Argentina/ComodRivadavia',
    ...extra,
  }));
}
/** A text of `length` characters, with quotes and letters of three bytes. */
const longText = (at: number, length: number) =>
  `${at} ${'Long "text" 機械 '.repeat(Math.ceil(length / 15))}`.slice(0, length);
/** A URL of `length` characters. */
const longUrl = (at: number, length: number) => `https://example.org/${at}/${'a'.repeat(length)}`.slice(0, length);
const MOST = 1_000_000;
/** The longest lists of every table a source may give the event and its series, each value as long as it may be. */
const LISTS = {
  event_topics: Array.from({ length: 40 }, (_, at) => ({
    event_id: LONG,
    kind: at % 2 === 0 ? 'topic' : 'sub_topic',
    name: longText(at, 300),
  })),
  event_sources: Array.from({ length: 20 }, (_, at) => ({
    event_id: LONG,
    name: longText(at, 300),
    record_id: longText(at, 300),
    url: longUrl(at, 300),
  })),
  event_ranks: ['CORE', 'CCF', 'THCPL', 'CAAI', 'ERA', 'h5-index'].flatMap((system) =>
    Array.from({ length: 4 }, (_, at) => ({
      event_id: LONG,
      system,
      edition: String(2020 + at),
      value: system === 'h5-index' ? '99' : 'A',
      url: longUrl(at, MOST),
    })),
  ),
  series_aliases: Array.from({ length: 40 }, (_, at) => ({ series: 'lws', alias: longText(at, 300), kind: 'name' })),
  acceptance_rates: Array.from({ length: 201 }, (_, at) => ({
    series: 'lws',
    year: 1900 + at,
    submitted: 1000,
    accepted: 200,
    source: longText(at, MOST),
  })),
};

/** The most tracks, each of the longest name, with quotes and letters of three bytes, and the most deadlines. */
const TRACK_ROWS = Array.from({ length: TRACKS_PER_EVENT }, (_, at) =>
  deadlineRows(DEADLINES_PER_TRACK, { track: `${at} ${'Track "of" 機械 '.repeat(30)}`.slice(0, MAX_NAME) }),
).flat();

let app: FastifyInstance;
let key: string;
let mcpUrl: URL;
let cleanup: () => void;

beforeAll(async () => {
  const dir = tempDir('confdir-long-values-');
  cleanup = dir.cleanup;
  const input = join(dir.dir, 'events.sqlite');
  const output = join(dir.dir, 'events.snapshot');
  const rows = [
    sourceRow({ id: LONG, name: LONG_NAME, description: LONG_DESCRIPTION, series: 'lws', acronym: 'LWS 2027' }),
    sourceRow({
      id: 9102,
      name: 'Longwinded Symposium 2028',
      series: 'lws',
      start_date: '2028-03-01',
      end_date: '2028-03-02',
    }),
    sourceRow({ id: 9103, name: 'A Short Workshop', city: 'Lyon', country: 'France' }),
  ];
  writeSourceFile(input, rows, undefined, deadlineRows(DEADLINES_PER_EVENT), { event_tracks: TRACK_ROWS, ...LISTS });
  buildSnapshot({ input, output, now: NOW });
  const index = openSnapshot(output);
  const keysFile = join(dir.dir, 'keys.json');
  key = createKey(keysFile, { label: 'long', plan: 'pro' }).key;
  const ring = KeyRing.fromFile(keysFile);
  app = buildApp({
    snapshot: { current: () => index },
    keys: { ring: () => ring },
    config: testConfig(),
    now: () => NOW,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  mcpUrl = new URL(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/mcp`);
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });

/** A cut note naming the long event's name or description. */
const CUT_SAID = new RegExp(`The (name|description) of event ${LONG} is [\\d,]+ characters long`);

/** The OpenAPI path of each JSON answer below, whose schema it is held to. */
const OPENAPI_PATHS: [RegExp, string][] = [
  [/^\/api\/gpt\/conferences\?/, '/api/gpt/conferences'],
  [/^\/api\/gpt\/conferences\/\d+$/, '/api/gpt/conferences/{id}'],
  [/^\/api\/gpt\/connector\/search\?/, '/api/gpt/connector/search'],
  [/^\/api\/gpt\/connector\/fetch\/\d+$/, '/api/gpt/connector/fetch/{id}'],
  [/^\/api\/gpt\/topics$/, '/api/gpt/topics'],
  [/^\/api\/gpt\/countries$/, '/api/gpt/countries'],
];

/** Every HTTP answer: its path and its cap. */
const HTTP_ANSWERS: [string, number][] = [
  ['/api/gpt/conferences?q=longwinded', HTTP_ANSWER_MAX],
  ['/api/gpt/conferences?q=longwinded&include=deadlines&limit=50', HTTP_ANSWER_MAX],
  [`/api/gpt/conferences/${LONG}`, HTTP_ANSWER_MAX],
  [`/api/gpt/conferences/9102`, HTTP_ANSWER_MAX],
  ['/api/gpt/connector/search?query=longwinded%20symposium', HTTP_ANSWER_MAX],
  [`/api/gpt/connector/fetch/${LONG}`, HTTP_ANSWER_MAX],
  ['/api/gpt/topics', HTTP_ANSWER_MAX],
  ['/api/gpt/countries', HTTP_ANSWER_MAX],
  [`/events/${LONG}`, HTTP_ANSWER_MAX],
  ['/api/gpt/conferences.ics?q=longwinded', HTTP_ANSWER_MAX],
];

/** Every tool call that meets the long event, and whether its answer names it. */
const TOOL_CALLS: [string, Record<string, unknown>, boolean][] = [
  ['searchConferences', { q: 'longwinded' }, true],
  ['searchConferences', { q: 'longwinded', limit: 1, fields: ['name', 'location'], include: 'deadlines' }, true],
  ['searchConferences', { q: 'longwinded', limit: 1, fields: [...ITEM_FIELD_NAMES], include: 'deadlines' }, false],
  ['getConference', { id: LONG }, true],
  ['getConference', { id: 9102 }, false],
  ['search', { query: 'longwinded symposium' }, false],
  ['fetch', { id: String(LONG) }, true],
  ['listTopics', {}, false],
  ['listCountries', {}, false],
];

describe('a 1 MB description and a 100,000-character name', () => {
  it('fit every HTTP answer, the page and the calendar, each saying what it cut', async () => {
    const document = new DocumentSchemas('full', (await get('/api/gpt/openapi/full')).json());
    let validated = 0;
    for (const [url, cap] of HTTP_ANSWERS) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      // A JSON answer is what the OpenAPI document declares, whatever it cut.
      const path = OPENAPI_PATHS.find(([pattern]) => pattern.test(url))?.[1];
      if (path !== undefined) {
        const validate = document.validator(path, 'get', 200)!;
        expect(validate(response.json()), `${url}: ${errorsOf(validate)}`).toBe(true);
        validated++;
      }
      expect(response.body.length, url).toBeLessThanOrEqual(cap);
      expect(response.rawPayload.length, url).toBeLessThanOrEqual(cap);
      const meetsLong = !url.includes('topics') && !url.includes('countries') && !url.includes('9102');
      // A calendar folds its lines at 75 octets.
      const unfolded = response.body.replace(/\r\n[ \t]/g, '').replace(/\\,/g, ',');
      if (meetsLong && !url.includes('connector/search')) expect(unfolded, url).toMatch(CUT_SAID);
    }
    // Every answer but the page and the calendar is JSON.
    expect(validated).toBe(HTTP_ANSWERS.length - 2);
  });

  it('are cut to their first characters and "…" in the JSON, with a note the schema declares', async () => {
    const detail = (await get(`/api/gpt/conferences/${LONG}`)).json();
    expect(Array.from(detail.conference.name as string)).toHaveLength(LONG_VALUE_MAX.name + 1);
    expect(detail.conference.name.endsWith('…')).toBe(true);
    expect(LONG_NAME.startsWith(detail.conference.name.slice(0, -1))).toBe(true);
    expect(detail.conference.description.length).toBe(LONG_VALUE_MAX.description + 1);
    // The builder keeps the first BUILD_LONG_TEXT_MAX characters of the 1 MB (docs/source-format.md).
    const notes = (detail.cut as { part: string; id: number; shown: number; of: number }[]).filter(
      (note) => note.part === 'name' || note.part === 'description',
    );
    expect(notes.map((note) => [note.part, note.id, note.shown])).toEqual([
      ['name', LONG, LONG_VALUE_MAX.name],
      ['description', LONG, LONG_VALUE_MAX.description],
    ]);
    expect(notes[0]!.of).toBe(100_000);
    expect(notes[1]!.of).toBe(BUILD_LONG_TEXT_MAX);
    const other = (await get('/api/gpt/conferences/9102')).json();
    expect(other.cut.filter((note: { part: string }) => note.part === 'name')).toEqual([]);
    expect(other.conference.editions[0].name).toBe(detail.conference.name);
    const search = (await get('/api/gpt/conferences?q=longwinded&fields=id')).json();
    expect(search.cut).toBeUndefined();
  });

  it('fit every MCP tool result, each saying what it cut', async () => {
    const listed = await post({ mcpUrl, key } as never, { jsonrpc: '2.0', id: 0, method: 'tools/list', params: {} });
    const schemas = new ToolSchemas((JSON.parse(await listed.text()) as { result: { tools: Tool[] } }).result.tools);
    for (const [name, args, meetsLong] of TOOL_CALLS) {
      const label = `${name} ${JSON.stringify(args)}`;
      const response = await post({ mcpUrl, key } as never, {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name, arguments: args },
      });
      const raw = await response.text();
      const { result } = JSON.parse(raw) as { result: { content: { text: string }[]; structuredContent?: unknown } };
      expect(result, raw.slice(0, 300)).toBeDefined();
      const text = result.content[0]!.text;
      const structured = JSON.stringify(result.structuredContent ?? '');
      // Whatever it cut, the result is what its output schema declares, by Ajv and by the SDK client.
      expect(schemas.check(name, result.structuredContent), label).toEqual({});
      const limit = typeof args.limit === 'number' ? args.limit : name === 'searchConferences' ? 10 : undefined;
      expect(text.length + structured.length, label).toBeLessThanOrEqual(mcpResultCap(limit));
      if (meetsLong) {
        expect(text, label).toMatch(CUT_SAID);
        expect(structured, label).toMatch(CUT_SAID);
      }
    }
  });

  it("shorten a detail's lists, the least needed first, each to its first entries, and say so", async () => {
    const detail = (await get(`/api/gpt/conferences/${LONG}`)).json();
    const lists = (detail.cut as { part: string; shown: number; of: number; message: string }[]).filter(
      (note) => note.part !== 'name' && note.part !== 'description',
    );
    expect(lists[0]).toMatchObject({ part: 'acceptance_rates', of: 201 });
    expect(lists[0]!.message).toMatch(
      /^The size cap of an HTTP answer \(100,000 characters\) kept the first \d+ of the 201 acceptance rates of event 9101\./,
    );
    // The newest kept, every deadline and track kept: the lists a reader needs most are cut last.
    expect(detail.conference.acceptance_rates).toHaveLength(lists[0]!.shown);
    expect(detail.conference.acceptance_rates[0]?.year ?? 2100).toBe(2100);
    expect(detail.conference.deadlines).toHaveLength(DEADLINES_PER_EVENT);
    expect(detail.conference.tracks).toHaveLength(TRACKS_PER_EVENT);
  });

  it('pass over an event no page of the fields asked holds, naming it, so that paging goes on', async () => {
    const response = await post({ mcpUrl, key } as never, {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {
        name: 'searchConferences',
        arguments: { q: 'longwinded', limit: 1, fields: [...ITEM_FIELD_NAMES], include: 'deadlines' },
      },
    });
    const { result } = JSON.parse(await response.text());
    expect(result.structuredContent.conferences).toEqual([]);
    expect(result.structuredContent.pagination.next_offset).toBe(1);
    expect(result.content[0].text).toContain(`Event ${LONG} alone is larger than the size cap of an MCP result`);
    // One note: no other says the event starts the next page.
    expect(result.structuredContent.cut.filter((note: { part: string }) => note.part === 'conferences')).toEqual([
      expect.objectContaining({ id: LONG, shown: 0, of: 1 }),
    ]);
  });
});

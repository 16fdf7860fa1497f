/**
 * The search tool's text is read from the fields it says alone (SEARCH_TEXT_FIELDS, the row's
 * toolTextFields): for every search and choice of fields here, the text of the answer's events read
 * with those fields is the text of the same events read with every field the answer has. A field
 * the text reads that the list leaves out shows here as a difference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorKeyOf } from '../../../src/api/cursor.js';
import { searchConferences } from '../../../src/api/handlers/conferences.js';
import { InputParser } from '../../../src/api/input.js';
import { JSON_OPERATIONS } from '../../../src/api/operations.js';
import { type SearchResponse, searchQuery } from '../../../src/api/schemas/index.js';
import { SEARCH_TEXT_FIELDS, searchText } from '../../../src/api/views/search-text.js';
import { todayUtc } from '../../../src/util/dates.js';
import { NOW, startTestApi, type TestApi } from '../../http/harness.js';
import { FIELD_CHOICES } from '../../fixtures/field-choices.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const parser = new InputParser({ query: searchQuery });

const search = (raw: Record<string, string>) =>
  searchConferences(parser.fromQuery(raw, {}), {
    index: api.index,
    today: todayUtc(NOW),
    now: NOW.getTime() / 1000,
    transport: 'mcp',
    cursorKey: cursorKeyOf('a feed secret for this test, of 32 or more characters'),
  });

/** Searches whose events have every kind of value the text says: ranks, deadlines, distances, no place. */
const SEARCHES: readonly Record<string, string>[] = [
  { limit: '50' },
  { cfp: 'open', sort: 'deadline', limit: '50', include: 'deadlines', tz: 'Asia/Kolkata' },
  { rank: 'CORE:A*,CCF:A', limit: '50' },
  { near: 'Barcelona', radius_km: '500', include_online: 'true', limit: '50' },
  { format: 'online', limit: '50' },
  { acronym: 'icml', limit: '50', offset: '3' },
  { q: 'zzzzqqq' },
  { limit: '50', offset: '1950' },
];

describe('the search tool text', () => {
  it('is the search row’s tool text, reading the fields the list names', () => {
    const row = JSON_OPERATIONS.find((operation) => operation.operationId === 'searchConferences')!;
    expect(row.toolText).toBe(searchText);
    expect(row.toolTextFields).toBe(SEARCH_TEXT_FIELDS);
  });

  it('is the same read from its fields alone as from every field, for every choice of fields', () => {
    let lines = 0;
    for (const base of SEARCHES) {
      for (const fields of [undefined, ...FIELD_CHOICES]) {
        const raw = fields === undefined ? base : { ...base, fields: fields.join(',') };
        const answer = search(raw);
        const full = searchText(answer.values() as SearchResponse);
        const read = answer.values(SEARCH_TEXT_FIELDS) as SearchResponse;
        expect(searchText(read), JSON.stringify(raw)).toBe(full);
        lines += full.split('\n').length;
      }
    }
    expect(lines).toBeGreaterThan(1000);
  });

  it('reads no field the list leaves out, and only those the caller chose', () => {
    const answer = search({ limit: '20', include: 'deadlines', fields: 'name,organizer,dates,ranks' });
    const items = (answer.values(SEARCH_TEXT_FIELDS) as SearchResponse).conferences;
    expect(items.length).toBe(20);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['dates', 'deadlines', 'id', 'name']);
  });
});

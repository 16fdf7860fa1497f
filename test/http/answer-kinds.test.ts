/**
 * Every answer kind says the same of an event (docs/design.md, The answer path): for a sample of
 * events, the JSON over HTTP, the MCP tools' structured content and text, the connector's fetch,
 * the event page and the calendar feed give the same name, dates and deadline instants; and for
 * every order of two sets of fields with include=deadlines, each field alone and all of them, a
 * search's MCP structured content is the HTTP answer's and its text says each event's values.
 */
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_FIELD_NAMES } from '../../src/api/schemas/event-fields.js';
import { escapeHtml } from '../../src/util/html.js';
import { connect, type ListeningApi, startListeningApi, textOf } from '../mcp/client.js';
import { readCalendar } from './feed-fixture.js';
import { json } from './harness.js';
import { FIELD_CHOICES } from '../fixtures/field-choices.js';

let api: ListeningApi;
let client: Client;

beforeAll(async () => {
  api = await startListeningApi();
  client = await connect(api);
}, 120_000);
afterAll(async () => {
  await client?.close();
  await api?.close();
});

interface Deadline {
  kind: string;
  round: number;
  at: string;
  date: string;
}

const SEARCH = 'cfp=open&sort=deadline&limit=8&include=deadlines';
/** "2027-02-01 11:59" of a UTC instant "2027-02-01T11:59:59Z". */
const utcWall = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;

describe('every answer kind', () => {
  it('gives the same events and deadlines over HTTP, MCP, the connector, the page and the calendar', async () => {
    const http = json(await api.get(`/api/gpt/conferences?${SEARCH}`));
    const mcp = await client.callTool({
      name: 'searchConferences',
      arguments: { cfp: 'open', sort: 'deadline', limit: 8, include: 'deadlines', fields: [...ITEM_FIELD_NAMES] },
    });
    // The MCP result's smaller cap may show fewer of the page's events: the first ones, the same.
    const shown = (mcp.structuredContent as { conferences: unknown[] }).conferences;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(http.conferences.slice(0, shown.length));
    const { events } = readCalendar((await api.get(`/api/gpt/conferences.ics?${SEARCH}`)).body);
    const calendar = new Map(events.map((event) => [String(event.getFirstPropertyValue('uid')), event]));
    expect(http.conferences.length).toBeGreaterThan(3);
    let inCalendar = 0;
    for (const item of http.conferences as { id: number; deadlines: Deadline[] }[]) {
      const detail = json(await api.get(`/api/gpt/conferences/${item.id}`)).conference;
      expect(detail.deadlines).toEqual(item.deadlines);
      const tool = await client.callTool({ name: 'getConference', arguments: { id: item.id } });
      expect((tool.structuredContent as { conference: unknown }).conference).toEqual(detail);
      const fetched = (await client.callTool({ name: 'fetch', arguments: { id: String(item.id) } }))
        .structuredContent as { text: string; metadata: unknown };
      expect(fetched.metadata).toEqual(detail);
      const page = (await api.get(`/events/${item.id}`, {})).body;
      for (const text of [textOf(tool), fetched.text]) {
        expect(text).toContain(detail.name);
        expect(text).toContain(detail.dates.formatted);
      }
      expect(page).toContain(escapeHtml(detail.name));
      expect(page).toContain(escapeHtml(detail.dates.formatted));
      const entry = calendar.get(`event-${item.id}@conferences.example.org`);
      expect(entry?.getFirstPropertyValue('summary')).toContain(detail.name);
      for (const deadline of detail.deadlines as Deadline[]) {
        for (const text of [textOf(tool), fetched.text]) expect(text).toContain(`${utcWall(deadline.at)} UTC`);
        expect(page).toContain(deadline.date);
        const uid = `deadline-${item.id}-${deadline.kind}-${deadline.round}@conferences.example.org`;
        const round = calendar.get(uid);
        if (round === undefined) continue;
        inCalendar++;
        const start = (round.getFirstPropertyValue('dtstart') as { toJSDate(): Date }).toJSDate();
        expect(start.toISOString().replace('.000Z', 'Z')).toBe(deadline.at);
      }
    }
    expect(inCalendar).toBeGreaterThan(3);
  });
});

interface Item {
  id: number;
  name?: string;
  dates?: { formatted: string };
  location?: { city: string; country: string };
  rank?: { core: string | null; ccf: string | null };
  deadlines: Deadline[];
}

describe('every choice of fields', () => {
  it('gives the same values over HTTP and in the MCP structured content and text, in every order', async () => {
    for (const fields of FIELD_CHOICES) {
      const query = `cfp=open&sort=deadline&limit=5&include=deadlines&fields=${fields.join(',')}`;
      const http = json(await api.get(`/api/gpt/conferences?${query}`));
      const args = { cfp: 'open', sort: 'deadline', limit: 5, include: 'deadlines', fields };
      const result = await client.callTool({ name: 'searchConferences', arguments: args });
      const items = (result.structuredContent as { conferences: Item[] }).conferences;
      expect(items.length, query).toBeGreaterThan(0);
      expect(items, query).toEqual(http.conferences);
      const text = textOf(result);
      for (const item of items) {
        expect(text, query).toContain(`(id ${item.id})`);
        if (item.name !== undefined) expect(text, query).toContain(item.name.slice(0, 100));
        if (item.dates !== undefined) expect(text, query).toContain(item.dates.formatted);
        for (const part of [item.location?.city, item.location?.country]) {
          if (part) expect(text, query).toContain(part);
        }
        if (item.rank?.core) expect(text, query).toContain(`CORE ${item.rank.core}`);
        for (const deadline of item.deadlines) expect(text, query).toContain(`${utcWall(deadline.at)} UTC`);
      }
    }
  });
});

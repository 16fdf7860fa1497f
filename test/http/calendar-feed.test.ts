/**
 * GET /api/gpt/conferences.ics read back by a second, independent parser (ical.js): the event
 * count, stable UIDs across snapshots, exact all-day dates, deadline instants and their alarms,
 * text that survives escaping and folding, and the 304 of a conditional GET.
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedEntryCounts } from '../../src/search/index.js';
import { deadlinesOf } from '../../src/store/deadline-table.js';
import {
  buildFeedSnapshot,
  type FeedApp,
  feedRows,
  HARD_NAME,
  HARD_VENUE,
  type ICAL,
  openFeedApp,
  readCalendar,
} from './feed-fixture.js';
import { startTestApi, type TestApi } from './harness.js';
import { sourceRow } from '../fixtures/source.js';

const ICS = '/api/gpt/conferences.ics';
const DAY_S = 86_400;

type Component = InstanceType<typeof ICAL.Component>;
const uid = (event: Component) => String(event.getFirstPropertyValue('uid'));
const text = (event: Component, name: string) => String(event.getFirstPropertyValue(name));
const start = (event: Component) => event.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>;
const end = (event: Component) => event.getFirstPropertyValue('dtend') as InstanceType<typeof ICAL.Time>;

/** Every line of a feed is at most 75 octets (RFC 5545 folding), CRLF-terminated. */
function expectFolded(body: string): void {
  expect(body.endsWith('\r\n')).toBe(true);
  for (const line of body.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
}

describe('a feed of the pinned demo snapshot', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('holds min(total, 1000) events in the search order, and says how many it leaves out', async () => {
    const response = await api.get(ICS);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const search = JSON.parse((await api.get('/api/gpt/conferences?limit=50')).body);
    const { calendar, events } = readCalendar(response.body);
    expect(events).toHaveLength(Math.min(search.total, 1000));
    expect(response.headers['x-feed-total']).toBe(String(search.total));
    expect(response.headers['x-feed-omitted']).toBe(String(Math.max(0, search.total - 1000)));
    expect(String(calendar.getFirstPropertyValue('x-wr-caldesc'))).toContain(`${search.total - 1000} more matching`);
    const firstIds = events.slice(0, 50).map((event) => uid(event).split('@')[0]);
    expect(firstIds).toEqual(search.conferences.map((c: { id: number }) => `event-${c.id}`));
    expectFolded(response.body);
  });

  it('holds every event of a smaller search, and suggests a 12-hour refresh', async () => {
    const search = JSON.parse((await api.get('/api/gpt/conferences?country=Germany&limit=1')).body);
    const response = await api.get(`${ICS}?country=Germany`);
    const { calendar, events } = readCalendar(response.body);
    expect(events).toHaveLength(search.total);
    expect(response.headers['x-feed-omitted']).toBe('0');
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT12H');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT12H');
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toBe('Events in Germany');
  });

  it('refuses what the search refuses, with the same 400', async () => {
    const feed = await api.get(`${ICS}?country=Germny`);
    const search = await api.get('/api/gpt/conferences?country=Germny');
    expect(feed.statusCode).toBe(400);
    expect(feed.body).toBe(search.body);
    expect((await api.get(`${ICS}?facets=topic`)).statusCode).toBe(400);
    expect((await api.get(`${ICS}?limit=1001`)).statusCode).toBe(400);
  });

  it('needs a key', async () => {
    expect((await api.get(ICS, {})).statusCode).toBe(401);
  });
});

describe('a feed of hard text and deadlines', () => {
  let feeds: FeedApp;
  beforeAll(async () => {
    feeds = await openFeedApp();
  });
  afterAll(() => feeds.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    feeds.app.inject({ method: 'GET', url, headers: { 'x-api-key': feeds.key.key, ...headers } });

  it('writes exact all-day dates with an exclusive end, and the text as it is', async () => {
    const { events } = readCalendar((await get(`${ICS}?sort=date`)).body);
    const hard = events.find((event) => uid(event) === 'event-9001@conferences.example.org')!;
    expect(start(hard).isDate).toBe(true);
    expect(start(hard).toString()).toBe('2027-03-03');
    expect(end(hard).toString()).toBe('2027-03-06');
    // The acronym and the year, which the name does not show.
    expect(text(hard, 'summary')).toBe(`${HARD_NAME} (ΚΤ 2027)`);
    expect(text(hard, 'location')).toBe(`${HARD_VENUE}, Berlin, Germany`);
    expect(text(hard, 'url')).toBe('https://example.org/events/9001');
    const description = text(hard, 'description');
    expect(description.split('\n')).toEqual([
      'Topic: Computer Science / Software Engineering',
      'Type: Conference, in-person',
      'Rank: CORE A*',
      'Next: Abstract deadline 2027-01-10 (AoE), 2027-01-11T11:59:59Z',
    ]);
    expect(hard.getFirstProperty('categories')!.getValues()).toEqual([
      'Computer Science',
      'Software Engineering',
      'Conference',
    ]);
    const online = events.find((event) => uid(event) === 'event-9002@conferences.example.org')!;
    expect(text(online, 'summary')).toBe('Webinar on Line\nBreaks (2027)');
    expect(text(online, 'location')).toBe('Online');
    const austin = events.find((event) => uid(event) === 'event-9003@conferences.example.org')!;
    expect(text(austin, 'location')).toBe('Austin, Texas, United States');
    expect(start(online).toString()).toBe('2027-02-28');
    expect(end(online).toString()).toBe('2027-03-01');
  });

  it('adds each deadline, of every kind, at its stored UTC instant, with alarms 7 days and 1 day before', async () => {
    const response = await get(`${ICS}?include=deadlines&sort=date`);
    expectFolded(response.body);
    const { events } = readCalendar(response.body);
    const index = feeds.holder.current();
    const stored = new Map<string, number>();
    for (const id of [9001, 9002, 9003, 9004, 9005]) {
      const position = index.store.columns.ids.indexOf(id);
      for (const d of deadlinesOf(index.store, position)) stored.set(`deadline-${id}-${d.kind}-${d.round}`, d.at);
    }
    const deadlines = events.filter((event) => uid(event).startsWith('deadline-'));
    expect(deadlines.map((event) => uid(event).split('@')[0]).sort()).toEqual([...stored.keys()].sort());
    // One entry per event with dates: 9005's are not known yet.
    expect(events.length - deadlines.length).toBe(4);
    for (const event of deadlines) {
      const at = stored.get(uid(event).split('@')[0]!)!;
      expect(start(event).isDate).toBe(false);
      expect(start(event).toJSDate().getTime()).toBe(at * 1000);
      const triggers = event
        .getAllSubcomponents('valarm')
        .map((alarm) => (alarm.getFirstPropertyValue('trigger') as InstanceType<typeof ICAL.Duration>).toSeconds());
      expect(triggers).toEqual([-7 * DAY_S, -DAY_S]);
      for (const alarm of event.getAllSubcomponents('valarm'))
        expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    }
    const round2 = deadlines.find((event) => uid(event).startsWith('deadline-9003-paper-2@'))!;
    expect(text(round2, 'summary')).toBe('Paper deadline: Two Rounds Symposium (2027) (round 2)');
    const rebuttal = deadlines.find((event) => uid(event).startsWith('deadline-9001-rebuttal-1@'))!;
    expect(text(rebuttal, 'summary')).toBe(`Rebuttal deadline: ${HARD_NAME} (ΚΤ 2027)`);
    // 9004 has no deadline of its own: one estimated from 9003 (docs/api.md), said so, under the
    // UID the announced one will have.
    const estimated = deadlines.find((event) => uid(event).startsWith('deadline-9004-paper-1@'))!;
    expect(text(estimated, 'summary')).toBe('Paper deadline (estimated): Two Rounds Symposium (2028)');
    expect(text(estimated, 'description')).toContain("estimated from the series' earlier editions");
    expect(start(estimated).toJSDate().toISOString()).toBe('2028-01-04T12:00:00.000Z');
  });

  it('writes each deadline also in the zone of tz, in the description', async () => {
    const { events } = readCalendar((await get(`${ICS}?include=deadlines&sort=date&tz=Europe/Berlin`)).body);
    const hard = events.find((event) => uid(event) === 'event-9001@conferences.example.org')!;
    expect(text(hard, 'description').split('\n').at(-1)).toBe(
      'Next: Abstract deadline 2027-01-10 (AoE), 2027-01-11T11:59:59Z, 2027-01-11T12:59:59+01:00 (Europe/Berlin)',
    );
    const abstract = events.find((event) => uid(event).startsWith('deadline-9001-abstract-1@'))!;
    expect(text(abstract, 'description').split('\n')[0]).toBe(
      'Abstract deadline 2027-01-10 (AoE), 2027-01-11T11:59:59Z, 2027-01-11T12:59:59+01:00 (Europe/Berlin)',
    );
    const without = readCalendar((await get(`${ICS}?include=deadlines&sort=date`)).body).events;
    expect(without.map((event) => text(event, 'summary'))).toEqual(events.map((event) => text(event, 'summary')));
  });

  it('gives a deadline calendar alone with deadlines_only', async () => {
    const { events, calendar } = readCalendar((await get(`${ICS}?include=deadlines_only`)).body);
    expect(events.length).toBe(8);
    expect(events.every((event) => uid(event).startsWith('deadline-'))).toBe(true);
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toBe('Deadlines: Events');
  });

  it('answers 304 to a conditional GET with its ETag or its Last-Modified', async () => {
    const first = await get(`${ICS}?include=deadlines`);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await get(`${ICS}?include=deadlines`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(`${ICS}?include=deadlines`, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get(`${ICS}?include=events`, { 'if-none-match': etag })).statusCode).toBe(200);
    expect((await get(`${ICS}?include=deadlines`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('keeps every UID across two snapshots of the same events, and changes the ETag', async () => {
    const before = await get(`${ICS}?include=deadlines`);
    const uids = readCalendar(before.body).events.map(uid).sort();
    // The same events, rebuilt later with one more: the version changes, the UIDs of the others stay.
    const rows = [...feedRows(), sourceRow({ id: 9006, start_date: '2027-09-01', end_date: '2027-09-02' })];
    const next = buildFeedSnapshot(feeds.dir, 'second', rows, '2026-11-22T06:01:01Z');
    renameSync(next, join(feeds.dir, 'events.snapshot'));
    const swap = await feeds.holder.reload();
    expect(swap.outcome).toBe('swapped');
    expect(swap.version).not.toBe(swap.previousVersion);
    const after = await get(`${ICS}?include=deadlines`);
    expect(readCalendar(after.body).events.map(uid).sort()).toEqual(
      [...uids, 'event-9006@conferences.example.org'].sort(),
    );
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get(`${ICS}?include=deadlines`, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(
      200,
    );
  });

  it('says a city named like its country once, and no place for an event whose place is not known', async () => {
    const unplaced = { id: 9010, city: null, country: 'TBD', venue: null };
    const rows = [
      ...feedRows(),
      sourceRow({ id: 9009, city: 'Singapore', country: 'Singapore', venue: null }),
      sourceRow(unplaced),
    ];
    renameSync(
      buildFeedSnapshot(feeds.dir, 'places', rows, '2026-11-22T07:01:01Z'),
      join(feeds.dir, 'events.snapshot'),
    );
    expect((await feeds.holder.reload()).outcome).toBe('swapped');
    const { events } = readCalendar((await get(ICS)).body);
    const entry = (id: number) => events.find((event) => uid(event) === `event-${id}@conferences.example.org`)!;
    // Singapore, its region in the place reference, and not Singapore again.
    expect(
      text(entry(9009), 'location')
        .split(', ')
        .filter((part) => part === 'Singapore'),
    ).toEqual(['Singapore']);
    expect(entry(9010).getFirstPropertyValue('location')).toBeNull();
    expect(text(entry(9002), 'location')).toBe('Online');
  });

  it('gives an event known to the month alone no entry, as one of dates not known yet', async () => {
    // "Dec 2027": an all-day entry from the 1st to the 31st would fill a subscriber's month.
    const month = { id: 9007, date_precision: 'month', start_date: '2027-12-01', end_date: '2027-12-31' };
    const rows = [
      ...feedRows(),
      sourceRow({ id: 9006, start_date: '2027-09-01', end_date: '2027-09-02' }),
      sourceRow(month),
    ];
    renameSync(buildFeedSnapshot(feeds.dir, 'third', rows, '2026-11-23T06:01:01Z'), join(feeds.dir, 'events.snapshot'));
    expect((await feeds.holder.reload()).outcome).toBe('swapped');
    const response = await get(ICS);
    const uids = readCalendar(response.body).events.map(uid);
    expect(uids).toContain('event-9006@conferences.example.org');
    expect(uids).not.toContain('event-9007@conferences.example.org');
    // The search still counts it; the feed's entry count (its budget, subscribeToSearch) does not.
    expect(response.headers['x-feed-total']).toBe('7');
    expect(uids).toHaveLength(5);
    const index = feeds.holder.current();
    const positions = [...index.store.columns.ids].map((_, position) => position);
    expect(feedEntryCounts(index, positions).events).toBe(5);
  });
});

/**
 * The change log end to end (docs/api.md, Changes and Change feeds): two builds where a tracker's
 * update extends a deadline, announces one (estimated before), moves an edition and adds one, then
 * a third build that changes nothing; each change is found once through GET /api/gpt/changes, the
 * MCP tool getChanges, and the signed Atom and JSON Feed URLs, whose required elements are checked
 * (RFC 4287, JSON Feed 1.1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchKeysFile } from '../../src/auth/index.js';
import { buildApp } from '../../src/http/app.js';
import type { SnapshotHolder } from '../../src/ops/snapshot-holder.js';
import { type DeadlineInput, type RowInput, sourceRow } from '../fixtures/source.js';
import { type ChangesApp, changesApp } from './changes-app.js';
import { NOW, testConfig } from './harness.js';

const paper = (id: number, due: string): DeadlineInput => ({ event_id: id, kind: 'paper', due, timezone: 'UTC' });
const past = sourceRow({ id: 7001, series: 'icml', start_date: '2025-07-13', end_date: '2025-07-19', core_rank: 'A*' });
const next = sourceRow({ id: 7002, series: 'icml', start_date: '2027-07-12', end_date: '2027-07-18', core_rank: 'A*' });
const moving = sourceRow({
  id: 7003,
  start_date: '2027-03-01',
  end_date: '2027-03-03',
  country: 'France',
  city: 'Paris',
});
const added = sourceRow({
  id: 7004,
  start_date: '2027-05-01',
  end_date: '2027-05-02',
  country: 'France',
  city: 'Lyon',
});

const FIRST: { rows: RowInput[]; deadlines: DeadlineInput[] } = {
  rows: [past, next, moving],
  deadlines: [paper(7001, '2025-01-30T23:59'), paper(7003, '2026-12-01T12:00')],
};
const SECOND = {
  rows: [past, next, { ...moving, start_date: '2027-03-08', end_date: '2027-03-10' }, added],
  deadlines: [paper(7001, '2025-01-30T23:59'), paper(7002, '2027-02-01T23:59'), paper(7003, '2026-12-08T12:00')],
};
const EXPECTED = [
  { id: 7002, kind: 'deadline_announced' },
  { id: 7003, kind: 'dates_changed' },
  { id: 7003, kind: 'deadline_extended' },
  { id: 7004, kind: 'edition_added' },
];
const key = (change: { id: number; kind: string }) => `${change.id} ${change.kind}`;

describe('changes through the route, the tool and the feeds', () => {
  let holder: SnapshotHolder;
  let app: ChangesApp['app'];
  let apiKey: string;
  let keysFile: string;
  let callTool: ChangesApp['callTool'];
  let close: () => Promise<void>;

  beforeAll(async () => {
    // A third build from the same source: nothing changes, the log is carried.
    ({ app, apiKey, holder, keysFile, callTool, close } = await changesApp('changes', [
      { ...FIRST, at: '2026-11-01T06:00:00Z' },
      { ...SECOND, at: '2026-11-10T06:00:00Z' },
      { ...SECOND, at: '2026-11-20T06:00:00Z' },
    ]));
  });
  afterAll(() => close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-api-key': apiKey } });

  it('answers each change once, newest first, with before, after, its snapshot and source', async () => {
    const response = await get('/api/gpt/changes');
    expect(response.statusCode, response.body).toBe(200);
    const body = JSON.parse(response.body);
    expect(body.changes.map(key).sort()).toEqual(EXPECTED.map(key));
    expect(body.total).toBe(4);
    const extended = body.changes.find((change: { kind: string }) => change.kind === 'deadline_extended');
    expect(extended).toMatchObject({
      before: '2026-12-01T12:00:00Z',
      after: '2026-12-08T12:00:00Z',
      deadline_kind: 'paper',
      built_at: '2026-11-10T06:00:00.000Z',
    });
    expect(extended.snapshot_version).toMatch(/^2026-11-10T06:00:00Z-[0-9a-f]{8}$/);
    expect(body.snapshot_version).toMatch(/^2026-11-20T06:00:00Z-/);
  });

  it('narrows by every search filter and by kind, and pages by cursor', async () => {
    const ranked = JSON.parse((await get('/api/gpt/changes?core_rank=A*')).body);
    expect(ranked.changes.map(key)).toEqual(['7002 deadline_announced']);
    const lyon = JSON.parse((await get('/api/gpt/changes?city=Lyon&kind=edition_added')).body);
    expect(lyon.changes.map(key)).toEqual(['7004 edition_added']);
    const first = JSON.parse((await get('/api/gpt/changes?limit=3')).body);
    expect(first.pagination.has_more).toBe(true);
    const rest = JSON.parse((await get(`/api/gpt/changes?cursor=${first.pagination.next_cursor}`)).body);
    expect([...first.changes, ...rest.changes].map(key).sort()).toEqual(EXPECTED.map(key));
    const later = JSON.parse((await get(`/api/gpt/changes?since_version=${first.changes[0].snapshot_version}`)).body);
    expect(later.total).toBe(0);
    expect(JSON.parse((await get('/api/gpt/changes?since=2026-11-15')).body).total).toBe(0);
  });

  it("pages on another replica with the same FEED_SECRET, and refuses another secret's cursor", async () => {
    const ring = watchKeysFile(keysFile, { pollMs: 60_000 });
    const replica = (secret: string) =>
      buildApp({ snapshot: holder, keys: ring, config: testConfig({ FEED_SECRET: secret }), now: () => NOW });
    const first = JSON.parse((await get('/api/gpt/changes?limit=3')).body);
    const url = `/api/gpt/changes?cursor=${first.pagination.next_cursor}`;
    const same = replica('a feed secret for tests, 32 chars or more');
    const other = replica('another feed secret, also 32 chars or more');
    try {
      const rest = await same.inject({ method: 'GET', url, headers: { 'x-api-key': apiKey } });
      expect(rest.statusCode, rest.body).toBe(200);
      expect(JSON.parse(rest.body).pagination.offset).toBe(3);
      expect((await other.inject({ method: 'GET', url, headers: { 'x-api-key': apiKey } })).statusCode).toBe(400);
    } finally {
      await same.close();
      await other.close();
      ring.close();
    }
  });

  it('refuses a version the log does not hold, and a cursor of another search', async () => {
    expect((await get('/api/gpt/changes?since_version=2020-01-01T00:00:00Z-00000000')).statusCode).toBe(400);
    const first = JSON.parse((await get('/api/gpt/changes?limit=1')).body);
    const foreign = await get(`/api/gpt/changes?country=France&cursor=${first.pagination.next_cursor}`);
    expect(foreign.statusCode).toBe(400);
  });

  it('answers the same changes through the MCP tool getChanges', async () => {
    const { status, body, result } = await callTool('getChanges', {});
    expect(status, body).toBe(200);
    expect(result.structuredContent.changes.map(key).sort()).toEqual(EXPECTED.map(key));
  });

  const subscribe = async (body: Record<string, string>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/gpt/changes/feeds',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode, response.body).toBe(200);
    return JSON.parse(response.body) as { atom: string; json: string; total: number };
  };
  const fetchFeed = (url: string) => app.inject({ method: 'GET', url: new URL(url).pathname });

  it('serves a signed Atom feed with the elements RFC 4287 requires, one entry per change', async () => {
    const links = await subscribe({});
    expect(links.total).toBe(4);
    const response = await fetchFeed(links.atom);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const atom = response.body;
    expect(atom).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    const head = atom.slice(0, atom.indexOf('<entry>'));
    for (const element of ['id', 'title', 'updated'])
      expect(head).toMatch(new RegExp(`<${element}>[^<]+</${element}>`));
    expect(head).toMatch(/<author><name>[^<]+<\/name><\/author>/);
    expect(head).toMatch(/<updated>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z<\/updated>/);
    // Its own signed URL (RFC 4287, 4.2.7.2: a feed SHOULD have a rel="self" link).
    expect(head).toContain(`<link rel="self" type="application/atom+xml" href="${links.atom}"/>`);
    const entries = atom.split('<entry>').slice(1);
    expect(entries).toHaveLength(4);
    const ids = entries.map((entry) => {
      for (const element of ['id', 'title', 'updated', 'summary']) {
        expect(entry).toMatch(new RegExp(`<${element}>[^<]+</${element}>`));
      }
      expect(entry).toContain('</entry>');
      return /<id>([^<]+)<\/id>/.exec(entry)![1]!;
    });
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((id) => /^tag:[a-z0-9.-]+,\d{4}-\d\d-\d\d:/.test(id))).toBe(true);
    expect(entries.map((entry) => /<category term="([a-z_]+)"\/>/.exec(entry)![1]).sort()).toEqual(
      EXPECTED.map((change) => change.kind).sort(),
    );
  });

  it('serves the same changes as a JSON Feed 1.1 with its required members', async () => {
    const links = await subscribe({ country: 'France' });
    const response = await fetchFeed(links.json);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const feed = JSON.parse(response.body);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(typeof feed.title).toBe('string');
    // Its own signed URL, which JSON Feed 1.1 strongly recommends.
    expect(feed.feed_url).toBe(links.json);
    expect(Array.isArray(feed.items)).toBe(true);
    for (const item of feed.items) {
      expect(typeof item.id).toBe('string');
      expect(typeof item.content_text).toBe('string');
      expect(item.date_published).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }
    expect(feed.items.map((item: { _change: { id: number; kind: string } }) => key(item._change)).sort()).toEqual([
      '7003 dates_changed',
      '7003 deadline_extended',
      '7004 edition_added',
    ]);
    expect(new Set(feed.items.map((item: { id: string }) => item.id)).size).toBe(3);
  });

  it("bumps a changed event's SEQUENCE and LAST-MODIFIED in the calendar feeds, and no other's", async () => {
    const response = await get('/api/gpt/conferences.ics?country=France');
    expect(response.statusCode, response.body).toBe(200);
    const unfolded = response.body.replace(/\r\n[ \t]/g, '');
    const entry = (id: number) => unfolded.split('BEGIN:VEVENT').find((part) => part.includes(`UID:event-${id}@`))!;
    expect(entry(7003)).toContain('LAST-MODIFIED:20261110T060000Z');
    // Whole minutes from 2020-01-01 to the build of 2026-11-10T06:00Z.
    expect(entry(7003)).toContain(`SEQUENCE:${(Date.UTC(2026, 10, 10, 6) - Date.UTC(2020, 0, 1)) / 60_000}`);
    const unchanged = await get('/api/gpt/conferences.ics?core_rank=A*&from=2025-01-01');
    expect(unchanged.body).toContain('UID:event-7001@');
    const kept = unchanged.body
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT')
      .find((part) => part.includes('UID:event-7001@'))!;
    expect(kept).toContain('SEQUENCE:0\r\n');
    expect(kept).not.toContain('LAST-MODIFIED');
  });

  it('refuses a tampered change feed token, and a change token on the calendar route', async () => {
    const links = await subscribe({});
    const token = new URL(links.atom).pathname
      .split('/')
      .at(-1)!
      .replace(/\.atom$/, '');
    // A character of the signature's middle: its last one's low bits are base64url padding, which
    // decoding drops, so changing them alone (A to B) left the token valid one run in 16.
    const at = token.lastIndexOf('.') + 10;
    const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    const signature = (text: string) => Buffer.from(text.slice(text.lastIndexOf('.') + 1), 'base64url');
    expect(signature(tampered).equals(signature(token))).toBe(false);
    expect((await fetchFeed(links.atom.replace(token, tampered))).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/feeds/${token}.ics` })).statusCode).toBe(404);
  });
});

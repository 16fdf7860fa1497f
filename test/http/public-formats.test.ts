/**
 * What the public formats bring, served (docs/api.md): the excerpts of ccf-deadlines, ai-deadlines,
 * confs.tech, an iCalendar feed and a CSV file imported and built as an operator does, then asked
 * over HTTP and over MCP alike: aliases found by acronym, series and q; the detail's aliases,
 * acceptance rates, sources and date of check; an item's acceptance rate and topic lists; events
 * whose dates are not known yet; VLDB 2027 open at the test's clock.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { openSnapshot } from '../../src/search/index.js';
import { FIXTURES } from '../import/context.js';
import { tempDir } from '../fixtures/source.js';
import { answerOf, asToolAnswer, connect, type ListeningApi, startListeningApi, toolUrl } from '../mcp/client.js';
import { json } from './harness.js';

const { dir, cleanup } = tempDir('confdir-public-');
let api: ListeningApi;
let client: Client;

beforeAll(async () => {
  const source = join(dir, 'source.sqlite');
  runImport({
    from: [
      { format: 'ccf-deadlines', path: FIXTURES.ccf },
      { format: 'ai-deadlines', path: FIXTURES.ai },
      { format: 'confs-tech', path: FIXTURES.confsTech },
      { format: 'ics', path: FIXTURES.ics },
      { format: 'csv', path: FIXTURES.csv },
    ],
    out: source,
    verified: '2026-08-20',
  });
  const snapshot = join(dir, 'public.snapshot');
  buildSnapshot({ input: source, output: snapshot, now: new Date('2026-08-21T00:00:00Z') });
  const index = openSnapshot(snapshot);
  api = await startListeningApi({ snapshot: { current: () => index } });
  client = await connect(api);
});
afterAll(async () => {
  await client?.close();
  await api?.close();
  cleanup();
});

type Body = Record<string, any>;

/**
 * The answer to a search over HTTP, checked to be the MCP tool's answer byte for byte (but for the
 * wording of hints, which names parameters as each transport does: docs/api.md, Zero results).
 */
async function both(query: Record<string, string>): Promise<Body> {
  const url = `/api/gpt/conferences?${new URLSearchParams(query)}`;
  const response = await api.get(url);
  expect(response.statusCode, response.body).toBe(200);
  const tool = answerOf(await client.callTool({ name: 'searchConferences', arguments: query }));
  const { hints: _http, ...answer } = asToolAnswer(json(await api.get(toolUrl(url))), url);
  const { hints: _mcp, ...toolAnswer } = tool;
  expect(toolAnswer).toEqual(answer);
  return json(response);
}

async function detail(id: number): Promise<Body> {
  const response = await api.get(`/api/gpt/conferences/${id}`);
  const tool = await client.callTool({ name: 'getConference', arguments: { id } });
  expect(tool.structuredContent).toEqual(json(response));
  return json(response).conference;
}

const acronyms = (body: Body) => body.conferences.map((event: Body) => event.acronym);

describe('aliases', () => {
  it('find SIGKDD by acronym=KDD and q=KDD (its DBLP key), and NeurIPS by series=nips', async () => {
    const ids = (body: Body) => body.conferences.map((event: Body) => event.id);
    const sigkdd = await both({ acronym: 'SIGKDD' });
    expect(sigkdd.total).toBeGreaterThan(0);
    const byAcronym = await both({ acronym: 'KDD' });
    expect(ids(byAcronym)).toEqual(expect.arrayContaining(ids(sigkdd)));
    expect(new Set(acronyms(byAcronym))).toContain('SIGKDD');
    expect(ids(await both({ q: 'KDD', limit: '50' }))).toEqual(expect.arrayContaining(ids(sigkdd)));
    // No series is keyed nips: the series of which it is an alias.
    const neurips = await both({ series: 'neurips' });
    expect(neurips.total).toBeGreaterThan(0);
    expect(ids(await both({ series: 'nips' }))).toEqual(ids(neurips));
    const unknown = await api.get('/api/gpt/conferences?series=nipsx');
    expect(json(unknown).code).toBe('unknown_series');
  });

  it('find NeurIPS by q=NIPS, its DBLP key, first with sort=relevance', async () => {
    const body = await both({ q: 'NIPS', sort: 'relevance' });
    expect(body.total).toBeGreaterThan(0);
    expect(body.conferences[0].acronym).toBe('NeurIPS');
  });

  it('are listed in the detail, with their kind', async () => {
    const [neurips] = (await both({ acronym: 'NeurIPS', limit: '1' })).conferences;
    expect((await detail(neurips.id)).aliases).toEqual(expect.arrayContaining([{ alias: 'nips', kind: 'dblp' }]));
    // ccf-deadlines' SIGKDD editions are of the series the other tracker's KDD editions give.
    const [kdd] = (await both({ acronym: 'SIGKDD', limit: '1' })).conferences;
    expect(kdd.series).toBe('kdd');
    expect((await detail(kdd.id)).aliases).toEqual(expect.arrayContaining([{ alias: 'SIGKDD', kind: 'acronym' }]));
  });
});

describe('the detail', () => {
  it('shows the sources of an edition found in two, with their records, and the day of the last check', async () => {
    const [event] = (await both({ acronym: 'KDD', year: '2026' })).conferences;
    const shown = await detail(event.id);
    expect(shown.sources.map((source: Body) => source.name).sort()).toEqual(['ai-deadlines', 'ccf-deadlines']);
    for (const source of shown.sources) expect(source.id).toEqual(expect.any(String));
    const urlOf = (name: string) => shown.sources.find((source: Body) => source.name === name).url;
    expect(urlOf('ccf-deadlines')).toMatch(/^https:\/\//);
    // The ai-deadlines fixture is no clone of a GitHub repository: no address is made up for it
    // (docs/importers.md, ai-deadlines).
    expect(urlOf('ai-deadlines')).toBeNull();
    expect(shown.last_verified).toBe('2026-08-20');
  });

  it('shows the acceptance rates of the series, newest first, and each edition its own', async () => {
    const body = await both({ acronym: 'AAAI' });
    const shown = await detail(body.conferences[0].id);
    expect(shown.acceptance_rates.map((rate: Body) => rate.year)).toEqual([2026, 2025, 2024]);
    expect(shown.acceptance_rates[1]).toEqual({
      year: 2025,
      submitted: 12957,
      accepted: 3032,
      rate: 0.234,
      source: 'https://csconfstats.xoveexu.com/',
    });
    for (const item of body.conferences) {
      const rate = shown.acceptance_rates.find((entry: Body) => entry.year === Number(item.dates.start?.slice(0, 4)));
      expect(item.acceptance_rate).toBe(rate?.rate ?? null);
    }
  });
});

describe('events whose dates are not known yet', () => {
  it('are found by their name and acronym, shown without dates, by their year alone and never by a range', async () => {
    const all = await both({ limit: '50' });
    const undated = all.conferences.filter((event: Body) => event.dates.precision === 'unknown');
    // HotSec and "Workshop on Testing Dates" have no date; S&P 2027's tracker writes `date: TBD`.
    expect(undated.map((event: Body) => event.acronym).sort()).toEqual(['HotSec', 'S&P', null]);
    const ids = (body: Body) => body.conferences.map((event: Body) => event.id);
    for (const event of undated) {
      expect(event.dates).toEqual({ start: null, end: null, formatted: 'TBD', precision: 'unknown' });
      expect(ids(await both({ q: event.name, limit: '50' }))).toContain(event.id);
      if (event.acronym !== null) expect(ids(await both({ acronym: event.acronym }))).toContain(event.id);
      const ranges: Record<string, string>[] = [
        { from: '1900-01-01' },
        { to: '2100-12-31' },
        { month: '2027-05' },
        { year: '2027', from: '2027-01-01' },
      ];
      for (const dates of ranges) {
        expect(ids(await both({ q: event.name, limit: '50', ...dates }))).not.toContain(event.id);
      }
      // The year of its edition (docs/api.md, Dates): the one its acronym names (S&P 2027, HotSec 2021);
      // the csv line names none.
      const year = { 'S&P': '2027', HotSec: '2021' }[event.acronym as string];
      for (const other of ['2021', '2026', '2027']) {
        const found = ids(await both({ q: event.name, limit: '50', year: other }));
        if (other === year) expect(found, other).toContain(event.id);
        else expect(found, other).not.toContain(event.id);
      }
    }
  });

  it('come after the dated events by date, and after those not over in the default order', async () => {
    const unknownLast = (body: Body, label: string) => {
      const precisions = body.conferences.map((event: Body) => event.dates.precision);
      const first = precisions.indexOf('unknown');
      expect(first, label).toBeGreaterThan(0);
      return first;
    };
    for (const sort of ['date', '-date', 'deadline']) {
      const body = await both({ sort, limit: '50' });
      const first = unknownLast(body, sort);
      expect(
        body.conferences.slice(first).every((e: Body) => e.dates.precision === 'unknown'),
        sort,
      ).toBe(true);
    }
    // upcoming: the events not over (by 2026-11-21, the test's clock), the undated ones, then the past.
    const body = await both({ sort: 'upcoming', limit: '50' });
    const first = unknownLast(body, 'upcoming');
    const notOver = (event: Body) => event.dates.end !== null && event.dates.end >= '2026-11-21';
    expect(body.conferences.slice(0, first).every(notOver)).toBe(true);
    expect(body.conferences.slice(first + 2).every((event: Body) => !notOver(event))).toBe(true);
  });
});

describe('calls for papers', () => {
  it('list VLDB 2027 with cfp=open, its deadlines in America/Los_Angeles', async () => {
    const body = await both({ cfp: 'open', acronym: 'VLDB', year: '2027' });
    expect(body.total).toBe(1);
    const [vldb] = body.conferences;
    expect(vldb.cfp_status).toBe('open');
    expect(vldb.next_deadline).toMatchObject({ timezone: 'America/Los_Angeles', estimated: false });
    expect(['abstract', 'paper']).toContain(vldb.next_deadline.kind);
  });
});

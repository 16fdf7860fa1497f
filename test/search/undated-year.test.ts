/**
 * An edition whose dates are not known yet is found by its year (docs/api.md, Dates): `year` alone
 * and the year an acronym names find it, and the year facet counts it; `month`, `from` and `to`
 * do not. ICWSM 2027 from the public record of khongsomeo/ai-deadlines (an excerpt under
 * test/fixtures/formats/agreement, NOTICE), dated "TBD", its rounds due from May 2026 to January
 * 2027; and editions known only by a record id or their deadlines.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectorSearch } from '../../src/api/connector/answers.js';
import { connectorFetch } from '../../src/api/connector/fetch-document.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { openSnapshot, type SearchFilters, search } from '../../src/search/index.js';
import { HELD_AFTER_DEADLINE_DAYS, undatedEditionYear } from '../../src/source/edition-year.js';
import { eventAt } from '../../src/store/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-undated-year-');
afterAll(cleanup);

const today = parseIsoDate('2026-11-26')!;
const FIXTURE = join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'agreement');

function publicIndex() {
  const source = join(dir, 'public.sqlite');
  runImport({
    from: [
      { format: 'ccf-deadlines', path: join(FIXTURE, 'ccf') },
      { format: 'ai-deadlines', path: join(FIXTURE, 'khongsomeo') },
    ],
    out: source,
    verified: '2026-11-26',
  });
  buildSnapshot({ input: source, output: join(dir, 'public.snapshot'), now: new Date('2026-11-26T00:00:00Z') });
  return openSnapshot(join(dir, 'public.snapshot'), today);
}

const index = publicIndex();
const find = (of: typeof index, filters: Partial<SearchFilters>) => {
  const result = search(of, { limit: 50, offset: 0, ...filters }, today);
  return { ...result, acronyms: result.positions.map((p) => eventAt(of.store, p).acronym) };
};

describe('ICWSM 2027, whose dates are not known yet', () => {
  it('is found by acronym=ICWSM&year=2027, and by acronym=ICWSM 2027', () => {
    expect(find(index, { acronym: 'ICWSM', year: 2027 }).acronyms).toEqual(['ICWSM 2027']);
    expect(find(index, { acronym: 'ICWSM 2027' }).acronyms).toEqual(['ICWSM 2027']);
    expect(find(index, { acronym: 'ICWSM', year: 2026 }).total).toBe(0);
  });

  it('is counted in 2027 by the year facet, as year=2027 counts it', () => {
    const { facets } = find(index, { facets: ['year'] });
    const total = find(index, { year: 2027 }).total;
    expect(facets?.year).toContainEqual({ value: '2027', count: total });
    expect(find(index, { year: 2027 }).acronyms).toContain('ICWSM 2027');
  });

  it("is titled with its year by the connector's search and fetch, as a dated edition is", () => {
    const context = { index, today };
    const { results } = connectorSearch({ query: { query: 'ICWSM' }, params: {}, given: {} }, context) as {
      results: { id: string; title: string }[];
    };
    const icwsm = results.find((result) => result.title.startsWith('ICWSM'));
    expect(icwsm?.title).toMatch(/^ICWSM 2027\b/);
    const fetched = connectorFetch({ params: { id: Number(icwsm!.id) }, query: {}, given: {} }, context);
    expect(fetched.title).toBe(icwsm!.title);
  });

  it('is in no month and no range of days', () => {
    expect(find(index, { acronym: 'ICWSM', month: { year: 2027, month: 6 } }).total).toBe(0);
    const [from, to] = ['2027-01-01', '2027-12-31'].map((day) => parseIsoDate(day)!);
    expect(find(index, { acronym: 'ICWSM', from, to }).total).toBe(0);
    expect(find(index, { acronym: 'ICWSM', year: 2027, from }).total).toBe(0);
  });
});

describe('an undated edition known only by a record id or its deadlines', () => {
  const undated = { date_precision: 'unknown', start_date: null, end_date: null };
  const byId = sourceRow({ ...undated, name: 'Workshop on Known Ids' });
  const byDeadline = sourceRow({ ...undated, name: 'Workshop on Late Calls' });
  const unknown = sourceRow({ ...undated, name: 'Workshop on Nothing Known' });
  const dated = sourceRow({ name: 'Conference of April', start_date: '2027-04-01', end_date: '2027-04-02' });
  const input = join(dir, 'undated.sqlite');
  writeSourceFile(
    input,
    [byId, byDeadline, unknown, dated],
    undefined,
    // Due 2026-11-15: held HELD_AFTER_DEADLINE_DAYS later, in February 2027.
    [{ event_id: byDeadline.id as number, kind: 'paper', due: '2026-11-15', round: 1, timezone: 'AoE' }],
    { event_sources: [{ event_id: byId.id, name: 'csv', record_id: 'kiw27', url: null }] },
  );
  buildSnapshot({ input, output: join(dir, 'undated.snapshot'), now: new Date('2026-11-26T00:00:00Z') });
  const built = openSnapshot(join(dir, 'undated.snapshot'), today);
  const names = (filters: Partial<SearchFilters>) =>
    search(built, { limit: 50, offset: 0, ...filters }, today).positions.map((p) => eventAt(built.store, p).name);

  it('is found by year=2027 by the year its record id ends with, or 92 days after its last paper deadline', () => {
    expect(HELD_AFTER_DEADLINE_DAYS).toBe(92);
    expect(names({ year: 2027 }).sort()).toEqual([
      'Conference of April',
      'Workshop on Known Ids',
      'Workshop on Late Calls',
    ]);
    expect(names({ year: 2026 })).toEqual([]);
  });

  it('gives no year when nothing names one, a deadline alone the year it is held in', () => {
    expect(
      undatedEditionYear({ acronym: null, name: 'Workshop', recordIds: ['line 12', 'tbd'], paperDays: [] }),
    ).toBeNull();
    const due = parseIsoDate('2026-09-30')!;
    expect(undatedEditionYear({ acronym: null, name: 'Workshop', recordIds: [], paperDays: [due] })).toBe(2026);
    expect(undatedEditionYear({ acronym: null, name: 'Workshop', recordIds: [], paperDays: [due + 1] })).toBe(2027);
    expect(undatedEditionYear({ acronym: "ICWSM'27", name: 'ICWSM', recordIds: ['x2025'], paperDays: [] })).toBe(2027);
    expect(undatedEditionYear({ acronym: null, name: 'W', recordIds: ['a2099', 'b26', 'c26'], paperDays: [] })).toBe(
      2026,
    );
  });
});

/**
 * Rank, acronym, series and deadline-date filters (docs/api.md), differentially: random
 * combinations of them, with cfp=open at moments around deadline instants, against the plain
 * reference; and the refusal of an unknown series.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openSnapshot,
  type SearchFilters,
  type SnapshotIndex,
  search,
  UnknownValueError,
} from '../../../src/search/index.js';
import { CCF_RANKS, CORE_RANKS } from '../../../src/source/schema.js';
import type { ValidRow } from '../../../src/source/validate.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { seededRandom } from '../../../tools/support/random-filters.js';
import { endOfDay } from '../../../src/search/components/cfp.js';
import { buildDemoSnapshot, readValidRows, TEST_ANCHOR } from '../../fixtures/demo-snapshot.js';
import { tempDir } from '../../fixtures/source.js';
import { referenceCfpStatus, referenceMatches, referenceSearch } from '../reference.js';
import { estimateDeadlines } from '../../../src/builder/estimates.js';

const { dir, cleanup } = tempDir('confdir-editions-');
const TODAY = parseIsoDate(TEST_ANCHOR)!;
let index: SnapshotIndex;
let rows: ValidRow[];
/** The build's estimated deadlines, by event id. */
let estimated: Map<number, { at: number; day: number }>;

beforeAll(async () => {
  const { source, snapshot } = await buildDemoSnapshot(dir, 3000);
  index = openSnapshot(snapshot, TODAY);
  rows = readValidRows(source);
  estimated = new Map(estimateDeadlines(rows).map(({ id, deadline }) => [id, deadline]));
});
afterAll(cleanup);

function randomEditionFilters(random: () => number): SearchFilters {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const some = <T>(values: readonly T[]): T[] => [...new Set([pick(values), pick(values)])];
  const withAcronym = rows.filter((row) => row.bareAcronym !== null);
  const f: SearchFilters = { limit: 25, offset: 0, sort: pick(['date', 'deadline', 'upcoming'] as const) };
  if (random() < 0.4) f.coreRanks = some(CORE_RANKS);
  if (random() < 0.3) f.ccfRanks = some(CCF_RANKS);
  if (random() < 0.3) {
    const acronym = pick(withAcronym).bareAcronym!;
    f.acronym = random() < 0.5 ? acronym.toLowerCase() : acronym;
  }
  if (random() < 0.2) f.series = pick(withAcronym.filter((row) => row.series !== null)).series!.toUpperCase();
  if (random() < 0.5) {
    const deadline = pick([...pick(rows.filter((row) => row.deadlines.length > 0)).deadlines]);
    if (random() < 0.8) f.deadlineFrom = deadline.day - Math.floor(random() * 20);
    if (random() < 0.8) f.deadlineTo = deadline.day + Math.floor(random() * 20);
  }
  if (random() < 0.3) f.cfp = 'open';
  return f;
}

describe('rank, acronym, series and deadline-date filters', () => {
  it('agree with the reference on 300 random combinations at moments around deadlines', () => {
    const random = seededRandom(1919);
    const { at } = index.store.submissions;
    let nonEmpty = 0;
    for (let i = 0; i < 300; i++) {
      const f = randomEditionFilters(random);
      const instant = at[Math.floor(random() * at.length)]!;
      const now = instant + [-1, 0, 1][i % 3]!;
      const day = Math.floor(now / 86_400);
      const got = search(index, f, day, now);
      const ids = got.positions.map((p) => index.store.columns.ids[p]!);
      const want = referenceSearch(rows, f, day, () => [], now);
      expect({ total: got.total, ids }, JSON.stringify({ f, now })).toEqual(want);
      if (want.total > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('read the estimated paper deadlines alone with deadlineEstimated, as the build estimated them', () => {
    const random = seededRandom(2121);
    const days = [...estimated.values()].map(({ day }) => day);
    expect(days.length).toBeGreaterThan(20);
    let nonEmpty = 0;
    for (let i = 0; i < 100; i++) {
      const around = days[Math.floor(random() * days.length)]!;
      const from = random() < 0.8 ? around - Math.floor(random() * 30) : undefined;
      const to = random() < 0.8 || from === undefined ? around + Math.floor(random() * 30) : undefined;
      const range = {
        ...(from === undefined ? {} : { deadlineFrom: from }),
        ...(to === undefined ? {} : { deadlineTo: to }),
      };
      const got = search(index, { ...range, deadlineEstimated: true, limit: 10_000, offset: 0 }, TODAY);
      const ids = got.positions.map((p) => index.store.columns.ids[p]!).sort((a, b) => a - b);
      const want = [...estimated]
        .filter(([, { day }]) => (from === undefined || day >= from) && (to === undefined || day <= to))
        .map(([id]) => id)
        .sort((a, b) => a - b);
      expect(ids, JSON.stringify(range)).toEqual(want);
      // The announced deadlines of the same range are other events: an edition with one has no estimate.
      const announced = search(index, { ...range, limit: 10_000, offset: 0 }, TODAY).positions;
      for (const position of announced) expect(want).not.toContain(index.store.columns.ids[position]);
      if (want.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(50);
  });

  it('counts the core_rank, ccf_rank and cfp_status facets as the reference does, each without its own filter', () => {
    const random = seededRandom(2019);
    const { at } = index.store.submissions;
    for (let i = 0; i < 60; i++) {
      const f: SearchFilters = { ...randomEditionFilters(random), facets: ['core_rank', 'cfp_status', 'ccf_rank'] };
      const now = at[Math.floor(random() * at.length)]! + [-1, 0, 1][i % 3]!;
      const day = Math.floor(now / 86_400);
      const got = search(index, f, day, now).facets!;
      const expected = (own: keyof SearchFilters, value: (row: ValidRow) => string | null) => {
        const counts = new Map<string, number>();
        for (const row of referenceMatches(rows, { ...f, [own]: undefined }, day, () => [], now)) {
          const v = value(row);
          if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
        }
        return [...counts]
          .map(([v, count]) => ({ value: v, count }))
          .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
      };
      const where = JSON.stringify({ f, now });
      expect(Object.keys(got), where).toEqual(['core_rank', 'cfp_status', 'ccf_rank']);
      expect(got.core_rank, where).toEqual(expected('coreRanks', (row) => row.coreRank));
      expect(got.ccf_rank, where).toEqual(expected('ccfRanks', (row) => row.ccfRank));
      expect(got.cfp_status, where).toEqual(
        expected('cfp', (row) => referenceCfpStatus(row, now, estimated.get(row.id))),
      );
    }
  });

  it('sort=relevance: exact acronyms and series of a term first, as the reference orders them', () => {
    const random = seededRandom(1920);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const withAcronym = rows.filter((row) => row.bareAcronym !== null);
    let split = 0;
    for (let i = 0; i < 150; i++) {
      const row = pick(withAcronym);
      const word = random() < 0.7 ? row.bareAcronym! : (row.series ?? row.bareAcronym!);
      const q = [word.toLowerCase(), ...(random() < 0.3 ? [pick(['conference', 'international', 'learning'])] : [])];
      const f: SearchFilters = {
        q: random() < 0.5 ? q.join(' ') : q.reverse().join(' '),
        sort: 'relevance',
        limit: 1 + Math.floor(random() * 20),
        offset: 0,
        ...(random() < 0.2 ? { year: 2027 } : {}),
        ...(random() < 0.2 ? { coreRanks: ['A*' as const, 'A' as const] } : {}),
        ...(random() < 0.2 ? { cfp: 'open' as const } : {}),
      };
      const now = endOfDay(TODAY);
      const total = referenceSearch(rows, f, TODAY, () => [], now).total;
      f.offset = Math.floor(random() * Math.min(total + 2, 30));
      const got = search(index, f, TODAY);
      const want = referenceSearch(rows, f, TODAY, () => [], now);
      const ids = got.positions.map((p) => index.store.columns.ids[p]!);
      expect({ total: got.total, ids }, JSON.stringify(f)).toEqual(want);
      expect(got.sort).toBe('relevance');
      if (
        JSON.stringify(referenceSearch(rows, { ...f, sort: undefined }, TODAY, () => [], now).ids) !==
        JSON.stringify(ids)
      )
        split++;
    }
    // Enough cases where relevance moved something ahead of the default order.
    expect(split).toBeGreaterThan(10);
  });

  it('finds an acronym exactly: never a longer acronym that starts with it', () => {
    const acronym = rows.find((row) => row.bareAcronym !== null)!.bareAcronym!;
    const found = search(index, { limit: 100, offset: 0, acronym: acronym.toLowerCase() }, TODAY);
    expect(found.total).toBeGreaterThan(0);
    const ids = new Set(found.positions.map((p) => index.store.columns.ids[p]!));
    for (const row of rows)
      expect(ids.has(row.id) || row.bareAcronym?.toLowerCase() !== acronym.toLowerCase()).toBe(true);
    for (const id of ids)
      expect(rows.find((row) => row.id === id)!.bareAcronym!.toLowerCase()).toBe(acronym.toLowerCase());
  });

  it('refuses an unknown series with the closest series', () => {
    const series = rows.find((row) => row.series !== null && row.series.length > 4)!.series!;
    const misspelt = `${series}x`;
    try {
      search(index, { limit: 1, offset: 0, series: misspelt }, TODAY);
      expect.unreachable('an unknown series must be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(UnknownValueError);
      expect((error as UnknownValueError).parameter).toBe('series');
      expect((error as UnknownValueError).suggestions).toContain(series);
    }
  });
});

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareBaseline } from '../../bench/sqlite/baseline/prepare.js';
import { readPrepStats } from '../../bench/sqlite/baseline/prep-stats.js';
import { SqliteBaseline } from '../../bench/sqlite/baseline/search.js';
import {
  engineOutcome,
  formatDifferences,
  type Outcome,
  verifyBaseline,
} from '../../bench/sqlite/baseline/agreement.js';
import { randomFilters, seededRandom } from '../../tools/support/random-filters.js';
import { QUERY_MIX } from '../../bench/common/queries.js';
import type { ValidRow } from '../../src/source/validate.js';
import {
  endOfDay,
  openSnapshot,
  type SearchFilters,
  type SnapshotIndex,
  UnknownValueError,
} from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { buildDemoSnapshot, readValidRows, TEST_ANCHOR } from '../fixtures/demo-snapshot.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';
import { referenceCfpStatus, referenceSearch } from '../search/reference.js';

const { dir, cleanup } = tempDir();
const TODAY = parseIsoDate(TEST_ANCHOR)!;
const NOW = endOfDay(TODAY);
let index: SnapshotIndex;
let rows: ValidRow[];
let baseline: SqliteBaseline;

beforeAll(async () => {
  const { source, snapshot } = await buildDemoSnapshot(dir, 3000);
  index = openSnapshot(snapshot);
  rows = readValidRows(source);
  const path = join(dir, 'baseline.sqlite');
  prepareBaseline(source, path);
  baseline = new SqliteBaseline(path);
});
afterAll(() => {
  baseline?.close();
  cleanup();
});

describe('the SQLite baseline of the benchmarks', () => {
  it('records how it was prepared', () => {
    const stats = readPrepStats(join(dir, 'baseline.sqlite'));
    expect(stats).toMatchObject({ sourceRows: 3000, events: 3000, skippedRows: 0 });
    expect(stats.totalMs).toBeGreaterThan(0);
  });

  it('agrees with the engine on the query mix and 100 random filter combinations', () => {
    const result = verifyBaseline({ index, baseline, today: TODAY, random: 100, seed: 11 });
    expect(formatDifferences(result.differences)).toEqual([]);
    expect(result.checked).toBe(QUERY_MIX.length + 100);
    expect(result.nonEmpty).toBeGreaterThan(60);
  });

  it('agrees with the plain reference evaluation too', () => {
    const random = seededRandom(5);
    const totalOf = (f: SearchFilters) => referenceSearch(rows, { ...f, offset: 0 }, TODAY, () => [], NOW).total;
    // Without city: the plain reference reads the source's city names as written, while the
    // baseline and the engine read the builder's, one spelling per place and the other names a
    // city is known by (those rules: baseline-rules.test.ts, against a reference given them).
    const cases = [
      ...QUERY_MIX.map((shape) => shape.filters),
      ...Array.from({ length: 100 }, () => randomFilters(index.store, random, TODAY, totalOf)),
    ].filter((filters) => filters.city === undefined);
    for (const filters of cases) {
      expect(baseline.search(filters, TODAY), JSON.stringify(filters)).toEqual(
        referenceSearch(rows, filters, TODAY, () => [], NOW),
      );
    }
  });

  it('judges calls for papers at the instant, as the engine does, with now moved across deadline instants', () => {
    const { at } = index.store.submissions;
    const random = seededRandom(19);
    const shapes: { name: string; filters: SearchFilters }[] = [
      { name: 'open, by deadline', filters: { limit: 20, offset: 0, cfp: 'open', sort: 'deadline' } },
      { name: 'by deadline, deep', filters: { limit: 20, offset: 40, sort: 'deadline' } },
      { name: 'open, by date', filters: { limit: 20, offset: 0, cfp: 'open', sort: 'date' } },
    ];
    let open = 0;
    for (let i = 0; i < 24; i++) {
      // Just before, at and just after a deadline instant: a deadline is ahead while now <= it.
      const now = at[Math.floor(random() * at.length)]! + [-1, 0, 1][i % 3]!;
      const day = Math.floor(now / 86_400);
      const result = verifyBaseline({ index, baseline, today: day, now, shapes, random: 20, seed: i });
      expect(formatDifferences(result.differences)).toEqual([]);
      for (const { filters } of shapes)
        expect(baseline.search(filters, day, now)).toEqual(referenceSearch(rows, filters, day, () => [], now));
      open += baseline.search(shapes[0]!.filters, day, now).total;
    }
    expect(open).toBeGreaterThan(0);
  });

  it('filters by ranks, acronym, series and deadline dates as the engine does; refuses an unknown series', () => {
    const withAcronym = rows.filter((row) => row.bareAcronym !== null && row.series !== null);
    const dated = rows.find((row) => row.deadlines.length > 1 && referenceCfpStatus(row, NOW) === 'open')!;
    const day = [...dated.deadlines][0]!.day;
    const shapes = [
      { name: 'core A*,A', filters: { limit: 10, offset: 0, coreRanks: ['A*', 'A'] } as SearchFilters },
      { name: 'ccf B + topic', filters: { limit: 10, offset: 0, ccfRanks: ['B'], topic: 'Computer Science' } },
      { name: 'acronym', filters: { limit: 10, offset: 0, acronym: withAcronym[0]!.bareAcronym!.toLowerCase() } },
      { name: 'series', filters: { limit: 10, offset: 0, series: withAcronym[1]!.series!.toUpperCase() } },
      { name: 'deadline range', filters: { limit: 10, offset: 0, deadlineFrom: day - 3, deadlineTo: day + 3 } },
      { name: 'deadline from', filters: { limit: 10, offset: 5, deadlineFrom: day, sort: 'deadline' } },
      { name: 'deadline to, open', filters: { limit: 10, offset: 0, deadlineTo: day, cfp: 'open' } },
      { name: 'relevance', filters: { limit: 10, offset: 0, q: 'icml', sort: 'relevance' } },
      { name: 'relevance, page 2', filters: { limit: 3, offset: 3, q: 'icml conference', sort: 'relevance' } },
      { name: 'relevance, series', filters: { limit: 10, offset: 0, q: withAcronym[1]!.series!, sort: 'relevance' } },
      { name: 'unknown series', filters: { limit: 10, offset: 0, series: 'no-such-series-anywhere' } },
    ] satisfies { name: string; filters: SearchFilters }[];
    const result = verifyBaseline({ index, baseline, today: TODAY, shapes, random: 0 });
    expect(formatDifferences(result.differences)).toEqual([]);
    const totalOf = (found: Outcome) => ('total' in found ? found.total : -1);
    const totals = shapes.map(({ filters }) => totalOf(engineOutcome(index, filters, TODAY)));
    expect(
      totals.slice(0, -1).every((total) => total > 0),
      JSON.stringify(totals),
    ).toBe(true);
    for (const { filters } of shapes.slice(0, -1))
      expect(baseline.search(filters, TODAY)).toEqual(referenceSearch(rows, filters, TODAY, () => [], NOW));
    expect(() => baseline.search(shapes.at(-1)!.filters, TODAY)).toThrow(UnknownValueError);
  });

  it('reads the page events in the order of the ids', () => {
    const { ids } = baseline.search({ limit: 5, offset: 0, sort: '-date' }, TODAY);
    const events = baseline.events(ids);
    expect(events.map((event) => event.id)).toEqual(ids);
    expect(events[0]).toMatchObject({
      id: ids[0],
      country: expect.any(String),
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('throws on an unknown topic or country, like the engine', () => {
    expect(() => baseline.search({ limit: 10, offset: 0, topic: 'Underwater Basket Weaving' }, TODAY)).toThrow(
      UnknownValueError,
    );
    expect(() => baseline.search({ limit: 10, offset: 0, country: 'Germny' }, TODAY)).toThrow(/unknown country/);
    expect(() => baseline.search({ limit: 10, offset: 0, countries: ['France', 'Germny'] }, TODAY)).toThrow(
      /unknown countries 'Germny'/,
    );
  });
});

describe('the baseline full-text index splits and folds terms like the engine', () => {
  it('matches ß, ø, ł, ı, ligatures, superscripts, Greek accents and symbol terms as terms() does', () => {
    const local = tempDir();
    try {
      const names = [
        'Straße Workshop on Optics',
        'Tromsø Seminar on Ice',
        'Łódź Conference on Textiles',
        'Finance Workshop x²',
        'Σοφία Symposium',
        "Women's Forum on Health",
        'Conference ⅻ on Numbers',
        'Dıyarbakır Meeting on Water',
        'C++ and C# Workshop',
        '.NET Symposium',
      ];
      const source = join(local.dir, 'source.sqlite');
      writeSourceFile(
        source,
        names.map((name) => sourceRow({ name })),
      );
      const path = join(local.dir, 'baseline.sqlite');
      prepareBaseline(source, path);
      const sqlite = new SqliteBaseline(path);
      try {
        const valid = readValidRows(source);
        for (const q of [
          'strasse',
          'stras',
          'tromso',
          'lodz',
          'lod',
          'x2',
          'σοφια',
          'σοφ',
          'ΣΟΦΊΑ',
          'women s',
          'women',
          's',
          'xii',
          'diyarbakir',
          'straße',
          'TROMSØ',
          'c++',
          'C#',
          '.net',
          '.ne',
          'symposium .NET',
        ]) {
          const filters: SearchFilters = { limit: 10, offset: 0, q };
          const expected = referenceSearch(valid, filters, TODAY);
          expect(expected.total, q).toBeGreaterThan(0);
          expect(sqlite.search(filters, TODAY), q).toEqual(expected);
        }
        // unicode61 folds the final sigma to σ; terms() keeps it, so "ς" is no prefix of "σοφια".
        const finalSigma: SearchFilters = { limit: 10, offset: 0, q: 'ς' };
        expect(referenceSearch(valid, finalSigma, TODAY).total).toBe(0);
        expect(sqlite.search(finalSigma, TODAY)).toEqual({ total: 0, ids: [] });
      } finally {
        sqlite.close();
      }
    } finally {
      local.cleanup();
    }
  });

  it('refuses to index a term the tokenizer would change (the Greek final sigma)', () => {
    const local = tempDir();
    try {
      const source = join(local.dir, 'source.sqlite');
      writeSourceFile(source, [sourceRow({ name: 'Σίσυφος Symposium' })]);
      expect(() => prepareBaseline(source, join(local.dir, 'baseline.sqlite'))).toThrow(
        /tokenizer disagrees with terms\(\).*σισυφος/,
      );
    } finally {
      local.cleanup();
    }
  });
});

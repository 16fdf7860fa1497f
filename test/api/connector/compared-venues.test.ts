/**
 * Venues named with no year, compared by a value their titles give (docs/api.md, Connector tools):
 * "ICLR vs ICML acceptance rates" is answered by one edition of each, whose title gives its series'
 * latest, not every edition of both in date order; a year named keeps its editions. Compared by
 * no value named ("compare ICLR and ICML", "Which is better, ICLR or ICML?"), their dates, rates,
 * h5-indexes, ranks and next calls.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot, type SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';
import { askOver } from './asking.js';

const { dir, cleanup } = tempDir('confdir-compared-venues-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

/** Three editions of each of three series: ICLR in April, ICML in July, KDD in August. */
const SERIES = [
  ['iclr', 'ICLR', 'International Conference on Learning Representations', '04'],
  ['icml', 'ICML', 'International Conference on Machine Learning', '07'],
  ['kdd', 'KDD', 'Knowledge Discovery and Data Mining', '08'],
] as const;

beforeAll(() => {
  const rows = SERIES.flatMap(([series, acronym, name, month], s) =>
    [2026, 2027, 2028].map((year, e) =>
      sourceRow({
        id: s * 10 + e + 1,
        name,
        acronym: `${acronym} ${year}`,
        series,
        start_date: `${year}-${month}-10`,
        end_date: `${year}-${month}-14`,
      }),
    ),
  );
  writeSourceFile(join(dir, 'source.sqlite'), rows, undefined, [], {
    acceptance_rates: [
      { series: 'iclr', year: 2026, rate: '27%' },
      { series: 'icml', year: 2026, rate: '26%' },
      { series: 'kdd', year: 2026, rate: '20%' },
    ],
    event_ranks: rows.map((row) => ({ event_id: row.id as number, system: 'h5-index', value: '300' })),
  });
  buildSnapshot({ input: join(dir, 'source.sqlite'), output: join(dir, 'events.snapshot') });
  index = openSnapshot(join(dir, 'events.snapshot'));
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const titles = (question: string) => ask(question).results.map((result) => result.title);

describe('venues named and compared by a value', () => {
  it('are each answered by their next edition, with their series’ latest rate', () => {
    for (const question of [
      'ICLR vs ICML vs KDD acceptance rates',
      'compare the acceptance rates of ICLR, ICML and KDD',
    ]) {
      expect(titles(question), question).toEqual([
        'ICLR 2027 — Berlin, Germany (acceptance rate 27% in 2026)',
        'ICML 2027 — Berlin, Germany (acceptance rate 26% in 2026)',
        'KDD 2027 — Berlin, Germany (acceptance rate 20% in 2026)',
      ]);
      expect(ask(question).reading).toContain('3 here, one edition of each series');
    }
  });

  it('by the h5-index too', () => {
    expect(titles('h5-index of ICML and KDD')).toEqual([
      'ICML 2027 — Berlin, Germany (h5-index 300)',
      'KDD 2027 — Berlin, Germany (h5-index 300)',
    ]);
  });

  it('by their ranks too', () => {
    // "What are the ranks of ICLR, ICML and KDD?" listed every edition of the three, a rank each.
    expect(titles('What are the ranks of ICLR, ICML and KDD?')).toEqual([
      'ICLR 2027 — Berlin, Germany (no CORE or CCF rank)',
      'ICML 2027 — Berlin, Germany (no CORE or CCF rank)',
      'KDD 2027 — Berlin, Germany (no CORE or CCF rank)',
    ]);
  });

  it('by what a researcher weighs when compared by no value named', () => {
    for (const question of [
      'compare ICLR and ICML',
      'ICLR vs ICML',
      'Which is better, ICLR or ICML?',
      'torn between ICLR and ICML',
    ]) {
      expect(titles(question), question).toEqual([
        'ICLR 2027 — Berlin, Germany (Apr 10-14, 2027; acceptance rate 27% in 2026; h5-index 300; no CORE or CCF rank; no deadline known)',
        'ICML 2027 — Berlin, Germany (Jul 10-14, 2027; acceptance rate 26% in 2026; h5-index 300; no CORE or CCF rank; no deadline known)',
      ]);
    }
  });

  it('by their next edition too when a subject none of them has is left out', () => {
    const answer = titles('Which is the better venue for a knowledge discovery paper: ICLR or ICML?');
    expect(answer).toHaveLength(2);
    expect(answer[0]).toMatch(/^ICLR 2027 — Berlin, Germany \(found without "knowledge", "discovery"/);
    expect(answer[1]).toMatch(/^ICML 2027 — /);
  });

  it('one venue asked its h5-index or rank, by its next edition alone', () => {
    expect(titles('What is the h5-index of ICML?')).toEqual(['ICML 2027 — Berlin, Germany (h5-index 300)']);
  });

  it('keep every edition of a year named, of one venue asked alone, or of venues asked no value', () => {
    expect(titles('ICLR 2026 vs ICML 2026 acceptance rates')).toHaveLength(2);
    // One venue: its next edition and those of a rate of their own (title-values.test.ts).
    expect(titles('ICLR acceptance rate')).toHaveLength(2);
    // Their deadlines are one edition each too (compared-deadlines.test.ts).
    expect(titles('ICLR and ICML')).toHaveLength(6);
  });
});

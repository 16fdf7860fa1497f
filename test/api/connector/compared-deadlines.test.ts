/**
 * The deadlines of venues named with no year (docs/api.md, Connector tools): one edition of
 * each, its first with a call still ahead, else its next, else its latest; those with a call ahead
 * first, soonest first; "previous deadlines" are the editions ended. Over three venues: ALPHA, whose 2027 call has passed and 2028's is
 * open; BETA, whose last edition has ended; GAMMA, whose 2027 call closes first; and Weaving Days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-compared-deadlines-');
const TODAY = parseIsoDate('2026-11-22')!;
let index: SnapshotIndex;
/** [id, acronym, series, start, paper deadline] */
const EDITIONS: [number, string, string, string, string][] = [
  [1, 'ALPHA 2026', 'alpha', '2026-05-10', '2025-11-10'],
  [2, 'ALPHA 2027', 'alpha', '2027-05-10', '2026-11-10'],
  [3, 'ALPHA 2028', 'alpha', '2028-05-10', '2027-11-10'],
  [4, 'BETA 2025', 'beta', '2025-09-10', '2025-03-10'],
  [5, 'BETA 2026', 'beta', '2026-09-10', '2026-03-10'],
  [6, 'GAMMA 2027', 'gamma', '2027-06-10', '2027-01-15'],
];

beforeAll(() => {
  index = indexOfRows(
    dir,
    [
      ...EDITIONS.map(([id, acronym, series, start_date]) =>
        sourceRow({ id, name: `Symposium ${series}`, acronym, series, start_date, end_date: start_date }),
      ),
      // A word of the data none of the three has.
      sourceRow({ id: 7, name: 'Weaving Days', start_date: '2027-03-10', end_date: '2027-03-10' }),
    ],
    EDITIONS.map(([event_id, , , , due]) => ({ event_id, kind: 'paper', due, timezone: 'AoE' })),
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const acronyms = (question: string) => ask(question).results.map((result) => result.title.split(' —')[0]);

describe('the deadlines of several venues named with no year', () => {
  it('are one edition of each, those with a call ahead first, soonest first', () => {
    const answer = ask('deadlines of ALPHA, BETA and GAMMA');
    expect(answer.results.map((result) => result.title)).toEqual([
      'GAMMA 2027 — Berlin, Germany (paper deadline 2027-01-15)',
      'ALPHA 2028 — Berlin, Germany (paper deadline 2027-11-10)',
      "BETA 2026 — Berlin, Germany (BETA 2027 not listed yet: paper deadline about 2027-03-10, a year after this edition's; paper deadline passed 2026-03-10; ended 2026-09-10)",
    ]);
    expect(answer.reading).toContain('3 here, one edition of each series');
  });

  it('of one venue named, are its edition with a call ahead, not its passed ones first', () => {
    expect(acronyms('ALPHA deadlines')).toEqual(['ALPHA 2028']);
    expect(acronyms('When is the BETA deadline?')).toEqual(['BETA 2026']);
  });

  it('are one edition of each when words of a paper none of them has are left out', () => {
    // Every edition was given, each found without the words, ALPHA 2026 and 2027 before 2028.
    const answer = ask("I'm deciding between ALPHA and GAMMA for a paper on weaving. Which has the later deadline?");
    expect(answer.results.map((result) => result.title.split(' —')[0]!.split(' (')[0])).toEqual([
      'GAMMA 2027',
      'ALPHA 2028',
    ]);
    expect(answer.results[0]!.title).toContain('found without "weaving"');
  });

  it('are every edition when a year or a window is asked, or the past', () => {
    expect(acronyms('deadlines of ALPHA and GAMMA in 2027')).toEqual(['ALPHA 2027', 'GAMMA 2027']);
    expect(acronyms('previous deadlines of ALPHA')).toEqual(['ALPHA 2026']);
    expect(acronyms('ALPHA previous deadlines')).toEqual(['ALPHA 2026']);
    // Not a question of deadlines: every edition, as before.
    expect(acronyms('ALPHA and BETA')).toHaveLength(5);
  });
});

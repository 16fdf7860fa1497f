/**
 * Windows apart a question joins (docs/api.md, Connector tools): "in March or October 2027",
 * "deadlines in January or in May", "2025 and 2027" are each searched alone with the rest of the
 * question, not the window from the first to the last with the months between; windows that meet
 * ("in December and January") stay one. A year after "for" is the events'. Over chemistry meetings
 * of several months.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-window-alternatives-');
const TODAY = parseIsoDate('2026-11-29')!;
let index: SnapshotIndex;

/** [id, day, paper deadline] */
const MEETINGS: [number, string, string][] = [
  [1, '2027-03-10', '2026-12-10'],
  [2, '2027-06-10', '2027-01-15'],
  [3, '2027-10-10', '2027-05-15'],
  [4, '2026-12-20', '2026-09-01'],
  [5, '2027-01-20', '2026-10-01'],
];

beforeAll(() => {
  index = indexOfRows(
    dir,
    MEETINGS.map(([id, day]) => sourceRow({ id, name: `Glacier Chemistry Meeting ${id}`, ...on(day) })),
    MEETINGS.map(([id, , due]) => ({ event_id: id, kind: 'paper', due, timezone: 'AoE' })),
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('windows apart', () => {
  it('of the events, are each searched, not the months between, each title with its dates', () => {
    const answer = ask('chemistry conferences in March or October 2027');
    expect(idsOf(answer)).toEqual([1, 3]);
    expect(answer.reading).toContain(
      'any of from=2027-03-01, to=2027-03-31 (1 event), from=2027-10-01, to=2027-10-31 (1 event)',
    );
    expect(answer.results.every(({ title }) => /\((Mar|Oct) 10, 2027\)$/.test(title))).toBe(true);
  });

  it('of the deadlines, the second with its own "in", are each searched', () => {
    const answer = ask('chemistry conferences with deadlines in January or in May 2027');
    expect(idsOf(answer)).toEqual([2, 3]);
    expect(answer.reading).toContain('bounds the deadlines: 2027-01-01 to 2027-01-31 or 2027-05-01 to 2027-05-31');
  });

  it('that meet are one window', () => {
    const answer = ask('chemistry conferences in December and January');
    expect(idsOf(answer)).toEqual([4, 5]);
    expect(answer.reading).not.toContain('any of');
  });
});

describe('a year after "for"', () => {
  it('is the year of the events, whose deadlines may fall before it', () => {
    const answer = ask('chemistry conference deadlines for 2027');
    expect(answer.reading).toContain('year=2027');
    expect(answer.reading).not.toContain('deadline_from');
    // Meeting 1 (March 2027) closed in December 2026.
    expect(idsOf(answer)).toContain(1);
    expect(ask('chemistry conference deadlines in 2027').reading).toContain('deadline_from=2027-01-01');
  });
});

/**
 * An open call asked of events held in a window to come (docs/api.md, Connector tools): the venues
 * whose next edition, not listed yet, is foreseen in the window and whose call foreseen is ahead,
 * the soonest first, each title saying when it is held and its call; not one whose call has passed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-open-call-foreseen-');
let index: SnapshotIndex;
const edition = (id: number, acronym: string, day: string) =>
  sourceRow({
    id,
    name: `${acronym.slice(0, 2)} Reef Learning Conference`,
    acronym: `${acronym} ${day.slice(0, 4)}`,
    series: acronym.toLowerCase(),
    sub_topic: 'Reef Learning',
    start_date: day,
    end_date: day,
    website: `https://example.org/${acronym.toLowerCase()}/${day.slice(0, 4)}`,
  });
const paper = (event_id: number, due: string) => ({ event_id, kind: 'paper', due, timezone: 'AoE' });

beforeAll(() => {
  index = indexOfRows(
    dir,
    [
      // Held every August, its call in May: the next foreseen in August 2027, its call about May 2027.
      edition(1, 'RMX', '2025-08-10'),
      edition(2, 'RMX', '2026-08-10'),
      // Held every July, its call in March: foreseen too, its call sooner.
      edition(3, 'RJX', '2025-07-10'),
      edition(4, 'RJX', '2026-07-10'),
      // Held every June, its call the October before: the next's call, about October 2026, passed.
      edition(5, 'ROX', '2025-06-10'),
      edition(6, 'ROX', '2026-06-10'),
      // Its 2027 edition listed, no call announced: its deadline estimated from 2026's.
      edition(7, 'RKX', '2026-04-10'),
      edition(8, 'RKX', '2027-04-10'),
      // Its call announced and open.
      edition(9, 'RAX', '2027-04-20'),
    ],
    [
      paper(1, '2025-05-12'),
      paper(2, '2026-05-12'),
      paper(3, '2025-03-02'),
      paper(4, '2026-03-02'),
      paper(5, '2024-10-01'),
      paper(6, '2025-10-01'),
      paper(7, '2026-01-20'),
      paper(9, '2027-01-10'),
    ],
  );
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-05')!);

describe('an open call of a window to come', () => {
  it('answers the venues foreseen in the window whose call is ahead, the soonest first', () => {
    const answer = ask('reef learning conferences in summer 2027 with deadlines I can still make');
    const titles = answer.results.map((result) => result.title);
    expect(titles.some((title) => title.startsWith('ROX'))).toBe(false);
    expect(titles[0]).toMatch(
      /^RJX 2026 .*RJX 2027 not listed yet: held about July 2027, a year after this edition; paper deadline about 2027-03-02/,
    );
    expect(titles[1]).toMatch(/^RMX 2026 .*held about August 2027.*; paper deadline about 2027-05-12/);
  });

  it('answers them after the events whose deadline is estimated ahead, and counts both', () => {
    const answer = ask('reef learning conferences in 2027 with open calls');
    const titles = answer.results.map((result) => result.title.replace(/ — .*? \(/, ' ('));
    expect(titles.map((title) => title.split(' (')[0])).toEqual(['RAX 2027', 'RKX 2027', 'RJX 2026', 'RMX 2026']);
    // The open call's own deadline said too, not asked in words.
    expect(titles[0]).toBe('RAX 2027 (paper deadline 2027-01-10)');
    expect(titles[1]).toContain('paper deadline estimated: 2027-01-20');
    expect(answer.reading).toContain('2 more venues whose next editions are not listed yet, foreseen in the window');
  });
});

/**
 * A window ahead of notifications or camera-ready deadlines, its page short (docs/api.md, Connector
 * tools): the events of the same window a year earlier answer after those dated in it, each by its
 * series' edition a year on, or by itself when that is not listed yet and the series meets every
 * year; not one whose edition a year on has its date announced, nor one of a series two years apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-kind-year-before-');
let index: SnapshotIndex;
const held = (day: string) => ({ start_date: day, end_date: day });
const edition = (id: number, acronym: string, day: string) =>
  sourceRow({
    id,
    name: `${acronym} Glacier Conference`,
    acronym: `${acronym} ${day.slice(0, 4)}`,
    series: acronym.toLowerCase(),
    ...held(day),
  });
const notified = (event_id: number, due: string) => ({ event_id, kind: 'notification', due, timezone: 'AoE' });

beforeAll(() => {
  index = indexOfRows(
    dir,
    [
      // Its 2027 edition notifies in May 2027, announced: the page.
      edition(1, 'ANX', '2027-07-10'),
      // Notified in May 2026; its 2027 edition listed, no notification announced yet.
      edition(2, 'BNX', '2026-07-10'),
      edition(3, 'BNX', '2027-07-12'),
      // Notified in May 2026, every year, its 2027 edition not listed yet.
      edition(4, 'CNX', '2025-08-10'),
      edition(5, 'CNX', '2026-08-10'),
      // Its 2027 edition's notification announced in June: known, not in the window.
      edition(6, 'DNX', '2026-06-10'),
      edition(7, 'DNX', '2027-06-10'),
      // Two years apart: no edition of 2027 foreseen.
      edition(8, 'ENX', '2024-09-10'),
      edition(9, 'ENX', '2026-09-10'),
    ],
    [
      notified(1, '2027-05-20'),
      notified(2, '2026-05-03'),
      notified(5, '2026-05-12'),
      notified(4, '2025-05-12'),
      notified(6, '2026-05-05'),
      notified(7, '2027-06-02'),
      notified(9, '2026-05-08'),
    ],
  );
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-05')!);
const titles = (question: string) => ask(question).results.map((result) => result.title.replace(/ — .*? \(/, ' ('));

describe('a window ahead of a kind of deadline, few dated in it', () => {
  it('goes on with the events of the window a year earlier, a year on', () => {
    const answer = ask('Which glacier conferences notify authors in May 2027?');
    expect(titles('Which glacier conferences notify authors in May 2027?')).toEqual([
      'ANX 2027 (notification 2027-05-20)',
      "BNX 2027 (notification about 2027-05-03, a year after BNX 2026's)",
      "CNX 2026 (CNX 2027 not listed yet: notification about 2027-05-12, a year after this edition's; ended 2026-08-10)",
    ]);
    expect(answer.reading).toMatch(
      /; 2 more events have a notification foreseen in the window, a year after the edition before's, none announced yet\.$/,
    );
  });

  it('answers them alone when none is dated in the window', () => {
    const answer = ask('Which glacier conferences notify authors between May 3 and May 10, 2027?');
    expect(answer.results.map((result) => result.title.replace(/ — .*? \(/, ' ('))).toEqual([
      "BNX 2027 (notification about 2027-05-03, a year after BNX 2026's)",
    ]);
    expect(answer.reading).toMatch(/; 1 event has a notification foreseen in the window/);
  });

  it('says none of a window that ended', () => {
    expect(ask('Which glacier conferences notified authors in May 2026?').results.map((r) => r.title)).toHaveLength(4);
    expect(ask('Which glacier conferences notify authors in March 2027?').message).toMatch(/^No event matches/);
  });
});

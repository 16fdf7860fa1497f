/**
 * The events held with an edition (docs/api.md, Connector tools): "workshops at X 2027" answers
 * the workshops in X's city from the day before its start to the day after its end, never X
 * itself; "co-located" asks for every type; "in the same city as X" those of its city on any day;
 * a question about X alone is X; none found is said, and an edition of no place known yet; of
 * several editions named, each one's; of a subject none of them has, those without it. Over a few
 * events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-colocated-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

/** [id, acronym, type, city, start, end] */
const EVENTS: [number, string, string, string, string, string][] = [
  [1, 'HOSTCONF 2027', 'conference', 'Lyon', '2027-06-10', '2027-06-14'],
  [2, 'WSBEFORE 2027', 'workshop', 'Lyon', '2027-06-09', '2027-06-09'],
  [3, 'WSAFTER 2027', 'workshop', 'Lyon', '2027-06-15', '2027-06-15'],
  [4, 'WSLATER 2027', 'workshop', 'Lyon', '2027-06-17', '2027-06-17'],
  [5, 'WSPARIS 2027', 'workshop', 'Paris', '2027-06-11', '2027-06-11'],
  [6, 'SEMLYON 2027', 'seminar', 'Lyon', '2027-06-12', '2027-06-12'],
  [7, 'HOSTCONF 2025', 'conference', 'Paris', '2025-06-10', '2025-06-12'],
  [8, 'WSOLD 2025', 'workshop', 'Paris', '2025-06-11', '2025-06-11'],
  [9, 'LONECONF 2027', 'conference', 'Nice', '2027-09-01', '2027-09-03'],
];

beforeAll(() => {
  const rows = EVENTS.map(([id, acronym, type, city, start_date, end_date]) =>
    // LONECONF's name gives the data the word "robotics", which no workshop has.
    sourceRow({
      id,
      name: id === 9 ? 'Robotics Forum' : `Event ${id}`,
      acronym,
      type,
      city,
      country: 'France',
      start_date,
      end_date,
    }),
  );
  // An edition of no place known yet.
  rows.push(
    sourceRow({
      id: 10,
      name: 'Event 10',
      acronym: 'NOPLACE 2028',
      city: null,
      country: 'TBD',
      start_date: '2028-03-03',
      end_date: '2028-03-05',
    }),
  );
  index = indexOfRows(dir, rows);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const ids = idsOf;

describe('the events held with an edition', () => {
  it('are the workshops in its city from the day before its start to the day after its end', () => {
    const answer = ask('workshops at HOSTCONF 2027');
    expect(ids(answer)).toEqual([2, 3]);
    expect(answer.reading).toBe(
      'Read as type=workshop, acronym=HOSTCONF, year=2027; held with HOSTCONF 2027: in Lyon, France, 2027-06-10 to 2027-06-14, a day either side.',
    );
    for (const result of answer.results) expect(result.title).not.toContain('found without');
  });

  it('are of every type when the question says "co-located", the edition left out', () => {
    expect(ids(ask('events co-located with HOSTCONF 2027'))).toEqual([2, 3, 6]);
    expect(ids(ask('satellite events of HOSTCONF 2027'))).toEqual([2, 3, 6]);
  });

  it("are said to be none found when none is, the answer then the question's own", () => {
    const answer = ask('workshops at LONECONF 2027');
    expect(ids(answer)).toEqual([9]);
    expect(answer.reading).toContain(
      'none found held with LONECONF 2027 (in Nice, France, 2027-09-01 to 2027-09-03, a day either side)',
    );
    expect(ask('events co-located with LONECONF 2027').reading).toContain('none found held with LONECONF 2027');
  });

  it('are, "in the same city as" it, those of its city on any day', () => {
    const answer = ask('events in the same city as HOSTCONF 2027');
    expect(ids(answer).sort()).toEqual([2, 3, 4, 6]);
    expect(answer.reading).toContain('in the city of HOSTCONF 2027: in Lyon, France');
    expect(answer.reading).not.toContain('not read');
  });

  it('are said to be none found when its place is not known yet', () => {
    expect(ask('workshops at NOPLACE 2028').reading).toContain(
      'none found held with NOPLACE 2028: its place or dates are not known yet',
    );
  });

  it('are, of several editions named, those held with each, in turn, each said', () => {
    const answer = ask('workshops at HOSTCONF 2027 or LONECONF 2027');
    expect(ids(answer)).toEqual([2, 3]);
    expect(answer.reading).toContain('held with HOSTCONF 2027: in Lyon, France');
    expect(answer.reading).toContain('none found held with LONECONF 2027 (in Nice, France');
  });

  it('are, of a subject none of them has, those held with it, each title saying so', () => {
    const answer = ask('workshops on robotics at HOSTCONF 2027');
    expect(answer.reading).toContain('q="robotics"');
    expect(ids(answer)).toEqual([2, 3]);
    for (const { title } of answer.results) expect(title).toContain('(found without "robotics")');
  });

  it('are, without a year, those of its next edition, and of the edition a year names', () => {
    expect(ids(ask('workshops at HOSTCONF'))).toEqual([2, 3]);
    expect(ids(ask('workshops at HOSTCONF 2025'))).toEqual([8]);
  });

  it('are not asked for by a question about the edition alone', () => {
    expect(ids(ask('When is HOSTCONF 2027?'))).toEqual([1]);
    expect(ids(ask('When is HOSTCONF?'))).toEqual([1, 7]);
    expect(ids(ask('HOSTCONF 2027 conference'))).toEqual([1]);
  });
});

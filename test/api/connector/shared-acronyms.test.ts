/**
 * Two venues of one acronym (docs/api.md, Connector tools): each is its own series, so "one
 * edition of each series" keeps an edition of both, and two results of one acronym and year are
 * told apart by their names, "X and FSE" and "like X or FSE" name the FSE of X's field. Over a few
 * events: FSE, ACM's and IACR's, ICSE and CHES.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-shared-acronyms-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

const ACM = 'ACM International Conference on the Foundations of Software Engineering';
const IACR = 'Fast Software Encryption';
const SE = 'Software Engineering';
const CRYPTO = 'Cryptography';
/** [id, acronym, series, name, city, start, sub-topic] */
const EVENTS: [number, string, string, string, string, string, string][] = [
  [1, 'FSE 2027', 'FSE', ACM, 'Lyon', '2027-07-12', SE],
  [2, 'FSE 2028', 'FSE', ACM, 'Paris', '2028-07-10', SE],
  [3, 'FSE 2027', 'FSE (Cryptography)', IACR, 'Nice', '2027-03-20', CRYPTO],
  [4, 'FSE 2028', 'FSE (Cryptography)', IACR, 'Lille', '2028-03-18', CRYPTO],
  [5, 'ICSE 2027', 'ICSE', 'International Conference on Software Engineering', 'Dijon', '2027-04-25', SE],
  [6, 'CHES 2027', 'CHES', 'Cryptographic Hardware and Embedded Systems', 'Brest', '2027-09-12', CRYPTO],
];

beforeAll(() => {
  const rows = EVENTS.map(([id, acronym, series, name, city, start, sub_topic]) =>
    sourceRow({ id, name, acronym, series, city, country: 'France', start_date: start, end_date: start, sub_topic }),
  );
  index = indexOfRows(dir, rows);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('two venues of one acronym', () => {
  it('are two series: one edition of each', () => {
    const answer = ask('software conferences');
    expect(answer.results.map((result) => Number(result.id)).sort()).toEqual([1, 3, 5]);
    expect(answer.reading).toContain('one edition of each series');
  });

  it('are told apart by their names where one acronym and year shows twice', () => {
    expect(ask('FSE 2027').results.map((result) => result.title)).toEqual([
      `FSE 2027 (${IACR}) — Nice, France`,
      `FSE 2027 (${ACM}) — Lyon, France`,
    ]);
    // Once, the acronym alone says it.
    expect(ask('FSE 2027 in Lyon').results.map((result) => result.title)).toEqual(['FSE 2027 — Lyon, France']);
  });

  it('named beside another venue, are the one of its field', () => {
    expect(ask('ICSE and FSE').results.map((result) => Number(result.id))).toEqual([5, 1, 2]);
    expect(ask('deadlines of FSE and CHES 2027').results.map((result) => Number(result.id))).toEqual([3, 6]);
    // So when found without words beside them ("ICSE 2027 and FSE 2027 on testing").
    const widened = ask('ICSE 2027 and FSE 2027 on hardware');
    expect(widened.results.map((result) => Number(result.id))).toEqual([5, 1]);
    expect(widened.results[1]!.title).toBe('FSE 2027 — Lyon, France (found without "hardware")');
    // Alone, or beside a venue of neither field, both are answered.
    expect(ask('FSE').results).toHaveLength(4);
  });

  it('compare "like ICSE or FSE" with the FSE of ICSE\'s field, "like CHES or FSE" with the other', () => {
    // The next FSE is IACR's (March): ICSE, of software engineering, names ACM's.
    expect(ask('conferences like ICSE or FSE').reading).toContain('"like FSE": events alike FSE (id 1)');
    expect(ask('venues like CHES or FSE').reading).toContain('"like FSE": events alike FSE (id 3)');
    expect(ask('conferences like FSE').reading).toContain('"like FSE": events alike FSE (id 3)');
  });
});

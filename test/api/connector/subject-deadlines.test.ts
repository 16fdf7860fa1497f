/**
 * A question of a subject's deadlines with no window, call or order of its own ("What are the NLP
 * deadlines?", docs/api.md, Connector tools): of the venues found, those with a deadline ahead come
 * first, in the order found, then those whose calls closed. Over three welding conferences of 2027,
 * the soonest one's call closed, the next one's ahead, the last one's unknown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-subject-deadlines-');
const TODAY = parseIsoDate('2026-11-30')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(
    dir,
    [
      sourceRow({ id: 1, name: 'Welding Forum', acronym: 'WF 2027', sub_topic: 'Welding', ...on('2027-03-10') }),
      sourceRow({ id: 2, name: 'Welding Days', acronym: 'WD 2027', sub_topic: 'Welding', ...on('2027-06-10') }),
      sourceRow({ id: 3, name: 'Welding Meeting', acronym: 'WM 2027', sub_topic: 'Welding', ...on('2027-09-10') }),
    ],
    [
      { event_id: 1, kind: 'paper', due: '2026-10-01', timezone: 'AoE' },
      { event_id: 2, kind: 'paper', due: '2027-02-01', timezone: 'AoE' },
    ],
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
/** The ids of an answer's results, in its order. */
const ids = (question: string) => ask(question).results.map((result) => Number(result.id));

describe("a subject's deadlines asked with no window", () => {
  it('answers the venues with a deadline ahead first, then those whose call closed', () => {
    for (const question of ['What are the welding deadlines?', 'welding conference deadlines'])
      expect(ids(question), question).toEqual([2, 1, 3]);
  });

  it('keeps the order found when no deadline is asked, or a window is', () => {
    expect(ids('welding conferences')).toEqual([1, 2, 3]);
    expect(ids('welding deadlines in 2027')).toEqual([2]);
  });
});

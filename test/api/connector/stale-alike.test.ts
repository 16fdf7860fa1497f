/**
 * "conferences like X" (docs/api.md, Connector tools): the venues alike, most alike first, those
 * whose latest edition ended over a year ago after the others, most likely no longer held; one
 * ended within the year keeps its place, its next edition not announced yet. Over four series,
 * three of one field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-stale-alike-');
const TODAY = parseIsoDate('2026-11-30')!;
let index: SnapshotIndex;

/**
 * [id, acronym, start, field]: the reference, two of its field, and one of another field that
 * lists the reference's second, which the search answers after its own field.
 */
const EVENTS: [number, string, string, string][] = [
  [1, 'ALPHA 2027', '2027-05-10', 'Machine Learning'],
  [2, 'BETA 2020', '2020-05-10', 'Machine Learning'], // its latest edition six years ago
  [3, 'GAMMA 2026', '2026-06-10', 'Machine Learning'], // ended within the year
  [4, 'DELTA 2027', '2027-09-10', 'Computer Vision'],
];

beforeAll(() => {
  index = indexOfRows(
    dir,
    EVENTS.map(([id, acronym, start_date, sub_topic]) =>
      sourceRow({
        id,
        name: `Conference on Learning ${acronym.split(' ')[0]}`,
        acronym,
        series: acronym.split(' ')[0]!.toLowerCase(),
        sub_topic,
        start_date,
        end_date: start_date,
      }),
    ),
    undefined,
    { event_topics: [{ event_id: 4, kind: 'sub_topic', name: 'Machine Learning' }] },
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('venues alike another', () => {
  it('answers a venue last held over a year ago after those to come, one ended within the year in its place', () => {
    expect(ask('conferences like ALPHA').results.map((result) => Number(result.id))).toEqual([3, 4, 2]);
  });
});

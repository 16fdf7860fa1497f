/**
 * A question of a subject's deadlines (docs/api.md, Connector tools) answers the events of the
 * subject itself first, each part soonest first: a venue of another field that a tracker tags with
 * the subject too follows those filed under it, however soon its deadline. Over two vision venues
 * and a data mining venue tagged with computer vision, whose deadline comes first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-deadline-subject-order-');
const TODAY = parseIsoDate('2026-11-30')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(
    dir,
    [
      sourceRow({
        id: 1,
        name: 'Applied Intelligent Systems',
        acronym: 'AIS 2027',
        sub_topic: 'Data Mining',
        ...on('2027-06-01'),
      }),
      sourceRow({
        id: 2,
        name: 'Document Analysis Days',
        acronym: 'DAD 2027',
        sub_topic: 'Computer Vision',
        ...on('2027-07-01'),
      }),
      sourceRow({
        id: 3,
        name: 'Vision Summit',
        acronym: 'VSU 2027',
        sub_topic: 'Computer Vision',
        ...on('2027-08-01'),
      }),
    ],
    [
      { event_id: 1, kind: 'paper', due: '2026-12-15', timezone: 'AoE' },
      { event_id: 2, kind: 'paper', due: '2027-01-20', timezone: 'AoE' },
      { event_id: 3, kind: 'paper', due: '2027-01-10', timezone: 'AoE' },
    ],
    { event_topics: [{ event_id: 1, kind: 'sub_topic', name: 'Computer Vision' }] },
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe("a subject's deadlines", () => {
  it('are those of the subject itself first, soonest first, then those of venues that list it', () => {
    const answer = ask('Which computer vision conferences have deadlines in December 2026 or January 2027?');
    expect(answer.results.map((result) => result.id)).toEqual(['3', '2', '1']);
  });

  it('with open calls, too', () => {
    const answer = ask('computer vision conferences with open calls');
    expect(answer.results.map((result) => result.id)).toEqual(['3', '2', '1']);
  });
});

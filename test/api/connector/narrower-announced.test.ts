/**
 * Of a narrower subject's page in a deadline window ahead, the events whose deadline is announced
 * there say it beside those whose deadline is only estimated (docs/api.md, Connector tools): "I
 * work on reinforcement learning for robotics; where should I submit by March 2027?" said IEA/AIE
 * 2027 "found without 'reinforcement learning'" and not its deadline, 2026-12-15.
 * Over a few events: a robotics series whose 2027 edition has no deadline yet, a robotics
 * conference whose deadline is announced, and a conference of code manipulation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-narrower-announced-');
const TODAY = parseIsoDate('2026-11-22')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(
    dir,
    [
      // Its past editions had their paper deadline 120 days before 10 June: 2027's is estimated for 10 February.
      ...[2025, 2026, 2027].map((year) =>
        sourceRow({
          id: year,
          name: 'Robotics Science Summit',
          series: 'rss',
          sub_topic: 'Robotics',
          ...on(`${year}-06-10`),
        }),
      ),
      sourceRow({ id: 1, name: 'Robotics Applications Days', sub_topic: 'Robotics', ...on('2027-05-20') }),
      sourceRow({ id: 2, name: 'Working Conference on Source Code Analysis and Manipulation', ...on('2027-05-10') }),
    ],
    [
      ...[2025, 2026].map((year) => ({ event_id: year, kind: 'paper', due: `${year}-02-10`, timezone: 'AoE' })),
      { event_id: 1, kind: 'paper', due: '2027-01-15', timezone: 'AoE' },
    ],
  );
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);

describe('a narrower subject in a deadline window ahead', () => {
  it('says the deadline announced in the window beside the ones estimated there', () => {
    const answer = ask('robotics manipulation conferences with deadlines by March 2027');
    expect(answer.results.map((result) => result.title).sort()).toEqual([
      expect.stringMatching(
        /^Robotics Applications Days 2027 .*\(found without "manipulation"; paper deadline 2027-01-15\)$/,
      ),
      expect.stringMatching(
        /^Robotics Science Summit 2027 .*\(found without "manipulation"; paper deadline estimated: 2027-02-10\)$/,
      ),
    ]);
  });
});

/**
 * A question of a subject no event has together, asked of a rank read from "best" or "top" and
 * other parts (docs/api.md, Connector tools): the narrower subject is searched without the rank
 * and one other part when nothing less finds events, each title saying what was left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-narrower-ranked-');
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(
    dir,
    // A venue of "yarn" held every October, its call in March; its 2027 edition not listed. No
    // event has "yarn spinning": "spinning" is of more events, long ended.
    [
      ...[3, 4, 5].map((id) =>
        sourceRow({ id, name: `Spinning Wheel Days ${id}`, start_date: '2019-05-10', end_date: '2019-05-11' }),
      ),
      ...[2025, 2026].map((year) =>
        sourceRow({
          id: year - 2024,
          name: 'Yarn Modelling Conference',
          acronym: `YMX ${year}`,
          series: 'ymx',
          start_date: `${year}-10-10`,
          end_date: `${year}-10-12`,
        }),
      ),
    ],
    [
      { event_id: 1, kind: 'paper', due: '2025-03-20', timezone: 'AoE' },
      { event_id: 2, kind: 'paper', due: '2026-03-20', timezone: 'AoE' },
    ],
  );
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-05')!);

describe('a narrower subject of a ranked question', () => {
  it('is searched without the rank and one other part', () => {
    const answer = ask('What are the best venues for yarn spinning in 2027, with deadlines I can still make?');
    expect(answer.reading).toMatch(/^Read as rank=CORE:A\*,CCF:A, year=2027, cfp=open, q="yarn spinning"/);
    expect(answer.results.map((result) => result.title)).toEqual([
      expect.stringMatching(
        /^YMX 2026 .*\(found without "spinning" and without rank=CORE:A\*,CCF:A and without year=2027; YMX 2027 not listed yet: paper deadline about 2027-03-20/,
      ),
    ]);
  });
});

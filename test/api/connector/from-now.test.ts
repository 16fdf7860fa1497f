/**
 * Days counted from today (docs/api.md, Connector tools): "3 months from now" is that day in a
 * range or after a bound, the days to it alone; "2 to 6 months from now", "between 2 and 6 months
 * from now" and "in 2 to 6 months" run from the first count to the second. "from now" read alone
 * was today, which made "from 2 months from now to 6 months from now" every event from today on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-from-now-');
const TODAY = parseIsoDate('2026-12-01')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [sourceRow({ name: 'Robotics Symposium', sub_topic: 'Robotics' })]);
});
afterAll(cleanup);

const read = (question: string) => readQuestion(index, question, TODAY).parameters;

describe('a count of units from now', () => {
  it('is that day at either end of a range', () => {
    for (const question of [
      'robotics conferences from 2 months from now to 6 months from now',
      'robotics conferences between two months from today and six months from today',
    ])
      expect(read(question), question).toMatchObject({ from: '2027-02-01', to: '2027-06-01' });
    expect(read('robotics deadlines between now and 3 months from now')).toMatchObject({
      deadline_from: '2026-12-01',
      deadline_to: '2027-03-01',
    });
  });

  it('is that day after a bound, and the days to it alone', () => {
    expect(read('robotics conferences starting 3 months from now')).toMatchObject({ from: '2027-03-01' });
    expect(read('robotics conferences starting 3 months from now').to).toBeUndefined();
    expect(read('robotics conferences 3 weeks from now')).toMatchObject({ from: '2026-12-01', to: '2026-12-22' });
  });

  it('runs from the first count to the second of two counts of one unit', () => {
    for (const question of [
      'robotics conferences 2 to 6 months from now',
      'robotics conferences between 2 and 6 months from now',
      'robotics conferences in 2 to 6 months',
      'robotics conferences in 2-6 months',
    ])
      expect(read(question), question).toMatchObject({ from: '2027-02-01', to: '2027-06-01' });
    // Not counted from today: no window ("2 to 6 months" long).
    expect(read('robotics conferences lasting 2 to 6 months').from).toBeUndefined();
  });

  it('is today alone for deadlines due today, and from today after a word of starting', () => {
    expect(read('robotics deadlines today')).toMatchObject({ deadline_from: '2026-12-01', deadline_to: '2026-12-01' });
    // The asker starts today: the deadlines from today on, not those due today ("if I start writing today").
    for (const question of [
      'robotics conferences whose deadline I can still make if I start writing today',
      'robotics deadlines starting today',
    ]) {
      expect(read(question), question).toMatchObject({ deadline_from: '2026-12-01' });
      expect(read(question).deadline_to, question).toBeUndefined();
    }
  });
});

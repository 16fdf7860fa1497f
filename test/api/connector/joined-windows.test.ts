/**
 * Windows joined as one (docs/api.md, Connector tools): a list of months or years, "March, April
 * or May 2027", "2027, 2028 or 2029", "Jan/Feb 2027", is the window from the first to the last,
 * its first not left out beside the others; a list of windows apart is each searched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-joined-windows-');
const TODAY = parseIsoDate('2026-11-30')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [sourceRow({ name: 'Robotics Symposium', sub_topic: 'Robotics' })]);
});
afterAll(cleanup);

const read = (question: string) => readQuestion(index, question, TODAY);

describe('a list of windows', () => {
  it('of months or years side by side is one window, from the first to the last', () => {
    expect(read('robotics conferences in March, April or May 2027').parameters).toMatchObject({
      from: '2027-03-01',
      to: '2027-05-31',
    });
    expect(read('robotics conferences in 2027, 2028 or 2029').parameters).toMatchObject({
      from: '2027-01-01',
      to: '2029-12-31',
    });
    expect(read('robotics deadlines in Jan/Feb 2027').parameters).toMatchObject({
      deadline_from: '2027-01-01',
      deadline_to: '2027-02-28',
    });
    expect(read('robotics conferences in March, April or May 2027').notes.join('; ')).not.toContain('left out');
  });

  it('of windows apart is each window', () => {
    expect(read('robotics conferences in March, June or October 2027').windows).toEqual([
      { type: 'conference', q: 'robotics', from: '2027-03-01', to: '2027-03-31' },
      { type: 'conference', q: 'robotics', from: '2027-06-01', to: '2027-06-30' },
      { type: 'conference', q: 'robotics', from: '2027-10-01', to: '2027-10-31' },
    ]);
  });
});

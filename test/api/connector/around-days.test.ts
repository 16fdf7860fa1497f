/**
 * "around" a day (docs/api.md, Connector tools): "deadlines around Christmas" read Christmas Day
 * alone, and so found nothing due the week before or after it. "around", "roughly",
 * "approximately" or "circa" before a window of a week or less widen it by a week on each side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-around-days-');
const TODAY = parseIsoDate('2026-12-01')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [sourceRow({ name: 'Robotics Symposium', sub_topic: 'Robotics' })]);
});
afterAll(cleanup);

const read = (question: string) => readQuestion(index, question, TODAY);

describe('a window around a day', () => {
  it('is a week either side of a holiday or a date', () => {
    expect(read('robotics deadlines around Christmas')).toMatchObject({
      parameters: { deadline_from: '2026-12-18', deadline_to: '2027-01-01' },
      notes: ['"around Christmas" bounds the deadlines: 2026-12-18 to 2027-01-01'],
    });
    expect(read('robotics conferences roughly on March 15, 2027').parameters).toMatchObject({
      from: '2027-03-08',
      to: '2027-03-22',
    });
    expect(read('robotics deadlines around the new year')).toMatchObject({
      parameters: { deadline_from: '2026-12-25', deadline_to: '2027-01-08' },
      notes: ['"around the new year" bounds the deadlines: 2026-12-25 to 2027-01-08'],
    });
  });

  it('keeps a day alone without it, and a longer window as it is', () => {
    expect(read('robotics deadlines on Christmas').parameters).toMatchObject({
      deadline_from: '2026-12-25',
      deadline_to: '2026-12-25',
    });
    expect(read('robotics deadlines around March 2027').parameters).toMatchObject({
      deadline_from: '2027-03-01',
      deadline_to: '2027-03-31',
    });
  });
});

/**
 * Words about the asker ("a master student", "undergraduates") are never the subject of a question
 * (docs/api.md, Connector tools), though names of the data hold them. Over a few events, one of
 * them named for masters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { termEvents } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-asker-words-');
const TODAY = parseIsoDate('2026-11-22')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ id: 1, name: 'Robotics Masters Summit', sub_topic: 'Robotics' }),
    sourceRow({ id: 2, name: 'Undergraduate Robotics Forum', sub_topic: 'Robotics' }),
    sourceRow({ id: 3, name: 'Robotics Symposium', sub_topic: 'Robotics' }),
  ]);
});
afterAll(cleanup);

const parametersOf = (question: string) => readQuestion(index, question, TODAY).parameters;

describe('a word about the asker', () => {
  it('is no word of the subject, though the names hold it', () => {
    expect(termEvents(index, 'master')).toBe(1);
    expect(parametersOf('conferences for a master student in robotics')).toEqual({
      type: 'conference',
      q: 'robotics',
    });
    expect(parametersOf('robotics conferences where undergraduates can present')).toEqual({
      type: 'conference',
      q: 'robotics',
    });
  });
});

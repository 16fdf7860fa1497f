/**
 * A venue's acronym written as a name beside an event word (docs/api.md, Connector tools):
 * "speech conferences: Interspeech, ICASSP" names Interspeech, though its events' names hold
 * "Interspeech" and "conference" both; a word of more of the data's names than its acronym's
 * ("cloud") stays a word.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-acronym-beside-events-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

const SPEECH = 'Speech Processing';
/** [id, acronym, series, name, start] */
const EVENTS: [number, string, string, string, string][] = [
  [1, 'Interspeech 2027', 'Interspeech', 'Interspeech Conference 2027', '2027-08-29'],
  [2, 'ICASSP 2027', 'ICASSP', 'International Conference on Acoustics, Speech and Signal Processing', '2027-05-16'],
  [3, 'SPSC 2027', 'SPSC', 'Symposium on Speech Communication', '2027-06-10'],
  [4, 'CLOUD 2027', 'CLOUD', 'International Conference on Cloud Computing', '2027-07-01'],
  [5, 'CCGrid 2027', 'CCGrid', 'Cloud conference on grids and clusters', '2027-05-01'],
  [6, 'CloudCom 2027', 'CloudCom', 'Cloud Computing Technology and Science', '2027-11-01'],
  [7, 'IC2E 2027', 'IC2E', 'Conference on Cloud Engineering', '2027-10-01'],
];

beforeAll(() => {
  const rows = EVENTS.map(([id, acronym, series, name, start]) =>
    sourceRow({
      id,
      name,
      acronym,
      series,
      city: 'Lyon',
      country: 'France',
      start_date: start,
      end_date: start,
      sub_topic: SPEECH,
    }),
  );
  index = indexOfRows(dir, rows);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const read = (question: string) => readQuestion(index, question, TODAY);

describe('an acronym written as a name beside an event word', () => {
  it('names its venue, listed after the subject', () => {
    for (const question of ['speech conferences: Interspeech, ICASSP', 'speech conferences Interspeech and ICASSP']) {
      expect(read(question).parameters.acronym, question).toBe('Interspeech,ICASSP');
    }
    expect(ask('speech conferences: Interspeech, ICASSP').results.map((result) => Number(result.id))).toEqual([2, 1]);
  });

  it('stays a word where the data has it as one', () => {
    expect(read('Cloud conferences').parameters).toMatchObject({ q: 'cloud' });
  });
});

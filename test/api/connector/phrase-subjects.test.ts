/**
 * Two subjects of a list that names of the data hold as one phrase (docs/api.md, Connector tools):
 * "AI and law" answers the events named "AI and Law" (or "Artificial Intelligence and Law") first,
 * then each subject's in turn; a list
 * whose phrase no name holds is read as before. Over a few events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, idsOf, indexOfRows, on } from './asking.js';

const { dir, cleanup } = tempDir('confdir-phrase-subjects-');
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    // The AI events come first in the order of dates, the phrase's last.
    sourceRow({ id: 1, name: 'AI Systems Days', ...on('2027-02-10') }),
    sourceRow({ id: 2, name: 'Applied AI Forum', ...on('2027-03-10') }),
    sourceRow({ id: 3, name: 'Law Review Symposium', ...on('2027-04-10') }),
    sourceRow({ id: 4, name: 'Conference on AI and Law', ...on('2027-09-10') }),
    sourceRow({ id: 5, name: 'Robotics Workshop', ...on('2027-05-10') }),
    // The phrase with "AI" spelt out, which a quoted phrase alone does not read.
    sourceRow({ id: 6, name: 'International Conference on Artificial Intelligence and Law', ...on('2027-10-10') }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, parseIsoDate('2026-12-01')!);

describe('two subjects of a list that a name holds as one phrase', () => {
  it("answers the phrase's events first, then each subject's", () => {
    const answer = ask('Venues for interdisciplinary work on AI and law');
    expect(answer.reading).toContain('any of "ai and law" (2 events), "ai" (4 events), "law" (3 events)');
    expect(answer.results[0]?.id).toBe('4');
    expect(answer.results.map((result) => result.id)).toContain('6');
  });

  it('answers the phrase first, widened, when none of its events is in the window asked', () => {
    // "AI and law conferences 2027" answered AI events alone: the phrase, none then, was not read.
    const answer = ask('AI and law conferences in 2028');
    expect(answer.reading).toContain('any of "ai and law" (none; found without year=2028)');
    expect(answer.results[0]?.id).toBe('4');
    expect(answer.results[0]?.title).toContain('found without year=2028');
  });

  it('is read as two where no name holds the phrase, or the question joins them otherwise', () => {
    expect(ask('Venues on AI or law').reading).toContain('any of "ai" (4 events), "law" (3 events)');
    const answer = ask('Conferences on AI and robotics');
    expect(answer.reading).toContain('any of "ai" (4 events), "robotics" (1 event)');
    // "AI conferences" put the names that spell it out first.
    expect(answer.results[0]?.id).toBe('6');
    expect(idsOf(answer)).toEqual([1, 2, 4, 5, 6]);
  });
});

/**
 * The last word of a subject names it, the words before only narrow it (docs/api.md, Connector
 * tools): where the data has none of the last ("computational neuroscience" in a directory of
 * computing venues), the subject is kept whole and the answer says no event has the word, not the
 * events of "computational" alone; a word before it the data has none of is left out, said
 * ("explainable AI" searches AI), as a short word of a chat after it is ("AI venues asap"). Where
 * the words before it are one expression the data has, or a field's name ("time series
 * forecasting"), they name a field themselves: the last word is left out, said, and that field
 * answered, not nothing. Of "X of Y" whose last word the data has none of ("formal verification of
 * smart contracts"), X names the subject: Y is not read, not searched for nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { askOver, indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-subject-heads-');
const TODAY = parseIsoDate('2026-11-30')!;
let index: SnapshotIndex;
const OWN = { organizer: 'Example Society', description: 'An event.' };

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ ...OWN, name: 'Computational Linguistics Days', sub_topic: 'Linguistics' }),
    sourceRow({ ...OWN, name: 'AI Forum', sub_topic: 'Artificial Intelligence' }),
    sourceRow({ ...OWN, name: 'Time Series Analysis Workshop', type: 'workshop', sub_topic: 'Data Mining' }),
    sourceRow({ ...OWN, name: 'Formal Verification Symposium', sub_topic: 'Formal Methods' }),
    sourceRow({ ...OWN, name: 'Smart Cities Forum', sub_topic: 'Internet of Things' }),
  ]);
});
afterAll(cleanup);

const ask = askOver(() => index, TODAY);
const read = (question: string) => readQuestion(index, question, TODAY);

describe('the last word of a subject', () => {
  it('is kept though the data has none of it: no answer of the words before', () => {
    expect(read('Which venues for computational neuroscience are there?').parameters.q).toBe(
      'computational neuroscience',
    );
    const answer = ask('Which venues for computational neuroscience are there?');
    expect(answer.results).toEqual([]);
    expect(answer.message).toContain('no event has the word "neuroscience"');
  });

  it('leaves out a word before it the data has none of, and a short word of a chat', () => {
    const explainable = read('venues for explainable AI');
    expect(explainable.parameters.q).toBe('ai');
    expect(explainable.notes).toContain('not read: "explainable"');
    expect(read('AI venues asap').parameters.q).toBe('ai');
  });

  it('is left out after an expression the data has, which names a field itself', () => {
    const question = 'Suggest venues for a paper on time series forecasting';
    expect(read(question)).toMatchObject({ parameters: { q: 'time series' }, notes: ['not read: "forecasting"'] });
    expect(ask(question).results.map(({ title }) => title)).toEqual([expect.stringContaining('Time Series Analysis')]);
  });

  it('is not read after "of" when the data has none of it: the words before name the subject', () => {
    const question = 'formal verification of smart contracts';
    expect(read(question)).toMatchObject({
      parameters: { q: 'formal verification' },
      notes: ['not read: "smart", "contracts"'],
    });
    expect(ask(question).results.map(({ title }) => title)).toEqual([expect.stringContaining('Formal Verification')]);
    // The data's own last word after "of" is read: "formal verification of smart cities" asks of both.
    expect(read('formal verification of smart cities').parameters.q).toBe('formal verification smart cities');
  });
});

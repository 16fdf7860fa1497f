/**
 * A rank asked in a second question of the events found ("..., and which of them are CORE A*?";
 * docs/api.md, Connector tools): no filter, the titles giving each event's ranks; a rank said
 * before it, or in the question itself, still filters.
 */
import { describe, expect, it } from 'vitest';
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { valuesAsked } from '../../../src/api/connector/title-words.js';
import { tokensOf } from '../../../src/api/connector/tokens.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const read = (question: string) => readQuestion(demo.index, question, demo.today);
type Answer = { results: { title: string }[]; reading?: string };
const ask = (query: string) =>
  connectorSearch({ query: { query }, params: {}, given: {} }, { index: demo.index, today: demo.today }) as Answer;

describe('a rank asked of the events found', () => {
  it('is no filter after "and which of them", "and which are" or "say which ones", said', () => {
    const europe = read('Which chemistry conferences are held in Europe in 2027, and which of them are CORE A*?');
    expect(europe.parameters).toEqual({ type: 'conference', continent: 'Europe', year: '2027', q: 'chemistry' });
    expect(europe.notes).toContain(
      'core_rank=A* is asked of the events found, not a filter: each title gives its ranks',
    );
    expect(read('Which chemistry conferences are in 2027, and which are ranked A*?').parameters).not.toHaveProperty(
      'core_rank',
    );
    expect(read('List chemistry conferences in 2027 and say which ones are top-tier.').parameters).not.toHaveProperty(
      'rank',
    );
  });

  it('gives each title the ranks', () => {
    const question = 'List chemistry conferences in 2027 and say which ones are top-tier.';
    expect(valuesAsked(tokensOf(question))).toContain('rank');
    const answer = ask(question);
    expect(answer.results.length).toBeGreaterThan(0);
    for (const { title } of answer.results) expect(title).toMatch(/CORE|CCF/);
    // Top-tier or not: the events of the question itself.
    expect(answer.results.some(({ title }) => !title.includes('CORE A*'))).toBe(true);
  });

  it('filters when the question itself asks for it, or a rank is said before the second question', () => {
    expect(read('Tell me which chemistry conferences in Europe are A*').parameters).toMatchObject({ core_rank: 'A*' });
    expect(read('Which of the top chemistry conferences are in Europe?').parameters).toHaveProperty('rank');
    expect(read('List the top chemistry conferences and say which ones are in Europe').parameters).toHaveProperty(
      'rank',
    );
    // A second question of another thing leaves the rank a filter.
    expect(
      read('Which A* chemistry conferences are in 2027, and which deadlines are in May?').parameters,
    ).toMatchObject({ core_rank: 'A*' });
  });
});

describe('a place asked of the events found', () => {
  it('is no filter after "and which of them", said: each title gives its place', () => {
    const both = read(
      'Which chemistry conferences happen between May and September 2027, and which of them are in Europe?',
    );
    expect(both.parameters).toEqual({ type: 'conference', from: '2027-05-01', to: '2027-09-30', q: 'chemistry' });
    expect(both.notes).toContain(
      'continent=Europe is asked of the events found, not a filter: each title gives its place',
    );
    expect(read('List chemistry conferences in 2027 and say which ones are in Germany.').parameters).not.toHaveProperty(
      'country',
    );
  });

  it('filters when said before the second question, or in the question itself', () => {
    expect(
      read('Which chemistry conferences in Europe are in 2027, and which of them are A*?').parameters,
    ).toMatchObject({
      continent: 'Europe',
    });
    expect(read('Which of the chemistry conferences in 2027 are in Europe?').parameters).toMatchObject({
      continent: 'Europe',
    });
  });
});

/**
 * Any question is answered (docs/api.md, Connector tools): a caller sends a sentence, never a
 * parameter, so no words of it may fail the search or name a parameter it did not send. Over the
 * demo data: the words the reader knows (every word of a string in its source), with the marks and
 * names a person writes, put together at random from a fixed seed, and the cases found so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { estimatedSearchOf, facetCounts } from '../../../src/api/connector/searches.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { askingOf } from './asking.js';

const demo = useDemoIndex(2000);
const { ask, total } = askingOf(demo);

/** Every word of a string literal in the reader's source: the words it reads something of. */
function readerWords(): string[] {
  const dir = join(import.meta.dirname, '../../../src/api/connector');
  const words = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    for (const [, text] of readFileSync(join(dir, file), 'utf8').matchAll(/'([^'\n]{1,40})'/g))
      for (const word of text!.split(' ')) if (/^[a-z0-9][a-z0-9'-]*$/.test(word)) words.add(word);
  }
  return [...words].sort();
}
const MARKS = ['?', ',', '/', '-', '&', "'s", '.', '"', '(', ')', 'ICML', 'CVPR', '2027', 'May', 'Europe', 'EU', 'Q1'];
const QUESTIONS = 600;
const MOST_WORDS = 8;

/** A seeded linear congruential generator: the same questions on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** The answer, or the error the question raised, by its message. */
function answered(question: string) {
  try {
    const answer = ask(question);
    return { ok: answer.results.length > 0 || answer.message !== undefined, question };
  } catch (error) {
    return { ok: false, question, error: (error as Error).message };
  }
}

describe('a question of any words', () => {
  it('is answered, its last word a word that reads the next ("Where next?")', () => {
    for (const question of ['Where next?', 'AI conferences next', 'this', 'NLP venues, last'])
      expect(answered(question)).toEqual({ ok: true, question });
  });

  it('is answered when its words are names of an object\'s own properties ("constructor")', () => {
    for (const question of ['constructor conferences', 'the next constructor', 'the past 2 toString'])
      expect(answered(question)).toEqual({ ok: true, question });
  });

  it('is answered when a place it prefers is not read ("in Norway, preferably in California")', () => {
    const question = 'chemistry conferences in Norway, preferably in California';
    expect(answered(question)).toEqual({ ok: true, question });
    expect(
      ask(question)
        .results.map(({ title }) => title)
        .join(),
    ).not.toContain('undefined');
  });

  it('finds nothing, never an error, by a search it puts together that the search refuses', () => {
    // "in Hong Kong or Macau? ...": its wider answer asked near=Macau, no city the search knows.
    expect(total({ q: 'summit', near: 'Zzyzx Atlantis', radius_km: '300' })).toBe(0);
    expect(total({ continent: 'Africa', region: 'OR' })).toBe(0);
    // The searches by filters no parameter sets, and the counts by a facet, alike.
    const context = { index: demo.index, today: demo.today };
    expect(estimatedSearchOf({ subtopic: 'Augmented' }, context).total).toBe(0);
    expect(facetCounts({ subtopic: 'Augmented' }, 'country', 5, context)).toEqual({ total: 0, values: [] });
    for (const question of [
      'in Hong Kong or Macau? in JP Artificial Intelligence Summit',
      'AI conferences preferably in Africa or Oceania or Portland, OR',
    ])
      expect(answered(question)).toEqual({ ok: true, question });
  });

  it('is answered when a word written as an acronym no event has is longer than `acronym` takes', () => {
    const long = `AB${'c'.repeat(300)}`;
    for (const question of [`conferences like ${long}`, `${long} 2027 deadline`, `similar to ISMB and ${long}`])
      expect(answered(question)).toEqual({ ok: true, question });
  });

  it('is answered when a subject of a list is longer than `q` takes', () => {
    // "security or privacy aaa…" searched "privacy aaa…" as q, past its 200 characters: a 400.
    const long = 'z'.repeat(250);
    for (const question of [`chemistry or physics ${long}`, `chemistry ${long} or physics conferences`])
      expect(answered(question)).toEqual({ ok: true, question });
  });

  it('reads a date past the search bounds as the bound, said, never as a parameter error', () => {
    const after = ask('conferences after 9999-12-31');
    expect(after.reading ?? after.message).toContain(
      'from=10000-01-01 read as 2100-12-31: the dates run from 1900-01-01 to 2100-12-31',
    );
    const before = ask('deadlines before 1850-01-01');
    expect(before.reading ?? before.message).toContain('deadline_to=1849-12-31 read as 1900-01-01');
  });

  it(`is answered for ${QUESTIONS} questions of the reader's words at random`, () => {
    const words = [...readerWords(), ...MARKS];
    expect(words.length).toBeGreaterThan(300);
    const next = random(20261130);
    const failed = Array.from({ length: QUESTIONS }, () => {
      const length = 1 + Math.floor(next() * MOST_WORDS);
      return Array.from({ length }, () => words[Math.floor(next() * words.length)]!).join(' ');
    })
      .map(answered)
      .filter(({ ok }) => !ok);
    expect(failed).toEqual([]);
  });
});

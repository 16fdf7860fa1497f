/**
 * "X and similar" (docs/api.md, Connector tools), over the demo data on its anchor day: the venues
 * named answer first, one edition of each as the rest of the question finds it, then the events
 * alike them, as "like X" answers those; the reading says how many of the named were found.
 */
import { describe, expect, it } from 'vitest';
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { editionsOf, searchOf } from '../../../src/api/connector/searches.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
type Answer = { results: { id: string; title: string }[]; message?: string; reading?: string };
const ask = (query: string) =>
  connectorSearch({ query: { query }, params: {}, given: {} }, { index: demo.index, today: demo.today }) as Answer;
const context = () => ({ index: demo.index, today: demo.today });
const nextOf = (acronym: string, parameters: Record<string, string> = {}) =>
  editionsOf(searchOf({ ...parameters, acronym }, context(), 1), context())[0];
const ids = (answer: Answer) => answer.results.map((result) => result.id);
/** The demo's acronyms of conferences written in capitals. */
const conferenceAcronyms = () => [
  ...new Set(
    demo.rows
      .filter((row) => row.type === 'conference' && row.bareAcronym && /^[A-Z]{3,}$/.test(row.bareAcronym))
      .map((row) => row.bareAcronym!),
  ),
];

describe('"X and similar"', () => {
  it('answers X first, then the events alike X', () => {
    const next = nextOf('ICML')!;
    for (const words of ['and similar', 'or comparable', 'and the like', 'and others like it']) {
      const answer = ask(`ICML ${words} conferences`);
      const alike = ask('conferences like ICML');
      expect(ids(answer), words).toEqual([String(next.id), ...ids(alike)].slice(0, 10));
      expect(answer.reading, words).toContain(`"ICML ${words}": 1 edition of ICML first, then the events alike`);
    }
  });

  it('answers each venue listed before it first', () => {
    const [a, b] = conferenceAcronyms().filter((one) => one !== 'ICML');
    const answer = ask(`${a}, ${b} and similar conferences`);
    const named = [nextOf(a!)!, nextOf(b!)!].map((event) => String(event.id));
    expect(ids(answer).slice(0, 2).sort()).toEqual(named.sort());
    expect(answer.reading).toContain(`2 editions of ${a} or ${b} first`);
    expect(readQuestion(demo.index, `${a}, ${b} and similar`, demo.today)).toMatchObject({
      acronyms: [],
      like: { bare: a },
      alsoLike: [{ bare: b }],
    });
  });

  it('reads "the main venues like X and Y" so: X and Y are among the main venues', () => {
    // "What are the main venues like OSDI and SOSP, and their deadlines?" left both out.
    const [a, b] = conferenceAcronyms().filter((one) => one !== 'ICML');
    for (const question of [`What are the main venues like ${a} and ${b}?`, `top conferences like ${a} or ${b}`]) {
      const answer = ask(question);
      const named = [nextOf(a!)!, nextOf(b!)!].map((event) => String(event.id));
      expect(ids(answer), question).toEqual(expect.arrayContaining(named));
      expect(answer.reading, question).toContain(`2 editions of ${a} or ${b} first, then the events alike`);
    }
    // Without such a word, the venues compared with only.
    expect(readQuestion(demo.index, `venues like ${a} and ${b}`, demo.today)).not.toHaveProperty('likedToo');
  });

  it('reads "on" a subject right before "like X" so: X is one of its venues', () => {
    // "Which conferences on speech like ICASSP or Interspeech have deadlines soon?" left both out.
    const id = String(nextOf('ICML')!.id);
    for (const question of [
      'Which conferences on machine learning like ICML?',
      'events about machine learning like ICML',
    ]) {
      const answer = ask(question);
      expect(ids(answer)[0], question).toBe(id);
      expect(answer.reading, question).toContain('1 edition of ICML first, then the events alike');
    }
    const others = [
      'conferences like ICML',
      'machine learning conferences like ICML',
      'conferences like ICML on machine learning',
    ];
    for (const question of others)
      expect(readQuestion(demo.index, question, demo.today), question).not.toHaveProperty('likedToo');
  });

  it('says when no edition of X matches the rest of the question', () => {
    const id = String(nextOf('ICML')!.id);
    const countries = [...new Set(demo.rows.flatMap((row) => (row.country === null ? [] : [row.country.name])))];
    const country = countries.find(
      (one) =>
        searchOf({ acronym: 'ICML', country: one }, context(), 0).total === 0 &&
        searchOf({ type: 'conference', similar_to: id, country: one }, context(), 0).total > 0,
    );
    expect(country).toBeDefined();
    const answer = ask(`ICML and similar conferences in ${country}`);
    expect(answer.reading).toContain('"ICML and similar": no edition of ICML matches, only the events alike');
    expect(answer.results.length).toBeGreaterThan(0);
  });

  it('is no list of venues when words other than the venues stand between them, or one is compared with after', () => {
    const [a, b] = conferenceAcronyms().filter((one) => one !== 'ICML');
    expect(readQuestion(demo.index, `${a} and similar to ${b}`, demo.today)).toMatchObject({
      acronyms: [{ bare: a }],
      like: { bare: b },
    });
    expect(readQuestion(demo.index, `${a}, chemistry, ${b} and similar`, demo.today).likedToo).toBeUndefined();
  });
});

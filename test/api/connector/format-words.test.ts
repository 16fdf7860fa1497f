/**
 * A format word before a subject's words (docs/api.md, Connector tools): "virtual reality" and
 * "hybrid systems" are subjects, as events' names say, but "hybrid AI conferences in 2027" asks for
 * hybrid AI conferences: it was read as q="hybrid ai", because one event of format hybrid is named
 * "DSS Austin Hybrid: AI & Machine Learning in the Enterprise", its "Hybrid" naming its format. Only
 * events not of the format the word names make it a subject's word. "Remote" was online alone;
 * a hybrid event takes remote speakers and attendees too, each title saying which it is.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-format-words-');
afterAll(cleanup);

const today = parseIsoDate('2026-11-29')!;
const rows = [
  sourceRow({ name: 'DSS Austin Hybrid: AI & Machine Learning in the Enterprise', format: 'hybrid' }),
  sourceRow({ name: 'Applied AI Forum', format: 'hybrid', start_date: '2027-04-01', end_date: '2027-04-02' }),
  sourceRow({ name: 'International Conference on Hybrid Systems: Computation and Control', format: 'in-person' }),
  sourceRow({ name: 'Symposium on Virtual Reality', format: 'in-person' }),
  sourceRow({ name: 'Virtual Reality Online Days', format: 'online', city: null, country: null }),
];
const source = join(dir, 'source.sqlite');
const snapshot = join(dir, 'format-words.snapshot');
writeSourceFile(source, rows);
buildSnapshot({ input: source, output: snapshot, now: new Date('2026-11-29T00:00:00Z') });
const index = openSnapshot(snapshot, today);
const read = (question: string) => readQuestion(index, question, today).parameters;
type Answer = { results: { id: string; title: string }[]; reading?: string };
const ask = (query: string) => connectorSearch({ query: { query }, params: {}, given: {} }, { index, today }) as Answer;

describe('a format word before words of a subject', () => {
  it('is the format when only events of that format have the words', () => {
    expect(read('hybrid AI conferences in 2027')).toMatchObject({ format: 'hybrid', q: 'ai', year: '2027' });
  });

  it('is a word of the subject when events of another format have them', () => {
    expect(read('hybrid systems conferences')).toMatchObject({ q: 'hybrid systems' });
    expect(read('hybrid systems conferences').format).toBeUndefined();
    expect(read('virtual reality conferences')).toMatchObject({ q: 'virtual reality' });
    expect(read('virtual reality conferences').format).toBeUndefined();
  });

  it('is a word of the subject in the name of a field, or after "on", though no event has it', () => {
    for (const question of ['remote sensing conferences', 'conferences on remote sensing']) {
      expect(read(question), question).toMatchObject({ q: 'remote sensing' });
      expect(read(question).format, question).toBeUndefined();
    }
    expect(read('workshops about online learning')).toMatchObject({ q: 'online learning' });
    expect(read('workshops about online learning').format).toBeUndefined();
    // The format still, where the words after it are no subject.
    expect(read('conferences on online or hybrid formats about AI')).toMatchObject({
      format: 'online,hybrid',
      q: 'ai',
    });
    expect(read('remote conferences on AI')).toMatchObject({ format: 'online,hybrid', q: 'ai' });
  });

  it('is a word of the subject for "physical" before a word of a field, the format before an event word', () => {
    for (const question of ['cyber physical systems conferences', 'physical human robot interaction workshops']) {
      expect(read(question).format, question).toBeUndefined();
    }
    expect(read('virtual worlds conferences').format).toBeUndefined();
    expect(read('physical conferences on AI')).toMatchObject({ format: 'in-person', q: 'ai' });
    expect(read('AI workshops with physical attendance')).toMatchObject({ format: 'in-person', q: 'ai' });
  });
});

describe('remote attendance', () => {
  it('is an online or a hybrid event: both take remote speakers', () => {
    expect(read('Which conferences allow remote presentation?')).toMatchObject({ format: 'online,hybrid' });
    expect(read('AI conferences I can attend remotely')).toMatchObject({ format: 'online,hybrid', q: 'ai' });
  });

  it('is the format for "virtual attendance", no size of the events nor word of the subject', () => {
    // "with virtual attendance options" was ordered by papers submitted, "virtual" searched.
    expect(read('AI conferences with virtual attendance options')).toEqual({
      type: 'conference',
      format: 'online,hybrid',
      q: 'ai',
    });
    // Each title said the acceptance rate, as of a size asked.
    expect(ask('AI conferences with virtual attendance options').results[0]?.title).not.toContain('acceptance');
  });
});

describe('"or online" beside a place', () => {
  it("adds the online events to the place's, no filter of both", () => {
    for (const question of [
      'virtual reality conferences in Berlin or online',
      'virtual reality events online or in Berlin',
      // A few words of its sentence between the place and "or online".
      'virtual reality conferences in Berlin in 2027, or online ones',
      // "or with virtual attendance".
      'virtual reality conferences in Berlin or with virtual attendance options',
    ]) {
      const parameters = read(question);
      expect(parameters, question).toMatchObject({ city: 'Berlin', include_online: 'true', q: 'virtual reality' });
      expect(parameters.format, question).toBeUndefined();
      expect(
        ask(question)
          .results.map((result) => result.title.replace(/ 2027.*$/, ''))
          .sort(),
        question,
      ).toEqual(['Symposium on Virtual Reality', 'Virtual Reality Online Days']);
    }
    // Not joined by "or", the format is asked of the place's events; nor from another sentence.
    expect(read('online virtual reality conferences in Berlin')).toMatchObject({ format: 'online', city: 'Berlin' });
    expect(read('virtual reality conferences in Berlin. Or online?')).toMatchObject({ format: 'online' });
  });
});

describe('"virtually"', () => {
  it('after a verb is online, as "virtual"; before "any" or "all" it is "almost", no format', () => {
    expect(read('Which AI conferences are held virtually in 2027?')).toMatchObject({ format: 'online', q: 'ai' });
    const almost = read('conferences on virtually any topic in Berlin');
    expect(almost.format).toBeUndefined();
    expect(almost.q).toBeUndefined();
  });
});

describe('several formats asked', () => {
  it("has each title say its event's format", () => {
    const titles = ask('AI conferences I can attend remotely').results.map((result) => result.title);
    expect(titles).toEqual([
      'DSS Austin Hybrid: AI & Machine Learning in the Enterprise 2027 — Berlin, Germany (hybrid)',
      'Applied AI Forum 2027 — Berlin, Germany (hybrid)',
    ]);
    // An online event of no place is "Online" already.
    expect(ask('virtual reality conferences I can attend remotely').results.map((result) => result.title)).toEqual([
      'Virtual Reality Online Days 2027 — Online',
    ]);
  });
});

describe('"fully" before a format', () => {
  it('is that format alone, no word of the subject', () => {
    expect(read('AI conferences that are fully virtual in 2027')).toEqual({
      type: 'conference',
      format: 'online',
      year: '2027',
      q: 'ai',
    });
    expect(read('fully remote AI workshops')).toMatchObject({ format: 'online', q: 'ai' });
    expect(read('fully in-person AI conferences')).toMatchObject({ format: 'in-person', q: 'ai' });
  });
});

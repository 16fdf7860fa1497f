/**
 * The sentences about the asker (docs/api.md, Connector tools): one that opens with "I" or "we"
 * but asks for events ("I need to find conferences ...", "I'm looking for venues ...") is the
 * question, not about the asker, so the other sentences of the first person still tell where the
 * asker is: "I'm a PhD student at ETH Berlin. I need to find robotics conferences in 2027." asks
 * no city. A sentence that points back to what the asker said of their stay reads it: "there"
 * the place ("Which conferences happen there?"), "in that period", "at that time" or "then" its
 * dates, "either country" the places said; alone they tell where the asker is and what the asker
 * does ("I am on leave from February"). "Are there" and "out there" point back to nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-asides-');
const TODAY = parseIsoDate('2026-11-30')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ name: 'Robotics Symposium', sub_topic: 'Robotics' }),
    sourceRow({ name: 'Robotics Days', sub_topic: 'Robotics', city: 'Paris', country: 'France' }),
    sourceRow({ name: 'Robotics: Science and Systems', acronym: 'RSS 2027', sub_topic: 'Robotics' }),
    sourceRow({ name: 'Conference on Robotics and Automation', acronym: 'ICRA 2027', sub_topic: 'Robotics' }),
  ]);
});
afterAll(cleanup);

const read = (question: string) => readQuestion(index, question, TODAY);
const parametersOf = (question: string) => read(question).parameters;

describe('a sentence of the first person that asks for events', () => {
  it('is the question: the place of the others is where the asker is', () => {
    for (const question of [
      "I'm a PhD student at ETH Berlin. I need to find robotics conferences in 2027.",
      "I'm a PhD student at ETH Berlin. I'm looking for robotics venues in 2027.",
    ]) {
      const reading = read(question);
      expect(reading.parameters, question).toMatchObject({ year: '2027', q: 'robotics' });
      expect(reading.parameters.city, question).toBeUndefined();
      expect(reading.notes.join('; '), question).toContain('where the asker is');
    }
  });

  it('is not one that tells what the asker knows of a venue', () => {
    // No other sentence asks: the question's own words are read as asked, none told as the asker's
    // but the place the asker works at.
    const known = read("I'm a PhD student at ETH Berlin. I know robotics well.");
    expect(known.parameters).toEqual({ q: 'robotics' });
    expect(known.notes.join('; ')).not.toContain('tells about the asker');
  });
});

describe("the asker's role", () => {
  it('is searched but never the subject', () => {
    const reading = read("I'm a systems engineer looking for robotics conferences in 2027");
    expect(reading.parameters).toMatchObject({ year: '2027', q: 'robotics systems' });
    expect(reading.asides).toEqual(['systems']);
  });
});

describe('the words after "my" in a sentence that asks for the asker', () => {
  it('are its subject where no other word is', () => {
    const reading = read("I'm looking for a venue to present my robotics demo in 2027.");
    expect(reading.parameters).toMatchObject({ year: '2027', q: 'robotics' });
    expect(reading.asides ?? []).toEqual([]);
    // Beside a subject of its own, they are the asker's: searched, never the subject.
    expect(read("I'm looking for robotics venues to present my systems demo in 2027.").asides).toEqual(['systems']);
  });
});

describe('the asker\'s work beside "like X"', () => {
  it('is the subject when no event has any venue named after "like"', () => {
    const reading = read('I work on robotics. Which conferences like ZZQX or QQZX are in 2027?');
    expect(reading.parameters).toMatchObject({ year: '2027', q: 'robotics' });
    // A venue the data has names the subject: the asker's words are then the asker's.
    expect(read('I work on robotics. Which conferences like RSS are in 2027?').parameters.q).toBeUndefined();
  });
});

describe('the place the asker works at', () => {
  it("is the asker's even where no other sentence asks for anything", () => {
    for (const question of [
      "I'm a PhD student at TU Paris. What are my options in 2027?",
      'I am a researcher at the University of Paris. What is on in 2027?',
    ]) {
      const reading = read(question);
      expect(reading.parameters.city, question).toBeUndefined();
      expect(reading.notes.join('; '), question).toContain('"Paris" is where the asker is');
      // A year with no word of deadlines anywhere dates the events.
      expect(reading.parameters.year, question).toBe('2027');
    }
    // Pointed back to, it is read.
    expect(parametersOf("I'm a PhD student at TU Paris. Which robotics conferences are held there?").city).toBe(
      'Paris',
    );
  });
});

describe('a sentence asking "which one"', () => {
  it('asks of the venues the asker named', () => {
    const reading = read('My advisor suggested RSS or ICRA; which one has the later deadline in 2027?');
    expect(reading.parameters).toMatchObject({ acronym: 'RSS,ICRA', year: '2027' });
    expect(reading.notes.join('; ')).not.toContain('tells about the asker');
  });

  it('but "which one of the venues" asks of those it names', () => {
    const reading = read('I went to ICRA last year. Which one of the robotics venues is in 2027?');
    expect(reading.parameters).toMatchObject({ year: '2027', q: 'robotics' });
    expect(reading.parameters.acronym).toBeUndefined();
  });
});

describe("a sentence pointing back to the asker's stay", () => {
  it('reads its place after "there" and its dates after "in that period"', () => {
    expect(
      parametersOf(
        "I'm planning a sabbatical in Europe from March to August 2027. Which robotics conferences happen there in that period?",
      ),
    ).toMatchObject({ continent: 'Europe', from: '2027-03-01', to: '2027-08-31', q: 'robotics' });
    expect(parametersOf('I will be in Germany in July 2027. Which robotics conferences are held there?')).toMatchObject(
      {
        country: 'Germany',
        month: '2027-07',
      },
    );
  });

  it('reads the places said after "either country" or "there", the asker\'s too', () => {
    const either = read(
      "My co-author is in France and I'm in Germany. Which robotics conferences are held in either country?",
    );
    expect(either.parameters).toMatchObject({ country: 'France,Germany', q: 'robotics' });
    // "co-author" tells of the asker's people, no word of the subject.
    expect(either.notes.join('; ')).not.toContain('not read');
    expect(parametersOf("I'm based in Berlin. Which robotics conferences are held there?")).toMatchObject({
      city: 'Berlin',
    });
    // "There" is the place named last before it, of the events, not the asker's before that.
    const there = read(
      'As a researcher based in Berlin, I prefer conferences within Europe. Which robotics conferences are held there?',
    );
    expect(there.parameters).toMatchObject({ continent: 'Europe', q: 'robotics' });
    expect(there.parameters.city).toBeUndefined();
    expect(there.notes).toContain('"based in Berlin" is where the asker is, not read as a place');
  });

  it('reads the dates alone after "then" or "at that time", the place being where the asker is', () => {
    for (const question of [
      "I'll be in Berlin in June 2027. Which robotics conferences happen then?",
      'I will be in Berlin in June 2027. Any robotics conferences at that time?',
    ]) {
      const parameters = parametersOf(question);
      expect(parameters, question).toMatchObject({ month: '2027-06', q: 'robotics' });
      expect(parameters.city, question).toBeUndefined();
    }
  });

  it('is not "are there" nor "out there", nor a sentence that points back to nothing', () => {
    for (const question of [
      'I am based in Berlin. Are there robotics conferences in 2027?',
      'I am based in Berlin. What robotics conferences are out there?',
    ])
      expect(parametersOf(question).city, question).toBeUndefined();
    const leave = parametersOf('I am on leave from February 2027. Which robotics conferences are there?');
    expect(leave.from).toBeUndefined();
    expect(leave.month).toBeUndefined();
  });
});

/**
 * Words about the asker ("a master student", "undergraduates") or their plan ("to network with
 * industry") are never the subject of a question (docs/api.md, Connector tools), though names of
 * the data hold them. Over a few events named with those words.
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
    sourceRow({ id: 3, name: 'Robotics Symposium', acronym: 'ROBS 2027', sub_topic: 'Robotics' }),
    sourceRow({ id: 4, name: 'Network Systems Conference', sub_topic: 'Computer Networks' }),
    sourceRow({ id: 5, name: 'Industry Robotics Days', sub_topic: 'Robotics' }),
    // A name of the public data that holds "her".
    sourceRow({ id: 6, name: 'Her Future Summit', sub_topic: 'Business' }),
    sourceRow({ id: 7, name: 'New Horizons Summit', sub_topic: 'Business' }),
    // Names of the public data hold "build" and "startup".
    sourceRow({ id: 8, name: 'Build Startup Summit', sub_topic: 'Business' }),
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
    expect(readQuestion(index, 'robotics conferences for a first-year PhD', TODAY)).toMatchObject({
      parameters: { type: 'conference', q: 'robotics' },
      notes: [],
    });
  });

  it('of a third person ("her first paper", "his students") is no word of the subject', () => {
    // "her" was searched: "... submit her first paper on robotics" found no event.
    expect(termEvents(index, 'her')).toBe(1);
    expect(parametersOf('My student wants to submit her first paper on robotics. Which conferences?')).toMatchObject({
      q: 'robotics',
    });
    expect(parametersOf('robotics conferences for him and his students')).toMatchObject({ q: 'robotics' });
  });

  it("is a place of a trip, read unless it is an edition's and the question asks of another place", () => {
    const going = readQuestion(
      index,
      'I am attending ROBS 2027 in Berlin. Which robotics conferences are in France?',
      TODAY,
    );
    expect(going.parameters).toMatchObject({ country: 'France', q: 'robotics' });
    expect(going.parameters.city).toBeUndefined();
    expect(going.notes).toContain('"Berlin" tells where the asker goes, not read beside the place asked');
    // A trip of no edition tells where the asker wants events, beside the place asked too.
    expect(parametersOf('I am travelling to Berlin in 2027. Which robotics conferences are in Germany?')).toMatchObject(
      {
        city: 'Berlin',
        country: 'Germany',
      },
    );
  });

  it('is a stay when a time to come follows its place: the events there then', () => {
    // "Berlin" was where the asker is, "next May" no date: every conference answered.
    expect(parametersOf("I'm in Berlin next May; any conferences?")).toMatchObject({
      city: 'Berlin',
      month: '2027-05',
    });
    // The place was read, "July 2030" said not read as a date.
    expect(parametersOf("I'll be in Berlin in July 2030; which conferences can I attend?")).toMatchObject({
      city: 'Berlin',
      month: '2030-07',
    });
    expect(parametersOf('robotics conferences next May').month).toBe('2027-05');
    // Where the asker lives stays the asker's; a deadline "will be in March" is no stay.
    expect(parametersOf('I am based in Berlin. Which robotics conferences are in 2030?').city).toBeUndefined();
    expect(parametersOf('robotics conferences whose deadline will be in March 2030')).toMatchObject({
      deadline_from: '2030-03-01',
    });
  });

  it('is no word of the subject in a plan: "to network with industry"', () => {
    expect(termEvents(index, 'network')).toBe(1);
    expect(termEvents(index, 'industry')).toBe(1);
    expect(parametersOf('robotics conferences to network with industry')).toEqual({
      type: 'conference',
      q: 'robotics',
    });
    expect(parametersOf('network conferences')).toEqual({ type: 'conference', q: 'network' });
    // After "in", "on", "of" or "about", "networking with" is the field's.
    expect(parametersOf('conferences in networking with deadlines')).toEqual({ type: 'conference', q: 'networking' });
  });

  it('is no word of the subject as the verb of what the asker makes, nor their firm: "our startup builds"', () => {
    // "builds" was searched: "Our startup builds recommender systems; ..." found no event.
    expect(termEvents(index, 'builds')).toBe(1);
    for (const question of [
      'Our startup builds network systems; which conferences should we present at in 2027?',
      'We build network systems. Which conferences should we go to?',
      'My team develops network systems; which conferences fit?',
    ]) {
      expect(parametersOf(question).q, question).toBe('network systems');
    }
    // Nor is the asker's organisation: "our startup", "my company".
    expect(termEvents(index, 'startup')).toBe(1);
    expect(parametersOf('build conferences').q).toBe('build');
    expect(parametersOf('startup conferences in 2027').q).toBe('startup');
  });

  it('is no word of the subject after "new to": the asker is new to the field', () => {
    expect(termEvents(index, 'new')).toBe(1);
    for (const question of [
      "I'm new to robotics research. Which conferences exist in this area?",
      'As someone new to robotics, which conferences should I know?',
    ])
      expect(parametersOf(question).q, question).toBe('robotics');
    expect(parametersOf('new horizons conferences').q).toBe('new horizons');
  });

  it('is read, not left unread: "we\'d like", "would fit", "along with", "publish", "suitable"', () => {
    // Each was said "not read" beside the subject, as no word of the data.
    for (const question of [
      "Our group does robotics. We'd like a conference in the second half of 2027.",
      'I work on robotics; which venues in 2027 would fit?',
      'Show me robotics conferences in 2027 along with their deadlines.',
      "Which robotics venue fits my paper? You'd know.",
      "I'd like to publish a paper on robotics. Which venues would be suitable?",
      'Where would it be appropriate to publish robotics work in 2027?',
    ]) {
      const reading = readQuestion(index, question, TODAY);
      expect(reading.parameters.q, question).toBe('robotics');
      expect(reading.unread, question).toBeUndefined();
    }
  });
});

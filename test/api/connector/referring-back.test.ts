/**
 * A sentence that points back to what the asker said of their stay (docs/api.md, Connector tools):
 * "there" to the place ("Which conferences happen there?"), "in that period", "at that time" or
 * "then" to its dates, "either country" to the places said. The asker's place and window are then
 * the events', where alone they tell where the asker is and what the asker does ("I am on leave
 * from February"). "Are there" and "out there" point back to nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { sourceRow, tempDir } from '../../fixtures/source.js';
import { indexOfRows } from './asking.js';

const { dir, cleanup } = tempDir('confdir-referring-back-');
const TODAY = parseIsoDate('2026-11-30')!;
let index: SnapshotIndex;

beforeAll(() => {
  index = indexOfRows(dir, [
    sourceRow({ name: 'Robotics Symposium', sub_topic: 'Robotics' }),
    sourceRow({ name: 'Robotics Days', sub_topic: 'Robotics', city: 'Paris', country: 'France' }),
  ]);
});
afterAll(cleanup);

const read = (question: string) => readQuestion(index, question, TODAY).parameters;

describe("a sentence pointing back to the asker's stay", () => {
  it('reads its place after "there" and its dates after "in that period"', () => {
    expect(
      read(
        "I'm planning a sabbatical in Europe from March to August 2027. Which robotics conferences happen there in that period?",
      ),
    ).toMatchObject({ continent: 'Europe', from: '2027-03-01', to: '2027-08-31', q: 'robotics' });
    expect(read('I will be in Germany in July 2027. Which robotics conferences are held there?')).toMatchObject({
      country: 'Germany',
      month: '2027-07',
    });
  });

  it('reads the places said after "either country" or "there", the asker\'s too', () => {
    const either = readQuestion(
      index,
      "My co-author is in France and I'm in Germany. Which robotics conferences are held in either country?",
      TODAY,
    );
    expect(either.parameters).toMatchObject({ country: 'France,Germany', q: 'robotics' });
    // "co-author" tells of the asker's people, no word of the subject.
    expect(either.notes.join('; ')).not.toContain('not read');
    expect(read("I'm based in Berlin. Which robotics conferences are held there?")).toMatchObject({ city: 'Berlin' });
  });

  it('reads the dates alone after "then" or "at that time", the place being where the asker is', () => {
    for (const question of [
      "I'll be in Berlin in June 2027. Which robotics conferences happen then?",
      'I will be in Berlin in June 2027. Any robotics conferences at that time?',
    ]) {
      const parameters = read(question);
      expect(parameters, question).toMatchObject({ month: '2027-06', q: 'robotics' });
      expect(parameters.city, question).toBeUndefined();
    }
  });

  it('is not "are there" nor "out there", nor a sentence that points back to nothing', () => {
    for (const question of [
      'I am based in Berlin. Are there robotics conferences in 2027?',
      'I am based in Berlin. What robotics conferences are out there?',
    ])
      expect(read(question).city, question).toBeUndefined();
    const leave = read('I am on leave from February 2027. Which robotics conferences are there?');
    expect(leave.from).toBeUndefined();
    expect(leave.month).toBeUndefined();
  });
});

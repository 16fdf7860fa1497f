/**
 * The sentences about the asker (docs/api.md, Connector tools): one that opens with "I" or "we"
 * but asks for events ("I need to find conferences ...", "I'm looking for venues ...") is the
 * question, not about the asker, so the other sentences of the first person still tell where the
 * asker is: "I'm a PhD student at ETH Berlin. I need to find robotics conferences in 2027." asks
 * no city.
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
  ]);
});
afterAll(cleanup);

const read = (question: string) => readQuestion(index, question, TODAY);

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
    // No other sentence asks: the question's own words, Berlin among them, are read as asked.
    expect(read("I'm a PhD student at ETH Berlin. I know robotics well.").parameters.city).toBe('Berlin');
  });
});

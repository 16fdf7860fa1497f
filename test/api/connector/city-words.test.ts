/**
 * A word that names a city only by another of its names or a part of its name (docs/api.md,
 * Connector tools): in lower case and not after a word that places what follows, it is a word of
 * the sentence ("a lion's share", "gold standard"), not Lyon nor Gold Coast; written as a name, or
 * after "in", it is the city. Over the demo data on its anchor day, with the place reference.
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const read = (question: string) => readQuestion(demo.index, question, demo.today);

describe("a word that is one of a city's other names", () => {
  it('is no city in lower case and not placed', () => {
    for (const question of ["a lion's share of chemistry conferences", 'gold standard chemistry datasets'])
      expect(read(question).parameters.city, question).toBeUndefined();
  });

  it('is the city after a word that places it, or written as a name', () => {
    expect(read('chemistry conferences in lion').parameters.city).toBe('Lyon');
    expect(read('Lion chemistry conferences').parameters.city).toBe('Lyon');
    expect(read('lyon chemistry conferences').parameters.city).toBe('Lyon');
  });
});

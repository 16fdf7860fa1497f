/**
 * A word the reading drops alone ("things", "next", "site": vocabulary.ts) written in a phrase of
 * the synonym table (docs/api.md, Connector tools): a word of q, so the search's synonyms find the
 * phrase's other ways of writing it. Over the demo data on its anchor day.
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const read = (question: string) => readQuestion(demo.index, question, demo.today);

describe('a word of a phrase of the synonym table', () => {
  it('is a word of q, though dropped alone', () => {
    expect(read('Internet of Things conferences').parameters).toEqual({ type: 'conference', q: 'internet things' });
    // "next" names no window there.
    expect(read('next generation sequencing conferences').parameters).not.toHaveProperty('from');
    // Written with the phrase's last word plural, as askers write a field: a word of the subject,
    // said as not read where the data has neither way of writing it.
    expect(read('recommendation systems conferences').unread).toEqual(['recommendation']);
  });

  it('is dropped out of the phrase, or split across sentences', () => {
    expect(read('things to do at chemistry conferences').parameters.q).toBe('chemistry');
    expect(read('Internet of. Things conferences').parameters.q).not.toContain('things');
    expect(read('the next chemistry conferences').parameters).toHaveProperty('from');
    expect(read('any recommendations for chemistry systems conferences?').parameters.q).toBe('chemistry systems');
  });
});

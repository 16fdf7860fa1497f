/**
 * A word that asks about the asking elsewhere but names a field beside an event word or after
 * "on", "in", "about" or "for" (docs/api.md, Connector tools): "statistics conferences" and
 * "venues for statistics" search statistics; "the acceptance rate statistics of ICML" asks for rates.
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const qOf = (question: string) => readQuestion(demo.index, question, demo.today).parameters.q;

describe('"statistics"', () => {
  it('is a field before an event word or after "on", "in", "about" or "for"', () => {
    expect(qOf('statistics conferences with open calls')).toBe('statistics');
    expect(qOf('conferences on statistics in 2027')).toBe('statistics');
    expect(qOf("I'm interested in statistics; which workshops?")).toBe('statistics');
    expect(qOf('Which venues for statistics are listed?')).toBe('statistics');
  });

  it('is no subject elsewhere', () => {
    expect(qOf('chemistry conferences and their acceptance rate statistics')).toBe('chemistry');
    expect(qOf('statistics of chemistry workshops')).toBe('chemistry');
    expect(qOf('the acceptance statistics for chemistry workshops')).toBe('chemistry');
  });
});

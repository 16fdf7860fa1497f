/**
 * A bound referring back to a date said before it ("I defend my thesis in June 2027; which
 * conferences happen after that?"; docs/api.md, Connector tools): the window after, before or by
 * that date, bounding what its own sentence speaks of; a date read whole, a bound's date without it.
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const read = (question: string) => readQuestion(demo.index, question, demo.today);

describe('"after that", "before then"', () => {
  it("bound the events' dates or the deadlines by the date said before", () => {
    const after = read('I defend my thesis in June 2027; which chemistry conferences happen after that?');
    expect(after.parameters).toMatchObject({ from: '2027-07-01', q: 'chemistry' });
    expect(after.parameters).not.toHaveProperty('to');
    expect(after.notes).toContain('"after that" bounds the events\' dates: 2027-07-01 to …');
    const before = read('I am on leave until February 2027. Which chemistry conferences take place before that?');
    expect(before.parameters).toMatchObject({ to: '2027-01-31' });
    const deadlines = read('I start a new job in September 2027. Which chemistry deadlines fall before then?');
    expect(deadlines.parameters).toMatchObject({ deadline_to: '2027-08-31' });
  });

  it('are nothing in a sentence about the asker, or of a date that bounds something itself', () => {
    const asker = read(
      'Which chemistry conferences accept submissions until December 15? I could extend my workshop paper by then.',
    );
    expect(asker.parameters).not.toHaveProperty('to');
    const ready = read('My paper will be ready in March 2027. Which chemistry conferences have deadlines after that?');
    expect(ready.parameters).toMatchObject({ deadline_from: '2027-03-01' });
    const twice = read('Which chemistry conferences have deadlines after January 15, 2027? Anything held before then?');
    expect(twice.parameters).not.toHaveProperty('to');
  });

  it('are nothing without a date before them, or before a thing named ("after that conference")', () => {
    expect(read('Which chemistry conferences happen after that?').parameters).not.toHaveProperty('from');
    expect(
      read('In June 2027 I attend one. Which chemistry events come after that conference?').parameters,
    ).not.toHaveProperty('from');
  });
});

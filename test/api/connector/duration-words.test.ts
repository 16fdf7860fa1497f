/**
 * Words that ask how long an event lasts (docs/api.md, Connector tools): said not answered, never
 * read as a window or a subject. "conferences that last more than a week" was answered as any
 * conference, saying nothing of it; "short workshops" searched "shore", a respelling of "short".
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const read = (question: string) => readQuestion(demo.index, question, demo.today);
const WHY = '(no filter takes how long an event lasts; each title gives its dates)';

describe('how long an event lasts', () => {
  it('is said not answered, in every way it is written', () => {
    const asked: [string, string][] = [
      ['robotics conferences that last more than a week', 'last more than a week'],
      ['robotics conferences lasting 3 days', 'lasting 3 days'],
      ['robotics conferences longer than 3 days', 'longer than 3 days'],
      ['one-day robotics workshops', 'one-day'],
      ['3-day robotics conferences', '3-day'],
      ['week-long robotics workshops', 'week-long'],
      ['short robotics workshops', 'short'],
    ];
    for (const [question, words] of asked) {
      const { parameters, notes } = read(question);
      expect(notes, question).toContain(`not answered: "${words}" ${WHY}`);
      expect(parameters.q, question).toBe('robotics');
      expect(parameters.from, question).toBeUndefined();
    }
  });

  it('leaves "the last 3 days" a window and "short papers" a track', () => {
    expect(read('robotics deadlines in the last 3 days').parameters.deadline_to).toBeDefined();
    expect(read('robotics deadlines in the last 3 days').notes.join(' ')).not.toMatch(/lasts/);
    expect(read('short papers on robotics').notes.join(' ')).not.toMatch(/lasts/);
  });
});

describe('how often a venue meets', () => {
  it('is said not answered: "every two years", "every other year", "every year", "how often", "biennial"', () => {
    const why = "(no filter takes how often a venue meets; fetch gives each venue's editions by year)";
    for (const [question, words] of [
      ['robotics conferences held every two years', 'every two years'],
      ['robotics conferences that meet every other year', 'every other year'],
      ['biennial robotics conferences', 'biennial'],
      ['robotics conferences held every year', 'every year'],
      ['how often are robotics conferences held?', 'how often'],
    ]) {
      const { parameters, notes } = read(question!);
      expect(notes, question).toContain(`not answered: "${words}" ${why}`);
      expect(parameters.q, question).toBe('robotics');
    }
  });
});

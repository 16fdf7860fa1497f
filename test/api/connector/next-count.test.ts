/**
 * "The next 5 deadlines", "the next 3 conferences" (docs/api.md, Connector tools): a count after
 * "next" or "upcoming", or before it ("5 upcoming deadlines"), is the number of events asked for, unless a unit of time follows it ("the
 * next 3 months" is a window); and "next" said of deadlines, a subject between, asks for the open
 * calls, as "upcoming" does.
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const read = (question: string) => readQuestion(demo.index, question, demo.today);

describe('a count after "next" or "upcoming"', () => {
  it('is the number of events asked for', () => {
    for (const question of [
      'the next 5 deadlines in robotics',
      'next 5 robotics deadlines',
      'upcoming 5 robotics deadlines',
      '5 upcoming robotics deadlines',
    ])
      expect(read(question), question).toMatchObject({ count: 5, parameters: { cfp: 'open' } });
    expect(read('the next 3 conferences in Japan')).toMatchObject({ count: 3, parameters: { country: 'Japan' } });
  });

  it('is the number asked for before "nearest", "closest", "soonest" or "earliest"', () => {
    for (const [question, count] of [
      ['The five nearest deadlines for robotics conferences', 5],
      ['Show me the 5 nearest conference deadlines in robotics.', 5],
      ['the 3 closest robotics deadlines', 3],
      ['the four soonest deadlines in robotics', 4],
      ['the 2 earliest robotics conferences in 2027', 2],
    ] as const)
      expect(read(question).count, question).toBe(count);
  });

  it('is a window before a unit of time', () => {
    const window = read('conferences in the next 3 months');
    expect(window.count).toBeUndefined();
    expect(read('conferences in the 3 upcoming months').count).toBeUndefined();
    expect(window.parameters).toMatchObject({ from: expect.any(String), to: expect.any(String) });
  });
});

describe('"next" said of deadlines', () => {
  it('asks for the open calls, a subject between', () => {
    expect(read('the next robotics deadlines').parameters).toMatchObject({ cfp: 'open' });
    // Of events it asks for those ahead, no call.
    expect(read('the next robotics conferences').parameters.cfp).toBeUndefined();
  });
});

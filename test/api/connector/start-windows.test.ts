/**
 * Events said to start in a window (docs/api.md, Connector tools): "conferences starting next
 * week" are those whose first day falls in it, not every event from then on, nor those already
 * under way; "starting" before a day elsewhere bounds from it ("deadlines starting March 2027").
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../src/api/connector/reading.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';

const demo = useDemoIndex(2000);
const parametersOf = (question: string) => readQuestion(demo.index, question, demo.today).parameters;

describe('events said to start in a window', () => {
  it('start in it', () => {
    // The demo's day is a Saturday, 2026-11-21: next week runs from Monday 2026-11-23 to Sunday 2026-11-29.
    for (const question of [
      'conferences starting next week',
      'events that start next week',
      'workshops beginning next week',
    ])
      expect(parametersOf(question), question).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    for (const question of ['conferences starting next week', 'events that start next week'])
      expect(parametersOf(question).date_match, question).toBeUndefined();
    expect(parametersOf('conferences starting tomorrow')).toMatchObject({ from: '2026-11-22', to: '2026-11-22' });
  });

  it('bound from it when no event is said to', () => {
    expect(parametersOf('deadlines starting March 2027')).toMatchObject({ deadline_from: '2027-03-01' });
    expect(parametersOf('deadlines starting March 2027').deadline_to).toBeUndefined();
    // A day counted from today is a point the events come after.
    expect(parametersOf('conferences starting 3 months from now')).toMatchObject({ from: '2027-02-21' });
    expect(parametersOf('conferences starting 3 months from now').to).toBeUndefined();
  });
});

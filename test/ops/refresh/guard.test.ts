/**
 * The refresh's guard (src/ops/refresh/guard.ts): what keeps a new snapshot from being published.
 */
import { describe, expect, it } from 'vitest';
import { guardProblems, lostShare } from '../../../src/ops/refresh/guard.js';

const limits = { max_event_loss: 0.05, max_source_loss: 0.25, max_changed: 0.2 };
const source = (name: string, events: number | null, before?: number, error?: string, empty = false) => ({
  name,
  events,
  before,
  error,
  empty,
});

describe('the refresh guard', () => {
  it('passes a snapshot that keeps at least 95% of the served events and every source', () => {
    expect(guardProblems({ servedEvents: 1000, newEvents: 950, sources: [source('a', 10, 10)], limits })).toEqual([]);
    expect(guardProblems({ servedEvents: 1000, newEvents: 1200, sources: [], limits })).toEqual([]);
    // Nothing published yet, and no source count known: only emptiness counts.
    expect(guardProblems({ servedEvents: undefined, newEvents: 3, sources: [source('a', 3)], limits })).toEqual([]);
  });

  it('refuses more than the allowed share of the served events lost, saying how many', () => {
    expect(guardProblems({ servedEvents: 1000, newEvents: 949, sources: [], limits })).toEqual([
      'the new snapshot lost 5.1% of the served events (1000 -> 949), more than 5%',
    ]);
    const looser = { ...limits, max_event_loss: 0.1 };
    expect(guardProblems({ servedEvents: 1000, newEvents: 949, sources: [], limits: looser })).toEqual([]);
  });

  it('refuses a source gone empty or giving nothing, one not fetched, and one that lost more than its share', () => {
    const problems = guardProblems({
      servedEvents: 100,
      newEvents: 100,
      sources: [
        source('emptied', 0, 40),
        source('nothing', 0),
        // Empty by design, as it was: no problem.
        source('by-design', 0, 0, undefined, true),
        source('new-by-design', 0, undefined, undefined, true),
        source('gone', null, 10, 'cannot fetch file:///x: repository not found'),
        source('halved', 10, 20),
        source('trimmed', 16, 20),
        // Not read because another fetch failed: nothing to say about it.
        source('waiting', null, 20),
      ],
      limits,
    });
    expect(problems).toEqual([
      'source emptied went empty (40 -> 0 events)',
      'source nothing gave no event',
      'source gone was not read: cannot fetch file:///x: repository not found',
      'source halved lost 50% of its events (20 -> 10), more than 25%',
    ]);
  });

  it('refuses a snapshot that changes the dates, place or deadlines of more than its share of the kept events', () => {
    const changes = (changed: number) => ({
      kept: 100,
      changed,
      dates: changed,
      place: 1,
      deadlines: 0,
      examples: ['7 Data Days: dates 2027-06-01..2027-06-03 -> 2019-06-01..2019-06-03'],
    });
    const input = { servedEvents: 100, newEvents: 100, sources: [], limits };
    expect(guardProblems({ ...input, changes: changes(20) })).toEqual([]);
    expect(guardProblems({ ...input, changes: changes(100) })).toEqual([
      'the new snapshot changes 100% of the served events it keeps (100 of 100: dates 100, place 1, deadlines 0), more than 20%; first: 7 Data Days: dates 2027-06-01..2027-06-03 -> 2019-06-01..2019-06-03',
    ]);
    expect(guardProblems({ ...input, changes: changes(100), limits: { ...limits, max_changed: 1 } })).toEqual([]);
    // No event kept (the served snapshot was made elsewhere): nothing to compare.
    expect(guardProblems({ ...input, changes: { ...changes(0), kept: 0 } })).toEqual([]);
  });

  it('counts a gain as no loss', () => {
    expect(lostShare(10, 12)).toBe(0);
    expect(lostShare(0, 0)).toBe(0);
    expect(lostShare(8, 6)).toBe(0.25);
  });
});

/**
 * A calendar feed written in slices (the server's way) is byte for byte the feed written at once,
 * gives the event loop a turn between its slices, and feeds written at the same time do not mix
 * their texts.
 */
import { describe, expect, it } from 'vitest';
import { calendarFeed, calendarFeedInSlices, FEED_PARSER, type FeedContext } from '../../src/api/feeds/index.js';
import { useDemoIndex } from '../fixtures/demo-snapshot.js';
import { countTurns } from '../fixtures/event-loop.js';

const demo = useDemoIndex(3_000);
const context = (): FeedContext => ({
  index: demo.index,
  today: demo.today,
  now: demo.now,
  host: 'api.example.org',
  builtAt: new Date('2026-11-21T00:00:00Z'),
});
const input = (query: Record<string, string>) => FEED_PARSER.fromQuery(query, {});

/** The event loop's turns while `work` runs. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ value: T; turns: number }> {
  const counter = countTurns();
  try {
    const value = await work();
    return { value, turns: counter.turns };
  } finally {
    counter.stop();
  }
}

describe('a feed written in slices', () => {
  it('is the feed written at once, and lets the event loop turn between its events', async () => {
    const feedInput = input({ include: 'deadlines' });
    const whole = calendarFeed(feedInput, context());
    expect(whole.shown).toBe(1000);
    // Slices of no length: each event's entries are written in a turn of their own.
    const { value: sliced, turns } = await turnsDuring(() => calendarFeedInSlices(feedInput, context(), 0));
    const { body, ...counts } = sliced;
    expect(body.equals(whole.body)).toBe(true);
    expect(counts).toEqual({ total: whole.total, shown: whole.shown, omitted: whole.omitted });
    expect(turns).toBeGreaterThanOrEqual(whole.shown);
  });

  it('keeps the texts of feeds written at the same time apart', async () => {
    const queries: Record<string, string>[] = [
      { include: 'deadlines' },
      { include: 'events', offset: '500' },
      { country: 'Germany' },
    ];
    const together = await Promise.all(queries.map((query) => calendarFeedInSlices(input(query), context(), 0)));
    const alone = queries.map((query) => calendarFeed(input(query), context()));
    for (const [i, feed] of together.entries()) expect(feed.body.equals(alone[i]!.body), `feed ${i + 1}`).toBe(true);
    expect(new Set(alone.map((feed) => feed.body.toString('latin1'))).size).toBe(3);
  });
});

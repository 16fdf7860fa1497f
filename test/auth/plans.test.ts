import { describe, expect, it } from 'vitest';
import { FEED_EVENTS_PER_UNIT, feedUnits, PLAN_FEED_BUDGETS } from '../../src/auth/plans.js';
import { loadConfig } from '../../src/config.js';

describe('the feed budget of a plan', () => {
  it('charges one unit per 50 events of a feed, at least one', () => {
    expect(FEED_EVENTS_PER_UNIT).toBe(50);
    expect([0, 1, 50, 51, 100, 999, 1000].map(feedUnits)).toEqual([1, 1, 1, 2, 2, 20, 20]);
  });

  it('is what the configuration gives each plan when nothing is set', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect({
      free: { perMinute: config.PLAN_FREE_FEED_UNITS_PER_MINUTE, perDay: config.PLAN_FREE_FEED_UNITS_PER_DAY },
      pro: { perMinute: config.PLAN_PRO_FEED_UNITS_PER_MINUTE, perDay: config.PLAN_PRO_FEED_UNITS_PER_DAY },
    }).toEqual(PLAN_FEED_BUDGETS);
  });
});

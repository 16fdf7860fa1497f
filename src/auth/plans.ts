/**
 * Plans an API key can be on, their request limits and their feed budgets (see docs/api.md). Both windows
 * apply; the rate limiter enforces them.
 */

export const PLANS = ['free', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanLimits {
  /** Requests allowed per 60-second window. */
  readonly perMinute: number;
  /** Requests allowed per 86,400-second window. */
  readonly perDay: number;
}

export const PLAN_LIMITS: Readonly<Record<Plan, PlanLimits>> = Object.freeze({
  free: Object.freeze({ perMinute: 60, perDay: 1000 }),
  pro: Object.freeze({ perMinute: 300, perDay: 50_000 }),
});

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/**
 * A key's calendar feed budget, apart from its requests (docs/api.md, "Calendar feeds"): units per
 * 60-second and per 86,400-second window. Writing a feed costs one unit per FEED_EVENTS_PER_UNIT
 * events it holds, at least one; a feed served from the cache, or a 304, costs nothing.
 */
export const FEED_EVENTS_PER_UNIT = 50;

export const PLAN_FEED_BUDGETS: Readonly<Record<Plan, PlanLimits>> = Object.freeze({
  free: Object.freeze({ perMinute: 100, perDay: 2000 }),
  pro: Object.freeze({ perMinute: 500, perDay: 50_000 }),
});

/** The units a feed of `events` events costs. */
export function feedUnits(events: number): number {
  return Math.max(1, Math.ceil(events / FEED_EVENTS_PER_UNIT));
}

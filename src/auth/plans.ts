/**
 * Plans an API key can be on, and their request limits (see docs/api.md). Both windows
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

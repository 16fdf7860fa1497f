import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Plan, PlanLimits } from '../auth/plans.js';
import type { Config } from '../config.js';
import { type Budget, createCounters, DAY_MS, MINUTE_MS, type WindowHit } from './counters.js';
import { policyHeader, rateLimitHeaders, type WindowState } from './headers.js';
import type { RedisLink } from './redis.js';

/**
 * A request over a limit: a key's window (`window` names it) or, for unknown keys, the address's
 * guessing allowance (`window` undefined). The caller turns it into the API's 429 with `headers`.
 */
export class RateLimitExceeded extends Error {
  override readonly name = 'RateLimitExceeded';

  constructor(
    readonly window: { name: string; limit: number } | undefined,
    readonly retryAfter: number,
    readonly headers: Record<string, string>,
  ) {
    super(window ? `over ${window.limit} requests per ${window.name}` : 'too many unknown keys');
  }
}

function planLimits(config: Config): Record<Plan, PlanLimits> {
  return {
    free: { perMinute: config.PLAN_FREE_PER_MINUTE, perDay: config.PLAN_FREE_PER_DAY },
    pro: { perMinute: config.PLAN_PRO_PER_MINUTE, perDay: config.PLAN_PRO_PER_DAY },
  };
}

function feedBudgets(config: Config): Record<Plan, Budget> {
  return {
    free: { perMinute: config.PLAN_FREE_FEED_UNITS_PER_MINUTE, perDay: config.PLAN_FREE_FEED_UNITS_PER_DAY },
    pro: { perMinute: config.PLAN_PRO_FEED_UNITS_PER_MINUTE, perDay: config.PLAN_PRO_FEED_UNITS_PER_DAY },
  };
}

/** Whose feed budget a charge goes to: a key's id and plan. */
interface BudgetHolder {
  id: string;
  plan: Plan;
}

export interface KeyLimits {
  /** False with RATE_LIMITS=off: checkKey then does nothing, and need not be called. */
  readonly counting: boolean;
  /**
   * For a request with a caller (request.caller: a valid key, a token's subject, an anonymous
   * address): counts it in both windows of the caller's plan as `requests` requests (default one;
   * an MCP batch counts its messages), sets the headers, or throws: the request is refused whole
   * when its count goes over a window. When the request could not be counted (Redis down), no
   * limit applies and no rate-limit header is sent: the headers would say something false.
   */
  checkKey(request: FastifyRequest, reply: FastifyReply, requests?: number): Promise<void>;
  /** For a request with an unknown key: throws once its address has sent too many. */
  checkUnknownKey(request: FastifyRequest): Promise<void>;
  /**
   * Before a feed is written for `key`: charges `units` to the key's feed budget, or throws
   * (window FEED_BUDGET) when a window of it has no unit left. Resolves the units charged: 0 with
   * RATE_LIMITS=off or while Redis is down (no budget applies).
   */
  chargeFeedBudget(key: BudgetHolder, units: number): Promise<number>;
  /** After the write: gives back units charged and not used. */
  refundFeedBudget(key: BudgetHolder, units: number): Promise<void>;
  /**
   * Counts `requests` (default one) from the request's address in `scope`'s window: throws (window
   * `scope`) once the address has sent more than `perMinute` this minute.
   */
  checkAddress(scope: string, request: FastifyRequest, perMinute: number, requests?: number): Promise<void>;
}

/** The window name of a feed budget with no unit left. */
export const FEED_BUDGET = 'feed budget';

function windowState(name: string, limit: number, windowMs: number, hit: WindowHit): WindowState {
  return {
    name,
    limit,
    windowSeconds: windowMs / 1000,
    remaining: Math.max(0, limit - hit.count),
    resetSeconds: Math.ceil(hit.resetMs / 1000),
  };
}

/**
 * The two windows of every plan (docs/api.md): the minute is checked first (a request refused by
 * it does not spend the day's quota), and the IETF draft headers name the window nearest
 * exhaustion. Counters live in Redis when a link is given, else in process memory (counters.ts).
 */
export function createKeyLimits(config: Config, redis: RedisLink | undefined): KeyLimits {
  const plans = planLimits(config);
  const budgets = feedBudgets(config);
  const counters = createCounters(redis);
  const policies = new Map<Plan, string>(
    (Object.keys(plans) as Plan[]).map((name) => [
      name,
      policyHeader([
        { name: 'minute', limit: plans[name].perMinute, windowSeconds: 60, remaining: 0, resetSeconds: 0 },
        { name: 'day', limit: plans[name].perDay, windowSeconds: 86_400, remaining: 0, resetSeconds: 0 },
      ]),
    ]),
  );
  const exceeded = (windows: WindowState[], policy: string, refusedBy: WindowState): RateLimitExceeded => {
    const retryAfter = Math.max(1, refusedBy.resetSeconds);
    return new RateLimitExceeded(refusedBy, retryAfter, {
      ...rateLimitHeaders(policy, windows),
      'retry-after': String(retryAfter),
    });
  };

  return {
    counting: config.RATE_LIMITS !== 'off',
    async checkKey(request, reply, requests = 1) {
      const { caller } = request;
      if (config.RATE_LIMITS === 'off' || !caller) return;
      const plan = plans[caller.plan];
      const policy = policies.get(caller.plan)!;
      const hit = await counters.hitKey(caller.id, plan.perMinute, requests);
      if (hit === undefined) return;
      const minute = windowState('minute', plan.perMinute, MINUTE_MS, hit.minute);
      if (hit.minute.count > plan.perMinute) throw exceeded([minute], policy, minute);
      const windows = [minute];
      if (hit.day) {
        const day = windowState('day', plan.perDay, DAY_MS, hit.day);
        windows.push(day);
        if (hit.day.count > plan.perDay) throw exceeded(windows, policy, day);
      }
      reply.headers(rateLimitHeaders(policy, windows));
    },
    async chargeFeedBudget(key, units) {
      if (config.RATE_LIMITS === 'off') return 0;
      const budget = budgets[key.plan];
      const charge = await counters.chargeFeedBudget(key.id, budget, units);
      if (charge === undefined) return 0;
      if (charge.refused === undefined) return units;
      // No limit, count or plan in the refusal: a feed's subscribers hold no key (docs/api.md).
      const retryAfter = Math.max(1, Math.ceil(charge.window.resetMs / 1000));
      const limit = charge.refused === 'minute' ? budget.perMinute : budget.perDay;
      throw new RateLimitExceeded({ name: FEED_BUDGET, limit }, retryAfter, { 'retry-after': String(retryAfter) });
    },
    async refundFeedBudget(key, units) {
      if (units > 0) await counters.refundFeedBudget(key.id, units);
    },
    async checkAddress(scope, request, perMinute, requests = 1) {
      const hit = await counters.hitAddress(scope, request.ip, requests);
      if (hit.count > perMinute) {
        const retryAfter = Math.max(1, Math.ceil(hit.resetMs / 1000));
        throw new RateLimitExceeded({ name: scope, limit: perMinute }, retryAfter, {
          'retry-after': String(retryAfter),
        });
      }
    },
    async checkUnknownKey(request) {
      const hit = await counters.hitGuess(request.ip);
      if (hit.count > config.KEY_GUESS_LIMIT) {
        const retryAfter = Math.max(1, Math.ceil(hit.resetMs / 1000));
        throw new RateLimitExceeded(undefined, retryAfter, { 'retry-after': String(retryAfter) });
      }
    },
  };
}

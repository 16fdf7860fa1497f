import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Plan, PlanLimits } from '../auth/plans.js';
import type { Config } from '../config.js';
import { createCounters, DAY_MS, MINUTE_MS, type WindowHit } from './counters.js';
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

export interface KeyLimits {
  /** False with RATE_LIMITS=off: checkKey then does nothing, and need not be called. */
  readonly counting: boolean;
  /**
   * For a request with a valid key (request.apiKey): counts it in both windows as `requests`
   * requests (default one; an MCP batch counts its messages), sets the headers, or throws: the
   * request is refused whole when its count goes over a window. When the request could not be
   * counted (Redis down), no limit applies and no rate-limit header is sent: the headers would
   * say something false.
   */
  checkKey(request: FastifyRequest, reply: FastifyReply, requests?: number): Promise<void>;
  /** For a request with an unknown key: throws once its address has sent too many. */
  checkUnknownKey(request: FastifyRequest): Promise<void>;
  /**
   * For a fetch of the feed `feedId`: throws (window `feed`) when the feed was fetched less than a
   * minute ago. Off with RATE_LIMITS=off.
   */
  checkFeed(feedId: string): Promise<void>;
}

/** The window name of a feed fetched more often than once a minute. */
export const FEED_WINDOW = 'feed';

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
      if (config.RATE_LIMITS === 'off' || !request.apiKey) return;
      const planName = request.apiKey.plan;
      const plan = plans[planName];
      const policy = policies.get(planName)!;
      const hit = await counters.hitKey(request.apiKey.id, plan.perMinute, requests);
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
    async checkFeed(feedId) {
      if (config.RATE_LIMITS === 'off') return;
      const hit = await counters.hitFeed(feedId);
      if (hit.count > 1) {
        const retryAfter = Math.max(1, Math.ceil(hit.resetMs / 1000));
        throw new RateLimitExceeded({ name: FEED_WINDOW, limit: 1 }, retryAfter, { 'retry-after': String(retryAfter) });
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

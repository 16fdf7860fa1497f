import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Plan, PlanLimits } from '../auth/plans.js';
import type { Config } from '../config.js';
import { policyHeader, rateLimitHeaders, type WindowState } from './headers.js';
import type { RedisLink } from './redis.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

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

/**
 * Registers @fastify/rate-limit as the counter store (Redis when configured, else process
 * memory), without a global hook: the key check below calls its limiters itself. skipOnError
 * makes a Redis failure fail open.
 */
export function registerRateLimitStore(app: FastifyInstance, redis: RedisLink | undefined): void {
  void app.register(rateLimit, {
    global: false,
    skipOnError: true,
    cache: 100_000,
    ...(redis ? { redis: redis.client, nameSpace: 'confdir-rl:' } : {}),
  });
}

export interface KeyLimits {
  /** For a request with a valid key: counts it in both windows, sets the headers, or throws. */
  checkKey(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** For a request with an unknown key: throws once its address has sent too many. */
  checkUnknownKey(request: FastifyRequest): Promise<void>;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function windowState(
  limiter: Limiter,
  request: FastifyRequest,
  name: string,
  windowMs: number,
): Promise<{ state: WindowState; exceeded: boolean }> {
  const result = await limiter(request);
  if (result.isAllowed) throw new Error('rate limiter unexpectedly allow-listed a request');
  return {
    state: {
      name,
      limit: result.max,
      windowSeconds: windowMs / 1000,
      remaining: result.remaining,
      resetSeconds: result.ttlInSeconds,
    },
    exceeded: result.isExceeded,
  };
}

/**
 * The two windows of every plan (docs/api.md) on top of @fastify/rate-limit, which enforces one
 * window per limiter and writes headers for one: here two limiters share its store, the minute
 * is checked first (a request refused by it does not spend the day's quota), and the IETF draft
 * headers name the window nearest exhaustion. Call from a scope registered after
 * registerRateLimitStore.
 */
export function createKeyLimits(scope: FastifyInstance, config: Config): KeyLimits {
  const plans = planLimits(config);
  const keyed = (prefix: string) => (request: FastifyRequest) => `${prefix}:${request.apiKey?.id ?? 'none'}`;
  const plan = (request: FastifyRequest): PlanLimits => plans[request.apiKey?.plan ?? 'free'];
  const minute = scope.createRateLimit({
    keyGenerator: keyed('m'),
    max: (r) => plan(r).perMinute,
    timeWindow: MINUTE_MS,
    skipOnError: true,
  });
  const day = scope.createRateLimit({
    keyGenerator: keyed('d'),
    max: (r) => plan(r).perDay,
    timeWindow: DAY_MS,
    skipOnError: true,
  });
  const guesses = scope.createRateLimit({
    keyGenerator: (request) => `g:${request.ip}`,
    max: config.KEY_GUESS_LIMIT,
    timeWindow: MINUTE_MS,
    skipOnError: true,
  });
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
    async checkKey(request, reply) {
      if (config.RATE_LIMITS === 'off') return;
      const policy = policies.get(request.apiKey?.plan ?? 'free')!;
      const perMinute = await windowState(minute, request, 'minute', MINUTE_MS);
      if (perMinute.exceeded) throw exceeded([perMinute.state], policy, perMinute.state);
      const perDay = await windowState(day, request, 'day', DAY_MS);
      const windows = [perMinute.state, perDay.state];
      if (perDay.exceeded) throw exceeded(windows, policy, perDay.state);
      reply.headers(rateLimitHeaders(policy, windows));
    },
    async checkUnknownKey(request) {
      const result = await guesses(request);
      if (!result.isAllowed && result.isExceeded) {
        const retryAfter = Math.max(1, result.ttlInSeconds);
        throw new RateLimitExceeded(undefined, retryAfter, { 'retry-after': String(retryAfter) });
      }
    },
  };
}

import type { Plan, PlanLimits } from '../auth/plans.js';
import type { Config } from '../config.js';
import { type Budget, type Counters, createCounters, DAY_MS, MINUTE_MS, type WindowHit } from './counters.js';
import { policyHeader, rateLimitHeaders, type WindowState } from './headers.js';
import type { Caller } from '../auth/caller.js';
import { type AddressedRequest, createNetworks, type Networks } from './networks.js';
import type { RedisLink } from './redis.js';

/**
 * A request over a limit: a key's window (`window` names it) or, for unknown keys, the address's
 * guessing allowance (`window` undefined); `byAddress` when it is the per-address window of a token
 * or a pool (networks.ts). The caller turns it into the API's 429 with `headers`.
 */
export class RateLimitExceeded extends Error {
  override readonly name = 'RateLimitExceeded';

  constructor(
    readonly window: { name: string; limit: number } | undefined,
    readonly retryAfter: number,
    readonly headers: Record<string, string>,
    readonly byAddress = false,
  ) {
    super(window ? `over ${window.limit} requests per ${window.name}` : 'too many unknown keys');
  }
}

/** A request with its caller (request.caller, set by the credentials check), as checkKey reads it. */
export interface CallerRequest extends AddressedRequest {
  readonly caller: Caller | null;
}

/** Where checkKey puts the headers that say where the windows stand (an answer's headers). */
export interface HeaderTarget {
  headers(values: Readonly<Record<string, string>>): unknown;
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
   * when its count goes over a window. A token's or a pool's request is also counted in its
   * network's window (networks.ts). While Redis is down the windows are this process's
   * (LOCAL_HEADER says so).
   */
  checkKey(request: CallerRequest, reply: HeaderTarget, requests?: number): Promise<void>;
  /** For a request with an unknown key: throws once its address has sent too many. */
  checkUnknownKey(request: AddressedRequest): Promise<void>;
  /**
   * Before a feed is written for `key`: charges `units` to the key's feed budget, or throws
   * (window FEED_BUDGET) when a window of it has no unit left. Resolves the units charged: 0 with
   * RATE_LIMITS=off (no budget applies).
   */
  chargeFeedBudget(key: BudgetHolder, units: number): Promise<number>;
  /** After the write: gives back units charged and not used. */
  refundFeedBudget(key: BudgetHolder, units: number): Promise<void>;
  /**
   * Counts `requests` (default one) from the request's address in `scope`'s window: throws (window
   * `scope`) once the address has sent more than `perMinute` this minute.
   */
  checkAddress(scope: string, request: AddressedRequest, perMinute: number, requests?: number): Promise<void>;
  /** Whom the per-address windows count: networks and pools (networks.ts). */
  readonly networks: Networks;
}

/**
 * The header of an answer whose windows were counted in this process's memory because Redis is
 * down: each replica then counts alone (docs/api.md, "Plans and rate limits").
 */
const LOCAL_HEADER = 'x-ratelimit-store';
const LOCAL = { [LOCAL_HEADER]: 'memory' } as const;
const localHeaders = (hit: { local?: true }) => (hit.local ? LOCAL : {});

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

function retryAfterOf(hit: WindowHit): number {
  return Math.max(1, Math.ceil(hit.resetMs / 1000));
}

/** The plan's two windows of `caller` (a pool's own when it has them), as the policy header names them. */
function policyOf(limits: PlanLimits): string {
  return policyHeader([
    { name: 'minute', limit: limits.perMinute, windowSeconds: 60, remaining: 0, resetSeconds: 0 },
    { name: 'day', limit: limits.perDay, windowSeconds: 86_400, remaining: 0, resetSeconds: 0 },
  ]);
}

function exceeded(windows: WindowState[], policy: string, refusedBy: WindowState, hit: { local?: true }) {
  const retryAfter = Math.max(1, refusedBy.resetSeconds);
  return new RateLimitExceeded(refusedBy, retryAfter, {
    ...rateLimitHeaders(policy, windows),
    ...localHeaders(hit),
    'retry-after': String(retryAfter),
  });
}

/**
 * Counts `requests` in `limits`' two windows under `id`: the minute first (a request refused by it
 * does not spend the day's quota); resolves the headers that say where they stand, or throws.
 */
async function countWindows(
  counters: Counters,
  id: string,
  limits: PlanLimits,
  policy: string,
  requests: number,
): Promise<Record<string, string>> {
  const hit = await counters.hitKey(id, limits.perMinute, requests);
  const minute = windowState('minute', limits.perMinute, MINUTE_MS, hit.minute);
  if (hit.minute.count > limits.perMinute) throw exceeded([minute], policy, minute, hit);
  const windows = [minute];
  if (hit.day) {
    const day = windowState('day', limits.perDay, DAY_MS, hit.day);
    windows.push(day);
    if (hit.day.count > limits.perDay) throw exceeded(windows, policy, day, hit);
  }
  return { ...rateLimitHeaders(policy, windows), ...localHeaders(hit) };
}

/**
 * The two windows of every plan (docs/api.md), and the IETF draft headers that name the window
 * nearest exhaustion. Counters live in Redis when a link is given, else in process memory (counters.ts).
 */
export function createKeyLimits(config: Config, redis: RedisLink | undefined): KeyLimits {
  const plans = planLimits(config);
  const budgets = feedBudgets(config);
  const counters = createCounters(redis);
  const networks = createNetworks(config);
  const policies = new Map<Plan, string>((Object.keys(plans) as Plan[]).map((name) => [name, policyOf(plans[name])]));
  const hitAddress = async (scope: string, request: AddressedRequest, perMinute: number, requests: number) => {
    const hit = await counters.hitAddress(scope, networks.networkOf(request), requests);
    return {
      hit,
      over: hit.count > perMinute,
      headers: { ...localHeaders(hit), 'retry-after': String(retryAfterOf(hit)) },
    };
  };
  return {
    counting: config.RATE_LIMITS !== 'off',
    networks,
    async checkKey(request, reply, requests = 1) {
      const { caller } = request;
      if (config.RATE_LIMITS === 'off' || !caller) return;
      const limits = caller.limits ?? plans[caller.plan];
      const policy = caller.limits ? policyOf(caller.limits) : policies.get(caller.plan)!;
      const headers = await countWindows(counters, caller.id, limits, policy, requests);
      const window = networks.addressWindow(caller, request);
      if (window !== undefined) {
        const counted = await hitAddress(window.scope, request, window.perMinute, requests);
        if (counted.over) {
          const limit = { name: 'minute', limit: window.perMinute };
          throw new RateLimitExceeded(limit, retryAfterOf(counted.hit), counted.headers, true);
        }
      }
      reply.headers(headers);
    },
    async chargeFeedBudget(key, units) {
      if (config.RATE_LIMITS === 'off') return 0;
      const budget = budgets[key.plan];
      const charge = await counters.chargeFeedBudget(key.id, budget, units);
      if (charge.refused === undefined) return units;
      // No limit, count or plan in the refusal: a feed's subscribers hold no key (docs/api.md).
      const retryAfter = retryAfterOf(charge.window);
      const limit = charge.refused === 'minute' ? budget.perMinute : budget.perDay;
      const headers = { ...localHeaders(charge), 'retry-after': String(retryAfter) };
      throw new RateLimitExceeded({ name: FEED_BUDGET, limit }, retryAfter, headers);
    },
    async refundFeedBudget(key, units) {
      if (units > 0) await counters.refundFeedBudget(key.id, units);
    },
    async checkAddress(scope, request, perMinute, requests = 1) {
      const { hit, over, headers } = await hitAddress(scope, request, perMinute, requests);
      if (over) throw new RateLimitExceeded({ name: scope, limit: perMinute }, retryAfterOf(hit), headers);
    },
    async checkUnknownKey(request) {
      const hit = await counters.hitGuess(networks.networkOf(request));
      if (hit.count > config.KEY_GUESS_LIMIT) {
        const retryAfter = retryAfterOf(hit);
        throw new RateLimitExceeded(undefined, retryAfter, { ...localHeaders(hit), 'retry-after': String(retryAfter) });
      }
    },
  };
}

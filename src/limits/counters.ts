/**
 * The counters behind the plan limits and the key-guessing limit: fixed windows, each starting
 * with its first request and reset when it expires (docs/api.md, "Plans and rate limits").
 *
 * Two stores with the same semantics: process memory, and Redis shared by the replicas. In Redis
 * both windows of a key cost one round trip: one Lua script (EVALSHA through ioredis's
 * defineCommand) counts the minute and, only when the minute allows the request, the day. A
 * request may count as several (an MCP batch counts each message): the windows then grow by that
 * many in the same round trip. This is
 * why the limits no longer sit on @fastify/rate-limit: its store runs one script per limiter, so
 * two windows took two round trips, and a hung Redis cost each request two command timeouts.
 *
 * A key's feed budget (docs/api.md, "Calendar feeds") is charged in units, not requests: a feed is
 * charged what its limit would cost before it is written, while the budget has a unit left, and
 * what it did not need is refunded after (so that concurrent writes cannot all pass one check).
 *
 * Redis keys: `confdir:rl:m:<caller id>`, `confdir:rl:d:<caller id>` (a key's id, `oauth:<subject
 * hash>` or `anon:<address>`, src/auth/caller.ts), `confdir:rl:g:<address>`,
 * `confdir:rl:fm:<key id>` and `confdir:rl:fd:<key id>` (the feed budget's minute and day), and
 * `confdir:rl:a:<scope>:<address>` (per-address limits of public pages).
 */
import { LRUCache } from 'lru-cache';
import type { RedisLink } from './redis.js';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const PREFIX = 'confdir:rl:';
/** Bound on the windows held in process memory (one per address guessing keys, two per key or caller). */
const MEMORY_ENTRIES = 100_000;

/** One window after a request was counted in it. */
export interface WindowHit {
  /** Requests counted in the window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

/** A key's minute window, and its day window unless the minute refused the request. */
interface KeyHit {
  minute: WindowHit;
  day: WindowHit | undefined;
}

/** Lua: counts `n` requests in a fixed window of `ms` milliseconds; returns {count, ms left}. */
const HIT = `
local function hit(key, ms, n)
  local count = redis.call('INCRBY', key, n)
  local ttl = redis.call('PTTL', key)
  if count == tonumber(n) or ttl < 0 then
    redis.call('PEXPIRE', key, ms)
    ttl = tonumber(ms)
  end
  return {count, ttl}
end
`;

/** Counts ARGV[4] requests in the minute window; when it is within `perMinute`, in the day window too. */
const KEY_SCRIPT = `${HIT}
local minute = hit(KEYS[1], ARGV[1], ARGV[4])
if minute[1] > tonumber(ARGV[3]) then return minute end
local day = hit(KEYS[2], ARGV[2], ARGV[4])
return {minute[1], minute[2], day[1], day[2]}
`;

/** Counts ARGV[2] requests in one window. */
const WINDOW_SCRIPT = `${HIT}
return hit(KEYS[1], ARGV[1], ARGV[2])
`;

/**
 * The feed budget: refused (first value 1 by the minute, 2 by the day, with that window's count and
 * ms left) when a window has no unit left; else ARGV[5] units charged to both: {0, minute count,
 * ms, day count, ms}. KEYS: minute, day; ARGV: minute ms, day ms, per minute, per day, units.
 */
const BUDGET_SCRIPT = `${HIT}
local function left(key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then return 0 end
  return ttl
end
local minute = tonumber(redis.call('GET', KEYS[1]) or '0')
if minute >= tonumber(ARGV[3]) then return {1, minute, left(KEYS[1])} end
local day = tonumber(redis.call('GET', KEYS[2]) or '0')
if day >= tonumber(ARGV[4]) then return {2, day, left(KEYS[2])} end
local m = hit(KEYS[1], ARGV[1], ARGV[5])
local d = hit(KEYS[2], ARGV[2], ARGV[5])
return {0, m[1], m[2], d[1], d[2]}
`;

/** Takes ARGV[1] units back from each of KEYS that still exists (a window that reset owes nothing). */
const REFUND_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then redis.call('DECRBY', key, ARGV[1]) end
end
return 1
`;

interface ScriptCommands {
  confdirKeyHit(
    minuteKey: string,
    dayKey: string,
    minuteMs: number,
    dayMs: number,
    perMinute: number,
    requests: number,
  ): Promise<unknown>;
  confdirWindowHit(key: string, windowMs: number, requests: number): Promise<unknown>;
  confdirBudgetCharge(
    minuteKey: string,
    dayKey: string,
    minuteMs: number,
    dayMs: number,
    perMinute: number,
    perDay: number,
    units: number,
  ): Promise<unknown>;
  confdirBudgetRefund(minuteKey: string, dayKey: string, units: number): Promise<unknown>;
}

/** A window's limit in units (or requests). */
export interface Budget {
  perMinute: number;
  perDay: number;
}

/** A charge to a feed budget: refused by a window with no unit left, or charged to both. */
export type BudgetCharge =
  | { refused: 'minute' | 'day'; window: WindowHit }
  | { refused: undefined; minute: WindowHit; day: WindowHit };

export interface Counters {
  /**
   * Counts `requests` (one request, or the messages of an MCP batch) with a valid key. Undefined:
   * not counted (Redis down or failing), so no limit applies.
   */
  hitKey(keyId: string, perMinute: number, requests: number): Promise<KeyHit | undefined>;
  /** Counts a request without a valid key from `address`. Always counted: in memory while Redis is down. */
  hitGuess(address: string): Promise<WindowHit>;
  /**
   * Counts `requests` requests from `address` in `scope`'s minute window (a public page, or /mcp's
   * open methods without credentials). In memory while Redis is down.
   */
  hitAddress(scope: string, address: string, requests: number): Promise<WindowHit>;
  /**
   * Charges `units` to a key's feed budget unless a window has no unit left. Undefined: not
   * counted (Redis down or failing), so no budget applies.
   */
  chargeFeedBudget(keyId: string, budget: Budget, units: number): Promise<BudgetCharge | undefined>;
  /** Takes back units charged and not used (no-op on a window that has reset). */
  refundFeedBudget(keyId: string, units: number): Promise<void>;
}

/** Fixed windows in process memory; the least recently used are dropped past MEMORY_ENTRIES. */
class MemoryWindows {
  readonly #windows = new LRUCache<string, { count: number; resetAt: number }>({ max: MEMORY_ENTRIES });

  hit(key: string, windowMs: number, requests = 1): WindowHit {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (window === undefined || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += requests;
    return { count: window.count, resetMs: window.resetAt - now };
  }

  /** The window at `key` as it is (count 0 when absent or over), counting nothing. */
  peek(key: string): WindowHit {
    const now = Date.now();
    const window = this.#windows.get(key);
    if (window === undefined || window.resetAt <= now) return { count: 0, resetMs: 0 };
    return { count: window.count, resetMs: window.resetAt - now };
  }

  /** Takes `requests` back from the window at `key` while it lasts. */
  refund(key: string, requests: number): void {
    const window = this.#windows.get(key);
    if (window !== undefined && window.resetAt > Date.now()) window.count -= requests;
  }
}

const keyNames = (keyId: string) => [`${PREFIX}m:${keyId}`, `${PREFIX}d:${keyId}`] as const;
const guessName = (address: string) => `${PREFIX}g:${address}`;
const addressName = (scope: string, address: string) => `${PREFIX}a:${scope}:${address}`;
const budgetNames = (keyId: string) => [`${PREFIX}fm:${keyId}`, `${PREFIX}fd:${keyId}`] as const;

/** The feed budget's charge in process memory: the same rule as BUDGET_SCRIPT. */
function chargeInMemory(memory: MemoryWindows, keyId: string, budget: Budget, units: number): BudgetCharge {
  const [minuteKey, dayKey] = budgetNames(keyId);
  const minuteBefore = memory.peek(minuteKey);
  if (minuteBefore.count >= budget.perMinute) return { refused: 'minute', window: minuteBefore };
  const dayBefore = memory.peek(dayKey);
  if (dayBefore.count >= budget.perDay) return { refused: 'day', window: dayBefore };
  return {
    refused: undefined,
    minute: memory.hit(minuteKey, MINUTE_MS, units),
    day: memory.hit(dayKey, DAY_MS, units),
  };
}

/** The counters in process memory (no Redis configured). */
function memoryCounters(memory: MemoryWindows): Counters {
  return {
    async hitKey(keyId, perMinute, requests) {
      const [minuteKey, dayKey] = keyNames(keyId);
      const minute = memory.hit(minuteKey, MINUTE_MS, requests);
      return { minute, day: minute.count > perMinute ? undefined : memory.hit(dayKey, DAY_MS, requests) };
    },
    async hitGuess(address) {
      return memory.hit(guessName(address), MINUTE_MS);
    },
    async hitAddress(scope, address, requests) {
      return memory.hit(addressName(scope, address), MINUTE_MS, requests);
    },
    async chargeFeedBudget(keyId, budget, units) {
      return chargeInMemory(memory, keyId, budget, units);
    },
    async refundFeedBudget(keyId, units) {
      for (const name of budgetNames(keyId)) memory.refund(name, units);
    },
  };
}

/** [count, ttl] pairs of a script's reply, or undefined when it is not one. */
function windowsOf(reply: unknown): WindowHit[] | undefined {
  if (!Array.isArray(reply) || reply.length < 2 || reply.length % 2 !== 0) return undefined;
  const numbers = reply.map(Number);
  if (!numbers.every(Number.isFinite)) return undefined;
  const hits: WindowHit[] = [];
  for (let i = 0; i < numbers.length; i += 2) hits.push({ count: numbers[i]!, resetMs: Math.max(0, numbers[i + 1]!) });
  return hits;
}

/**
 * The counters in Redis. While Redis counts as down (RedisLink.run answers undefined at once), a
 * key is not counted and the key-guessing limit counts in process memory instead.
 */
function redisCounters(redis: RedisLink, memory: MemoryWindows): Counters {
  redis.client.defineCommand('confdirKeyHit', { numberOfKeys: 2, lua: KEY_SCRIPT });
  redis.client.defineCommand('confdirWindowHit', { numberOfKeys: 1, lua: WINDOW_SCRIPT });
  redis.client.defineCommand('confdirBudgetCharge', { numberOfKeys: 2, lua: BUDGET_SCRIPT });
  redis.client.defineCommand('confdirBudgetRefund', { numberOfKeys: 2, lua: REFUND_SCRIPT });
  const scripts = redis.client as unknown as ScriptCommands;
  return {
    async hitKey(keyId, perMinute, requests) {
      const [minuteKey, dayKey] = keyNames(keyId);
      const hits = windowsOf(
        await redis.run(() => scripts.confdirKeyHit(minuteKey, dayKey, MINUTE_MS, DAY_MS, perMinute, requests)),
      );
      return hits === undefined ? undefined : { minute: hits[0]!, day: hits[1] };
    },
    async hitGuess(address) {
      const name = guessName(address);
      const hits = windowsOf(await redis.run(() => scripts.confdirWindowHit(name, MINUTE_MS, 1)));
      return hits?.[0] ?? memory.hit(name, MINUTE_MS);
    },
    async hitAddress(scope, address, requests) {
      const name = addressName(scope, address);
      const hits = windowsOf(await redis.run(() => scripts.confdirWindowHit(name, MINUTE_MS, requests)));
      return hits?.[0] ?? memory.hit(name, MINUTE_MS, requests);
    },
    async chargeFeedBudget(keyId, budget, units) {
      const [minuteKey, dayKey] = budgetNames(keyId);
      const reply = await redis.run(() =>
        scripts.confdirBudgetCharge(minuteKey, dayKey, MINUTE_MS, DAY_MS, budget.perMinute, budget.perDay, units),
      );
      return budgetChargeOf(reply);
    },
    async refundFeedBudget(keyId, units) {
      const [minuteKey, dayKey] = budgetNames(keyId);
      await redis.run(() => scripts.confdirBudgetRefund(minuteKey, dayKey, units));
    },
  };
}

/** BUDGET_SCRIPT's reply read, or undefined when it is not one. */
function budgetChargeOf(reply: unknown): BudgetCharge | undefined {
  if (!Array.isArray(reply) || (reply.length !== 3 && reply.length !== 5)) return undefined;
  const [verdict, ...rest] = reply.map(Number);
  const hits = windowsOf(rest);
  if (hits === undefined) return undefined;
  if (verdict === 1 || verdict === 2) return { refused: verdict === 1 ? 'minute' : 'day', window: hits[0]! };
  return verdict === 0 && hits.length === 2 ? { refused: undefined, minute: hits[0]!, day: hits[1]! } : undefined;
}

/** The counters: in Redis when a link is given, else in process memory. */
export function createCounters(redis: RedisLink | undefined): Counters {
  const memory = new MemoryWindows();
  return redis ? redisCounters(redis, memory) : memoryCounters(memory);
}

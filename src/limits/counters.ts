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
import {
  addressName,
  type BudgetCharge,
  budgetNames,
  type Counters,
  DAY_MS,
  guessName,
  keyNames,
  MemoryWindows,
  MINUTE_MS,
  memoryCounters,
  type WindowHit,
} from './memory-counters.js';
import type { RedisLink } from './redis.js';

export { type Budget, type Counters, DAY_MS, MINUTE_MS, type WindowHit } from './memory-counters.js';

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
 * The counters in Redis. While Redis counts as down (RedisLink.run answers undefined at once) or a
 * reply cannot be read, every window is counted in process memory instead, its answer `local`:
 * each replica then limits alone (N replicas allow up to N times a window), but nothing is unlimited.
 */
function redisCounters(redis: RedisLink, memory: MemoryWindows): Counters {
  redis.client.defineCommand('confdirKeyHit', { numberOfKeys: 2, lua: KEY_SCRIPT });
  redis.client.defineCommand('confdirWindowHit', { numberOfKeys: 1, lua: WINDOW_SCRIPT });
  redis.client.defineCommand('confdirBudgetCharge', { numberOfKeys: 2, lua: BUDGET_SCRIPT });
  redis.client.defineCommand('confdirBudgetRefund', { numberOfKeys: 2, lua: REFUND_SCRIPT });
  const scripts = redis.client as unknown as ScriptCommands;
  const local = memoryCounters(memory);
  const marked = <T extends object>(hit: T): T & { local: true } => ({ ...hit, local: true });
  return {
    async hitKey(keyId, perMinute, requests) {
      const [minuteKey, dayKey] = keyNames(keyId);
      const hits = windowsOf(
        await redis.run(() => scripts.confdirKeyHit(minuteKey, dayKey, MINUTE_MS, DAY_MS, perMinute, requests)),
      );
      if (hits === undefined) return marked(await local.hitKey(keyId, perMinute, requests));
      return { minute: hits[0]!, day: hits[1] };
    },
    async hitGuess(address) {
      const name = guessName(address);
      const hits = windowsOf(await redis.run(() => scripts.confdirWindowHit(name, MINUTE_MS, 1)));
      return hits?.[0] ?? marked(await local.hitGuess(address));
    },
    async hitAddress(scope, address, requests) {
      const name = addressName(scope, address);
      const hits = windowsOf(await redis.run(() => scripts.confdirWindowHit(name, MINUTE_MS, requests)));
      return hits?.[0] ?? marked(await local.hitAddress(scope, address, requests));
    },
    async chargeFeedBudget(keyId, budget, units) {
      const [minuteKey, dayKey] = budgetNames(keyId);
      const reply = await redis.run(() =>
        scripts.confdirBudgetCharge(minuteKey, dayKey, MINUTE_MS, DAY_MS, budget.perMinute, budget.perDay, units),
      );
      return budgetChargeOf(reply) ?? marked(await local.chargeFeedBudget(keyId, budget, units));
    },
    async refundFeedBudget(keyId, units) {
      const [minuteKey, dayKey] = budgetNames(keyId);
      const done = await redis.run(() => scripts.confdirBudgetRefund(minuteKey, dayKey, units));
      // Units charged while Redis was down were charged in memory: given back there.
      if (done === undefined) await local.refundFeedBudget(keyId, units);
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

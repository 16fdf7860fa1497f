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
 * Redis keys: `confdir:rl:m:<key id>`, `confdir:rl:d:<key id>`, `confdir:rl:g:<address>` and
 * `confdir:rl:f:<feed id>` (a hash of a feed's key id and parameters, never its token).
 */
import { LRUCache } from 'lru-cache';
import type { RedisLink } from './redis.js';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const PREFIX = 'confdir:rl:';
/** Bound on the windows held in process memory (one per address guessing keys, two per key). */
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

/** Counts one window. */
const WINDOW_SCRIPT = `${HIT}
return hit(KEYS[1], ARGV[1], 1)
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
  confdirWindowHit(key: string, windowMs: number): Promise<unknown>;
}

export interface Counters {
  /**
   * Counts `requests` (one request, or the messages of an MCP batch) with a valid key. Undefined:
   * not counted (Redis down or failing), so no limit applies.
   */
  hitKey(keyId: string, perMinute: number, requests: number): Promise<KeyHit | undefined>;
  /** Counts a request without a valid key from `address`. Always counted: in memory while Redis is down. */
  hitGuess(address: string): Promise<WindowHit>;
  /** Counts a fetch of a feed in its minute window. Always counted: in memory while Redis is down. */
  hitFeed(feedId: string): Promise<WindowHit>;
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
}

const keyNames = (keyId: string) => [`${PREFIX}m:${keyId}`, `${PREFIX}d:${keyId}`] as const;
const guessName = (address: string) => `${PREFIX}g:${address}`;
const feedName = (feedId: string) => `${PREFIX}f:${feedId}`;

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
    async hitFeed(feedId) {
      return memory.hit(feedName(feedId), MINUTE_MS);
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
      const hits = windowsOf(await redis.run(() => scripts.confdirWindowHit(name, MINUTE_MS)));
      return hits?.[0] ?? memory.hit(name, MINUTE_MS);
    },
    async hitFeed(feedId) {
      const name = feedName(feedId);
      const hits = windowsOf(await redis.run(() => scripts.confdirWindowHit(name, MINUTE_MS)));
      return hits?.[0] ?? memory.hit(name, MINUTE_MS);
    },
  };
}

/** The counters: in Redis when a link is given, else in process memory. */
export function createCounters(redis: RedisLink | undefined): Counters {
  const memory = new MemoryWindows();
  return redis ? redisCounters(redis, memory) : memoryCounters(memory);
}

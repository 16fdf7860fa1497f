/**
 * The counters' windows in process memory, and what both stores share: the windows' names and
 * lengths and what a count answers (counters.ts has the Redis store). Memory is the store without
 * REDIS_URL, and every window's store while Redis is down: each replica then counts alone.
 */
import { LRUCache } from 'lru-cache';

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
  /** Counted in this process's memory because Redis is down: this replica's count alone. */
  local?: true;
}

/** A key's minute window, and its day window unless the minute refused the request. */
export interface KeyHit {
  minute: WindowHit;
  day: WindowHit | undefined;
  /** As WindowHit's. */
  local?: true;
}

/** A window's limit in units (or requests). */
export interface Budget {
  perMinute: number;
  perDay: number;
}

/** A charge to a feed budget: refused by a window with no unit left, or charged to both. */
export type BudgetCharge = (
  | { refused: 'minute' | 'day'; window: WindowHit }
  | { refused: undefined; minute: WindowHit; day: WindowHit }
) & { local?: true };

/** Every window is counted: in Redis when it answers, else in process memory (`local`). */
export interface Counters {
  /** Counts `requests` (one request, or the messages of an MCP batch) of a caller (a key...). */
  hitKey(keyId: string, perMinute: number, requests: number): Promise<KeyHit>;
  /** Counts a request without a valid key from `address`. */
  hitGuess(address: string): Promise<WindowHit>;
  /**
   * Counts `requests` requests from `address` in `scope`'s minute window (a public page, /mcp's
   * open methods without credentials, a token's address...).
   */
  hitAddress(scope: string, address: string, requests: number): Promise<WindowHit>;
  /** Charges `units` to a key's feed budget unless a window has no unit left. */
  chargeFeedBudget(keyId: string, budget: Budget, units: number): Promise<BudgetCharge>;
  /** Takes back units charged and not used (no-op on a window that has reset). */
  refundFeedBudget(keyId: string, units: number): Promise<void>;
}

/** Fixed windows in process memory; the least recently used are dropped past MEMORY_ENTRIES. */
export class MemoryWindows {
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

export const keyNames = (keyId: string) => [`${PREFIX}m:${keyId}`, `${PREFIX}d:${keyId}`] as const;
export const guessName = (address: string) => `${PREFIX}g:${address}`;
export const addressName = (scope: string, address: string) => `${PREFIX}a:${scope}:${address}`;
export const budgetNames = (keyId: string) => [`${PREFIX}fm:${keyId}`, `${PREFIX}fd:${keyId}`] as const;

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
export function memoryCounters(memory: MemoryWindows): Counters {
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

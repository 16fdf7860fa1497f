import { Redis } from 'ioredis';

type RedisState = 'up' | 'down';

export interface RedisLink {
  /** The client, for defining scripts; run commands through run(). */
  readonly client: Redis;
  state(): RedisState;
  /**
   * Runs one command unless Redis counts as down. Resolves undefined, never rejects, when it is
   * down or the command fails: the caller then counts in process memory. A failure (a timeout above all) makes
   * Redis count as down until a background ping answers.
   */
  run<T>(command: () => Promise<T>): Promise<T | undefined>;
  close(): Promise<void>;
}

export interface RedisLogger {
  warn(message: string): void;
  info(message: string): void;
}

/** How often Redis is pinged in the background, up or down. */
export const PING_INTERVAL_MS = 500;

/**
 * Connects to the Redis that holds the rate-limit counters of every replica, so that a slow, hung
 * or dead Redis never stalls a request. Commands time out after `timeoutMs`, and nothing queues
 * while disconnected. One failed command (a timeout: a Redis that is stopped still accepts the
 * connection and never answers) makes Redis count as down: from then on run() answers at once
 * without asking Redis, until a background ping (every PING_INTERVAL_MS, one at a time) answers
 * again. The same ping notices a hang when no request comes. One warning is logged per outage and
 * one line when Redis is back.
 */
export function connectRedis(url: string, timeoutMs: number, log: RedisLogger): RedisLink {
  const client = new Redis(url, {
    connectTimeout: Math.max(timeoutMs * 4, 200),
    commandTimeout: timeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
    reconnectOnError: () => false,
  });
  let state: RedisState = 'down';
  let warned = false;
  let closing = false;
  let pinging = false;

  const markDown = (reason: string): void => {
    state = 'down';
    if (!warned && !closing) {
      warned = true;
      log.warn(`Redis unreachable (${reason}): rate limits count in this process's memory until it is back`);
    }
  };
  const markUp = (): void => {
    if (closing) return;
    state = 'up';
    if (warned) log.info('Redis is back: rate limits apply again');
    warned = false;
  };
  const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

  client.on('ready', markUp);
  client.on('error', (error: Error) => markDown(error.message));
  client.on('close', () => markDown('connection closed'));

  const ping = setInterval(() => {
    // Only over a connection that is established: reconnecting is ioredis's own business.
    if (pinging || closing || client.status !== 'ready') return;
    pinging = true;
    client
      .ping()
      .then(markUp, (error: unknown) => markDown(reasonOf(error)))
      .finally(() => {
        pinging = false;
      });
  }, PING_INTERVAL_MS);
  ping.unref();

  return {
    client,
    state: () => state,
    async run(command) {
      if (state === 'down') return undefined;
      try {
        return await command();
      } catch (error) {
        markDown(reasonOf(error));
        return undefined;
      }
    },
    async close() {
      closing = true;
      clearInterval(ping);
      client.disconnect();
    },
  };
}

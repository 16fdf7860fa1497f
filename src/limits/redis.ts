import { Redis } from 'ioredis';

type RedisState = 'up' | 'down';

export interface RedisLink {
  readonly client: Redis;
  state(): RedisState;
  close(): Promise<void>;
}

export interface RedisLogger {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * Connects to the Redis that holds the rate-limit counters of every replica. Bounded so a slow
 * or dead Redis never stalls a request: commands time out, nothing queues while disconnected
 * (the limiter then fails open), and reconnects keep trying in the background. One warning is
 * logged per outage and one line when Redis is back.
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
  const markDown = (reason: string): void => {
    state = 'down';
    if (!warned && !closing) {
      warned = true;
      log.warn(`Redis unreachable (${reason}): rate limits fail open until it is back`);
    }
  };
  client.on('ready', () => {
    state = 'up';
    if (warned) log.info('Redis is back: rate limits apply again');
    warned = false;
  });
  client.on('error', (error: Error) => markDown(error.message));
  client.on('close', () => markDown('connection closed'));
  return {
    client,
    state: () => state,
    async close() {
      closing = true;
      client.disconnect();
    },
  };
}

/**
 * The limits against a real redis-server: one round trip per keyed request under clean key
 * names, a hung Redis (SIGSTOP) that requests do not wait on, and a Redis that is down.
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisLink } from '../../src/limits/redis.js';
import { createMetrics } from '../../src/ops/metrics.js';
import { findBinary, freePort, startRedis, waitFor, type RedisServer } from '../fixtures/servers.js';
import { limitsApp, limitsFixture, SEARCH, type LimitsFixture } from './setup.js';

const redisBinary = findBinary('redis-server');
const TIMEOUT_MS = 300;

interface Logged {
  level: 'warn' | 'info';
  message: string;
}

function loggingLink(url: string, logged: Logged[]): RedisLink {
  return connectRedis(url, TIMEOUT_MS, {
    warn: (message) => logged.push({ level: 'warn', message }),
    info: (message) => logged.push({ level: 'info', message }),
  });
}

const get = (app: FastifyInstance, key: string) =>
  app.inject({ method: 'GET', url: SEARCH, headers: { 'x-api-key': key } });

interface Answered {
  startedAt: number;
  ms: number;
  status: number;
  limited: boolean;
  /** X-RateLimit-Store: `memory` while the windows are this process's. */
  store: string | undefined;
}

/** `connections` loops of requests for `ms` milliseconds (at most 20,000 requests in all). */
async function load(app: FastifyInstance, key: string, ms: number, connections: number): Promise<Answered[]> {
  const answered: Answered[] = [];
  const until = Date.now() + ms;
  const loop = async (): Promise<void> => {
    while (Date.now() < until && answered.length < 20_000) {
      const startedAt = Date.now();
      const response = await get(app, key);
      answered.push({
        startedAt,
        ms: Date.now() - startedAt,
        status: response.statusCode,
        limited: response.headers.ratelimit !== undefined,
        store: response.headers['x-ratelimit-store'] as string | undefined,
      });
      // Injected requests that never touch Redis complete without I/O: let timers run between them.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return answered;
}

describe.skipIf(!redisBinary)('limits with a real Redis', () => {
  let fixture: LimitsFixture;
  let redis: RedisServer;
  let admin: Redis;
  const links: RedisLink[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    fixture = limitsFixture();
    redis = await startRedis(redisBinary!);
    admin = new Redis(redis.url, { lazyConnect: true });
    await admin.connect();
  });
  afterAll(async () => {
    redis?.resume();
    for (const app of apps) await app.close();
    for (const link of links) await link.close();
    admin?.disconnect();
    await redis?.stop();
    fixture?.cleanup();
  });

  async function replica(env: Record<string, string> = {}, logged: Logged[] = []) {
    const link = loggingLink(redis.url, logged);
    links.push(link);
    await waitFor(() => link.state() === 'up', 5000, 'redis connection');
    const app = await limitsApp(fixture, env, link);
    apps.push(app);
    return { app, link };
  }

  it('counts both windows of a key in one script call, under confdir:rl:m:, confdir:rl:d: and confdir:rl:g: keys', async () => {
    const { app } = await replica();
    expect((await get(app, fixture.pro)).statusCode).toBe(200); // loads the script
    await admin.config('RESETSTAT');
    for (let i = 0; i < 10; i++) expect((await get(app, fixture.pro)).statusCode).toBe(200);
    const stats = await admin.info('commandstats');
    const calls = (command: string) => Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(stats)?.[1] ?? 0);
    expect(calls('evalsha')).toBe(10);
    expect(calls('eval')).toBe(0);
    expect((await get(app, 'cd_unknown')).statusCode).toBe(401);
    expect((await admin.keys('*')).sort()).toEqual(
      [`confdir:rl:d:${fixture.proId}`, 'confdir:rl:g:127.0.0.1', `confdir:rl:m:${fixture.proId}`].sort(),
    );
    expect(Number(await admin.get(`confdir:rl:m:${fixture.proId}`))).toBe(11);
  });

  it('keeps answering without waiting while Redis hangs, says so within about a second, and applies limits again after it', async () => {
    const logged: Logged[] = [];
    const { app, link } = await replica({ PLAN_FREE_PER_MINUTE: '5', KEY_GUESS_LIMIT: '3' }, logged);
    const metrics = createMetrics({ redisUp: () => link.state() === 'up', defaultMetrics: false });
    const before = await get(app, fixture.pro);
    expect(before.headers.ratelimit).toBeDefined();

    redis.pause();
    const pausedAt = Date.now();
    let downAfterMs = -1;
    const watch = waitFor(
      async () => {
        const health = JSON.parse((await app.inject({ method: 'GET', url: '/healthz' })).body) as { redis: string };
        if (health.redis === 'down' && downAfterMs < 0) downAfterMs = Date.now() - pausedAt;
        return downAfterMs >= 0;
      },
      5000,
      '/healthz to say Redis is down',
    );
    const answered = await load(app, fixture.pro, 2000, 8);
    await watch;
    expect(downAfterMs).toBeLessThan(1500);
    expect(await metrics.render()).toContain('redis_up 0');
    // Requests sent once Redis counted as down never waited on it, and were counted in this
    // process's memory, as their headers say: the pro plan's 300 a minute still holds.
    const afterDown = answered.filter((a) => a.startedAt >= pausedAt + downAfterMs);
    expect(afterDown.length).toBeGreaterThan(50);
    expect(afterDown.every((a) => (a.status === 200 || a.status === 429) && a.limited && a.store === 'memory')).toBe(
      true,
    );
    expect(afterDown.filter((a) => a.status === 200).length).toBeLessThanOrEqual(300);
    expect(Math.max(...afterDown.map((a) => a.ms))).toBeLessThan(TIMEOUT_MS);
    // Key guessing is still slowed, in process memory.
    const guesses = [];
    for (let i = 0; i < 5; i++) guesses.push((await get(app, `cd_guess${i}`)).statusCode);
    expect(guesses).toEqual([401, 401, 401, 429, 429]);

    redis.resume();
    await waitFor(() => link.state() === 'up', 5000, 'Redis to count as up again');
    expect(JSON.parse((await app.inject({ method: 'GET', url: '/healthz' })).body)).toEqual({
      status: 'ok',
      redis: 'up',
    });
    expect(await metrics.render()).toContain('redis_up 1');
    expect(logged.filter((l) => l.level === 'warn')).toHaveLength(1);
    expect(logged.filter((l) => l.level === 'info')).toHaveLength(1);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await get(app, fixture.free)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('limits while Redis is down', () => {
  it('still count every window, in process memory, and say so in the headers', async () => {
    const fixture = limitsFixture();
    // Nothing listens on this loopback port: the link stays down.
    const link = connectRedis(`redis://127.0.0.1:${await freePort()}`, 100, { warn: () => {}, info: () => {} });
    const app = await limitsApp(fixture, { KEY_GUESS_LIMIT: '30', PLAN_FREE_PER_MINUTE: '5' }, link);
    try {
      const statuses = [];
      for (let i = 0; i < 100; i++) statuses.push((await get(app, `cd_random${i}`)).statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(70);
      const valid = await get(app, fixture.pro);
      expect(valid.statusCode).toBe(200);
      expect(valid.headers['x-ratelimit-store']).toBe('memory');
      expect(valid.headers.ratelimit).toBe('"minute";r=299;t=60');
      const free = [];
      for (let i = 0; i < 8; i++) free.push(await get(app, fixture.free));
      expect(free.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      expect(free[7]!.headers['x-ratelimit-store']).toBe('memory');
    } finally {
      await app.close();
      await link.close();
      fixture.cleanup();
    }
  });

  it('still count the anonymous tier: 200 requests from one address are not all served', async () => {
    const fixture = limitsFixture();
    const link = connectRedis(`redis://127.0.0.1:${await freePort()}`, 100, { warn: () => {}, info: () => {} });
    const app = await limitsApp(fixture, { ANONYMOUS_PLAN: 'free', ANONYMOUS_HTTP: 'true' }, link);
    try {
      const statuses = [];
      for (let i = 0; i < 200; i++) statuses.push((await app.inject({ method: 'GET', url: SEARCH })).statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(60);
      expect(statuses.filter((s) => s === 429)).toHaveLength(140);
    } finally {
      await app.close();
      await link.close();
      fixture.cleanup();
    }
  });
});

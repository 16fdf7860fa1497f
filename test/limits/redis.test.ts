import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisLink } from '../../src/limits/redis.js';
import { findBinary, startRedis, waitFor, type RedisServer } from '../fixtures/servers.js';
import { limitsApp, limitsFixture, SEARCH, type LimitsFixture } from './setup.js';

const redisBinary = findBinary('redis-server');
const quiet = { warn: () => {}, info: () => {} };

describe.skipIf(!redisBinary)('limits shared through Redis', () => {
  let fixture: LimitsFixture;
  let redis: RedisServer;
  const links: RedisLink[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    fixture = limitsFixture();
    redis = await startRedis(redisBinary!);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const link of links) await link.close();
    await redis.stop();
    fixture.cleanup();
  });

  async function replica(): Promise<{ app: FastifyInstance; link: RedisLink }> {
    const link = connectRedis(redis.url, 250, quiet);
    links.push(link);
    await waitFor(() => link.state() === 'up', 5000, 'redis connection');
    const app = await limitsApp(fixture, {}, link);
    apps.push(app);
    return { app, link };
  }

  const get = (app: FastifyInstance, key: string) =>
    app.inject({ method: 'GET', url: SEARCH, headers: { 'x-api-key': key } });

  it("counts one key across two app instances, in each one's memory while Redis is down, and in Redis again when it is back", async () => {
    const a = await replica();
    const b = await replica();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await get(i % 2 === 0 ? a.app : b.app, fixture.free)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await get(b.app, fixture.pro)).statusCode).toBe(200);

    await redis.kill();
    await waitFor(() => a.link.state() === 'down', 5000, 'the outage to be noticed');
    const started = Date.now();
    const during = await get(a.app, fixture.free);
    // The key's windows in Redis are full; this replica's memory has counted nothing yet.
    expect(during.statusCode).toBe(200);
    expect(during.headers['x-ratelimit-store']).toBe('memory');
    expect(Date.now() - started).toBeLessThan(1000);
    const health = await a.app.inject({ method: 'GET', url: '/healthz' });
    expect(JSON.parse(health.body).redis).toBe('down');

    await redis.start();
    await waitFor(() => a.link.state() === 'up' && b.link.state() === 'up', 10_000, 'reconnection');
    const after: number[] = [];
    for (let i = 0; i < 61; i++) after.push((await get(i % 2 === 0 ? a.app : b.app, fixture.free)).statusCode);
    expect(after[60]).toBe(429);
  });
});

/**
 * A key's calendar feed budget (docs/api.md, "Calendar feeds"): a feed written costs one unit per
 * 50 events, a cached one or a 304 nothing; a feed that finds no unit left is a 429
 * feed_budget_exceeded for feeds only, whose answer to a keyless holder says nothing of the key's
 * plan or quota; the key's requests are another count. Also in Redis, shared by replicas.
 */
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, KeyRing } from '../../src/auth/index.js';
import { buildApp } from '../../src/http/app.js';
import { ResponseCache } from '../../src/http/response-cache.js';
import { connectRedis, type RedisLink } from '../../src/limits/redis.js';
import { createMetrics, type Metrics } from '../../src/ops/metrics.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import { buildDemoSnapshot } from '../fixtures/demo-snapshot.js';
import { findBinary, type RedisServer, startRedis, waitFor } from '../fixtures/servers.js';
import { tempDir } from '../fixtures/source.js';
import { NOW, testConfig } from './harness.js';
import { sample } from './ops-harness.js';

const ICS = '/api/gpt/conferences.ics';

let dir: { dir: string; cleanup(): void };
let index: SnapshotIndex;
let keysFile: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dir = tempDir('confdir-feed-budget-');
  index = openSnapshot((await buildDemoSnapshot(dir.dir, 2000)).snapshot);
  keysFile = join(dir.dir, 'keys.json');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  dir.cleanup();
});

/** An app with real plan limits, a free key of its own, and the given environment. */
async function open(env: Record<string, string> = {}, redis?: RedisLink) {
  const free = createKey(keysFile, { label: 'feeds', plan: 'free' });
  const ring = KeyRing.fromFile(keysFile);
  const metrics: Metrics = createMetrics({ defaultMetrics: false });
  const app = buildApp({
    snapshot: { current: () => index },
    keys: { ring: () => ring },
    config: testConfig({
      FEED_SECRET: 'a feed secret for tests, 32 chars or more',
      PLAN_FREE_PER_MINUTE: '60',
      ...env,
    }),
    now: () => NOW,
    metrics,
    cache: new ResponseCache({ maxBytes: 16 * 2 ** 20 }),
    ...(redis ? { redis } : {}),
  });
  await app.ready();
  apps.push(app);
  const headers = { 'x-api-key': free.key };
  const keyed = (url: string, more: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...headers, ...more } });
  /** The signed feed URL's path of a search (POST /api/gpt/feeds counts one request). */
  const signed = async (parameters: Record<string, string>) => {
    const response = await app.inject({ method: 'POST', url: '/api/gpt/feeds', headers, payload: parameters });
    expect(response.statusCode, response.body).toBe(200);
    return new URL((JSON.parse(response.body) as { url: string }).url).pathname;
  };
  const keyless = (path: string, more: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: path, headers: more });
  const units = async () => sample(await metrics.render(), 'feed_budget_units_total');
  const refusals = async () => sample(await metrics.render(), 'feed_budget_refusals_total');
  const requestsLeft = async () =>
    Number(/r=(\d+)/.exec(String((await keyed('/api/gpt/topics')).headers.ratelimit))?.[1]);
  return { app, keyed, signed, keyless, units, refusals, requestsLeft };
}

/** A 429 of the feed budget; a keyless holder's (the default) carries no rate-limit header either. */
function expectBudgetRefusal(response: LightMyRequestResponse, keyless = true) {
  expect(response.statusCode, response.body).toBe(429);
  const body = JSON.parse(response.body) as { code: string; message: string };
  expect(body.code).toBe('feed_budget_exceeded');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  // Nothing of the key's plan, its limits or its counts: only when to try again.
  expect(body.message).toBe(
    `This feed cannot be written now: the key that signed it has used its feed budget for the moment. Please try again in ${retryAfter} seconds.`,
  );
  if (keyless) for (const name of Object.keys(response.headers)) expect(name).not.toMatch(/ratelimit/i);
}

describe('the feed budget of a key', () => {
  it('charges a feed written one unit per 50 events, and nothing for a cached feed or a 304', async () => {
    const { keyed, units } = await open();
    const first = await keyed(`${ICS}?limit=120`);
    expect(first.statusCode).toBe(200);
    expect(Number(first.headers['x-feed-total'])).toBeGreaterThan(120);
    expect(await units()).toBe(3);
    expect((await keyed(`${ICS}?limit=120`)).statusCode).toBe(200);
    expect((await keyed(`${ICS}?limit=120`, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    expect(await units()).toBe(3);
    // A feed of 7 events costs one unit, though its limit of 1,000 would cost 20.
    expect((await keyed(`${ICS}?q=zzzqqqxx`)).statusCode).toBe(200);
    expect((await keyed(`${ICS}?limit=7`)).statusCode).toBe(200);
    expect(await units()).toBe(5);
  });

  it('refuses feeds with a 429 once no unit is left, and feeds only: requests and cached feeds go on', async () => {
    const { keyed, signed, keyless, units, refusals, requestsLeft } = await open({
      PLAN_FREE_FEED_UNITS_PER_MINUTE: '5',
    });
    const popular = await signed({ limit: '100' });
    const other = await signed({ limit: '101' });
    const third = await signed({ limit: '102' });
    const before = await requestsLeft();
    expect((await keyless(popular)).statusCode).toBe(200);
    expect((await keyless(other)).statusCode).toBe(200);
    expect(await units()).toBe(5);
    expectBudgetRefusal(await keyless(third));
    // The key's holder calling with the key gets the same refusal, with the key's request headers.
    expectBudgetRefusal(await keyed(`${ICS}?limit=103`), false);
    expect(await refusals()).toBe(2);
    // The popular feed, written already, is served to every subscriber.
    const subscribers = await Promise.all(Array.from({ length: 40 }, () => keyless(popular)));
    expect(subscribers.every((response) => response.statusCode === 200)).toBe(true);
    // The key's requests were not spent by its feeds: two requests since (the ics one and this).
    expect(await requestsLeft()).toBe(before - 2);
    expect((await keyed('/api/gpt/conferences?limit=3')).statusCode).toBe(200);
  });

  it('keeps a day window too, which a refusal names by its Retry-After only', async () => {
    const { keyed } = await open({ PLAN_FREE_FEED_UNITS_PER_DAY: '2' });
    expect((await keyed(`${ICS}?limit=10`)).statusCode).toBe(200);
    expect((await keyed(`${ICS}?limit=11`)).statusCode).toBe(200);
    const refused = await keyed(`${ICS}?limit=12`);
    expectBudgetRefusal(refused, false);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('applies no budget with RATE_LIMITS=off', async () => {
    const { keyed } = await open({ RATE_LIMITS: 'off', PLAN_FREE_FEED_UNITS_PER_MINUTE: '1' });
    for (let limit = 1; limit <= 5; limit++) expect((await keyed(`${ICS}?limit=${limit}`)).statusCode).toBe(200);
  });
});

const redisBinary = findBinary('redis-server');

describe.skipIf(!redisBinary)('the feed budget in Redis', () => {
  let redis: RedisServer;
  const links: RedisLink[] = [];
  beforeAll(async () => {
    redis = await startRedis(redisBinary!);
  });
  afterAll(async () => {
    for (const link of links) await link.close();
    await redis.stop();
  });

  it('is one budget across replicas, charged by size and refunded what a feed did not need', async () => {
    const link = connectRedis(redis.url, 250, { warn: () => {}, info: () => {} });
    links.push(link);
    await waitFor(() => link.state() === 'up', 5000, 'redis connection');
    const one = await open({ PLAN_FREE_FEED_UNITS_PER_MINUTE: '4' }, link);
    const path = await one.signed({ limit: '100' });
    // Charged 20 units before (its limit is 1,000), then refunded all but one: it finds nothing.
    const other = await one.signed({ q: 'zzzqqqxx' });
    const fourth = await one.signed({ limit: '7' });
    const third = await one.signed({ limit: '1' });
    // The same key and secret on a second replica, sharing the Redis counters.
    const { app } = await open({ PLAN_FREE_FEED_UNITS_PER_MINUTE: '4' }, link);
    const second = (url: string) => app.inject({ method: 'GET', url });
    expect((await one.keyless(path)).statusCode).toBe(200);
    expect((await second(other)).statusCode).toBe(200);
    expect(await link.client.get(`confdir:rl:fm:${idOf(path)}`)).toBe('3');
    expect(await link.client.get(`confdir:rl:fd:${idOf(path)}`)).toBe('3');
    expect((await one.keyless(fourth)).statusCode).toBe(200);
    expect(await link.client.get(`confdir:rl:fm:${idOf(path)}`)).toBe('4');
    expectBudgetRefusal(await second(third));
    expectBudgetRefusal(await one.keyless(third));
    expect(await link.client.get(`confdir:rl:fm:${idOf(path)}`)).toBe('4');
  });
});

/** The key id a feed URL's token names (its first part is base64url of the id and parameters). */
function idOf(path: string): string {
  const token = path.slice('/feeds/'.length, -'.ics'.length);
  return Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8').split('\n')[0]!;
}

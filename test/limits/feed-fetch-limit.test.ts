/**
 * The per-address budget of feed fetches by URL (src/http/plugins/feed-fetch-limit.ts): every
 * fetch of /feeds/<token>.ics counts in its client address's minute, cached or not, a good token or
 * not; past FEED_FETCHES_PER_MINUTE it is a 429 feed_fetches_rate_limited with Retry-After. Another
 * address has its own count, the address being the one after TRUST_PROXY; the key's own requests
 * are not counted in it; RATE_LIMITS=off turns it off.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyRing } from '../../src/auth/index.js';
import { buildApp } from '../../src/http/app.js';
import { ResponseCache } from '../../src/http/response-cache.js';
import { NOW, testConfig } from '../http/harness.js';
import { type LimitsFixture, limitsFixture } from './setup.js';

let fixture: LimitsFixture;
const apps: FastifyInstance[] = [];

beforeAll(() => {
  fixture = limitsFixture();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  fixture.cleanup();
});

async function open(env: Record<string, string>) {
  const ring = KeyRing.fromFile(fixture.keysFile);
  const app = buildApp({
    snapshot: { current: () => fixture.index },
    keys: { ring: () => ring },
    config: testConfig({ FEED_SECRET: 'a feed secret for tests, 32 chars or more', ...env }),
    now: () => NOW,
    cache: new ResponseCache({ maxBytes: 16 * 2 ** 20 }),
  });
  await app.ready();
  apps.push(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/gpt/feeds',
    headers: { 'x-api-key': fixture.pro },
    payload: { q: 'conference' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const feed = new URL((JSON.parse(response.body) as { url: string }).url).pathname;
  const fetch = (path: string, address = '203.0.113.7', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: path, remoteAddress: address, headers });
  return { app, feed, fetch };
}

describe('feed fetches by URL, per client address', () => {
  it('answer 429 with Retry-After past the minute budget, cached or not, good token or not', async () => {
    const { feed, fetch } = await open({ FEED_FETCHES_PER_MINUTE: '3' });
    expect((await fetch(feed)).statusCode).toBe(200); // written
    expect((await fetch(feed)).statusCode).toBe(200); // cached
    expect((await fetch('/feeds/not-a-token.ics')).statusCode).toBe(404);
    const refused = await fetch(feed);
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body).code).toBe('feed_fetches_rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await fetch('/feeds/not-a-token.ics')).statusCode).toBe(429);
    // Another address has a budget of its own.
    expect((await fetch(feed, '198.51.100.9')).statusCode).toBe(200);
  });

  it('count the address after TRUST_PROXY, not the proxy', async () => {
    const { feed, fetch } = await open({ FEED_FETCHES_PER_MINUTE: '1', TRUST_PROXY: '1' });
    const from = (client: string) => fetch(feed, '10.0.0.2', { 'x-forwarded-for': client });
    expect((await from('192.0.2.1')).statusCode).toBe(200);
    expect((await from('192.0.2.1')).statusCode).toBe(429);
    expect((await from('192.0.2.2')).statusCode).toBe(200);
  });

  it('leave the keyed requests alone, and are off with RATE_LIMITS=off', async () => {
    const limited = await open({ FEED_FETCHES_PER_MINUTE: '1' });
    expect((await limited.fetch(limited.feed)).statusCode).toBe(200);
    const keyed = await limited.app.inject({
      method: 'GET',
      url: '/api/gpt/conferences.ics?q=conference',
      remoteAddress: '203.0.113.7',
      headers: { 'x-api-key': fixture.pro },
    });
    expect(keyed.statusCode).toBe(200);
    const off = await open({ FEED_FETCHES_PER_MINUTE: '1', RATE_LIMITS: 'off' });
    for (let i = 0; i < 5; i++) expect((await off.fetch(off.feed)).statusCode).toBe(200);
  });

  it('take a budget of 1 to 1000000 a minute from the configuration', () => {
    for (const bad of ['0', '-1', '1.5', 'many'])
      expect(() => testConfig({ FEED_FETCHES_PER_MINUTE: bad })).toThrow(/FEED_FETCHES_PER_MINUTE/);
    expect(testConfig({ FEED_FETCHES_PER_MINUTE: '5' }).FEED_FETCHES_PER_MINUTE).toBe(5);
  });
});

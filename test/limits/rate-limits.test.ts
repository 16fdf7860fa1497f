import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nearestExhaustion, rateLimitHeaders } from '../../src/limits/index.js';
import { limitsApp, limitsFixture, SEARCH, type LimitsFixture } from './setup.js';

let fixture: LimitsFixture;
beforeAll(() => {
  fixture = limitsFixture();
});
afterAll(() => fixture.cleanup());

async function hammer(app: FastifyInstance, key: string, count: number, headers: Record<string, string> = {}) {
  const statuses: number[] = [];
  let last: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
  for (let i = 0; i < count; i++) {
    last = await app.inject({ method: 'GET', url: SEARCH, headers: { 'x-api-key': key, ...headers } });
    statuses.push(last.statusCode);
  }
  return { statuses, last: last! };
}

describe('per-key plan limits (memory store)', () => {
  it('serves 60 requests a minute on the free plan, answers the 61st with 429, and still serves the pro key', async () => {
    const app = await limitsApp(fixture);
    const first = await app.inject({ method: 'GET', url: SEARCH, headers: { 'x-api-key': fixture.free } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('"minute";q=60;w=60, "day";q=1000;w=86400');
    expect(first.headers.ratelimit).toMatch(/^"minute";r=59;t=(59|60)$/);
    expect(first.headers['x-ratelimit-limit']).toBe('60');
    expect(first.headers['x-ratelimit-remaining']).toBe('59');
    const { statuses, last } = await hammer(app, fixture.free, 60);
    expect(statuses.slice(0, 59).every((s) => s === 200)).toBe(true);
    expect(last.statusCode).toBe(429);
    expect(JSON.parse(last.body)).toEqual({
      success: false,
      error: 'Rate limit exceeded',
      message: expect.stringMatching(/60 requests per minute.*try again in \d+ seconds/),
      code: 'rate_limited',
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.headers.ratelimit).toMatch(/^"minute";r=0;t=\d+$/);
    const pro = await app.inject({ method: 'GET', url: SEARCH, headers: { 'x-api-key': fixture.pro } });
    expect(pro.statusCode).toBe(200);
    expect(pro.headers['ratelimit-policy']).toBe('"minute";q=300;w=60, "day";q=50000;w=86400');
    await app.close();
  });

  it('enforces the day window too, and names it in the headers', async () => {
    const app = await limitsApp(fixture, { PLAN_FREE_PER_DAY: '5' });
    const { statuses, last } = await hammer(app, fixture.free, 6);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last.headers.ratelimit).toMatch(/^"day";r=0;t=\d+$/);
    expect(last.headers['x-ratelimit-limit']).toBe('5');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(60);
    await app.close();
  });

  it('puts the limit headers on every authenticated response, errors included', async () => {
    const app = await limitsApp(fixture);
    const notFound = await app.inject({
      method: 'GET',
      url: '/api/gpt/conferences/999999',
      headers: { 'x-api-key': fixture.pro },
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers.ratelimit).toBeDefined();
    const schema = await app.inject({ method: 'GET', url: '/api/gpt/openapi' });
    expect(schema.statusCode).toBe(200);
    expect(schema.headers.ratelimit).toBeUndefined();
    await app.close();
  });

  it('with RATE_LIMITS=off serves past the plan and sends no limit headers', async () => {
    const app = await limitsApp(fixture, { RATE_LIMITS: 'off', PLAN_FREE_PER_MINUTE: '2' });
    const { statuses, last } = await hammer(app, fixture.free, 5);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(last.headers.ratelimit).toBeUndefined();
    await app.close();
  });
});

describe('slowing key guessing', () => {
  it('answers 429 instead of 401 once an address has sent more unknown keys than allowed, and still serves a valid key from it', async () => {
    const app = await limitsApp(fixture, { KEY_GUESS_LIMIT: '3' });
    const { statuses, last } = await hammer(app, 'cd_guess', 5);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect(JSON.parse(last.body).error).toBe('Rate limit exceeded');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    const valid = await app.inject({ method: 'GET', url: SEARCH, headers: { 'x-api-key': fixture.pro } });
    expect(valid.statusCode).toBe(200);
    await app.close();
  });

  it('counts by X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const untrusting = await limitsApp(fixture, { KEY_GUESS_LIMIT: '1' });
    const spoofed = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      spoofed.push(
        (
          await untrusting.inject({
            method: 'GET',
            url: SEARCH,
            headers: { 'x-api-key': 'cd_x', 'x-forwarded-for': ip },
          })
        ).statusCode,
      );
    }
    expect(spoofed).toEqual([401, 429, 429]);
    await untrusting.close();

    const trusting = await limitsApp(fixture, { KEY_GUESS_LIMIT: '1', TRUST_PROXY: 'true' });
    const forwarded = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.1']) {
      forwarded.push(
        (await trusting.inject({ method: 'GET', url: SEARCH, headers: { 'x-api-key': 'cd_x', 'x-forwarded-for': ip } }))
          .statusCode,
      );
    }
    expect(forwarded).toEqual([401, 401, 429]);
    await trusting.close();
  });
});

describe('rate-limit headers', () => {
  const minute = { name: 'minute', limit: 60, windowSeconds: 60, remaining: 10, resetSeconds: 30 };
  const day = { name: 'day', limit: 1000, windowSeconds: 86_400, remaining: 10, resetSeconds: 5000 };

  it('name the window with the fewest requests left, the later reset on a tie', () => {
    expect(nearestExhaustion([minute, { ...day, remaining: 3 }]).name).toBe('day');
    expect(nearestExhaustion([{ ...minute, remaining: 2 }, day]).name).toBe('minute');
    expect(nearestExhaustion([minute, day]).name).toBe('day');
  });

  it('follow the IETF draft form', () => {
    expect(rateLimitHeaders('"minute";q=60;w=60, "day";q=1000;w=86400', [{ ...minute, remaining: 1 }, day])).toEqual({
      'ratelimit-policy': '"minute";q=60;w=60, "day";q=1000;w=86400',
      ratelimit: '"minute";r=1;t=30',
      'x-ratelimit-limit': '60',
      'x-ratelimit-remaining': '1',
      'x-ratelimit-reset': '30',
    });
  });
});

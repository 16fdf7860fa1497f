/**
 * The per-address windows by network (docs/operating.md, "Limits by network" and "Address
 * pools"): the anonymous tier counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4; a
 * trusted proxy's forwarded address that is not one is refused; a pool's addresses share the
 * pool's windows and are counted each within it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitsApp, limitsFixture, type LimitsFixture, SEARCH } from './setup.js';

let fixture: LimitsFixture;
const apps: FastifyInstance[] = [];
beforeAll(() => {
  fixture = limitsFixture();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  fixture.cleanup();
});

async function anonymousApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await limitsApp(fixture, {
    ANONYMOUS_PLAN: 'free',
    ANONYMOUS_HTTP: 'true',
    PLAN_FREE_PER_MINUTE: '60',
    TRUST_PROXY: 'true',
    ...env,
  });
  apps.push(app);
  return app;
}

const from = (app: FastifyInstance, address: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: SEARCH, headers: { 'x-forwarded-for': address, ...headers } });

async function statuses(app: FastifyInstance, addresses: readonly string[]): Promise<number[]> {
  const answered = [];
  for (const address of addresses) answered.push((await from(app, address)).statusCode);
  return answered;
}

const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('the anonymous tier by network', () => {
  it('counts 200 addresses of one IPv6 /64 as one client: 60 served, the rest refused', async () => {
    const app = await anonymousApp();
    const flood = Array.from(
      { length: 200 },
      (_, i) => `2001:db8:aa:bb:${((i * 7919) % 65_536).toString(16)}::${(i + 1).toString(16)}`,
    );
    const answered = await statuses(app, flood);
    expect(count(answered, 200)).toBe(60);
    expect(count(answered, 429)).toBe(140);
    // Another /64 is another client.
    expect((await from(app, '2001:db8:aa:bc::1')).statusCode).toBe(200);
  });

  it('counts by the prefix LIMIT_IPV6_PREFIX names', async () => {
    const app = await anonymousApp({ LIMIT_IPV6_PREFIX: '48', PLAN_FREE_PER_MINUTE: '3' });
    const answered = await statuses(app, ['2001:db8:1:1::1', '2001:db8:1:2::1', '2001:db8:1:3::1', '2001:db8:1:4::1']);
    expect(answered).toEqual([200, 200, 200, 429]);
  });

  it('counts an IPv4-mapped address and the IPv4 address as one client', async () => {
    const app = await anonymousApp({ PLAN_FREE_PER_MINUTE: '4' });
    const answered = await statuses(app, ['198.51.100.9', '::ffff:198.51.100.9', '::ffff:c633:6409', '198.51.100.9']);
    expect(answered).toEqual([200, 200, 200, 200]);
    expect(await statuses(app, ['::ffff:198.51.100.9', '198.51.100.9'])).toEqual([429, 429]);
  });

  it("refuses a trusted proxy's forwarded address that is not an IP address: garbage, 5,000 characters", async () => {
    const app = await anonymousApp();
    for (const forwarded of ['not-an-ip', 'x'.repeat(5000), '1.2.3.4.5', 'not-an-ip, 203.0.113.1']) {
      const answer = await from(app, forwarded);
      expect(answer.statusCode, forwarded.slice(0, 20)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'forwarded_address_invalid', error: 'Bad request' });
    }
    // The key check never ran: nothing was counted, so a real address is served in full.
    expect((await from(app, '203.0.113.1')).statusCode).toBe(200);
  });

  it("reads no X-Forwarded-For without TRUST_PROXY: the socket's address is the client", async () => {
    const app = await anonymousApp({ TRUST_PROXY: 'false' });
    expect((await from(app, 'not-an-ip')).statusCode).toBe(200);
  });
});

describe('an address pool', () => {
  const pools = JSON.stringify([
    {
      name: 'connector',
      ranges: ['192.0.2.0/24', '2001:db8:c::/48'],
      per_minute: 10,
      per_day: 1000,
      per_address_per_minute: 4,
    },
  ]);

  it('gives its addresses its own windows, shared, and counts each address within it', async () => {
    const app = await anonymousApp({ ADDRESS_POOLS: pools, PLAN_FREE_PER_MINUTE: '2' });
    // One address: its own 4 a minute within the pool, not the anonymous plan's 2.
    expect(await statuses(app, ['192.0.2.1', '192.0.2.1', '192.0.2.1', '192.0.2.1', '192.0.2.1'])).toEqual([
      200, 200, 200, 200, 429,
    ]);
    const policy = (await from(app, '192.0.2.2')).headers['ratelimit-policy'];
    expect(policy).toBe('"minute";q=10;w=60, "day";q=1000;w=86400');
    // The pool's 10 a minute are shared by all its addresses (5 counted so far, then this one).
    const rest = await statuses(app, ['192.0.2.3', '192.0.2.4', '2001:db8:c:1::1', '::ffff:192.0.2.5', '192.0.2.6']);
    expect(rest).toEqual([200, 200, 200, 200, 429]);
    // Outside the pool, the anonymous plan per network.
    expect(await statuses(app, ['203.0.113.9', '203.0.113.9', '203.0.113.9'])).toEqual([200, 200, 429]);
  });
});

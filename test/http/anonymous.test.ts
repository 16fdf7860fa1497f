/**
 * The anonymous tier (docs/api.md, "Anonymous tier"): off unless ANONYMOUS_PLAN names a plan;
 * then a request without credentials uses /mcp (and, with ANONYMOUS_HTTP, the JSON operations)
 * on that plan, counted per client address, in Redis across replicas, like a token's subject.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisLink } from '../../src/limits/redis.js';
import { type AuthorizationServer, startAuthorizationServer, TOKEN_SCOPE } from '../fixtures/authorization-server.js';
import { findBinary, type RedisServer, startRedis, waitFor } from '../fixtures/servers.js';
import { limitsApp, limitsFixture, type LimitsFixture } from '../limits/setup.js';

const BASE = 'https://conferences.example.org';
const ACCEPT = 'application/json, text/event-stream';
const PER_MINUTE = 3;

let fixture: LimitsFixture;
const apps: FastifyInstance[] = [];
beforeAll(() => {
  fixture = limitsFixture();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  fixture.cleanup();
});

async function app(env: Record<string, string>, redis?: RedisLink): Promise<FastifyInstance> {
  const built = await limitsApp(
    fixture,
    { PUBLIC_BASE_URL: BASE, PLAN_FREE_PER_MINUTE: String(PER_MINUTE), TRUST_PROXY: 'true', ...env },
    redis,
  );
  apps.push(built);
  return built;
}

const call = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'getStatistics', arguments: {} },
});

function postMcp(target: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return target.inject({
    method: 'POST',
    url: '/mcp',
    headers: { 'content-type': 'application/json', accept: ACCEPT, 'mcp-protocol-version': '2025-11-25', ...headers },
    payload: JSON.stringify(body),
  });
}
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('the anonymous tier', () => {
  it('is off by default: a tool call without credentials is the 401', async () => {
    const refused = await postMcp(await app({}), call(1));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('unauthorized');
  });

  it('serves /mcp without credentials on its plan, counted per address, with 429 and Retry-After past it', async () => {
    const target = await app({ ANONYMOUS_PLAN: 'free' });
    const statuses = [];
    for (let i = 0; i < PER_MINUTE; i++) {
      const answer = await postMcp(target, call(i), from('192.0.2.1'));
      statuses.push(answer.statusCode);
      expect(answer.headers['x-ratelimit-remaining']).toBe(String(PER_MINUTE - 1 - i));
    }
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await postMcp(target, call(9), from('192.0.2.1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Rate limit exceeded: 3 requests per minute on the plan of requests without credentials from this address\. /,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postMcp(target, call(10), from('192.0.2.2'))).statusCode).toBe(200);
    // A key is counted on its own plan, an unknown one is not let in as anonymous.
    expect((await postMcp(target, call(11), { ...from('192.0.2.1'), 'x-api-key': fixture.pro })).statusCode).toBe(200);
    expect((await postMcp(target, call(12), { 'x-api-key': 'cd_00000000000000000000000000000000' })).statusCode).toBe(
      401,
    );
  });

  it('offers no feed tool without a key, and leaves the HTTP API keyed unless ANONYMOUS_HTTP', async () => {
    const mcpOnly = await app({ ANONYMOUS_PLAN: 'free' });
    const list = await postMcp(mcpOnly, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const names = list.json().result.tools.map((tool: { name: string }) => tool.name);
    expect(names).toContain('searchConferences');
    expect(names).not.toContain('subscribeToSearch');
    const http = await mcpOnly.inject({ method: 'GET', url: '/api/gpt/stats' });
    expect(http.statusCode).toBe(401);
    expect(http.headers['www-authenticate']).toBe('ApiKey realm="conference-directory", in="header", name="X-API-Key"');

    const both = await app({ ANONYMOUS_PLAN: 'pro', ANONYMOUS_HTTP: 'true' });
    for (const url of [
      '/api/gpt/stats',
      '/api/gpt/conferences?limit=1',
      '/api/gpt/connector/search?query=conference',
    ]) {
      const answer = await both.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['ratelimit-policy'], url).toBe('"minute";q=300;w=60, "day";q=50000;w=86400');
    }
    const feeds = [
      await both.inject({ method: 'GET', url: '/api/gpt/conferences.ics' }),
      await both.inject({ method: 'POST', url: '/api/gpt/feeds', payload: {} }),
    ];
    expect(feeds.map((answer) => answer.statusCode)).toEqual([401, 401]);
  });
});

const redisBinary = findBinary('redis-server');

describe.skipIf(!redisBinary)('callers without keys counted in Redis across replicas', () => {
  let redis: RedisServer;
  let authorization: AuthorizationServer;
  const links: RedisLink[] = [];

  beforeAll(async () => {
    redis = await startRedis(redisBinary!);
    authorization = await startAuthorizationServer();
  });
  afterAll(async () => {
    for (const link of links) await link.close();
    await authorization?.close();
    await redis?.stop();
  });

  async function replica(): Promise<FastifyInstance> {
    const link = connectRedis(redis.url, 250, { warn: () => {}, info: () => {} });
    links.push(link);
    await waitFor(() => link.state() === 'up', 5000, 'redis connection');
    return app({ ANONYMOUS_PLAN: 'free', OAUTH_ISSUER: authorization.issuer, OAUTH_SCOPES: TOKEN_SCOPE }, link);
  }

  it('counts one address, and one token subject, across two replicas', async () => {
    const [a, b] = [await replica(), await replica()];
    const anonymous = [];
    for (let i = 0; i <= PER_MINUTE; i++)
      anonymous.push((await postMcp(i % 2 === 0 ? a : b, call(i), from('198.51.100.7'))).statusCode);
    expect(anonymous).toEqual([200, 200, 200, 429]);

    const token = await authorization.clientCredentials(`${BASE}/mcp`);
    const signedIn = [];
    for (let i = 0; i <= PER_MINUTE; i++) {
      signedIn.push(await postMcp(i % 2 === 0 ? b : a, call(i), { authorization: `Bearer ${token}` }));
    }
    expect(signedIn.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(signedIn[3]!.json().message).toContain("on this account's plan");
  });
});

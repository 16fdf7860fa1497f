/**
 * MCP messages against the key's plan: every JSON-RPC message counts once, protocol messages
 * (initialize, ping, tools/list, notifications) included, in the same windows as the HTTP API; a
 * batch counts its messages, after it is checked; a POST refused before any work counts one, before
 * its body is read (so a key over its plan is refused unparsed), unless its key is missing or unknown.
 * The plans are the real ones (src/auth/plans.ts), as the server's defaults apply them.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '../../../src/auth/plans.js';
import { loadConfig } from '../../../src/config.js';
import { connectRedis, type RedisLink } from '../../../src/limits/redis.js';
import { findBinary, type RedisServer, startRedis, waitFor } from '../../fixtures/servers.js';
import { type LimitsFixture, limitsApp, limitsFixture, SEARCH } from '../../limits/setup.js';

const FREE_PER_MINUTE = PLAN_LIMITS.free.perMinute;
const ACCEPT = 'application/json, text/event-stream';

let fixture: LimitsFixture;
beforeAll(() => {
  fixture = limitsFixture();
});
afterAll(() => fixture.cleanup());

const message = (id: number, method: string, params?: object) => ({
  jsonrpc: '2.0',
  id,
  method,
  ...(params ? { params } : {}),
});
const toolsList = (id: number) => message(id, 'tools/list');
const initialize = (id: number) =>
  message(id, 'initialize', {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'limits-test', version: '1.0.0' },
  });

function postMcp(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/mcp',
    headers: { 'x-api-key': fixture.free, 'content-type': 'application/json', accept: ACCEPT, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const remaining = (response: { headers: Record<string, unknown> }) => Number(response.headers['x-ratelimit-remaining']);

describe('MCP messages and the free plan', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    // A fresh app per test: its counters live in its memory, so each test starts a new minute.
    app = await limitsApp(fixture);
  });
  afterEach(async () => {
    await app.close();
  });

  it(`allow a free key ${FREE_PER_MINUTE} tools/list calls in a minute, then answer 429`, async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).PLAN_FREE_PER_MINUTE).toBe(FREE_PER_MINUTE);
    const started = Date.now();
    for (let i = 1; i <= FREE_PER_MINUTE; i++) {
      const response = await postMcp(app, toolsList(i));
      expect(response.statusCode, `call ${i}`).toBe(200);
      expect(response.json().result.tools.length).toBeGreaterThan(0);
      expect(remaining(response), `call ${i}`).toBe(FREE_PER_MINUTE - i);
    }
    const refused = await postMcp(app, toolsList(FREE_PER_MINUTE + 1));
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      new RegExp(`^Rate limit exceeded: ${FREE_PER_MINUTE} requests per minute on this key's plan`),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The HTTP API shares the window.
    expect((await app.inject({ method: 'GET', url: SEARCH, headers: { 'x-api-key': fixture.free } })).statusCode).toBe(
      429,
    );
  });

  it('count initialize, ping and notifications one each, and a batch of N as N in one answer', async () => {
    const answers = [
      await postMcp(app, initialize(1)),
      await postMcp(app, { jsonrpc: '2.0', method: 'notifications/initialized' }),
      await postMcp(app, message(2, 'ping')),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 202, 200]);
    expect(answers.map(remaining)).toEqual([FREE_PER_MINUTE - 1, FREE_PER_MINUTE - 2, FREE_PER_MINUTE - 3]);

    const batch = await postMcp(app, [toolsList(3), message(4, 'ping'), toolsList(5)]);
    expect(batch.statusCode).toBe(200);
    expect(batch.json().map((answer: { id: number }) => answer.id)).toEqual([3, 4, 5]);
    expect(remaining(batch)).toBe(FREE_PER_MINUTE - 6);
    const get = await app.inject({ method: 'GET', url: SEARCH, headers: { 'x-api-key': fixture.free } });
    expect(remaining(get)).toBe(FREE_PER_MINUTE - 7);
  });

  it('count a 2026-07-28 request once, server/discover included', async () => {
    const meta = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'limits-test', version: '1.0.0' },
      'io.modelcontextprotocol/clientCapabilities': {},
    };
    const modern = (id: number, method: string, params: object = {}) =>
      postMcp(app, message(id, method, { ...params, _meta: meta }), {
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': method,
        ...('name' in params ? { 'mcp-name': String(params.name) } : {}),
      });
    const answers = [
      await modern(1, 'server/discover'),
      await modern(2, 'tools/list'),
      await modern(3, 'tools/call', { name: 'listTopics', arguments: {} }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((response) => response.json().result.resultType)).toEqual(['complete', 'complete', 'complete']);
    expect(answers.map(remaining)).toEqual([FREE_PER_MINUTE - 1, FREE_PER_MINUTE - 2, FREE_PER_MINUTE - 3]);
  });

  it('refuse a batch whole when its messages would go over the minute', async () => {
    const left = 5;
    for (let i = 0; i < FREE_PER_MINUTE - left; i++)
      expect((await postMcp(app, message(i, 'ping'))).statusCode).toBe(200);
    const over = await postMcp(
      app,
      Array.from({ length: left + 1 }, (_, i) => message(100 + i, 'ping')),
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('Rate limit exceeded');
  });

  it('count one for a POST of a known key refused before any work, and nothing without a key', async () => {
    const first = await postMcp(app, message(1, 'ping'));
    expect(remaining(first)).toBe(FREE_PER_MINUTE - 1);
    const twentyOne = Array.from({ length: 21 }, (_, i) => toolsList(i));
    const refusals: [string, Promise<{ statusCode: number }>][] = [
      ['no key', postMcp(app, toolsList(2), { 'x-api-key': '' })],
      ['a wrong Accept', postMcp(app, toolsList(3), { accept: 'application/json' })],
      ['a wrong content type', postMcp(app, toolsList(4), { 'content-type': 'text/plain' })],
      ['a body over 64 KiB', postMcp(app, { ...toolsList(5), params: { pad: 'x'.repeat(70_000) } })],
      ['a body that is not JSON', postMcp(app, '{"jsonrpc":')],
      ['JSON that is no message', postMcp(app, { hello: 'world' })],
      ['an empty batch', postMcp(app, [])],
      ['a batch of 21', postMcp(app, twentyOne)],
      [
        'a batch of 101',
        postMcp(
          app,
          Array.from({ length: 101 }, (_, i) => toolsList(i)),
        ),
      ],
      ['a batch with one bad message', postMcp(app, [toolsList(6), { id: 7 }])],
      ['initialize in a batch', postMcp(app, [initialize(8), toolsList(9)])],
      ['a batch of one initialize', postMcp(app, [initialize(12)])],
      ['an unknown protocol version', postMcp(app, toolsList(10), { 'mcp-protocol-version': '1999-01-01' })],
    ];
    const statuses = await Promise.all(refusals.map(async ([, response]) => (await response).statusCode));
    expect(Object.fromEntries(refusals.map(([name], i) => [name, statuses[i]]))).toEqual({
      'no key': 401,
      'a wrong Accept': 406,
      'a wrong content type': 415,
      'a body over 64 KiB': 413,
      'a body that is not JSON': 400,
      'JSON that is no message': 400,
      'an empty batch': 400,
      'a batch of 21': 400,
      'a batch of 101': 400,
      'a batch with one bad message': 400,
      'initialize in a batch': 400,
      'a batch of one initialize': 400,
      'an unknown protocol version': 400,
    });
    const after = await postMcp(app, message(11, 'ping'));
    // The first ping, the 12 refusals with the key, and this ping.
    expect(remaining(after)).toBe(FREE_PER_MINUTE - 14);
  });
});

const redisBinary = findBinary('redis-server');

describe.skipIf(!redisBinary)('MCP batches counted in Redis', () => {
  let redis: RedisServer;
  const links: RedisLink[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    redis = await startRedis(redisBinary!);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const link of links) await link.close();
    await redis.stop();
  });

  async function replica(): Promise<FastifyInstance> {
    const link = connectRedis(redis.url, 250, { warn: () => {}, info: () => {} });
    links.push(link);
    await waitFor(() => link.state() === 'up', 5000, 'redis connection');
    const app = await limitsApp(fixture, {}, link);
    apps.push(app);
    return app;
  }

  it('count a batch of N as N across replicas, and refuse the batch that goes over', async () => {
    const [a, b] = [await replica(), await replica()];
    const batch = (from: number, size: number) => Array.from({ length: size }, (_, i) => message(from + i, 'ping'));
    let used = 0;
    for (const [i, size] of [20, 20, 19].entries()) {
      const response = await postMcp(i % 2 === 0 ? a : b, batch(used, size));
      used += size;
      expect(response.statusCode).toBe(200);
      expect(remaining(response)).toBe(FREE_PER_MINUTE - used);
    }
    expect((await postMcp(b, batch(100, 2))).statusCode).toBe(429);
    expect((await postMcp(a, message(200, 'ping'))).statusCode).toBe(429);
  });
});

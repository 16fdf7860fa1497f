/**
 * MCP refusals cost their caller and little CPU (docs/api.md, "MCP", Limits): a POST of a known
 * key counts once before its body is read, so a refused one is not free and a key over its plan
 * is refused unparsed; a body nested deeper than 64 levels is refused before it is parsed.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LimitsFixture, limitsApp, limitsFixture } from '../../limits/setup.js';

const PER_MINUTE = 5;
/** A JSON-RPC request whose id is 30,000 arrays deep (60 KB: under the 64 KiB body limit). */
const DEEP_ID = `{"jsonrpc":"2.0","method":"ping","id":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;

let fixture: LimitsFixture;
let app: FastifyInstance;
beforeAll(() => {
  fixture = limitsFixture();
});
afterAll(() => fixture.cleanup());
beforeEach(async () => {
  app = await limitsApp(fixture, { PLAN_FREE_PER_MINUTE: String(PER_MINUTE) });
});
afterEach(async () => {
  await app.close();
});

function postMcp(payload: string, headers: Record<string, string> = { 'x-api-key': fixture.free }) {
  return app.inject({
    method: 'POST',
    url: '/mcp',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    payload,
  });
}
const ping = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });

describe('MCP refusals', () => {
  it('refuse a body nested past 64 levels unparsed, with a JSON-RPC invalid request, and count it', async () => {
    const deep = await postMcp(DEEP_ID);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: 'Invalid Request: the body nests deeper than 64 levels.' },
      id: null,
    });
    expect(deep.headers['x-ratelimit-remaining']).toBe(String(PER_MINUTE - 1));
    const params = { _meta: JSON.parse(`${'{"a":'.repeat(60)}1${'}'.repeat(60)}`) };
    const within = await postMcp(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping', params }));
    expect(within.statusCode).toBe(200);
  });

  it('count a refused POST of a known key, and refuse a key over its plan before reading its body', async () => {
    const refused = await postMcp('{"jsonrpc":');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-ratelimit-remaining']).toBe(String(PER_MINUTE - 1));
    for (let i = 2; i <= PER_MINUTE; i++) expect((await postMcp(ping(i))).statusCode).toBe(200);
    for (const body of [DEEP_ID, '{"jsonrpc":', ping(99)]) {
      const over = await postMcp(body);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('rate_limited');
    }
  });

  it('count nothing against a key for a POST without one', async () => {
    expect((await postMcp(DEEP_ID, {})).statusCode).toBe(401);
    expect((await postMcp(ping(1))).headers['x-ratelimit-remaining']).toBe(String(PER_MINUTE - 1));
  });
});

/**
 * The MCP POST below the framework (src/http/mcp/post-path.ts) against Fastify's own route: two
 * apps over one snapshot and one keys file, one with the paths below the framework and one
 * without, are asked the same POSTs in the same order over loopback. Each answer is the same
 * (status, bytes, headers in order; Date aside), and so are the log lines and the metrics. Each
 * POST is checked to have been taken below the framework, or left to Fastify, as the direct path
 * decides (test/mcp/direct-posts.ts), and by what its headers say; a POST left after its body was
 * read is counted once, as Fastify counts it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SnapshotSource } from '../../../src/http/app.js';
import type { SnapshotIndex } from '../../../src/search/index.js';
import { tempDir } from '../../fixtures/source.js';
import { call, LEFT_TO_THE_SDK, legacy, modern, type Post, posts } from '../../mcp/direct-posts.js';
import { bodies, HEADERS } from '../../mcp/plain-bodies.js';
import { NOW } from '../harness.js';
import {
  type Asked,
  type Headers,
  type Side,
  sameLinesAndMetrics,
  sameOn,
  pairFixture,
  stopSide,
} from '../read-path/pair.js';

const FREE_PER_MINUTE = 4;
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** The next tool calls find the snapshot unreadable. */
const broken = { index: false };
let index: SnapshotIndex;
const source: SnapshotSource = {
  current: () => {
    if (broken.index) throw new Error('the snapshot cannot be read');
    return index;
  },
  version: () => 'v-post-path',
};

const { dir, cleanup } = tempDir('confdir-post-path-');
let pro: string;
let free: string;
let eventId: number;
let pair: [Side, Side];
let cors: [Side, Side];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const fixture = await pairFixture(dir, 300, source, FREE_PER_MINUTE);
  ({ index, pro, free } = fixture);
  const { side } = fixture;
  pair = [await side(false), await side(true)];
  const corsEnv = { CORS_ORIGINS: 'https://a.example', MCP_ALLOWED_ORIGINS: 'a.example,b.example' };
  cors = [await side(false, corsEnv), await side(true, corsEnv)];
  const found = await sameOn(pair, { url: '/api/gpt/conferences?limit=1', headers: { 'x-api-key': pro } }, true);
  eventId = JSON.parse(found.body.toString()).conferences[0].id;
});

afterAll(async () => {
  vi.useRealTimers();
  for (const side of [...pair, ...cors]) await stopSide(side);
  cleanup();
});

/** A POST to /mcp of `post`'s body and headers, with the MCP headers and `headers` over them. */
const asked = ({ headers, body }: Post, more: Headers = {}) => ({
  url: '/mcp',
  method: 'POST',
  headers: { 'x-api-key': pro, ...MCP_HEADERS, ...headers, ...more },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const statistics = legacy(call('getStatistics', {}));

describe('the MCP POST below the framework', () => {
  it('takes every POST the direct path answers, and leaves the others to Fastify, answering each as Fastify does', async () => {
    const statuses = new Set<number>();
    for (const [label, post] of posts(eventId)) {
      statuses.add((await sameOn(pair, asked(post), !LEFT_TO_THE_SDK.has(label))).status);
    }
    // The SDK refuses some of those left to it.
    expect([...statuses].sort()).toEqual([200, 400]);
  });

  it('answers every lone tool request, hostile ones among them, as Fastify does, and none with a 500', async () => {
    const statuses = new Set<number>();
    for (const body of bodies()) {
      for (const headers of [HEADERS[0], HEADERS[2], HEADERS[3], HEADERS[5]]) {
        statuses.add(
          (await sameOn(pair, asked({ headers: headers as Record<string, string>, body }), 'either')).status,
        );
      }
    }
    // A body without an id is a notification: 202.
    expect([...statuses].sort()).toEqual([200, 202, 400]);
  });

  it('answers in every encoding, with a key as a bearer credential, and a tool error as Fastify does', async () => {
    const search = legacy(call('searchConferences', { limit: 30, include: 'deadlines' }));
    for (const encoding of ['br', 'gzip', 'identity']) {
      await sameOn(pair, asked(search, { 'accept-encoding': encoding }), true);
      await sameOn(pair, asked(modern('tools/list', {}), { 'accept-encoding': encoding }), true);
    }
    const { 'x-api-key': _key, ...bearer } = asked(statistics, { authorization: `Bearer ${pro}` }).headers;
    await sameOn(pair, { ...asked(statistics), headers: bearer }, true);
    await sameOn(pair, asked(legacy(call('searchConferences', { limit: 500 }))), true);
    broken.index = true;
    const failed = await sameOn(pair, asked(statistics), true);
    broken.index = false;
    expect(JSON.parse(failed.body.toString()).result.isError).toBe(true);
  });

  it('leaves to Fastify what its headers or its body keep from the direct path', async () => {
    const refusals: [string, Asked][] = [
      ['no key', { ...asked(statistics), headers: { ...MCP_HEADERS } }],
      ['an unknown key', asked(statistics, { 'x-api-key': 'cd_unknown_key_of_the_right_length_0000000' })],
      ['a key in the query', { ...asked(statistics), url: `/mcp?api_key=${pro}` }],
      ['another path', { ...asked(statistics), url: '/mcp/' }],
      ['a host not allowed', asked(statistics, { host: 'evil.example' })],
      ['an origin not allowed', asked(statistics, { origin: 'https://evil.example' })],
      ['no event stream accepted', asked(statistics, { accept: 'application/json' })],
      ['text', asked(statistics, { 'content-type': 'text/plain' })],
      ['a body over the limit', { ...asked(statistics), body: `${' '.repeat(70_000)}{}` }],
      ['not JSON', { ...asked(statistics), body: '{"jsonrpc":' }],
      ['an empty body', { ...asked(statistics), body: '' }],
      ['nested too deep', { ...asked(statistics), body: `${'['.repeat(70)}${']'.repeat(70)}` }],
      ['an unknown protocol version', asked(legacy(call('getStatistics', {}), '1999-01-01'))],
      [
        'a prototype poisoned',
        { ...asked(statistics), body: '{"jsonrpc":"2.0","id":1,"method":"ping","__proto__":{}}' },
      ],
      ['initialize', asked(legacy({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }))],
      ['a notification', asked(legacy({ jsonrpc: '2.0', method: 'notifications/initialized' }))],
    ];
    const statuses = new Set<number>();
    for (const [, request] of refusals) statuses.add((await sameOn(pair, request, false)).status);
    expect([...statuses].sort()).toEqual([200, 202, 400, 401, 403, 406, 413, 415]);
  });

  it("counts each POST once, taken or left after its body was read, and answers the one over the plan's limit with Fastify's 429", async () => {
    const statuses: number[] = [];
    const byFree = (post: Post) => asked(post, { 'x-api-key': free });
    statuses.push((await sameOn(pair, byFree(statistics), true)).status);
    statuses.push((await sameOn(pair, byFree(legacy({ jsonrpc: '2.0', id: 4, method: 'ping' })), false)).status);
    const batch = legacy([call('getStatistics', {}, 1), call('listTopics', {}, 2)]);
    statuses.push((await sameOn(pair, byFree(batch), false)).status);
    // The batch's two messages used the last of the minute: the next POST is refused, below the framework.
    statuses.push((await sameOn(pair, byFree(statistics), true)).status);
    statuses.push((await sameOn(pair, byFree(batch), true)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('closes the connection of an answer while the process drains', async () => {
    for (const side of pair) side.lifecycle.ready = false;
    const answer = await sameOn(pair, asked(statistics), true);
    expect(answer.headers).toContain('close');
    for (const side of pair) side.lifecycle.ready = true;
  });

  it('writes the same log lines and metrics', async () => {
    const lines = await sameLinesAndMetrics(pair);
    const messages = [...lines.values()].flat().map((line) => (line as { msg: string }).msg);
    expect(messages.filter((message) => message === 'request completed').length).toBeGreaterThan(60);
  });
});

describe('the MCP POST below the framework, with CORS_ORIGINS and MCP_ALLOWED_ORIGINS', () => {
  it("takes a POST from an allowed origin and answers it with @fastify/cors's headers", async () => {
    for (const origin of ['https://a.example', 'https://b.example']) {
      const answer = await sameOn(cors, asked(statistics, { origin }), true);
      expect(answer.status).toBe(200);
    }
    await sameOn(cors, asked(statistics, { origin: 'https://c.example' }), false);
    await sameLinesAndMetrics(cors);
  });
});

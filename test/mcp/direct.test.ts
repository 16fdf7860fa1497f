/**
 * The direct path of /mcp (src/mcp/direct.ts) answers exactly what the SDK answers: every POST
 * below goes to an app answering plain tools/call and tools/list requests directly and to one
 * answering everything through the SDK, and the two answers must be the same, byte for byte, in
 * both eras; the POSTs the direct path must leave to the SDK (odd params, headers, `_meta`,
 * unknown tools, batches) are among them.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_OPERATIONS } from '../../src/api/operations.js';
import { buildApp } from '../../src/http/app.js';
import { directAnswer } from '../../src/mcp/direct.js';
import { type ToolContext, toolTable } from '../../src/mcp/index.js';
import { todayUtc } from '../../src/util/dates.js';
import { NOW, startTestApi, type TestApi, testConfig } from '../http/harness.js';

let api: TestApi;
let sdkOnly: FastifyInstance;

beforeAll(async () => {
  // One feed secret, so that both sign subscribeToSearch's URLs alike.
  api = await startTestApi({ config: testConfig({ FEED_SECRET: 'f'.repeat(64) }) });
  sdkOnly = buildApp({
    snapshot: { current: () => api.index },
    keys: { ring: () => api.ring },
    config: api.config,
    now: () => NOW,
    mcpDirect: false,
  });
  await sdkOnly.ready();
});
afterAll(async () => {
  await sdkOnly?.close();
  await api?.close();
});

const MODERN = '2026-07-28';
const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientInfo': { name: 'test', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

type Post = { headers: Record<string, string>; body: unknown };

/** A 2025-era POST (no envelope, the version header of an initialized session or none). */
const legacy = (body: unknown, version: string | undefined = '2025-11-25'): Post => ({
  headers: version === undefined ? {} : { 'mcp-protocol-version': version },
  body,
});

/** A 2026-07-28 POST: the envelope in `_meta` and the standard headers (overridable). */
function modern(method: string, params: Record<string, unknown>, headers: Record<string, string> = {}): Post {
  const name: Record<string, string> = typeof params.name === 'string' ? { 'mcp-name': params.name } : {};
  return {
    headers: { 'mcp-protocol-version': MODERN, 'mcp-method': method, ...name, ...headers },
    body: { jsonrpc: '2.0', id: 7, method, params: { ...params, _meta: { ...ENVELOPE, ...(params._meta ?? {}) } } },
  };
}

const call = (name: string, args?: unknown, id: string | number = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, ...(args === undefined ? {} : { arguments: args }) },
});

function posts(): [string, Post][] {
  const id = api.rows[0]!.id;
  const calls: [string, Record<string, unknown>][] = [
    ['searchConferences', { country: 'Germany', limit: 5 }],
    ['searchConferences', { q: 'conference', facets: ['country', 'year'], include: 'deadlines', tz: 'Europe/Berlin' }],
    ['searchConferences', { country: 'Germny' }],
    ['searchConferences', { limit: 500 }],
    ['getConference', { id }],
    ['getConference', { id: 2_000_000_000 }],
    ['listTopics', {}],
    ['listCountries', { continent: 'Asia' }],
    ['getStatistics', {}],
    ['subscribeToSearch', { country: 'Germany' }],
    ['search', { query: 'conferences in Germany' }],
    ['fetch', { id: String(id) }],
  ];
  return [
    ...calls.map(([name, args]): [string, Post] => [`2025 ${name} ${JSON.stringify(args)}`, legacy(call(name, args))]),
    ...calls.map(([name, args]): [string, Post] => [
      `2026 ${name} ${JSON.stringify(args)}`,
      modern('tools/call', { name, arguments: args }),
    ]),
    ['2025 a call without arguments, no version header', legacy(call('getStatistics'), undefined)],
    ['2025 a string id', legacy(call('getStatistics', {}, 'abc'))],
    ['2025 tools/list', legacy({ jsonrpc: '2.0', id: 3, method: 'tools/list' })],
    ['2025 tools/list with params {}', legacy({ jsonrpc: '2.0', id: 3, method: 'tools/list', params: {} })],
    ['2025 tools/list with a cursor', legacy({ jsonrpc: '2.0', id: 3, method: 'tools/list', params: { cursor: 'x' } })],
    ['2025 an unknown tool', legacy(call('searchEvents', {}))],
    ['2025 arguments as text', legacy(call('getStatistics', 'none'))],
    ['2025 a name that is no text', legacy(call(5 as unknown as string, {}))],
    [
      '2025 a progress token',
      legacy({ ...call('getStatistics', {}), params: { name: 'getStatistics', _meta: { progressToken: 1 } } }),
    ],
    ['2025 a batch of one call', legacy([call('getStatistics', {})])],
    ['2025 ping', legacy({ jsonrpc: '2.0', id: 4, method: 'ping' })],
    ['2026 tools/list', modern('tools/list', {})],
    ['2026 tools/list with a cursor', modern('tools/list', { cursor: 'x' })],
    ['2026 a call without arguments', modern('tools/call', { name: 'getStatistics' })],
    ['2026 an unknown tool', modern('tools/call', { name: 'searchEvents', arguments: {} })],
    [
      '2026 without Mcp-Name',
      {
        ...modern('tools/call', { name: 'getStatistics', arguments: {} }),
        headers: { 'mcp-protocol-version': MODERN, 'mcp-method': 'tools/call' },
      },
    ],
    [
      '2026 Mcp-Name of another tool',
      modern('tools/call', { name: 'getStatistics', arguments: {} }, { 'mcp-name': 'listTopics' }),
    ],
    [
      '2026 Mcp-Method of another method',
      modern('tools/call', { name: 'getStatistics', arguments: {} }, { 'mcp-method': 'tools/list' }),
    ],
    [
      '2026 a progress token',
      modern('tools/call', { name: 'getStatistics', arguments: {}, _meta: { progressToken: 2 } }),
    ],
    [
      '2026 an envelope without client info',
      {
        ...modern('tools/call', { name: 'getStatistics' }),
        body: {
          jsonrpc: '2.0',
          id: 8,
          method: 'tools/call',
          params: { name: 'getStatistics', _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN } },
        },
      },
    ],
    ['2026 server/discover', modern('server/discover', {})],
  ];
}

async function answerOf(app: FastifyInstance, { headers, body }: Post) {
  const response = await app.inject({
    method: 'POST',
    url: '/mcp',
    headers: {
      'x-api-key': api.key,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
}

/** The POSTs the direct path leaves to the SDK; it answers the others. */
const LEFT_TO_THE_SDK = new Set([
  '2025 tools/list with a cursor',
  '2025 an unknown tool',
  '2025 arguments as text',
  '2025 a name that is no text',
  '2025 a progress token',
  '2025 a batch of one call',
  '2025 ping',
  '2026 tools/list with a cursor',
  '2026 an unknown tool',
  '2026 without Mcp-Name',
  '2026 Mcp-Name of another tool',
  '2026 Mcp-Method of another method',
  '2026 a progress token',
  '2026 an envelope without client info',
  '2026 server/discover',
]);

/** A tool context over the test API, as the endpoint makes one for a keyed POST. */
function toolContext(): ToolContext {
  return {
    handlerContext: () => ({ index: api.index, today: todayUtc(NOW), now: NOW.getTime() / 1000 }),
    serialize: (_operation, body) => JSON.stringify(body),
    listCache: () => ({ ttlMs: 0, cacheScope: 'public' }),
    logError: (error) => {
      throw error;
    },
    feedSigner: () => ({ sign: () => 'token', publicBaseUrl: 'https://conferences.example.org' }),
  };
}

describe('the direct path of /mcp', () => {
  it('answers the plain tools/call and tools/list requests, and leaves every other POST to the SDK', () => {
    const tools = toolTable(JSON_OPERATIONS);
    for (const [label, { headers, body }] of posts()) {
      const answered = directAnswer(tools, headers, body, toolContext());
      expect(answered === undefined, label).toBe(LEFT_TO_THE_SDK.has(label));
    }
  });

  it('answers every POST byte for byte as the SDK answers it, in both eras', async () => {
    for (const [label, post] of posts()) {
      const direct = await answerOf(api.app, post);
      const sdk = await answerOf(sdkOnly, post);
      // Compared as text, so that a difference prints short.
      expect(`${direct.status} ${direct.type}`, label).toBe(`${sdk.status} ${sdk.type}`);
      if (direct.body !== sdk.body) expect(direct.body.slice(0, 300), label).toBe(sdk.body.slice(0, 300));
      expect(direct.body === sdk.body, label).toBe(true);
    }
  });

  it('answers the plain calls of both eras with a result, and lists the tools with their cache hint on 2026-07-28', async () => {
    const answered = JSON.parse((await answerOf(api.app, modern('tools/list', {}))).body);
    expect(answered.result).toMatchObject({ resultType: 'complete', cacheScope: 'public' });
    expect(answered.result.tools.map((tool: { name: string }) => tool.name)).toContain('subscribeToSearch');
    for (const post of [
      legacy(call('getStatistics', {})),
      modern('tools/call', { name: 'getStatistics', arguments: {} }),
    ]) {
      const { status, body } = await answerOf(api.app, post);
      expect(status).toBe(200);
      expect(JSON.parse(body).result.structuredContent.success).toBe(true);
    }
  });
});

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
import { call, LEFT_TO_THE_SDK, legacy, modern, type Post, posts } from './direct-posts.js';

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
    for (const [label, { headers, body }] of posts(api.rows[0]!.id)) {
      const answered = directAnswer(tools, headers, body, toolContext());
      expect(answered === undefined, label).toBe(LEFT_TO_THE_SDK.has(label));
    }
  });

  it('answers every POST byte for byte as the SDK answers it, in both eras', async () => {
    for (const [label, post] of posts(api.rows[0]!.id)) {
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

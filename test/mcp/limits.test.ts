/**
 * MCP calls against the key's plan: each tools/call counts once, as one HTTP request of the API
 * would, in the same windows; the protocol's own messages (initialize, tools/list, notifications)
 * need the key but are not counted.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../http/harness.js';
import { connect, type ListeningApi, post, startListeningApi } from './client.js';

const PER_MINUTE = 3;
let api: ListeningApi;
let client: Client;

beforeAll(async () => {
  api = await startListeningApi({ config: testConfig({ PLAN_PRO_PER_MINUTE: String(PER_MINUTE) }) });
  client = await connect(api);
});
afterAll(async () => {
  await client.close();
  await api.close();
});

const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'getStatistics' } });

describe('MCP calls and the plan limits', () => {
  it('count each tools/call once, share the windows of the HTTP API, and leave tools/list free', async () => {
    for (let i = 0; i < 5; i++) await client.listTools();
    const batch = await post(api, [call(1), call(2)]);
    expect(batch.status).toBe(200);
    expect(batch.headers.get('x-ratelimit-limit')).toBe(String(PER_MINUTE));
    expect(batch.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await api.get('/api/gpt/topics')).statusCode).toBe(200);

    const refused = client.callTool({ name: 'getStatistics', arguments: {} });
    await expect(refused).rejects.toMatchObject({ code: 429 });
    await expect(refused).rejects.toThrow(`Rate limit exceeded: ${PER_MINUTE} requests per minute`);
    const response = await post(api, call(3));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const http = await api.get('/api/gpt/stats');
    expect(http.statusCode).toBe(429);
    expect(await response.json()).toEqual({ ...JSON.parse(http.body), message: expect.stringMatching(/^Rate limit/) });

    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
  });
});

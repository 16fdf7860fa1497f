/**
 * MCP requests in the request log: one line per POST with the key's id, never the key; an
 * unexpected failure is logged, and its tool error says nothing of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../harness.js';
import { answerOf, connect, type ListeningApi, post, startListeningApi } from '../../mcp/client.js';

const lines: string[] = [];
let api: ListeningApi;
let broken = false;

beforeAll(async () => {
  api = await startListeningApi({
    config: testConfig({ LOG_LEVEL: 'info' }),
    logStream: { write: (line) => lines.push(line) },
    snapshot: {
      current: () => {
        if (broken) throw new Error('store unavailable');
        return api.index;
      },
    },
  });
});
afterAll(async () => {
  await api.close();
});

describe('the request log of /mcp', () => {
  it('has one line per POST with route, status and key id, and never the key, whichever header carried it', async () => {
    const client = await connect(api, { Authorization: `Bearer ${api.key}` });
    await client.callTool({ name: 'getStatistics', arguments: {} });
    await client.close();
    await post(api, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, { 'x-api-key': api.key });
    await post(api, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, {});
    await new Promise((resolve) => setTimeout(resolve, 100));

    const completed = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request completed');
    const posts = completed.filter((line) => line.route === '/mcp' && line.method === 'POST');
    const { id } = api.ring.lookup(api.key)!;
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.slice(0, -1).every((line) => line.status < 300 && line.key === id)).toBe(true);
    expect(posts.at(-1)).toMatchObject({ status: 401, key: null });
    expect(lines.join('\n')).not.toContain(api.key);
  });

  it('answers an unexpected failure with the internal error body as a tool error, and logs the real error', async () => {
    const client = await connect(api);
    broken = true;
    try {
      const result = await client.callTool({ name: 'listTopics', arguments: {} });
      expect(result.isError).toBe(true);
      expect(answerOf(result)).toEqual((await api.get('/api/gpt/topics')).json());
    } finally {
      broken = false;
      await client.close();
    }
    expect(lines.some((line) => line.includes('tool call failed') && line.includes('store unavailable'))).toBe(true);
  });
});

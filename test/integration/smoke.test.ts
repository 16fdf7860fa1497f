/**
 * The smallest proof that a Node line can run the service: a snapshot built, the production
 * server started on it, one search over HTTP and one tool call over MCP. CI runs the whole suite on
 * Node 24 and this file again on Node 22, the oldest supported line (docs/operating.md, Runtime).
 */
import { describe, expect, it } from 'vitest';
import { productionServers } from './production-server.js';

const servers = productionServers('confdir-smoke-');

describe(`the service on Node ${process.versions.node}`, () => {
  it('builds a snapshot, starts, answers a search over HTTP and a tool call over MCP', async () => {
    const server = await servers.start();
    const base = `http://127.0.0.1:${server.port}`;
    const headers = { 'X-API-Key': servers.key };

    const search = await fetch(`${base}/api/gpt/conferences?limit=3`, { headers });
    expect(search.status).toBe(200);
    const found = (await search.json()) as { success: boolean; total: number; conferences: unknown[] };
    expect(found).toMatchObject({ success: true, total: 10 });
    expect(found.conferences).toHaveLength(3);

    const call = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'searchConferences', arguments: { limit: 2 } },
      }),
    });
    expect(call.status).toBe(200);
    const answer = (await call.json()) as {
      result: { isError?: boolean; content: { text: string }[]; structuredContent: object };
    };
    expect(answer.result.isError ?? false).toBe(false);
    // The text is the answer in lines for a model; the structured content is the JSON.
    expect(answer.result.structuredContent).toMatchObject({ success: true, total: 10 });
    expect(answer.result.content[0]!.text).not.toBe('');
  });
});

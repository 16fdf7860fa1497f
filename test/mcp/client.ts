/**
 * The test API listening on a free loopback port, and the MCP SDK's own client connected to its
 * /mcp endpoint over the streamable HTTP transport.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startTestApi, type TestApi } from '../http/harness.js';

export interface ListeningApi extends TestApi {
  /** The endpoint's URL. */
  mcpUrl: URL;
}

export async function startListeningApi(options: Parameters<typeof startTestApi>[0] = {}): Promise<ListeningApi> {
  const api = await startTestApi(options);
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = api.app.server.address() as AddressInfo;
  return { ...api, mcpUrl: new URL(`http://127.0.0.1:${port}/mcp`) };
}

/**
 * The listening test API and a client connected to it, for the tests of one file: started before
 * them, closed after them (registers its own beforeAll and afterAll). Its fields are there once the
 * file's tests run.
 */
export function useMcpApi(): { readonly api: ListeningApi; readonly client: Client } {
  const held = {} as { api: ListeningApi; client: Client };
  beforeAll(async () => {
    held.api = await startListeningApi();
    held.client = await connect(held.api);
  });
  afterAll(async () => {
    await held.client?.close();
    await held.api?.close();
  });
  return held;
}

/** A connected client sending `headers` with every request (the key, by default). */
export async function connect(api: ListeningApi, headers: Record<string, string> = { 'X-API-Key': api.key }) {
  const client = new Client({ name: 'conference-directory-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(api.mcpUrl, { requestInit: { headers } }));
  return client;
}

/** The text of a tool result's one content item. */
export function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  const content = (result as CallToolResult).content;
  expect(content).toHaveLength(1);
  const [item] = content;
  if (item?.type !== 'text') throw new Error(`expected text content, got ${item?.type}`);
  return item.text;
}

/** A raw JSON-RPC POST to the endpoint, as an MCP client sends it. */
export function post(api: ListeningApi, message: unknown, headers: Record<string, string> = { 'X-API-Key': api.key }) {
  return fetch(api.mcpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(message),
  });
}

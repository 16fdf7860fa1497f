/**
 * The test API listening on a free loopback port, and the official MCP client (the SDK's v2
 * client, which checks every tool result against the tool's output schema) connected to its /mcp
 * endpoint over the streamable HTTP transport, in either protocol era.
 */
import type { AddressInfo } from 'node:net';
import { type CallToolResult, Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, expect } from 'vitest';
import { COMPACT_ITEM_FIELDS } from '../../src/api/schemas/event-fields.js';
import { startTestApi, type TestApi } from '../http/harness.js';

/** The protocol eras a client may speak: 2026-07-28 (per-request `_meta`) or 2025-11-25 (`initialize`). */
export const ERAS = ['2026-07-28', '2025-11-25'] as const;
export type Era = (typeof ERAS)[number];

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
export function useMcpApi(era: Era = '2026-07-28'): { readonly api: ListeningApi; readonly client: Client } {
  const held = {} as { api: ListeningApi; client: Client };
  beforeAll(async () => {
    held.api = await startListeningApi();
    held.client = await connect(held.api, undefined, era);
  });
  afterAll(async () => {
    await held.client?.close();
    await held.api?.close();
  });
  return held;
}

/**
 * A connected client sending `headers` with every request (the key, by default), pinned to the
 * 2026-07-28 revision, or opening a 2025-11-25 session with `initialize`.
 */
export async function connect(
  api: ListeningApi,
  headers: Record<string, string> = { 'X-API-Key': api.key },
  era: Era = '2026-07-28',
) {
  const client = new Client(
    { name: 'conference-directory-test', version: '1.0.0' },
    era === '2026-07-28' ? { versionNegotiation: { mode: { pin: era } } } : {},
  );
  await client.connect(new StreamableHTTPClientTransport(api.mcpUrl, { requestInit: { headers } }));
  expect(client.getNegotiatedProtocolVersion()).toBe(era);
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

/**
 * A tool result's answer as JSON: the structured content of a result, the error body of a tool
 * error (whose text is that body; a result's text says the answer in lines, docs/api.md, MCP).
 */
export function answerOf(result: Awaited<ReturnType<Client['callTool']>>): any {
  if (result.isError) return JSON.parse(textOf(result));
  expect(result.structuredContent).toBeDefined();
  return result.structuredContent;
}

/**
 * The HTTP URL that answers what a tool call answers by default: a search over MCP lists its
 * items' compact fields (docs/api.md, Fields), so the URL asks for them unless it names fields.
 */
export function toolUrl(url: string): string {
  const [path, query = ''] = url.split('?') as [string, string?];
  if (path !== '/api/gpt/conferences' || /(^|&)fields=/.test(query)) return url;
  const fields = `fields=${COMPACT_ITEM_FIELDS.join(',')}`;
  return `${path}?${query === '' ? fields : `${query}&${fields}`}`;
}

/** An HTTP answer to toolUrl's URL as the tool answers it: without the fields it echoes (the tool was not given them). */
export function asToolAnswer(body: any, url: string): any {
  if (toolUrl(url) === url || body.query === undefined) return body;
  const { fields: _fields, ...query } = body.query;
  return { ...body, query };
}

/** A raw JSON-RPC POST to the endpoint, as an MCP client sends it. */
export function post(api: ListeningApi, message: unknown, headers: Record<string, string> = { 'X-API-Key': api.key }) {
  return fetch(api.mcpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(message),
  });
}

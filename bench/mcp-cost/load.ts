/**
 * The requests of the MCP cost scenario (run.ts) and one closed-loop phase of them: the fixed mix's
 * searches as GET /api/gpt/conferences and as searchConferences tool calls with the same arguments
 * in both protocol eras, tools/list, and GET /api/gpt/openapi beside it.
 */
import type { Pool } from 'undici';
import { cpuBetween, processTree, readCpu } from '../common/cpu.js';
import { QUERY_MIX, toQueryString } from '../common/queries.js';

const MODERN = '2026-07-28';
const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The mix's searches as query strings and as tool arguments (a query string's values, as text). */
export const searches = QUERY_MIX.map((shape) => toQueryString(shape.filters));
const argumentsOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

function mcpPost(key: string, era: '2026' | '2025', method: string, params: Record<string, unknown>): Request {
  const name: Record<string, string> = typeof params.name === 'string' ? { 'mcp-name': params.name } : {};
  const modern = era === '2026';
  return {
    method: 'POST',
    path: '/mcp',
    headers: {
      'x-api-key': key,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(modern ? { 'mcp-protocol-version': MODERN, 'mcp-method': method, ...name } : {}),
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method,
      params: modern ? { ...params, _meta: ENVELOPE } : params,
    }),
  };
}

export const HTTP_SEARCH = 'HTTP search';
export const OPENAPI = 'HTTP OpenAPI document';
export const MODERN_SEARCH = `MCP search (${MODERN})`;
export const TOOLS_LIST = `MCP tools/list (${MODERN})`;

/** Each phase's requests, walked in turn. */
export function phases(key: string): Record<string, Request[]> {
  const call = (era: '2026' | '2025') =>
    searches.map((query) =>
      mcpPost(key, era, 'tools/call', { name: 'searchConferences', arguments: argumentsOf(query) }),
    );
  return {
    [HTTP_SEARCH]: searches.map((query) => ({
      method: 'GET',
      path: `/api/gpt/conferences${query === '' ? '' : `?${query}`}`,
      headers: { 'x-api-key': key },
    })),
    [MODERN_SEARCH]: call('2026'),
    'MCP search (2025-11-25)': call('2025'),
    [OPENAPI]: [{ method: 'GET', path: '/api/gpt/openapi', headers: { 'x-api-key': key } }],
    [TOOLS_LIST]: [mcpPost(key, '2026', 'tools/list', {})],
  };
}

/** Why an answer does not count: not a 200, or an MCP answer without a result or with a tool error. */
function refusal(request: Request, status: number, body: string): string | undefined {
  if (status !== 200) return `${request.method} ${request.path}: ${status} ${body.slice(0, 200)}`;
  if (request.method === 'GET') return undefined;
  const answer = JSON.parse(body) as { result?: { isError?: boolean } };
  if (answer.result === undefined || answer.result.isError === true) return `${request.body}: ${body.slice(0, 200)}`;
  return undefined;
}

/** Sends `count` requests, `connections` at a time, walking the list; the server's CPU µs per request. */
export async function loadPhase(pool: Pool, pid: number, list: Request[], count: number, connections: number) {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const request = list[next++ % list.length]!;
      const response = await pool.request(request);
      const text = await response.body.text();
      const refused = refusal(request, response.statusCode, text);
      if (refused !== undefined && failures.length < 5) failures.push(refused);
    }
  };
  const before = readCpu(processTree(pid));
  await Promise.all(Array.from({ length: connections }, worker));
  const micros = cpuBetween(before, readCpu(processTree(pid)));
  return { micros: micros / count, failures };
}

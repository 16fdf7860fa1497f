/**
 * POSTs to /mcp of both protocol eras, plain tools/call and tools/list requests among others the
 * direct path (src/mcp/direct.ts) leaves to the SDK: the tests of the direct path and of the MCP
 * POST below the framework (src/http/mcp/post-path.ts) ask them.
 */

const MODERN = '2026-07-28';
const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientInfo': { name: 'test', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

export type Post = { headers: Record<string, string>; body: unknown };

/** A 2025-era POST (no envelope, the version header of an initialized session or none). */
export const legacy = (body: unknown, version: string | undefined = '2025-11-25'): Post => ({
  headers: version === undefined ? {} : { 'mcp-protocol-version': version },
  body,
});

/** A 2026-07-28 POST: the envelope in `_meta` and the standard headers (overridable). */
export function modern(method: string, params: Record<string, unknown>, headers: Record<string, string> = {}): Post {
  const name: Record<string, string> = typeof params.name === 'string' ? { 'mcp-name': params.name } : {};
  return {
    headers: { 'mcp-protocol-version': MODERN, 'mcp-method': method, ...name, ...headers },
    body: { jsonrpc: '2.0', id: 7, method, params: { ...params, _meta: { ...ENVELOPE, ...(params._meta ?? {}) } } },
  };
}

export const call = (name: string, args?: unknown, id: string | number = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, ...(args === undefined ? {} : { arguments: args }) },
});

/** The POSTs, labelled; `id` names an event of the snapshot asked. */
export function posts(id: number): [string, Post][] {
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
    ['2025 tools/call without params', legacy({ jsonrpc: '2.0', id: 5, method: 'tools/call' })],
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

/** The POSTs the direct path leaves to the SDK; it answers the others. */
export const LEFT_TO_THE_SDK = new Set([
  '2025 tools/list with a cursor',
  '2025 tools/call without params',
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

/**
 * Bodies and headers of lone tool requests, plain and not, hostile ones among them (ids, jsonrpc,
 * extra keys, params and `_meta` of every kind, header sets of both eras): the tests of the plain
 * requests' checks (plain-request.test.ts) and of the MCP POST below the framework ask them.
 */
import type { DirectHeaders } from '../../src/mcp/direct.js';

export const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'test', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

const METAS: readonly unknown[] = [
  undefined,
  ENVELOPE,
  { ...ENVELOPE, 'io.modelcontextprotocol/clientInfo': { version: '1.0.0' } },
  { ...ENVELOPE, 'io.modelcontextprotocol/protocolVersion': '2025-11-25' },
  { ...ENVELOPE, 'io.modelcontextprotocol/protocolVersion': 20260728 },
  { ...ENVELOPE, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' },
  { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' },
  { ...ENVELOPE, 'io.modelcontextprotocol/clientCapabilities': 'all' },
  { ...ENVELOPE, progressToken: 3 },
  { ...ENVELOPE, progressToken: { no: 1 } },
  { ...ENVELOPE, 'io.modelcontextprotocol/related-task': { taskId: 1 } },
  { ...ENVELOPE, other: [1, 2] },
  {},
  null,
  [],
  'meta',
];

const PARAMS: readonly ((meta: unknown) => unknown)[] = [
  (meta) => ({ name: 'searchConferences', arguments: { q: 'icml' }, ...withMeta(meta) }),
  (meta) => ({ name: 'getStatistics', ...withMeta(meta) }),
  (meta) => ({ name: 'noSuchTool', arguments: {}, ...withMeta(meta) }),
  (meta) => ({ name: 'searchConferences', arguments: [1], ...withMeta(meta) }),
  (meta) => ({ name: 'searchConferences', arguments: { q: 'x' }, extra: true, ...withMeta(meta) }),
  (meta) => withMeta(meta),
  () => undefined,
  () => null,
  () => [1],
];

const withMeta = (meta: unknown) => (meta === undefined ? {} : { _meta: meta });

const IDS: readonly unknown[] = [1, 'a', 0, -7, 2 ** 53, 1.5, null, true, {}, ''];

/** Bodies: a request of each method, id and params, then changes a hostile client might make. */
export function bodies(): unknown[] {
  const all: unknown[] = [];
  for (const method of ['tools/call', 'tools/list']) {
    for (const meta of METAS) {
      for (const params of PARAMS) {
        const value = params(meta);
        all.push({ jsonrpc: '2.0', id: 1, method, ...(value === undefined ? {} : { params: value }) });
      }
    }
    for (const id of IDS) all.push({ jsonrpc: '2.0', id, method, params: { _meta: ENVELOPE } });
    const base = { jsonrpc: '2.0', id: 2, method, params: { _meta: ENVELOPE } };
    all.push(
      { ...base, jsonrpc: '1.0' },
      { ...base, extra: 1 },
      { ...base, result: {} },
      { ...base, error: { code: 1, message: 'x' } },
      { jsonrpc: '2.0', method, params: base.params },
      { ...base, method: `${method} ` },
      { ...base, method: 'initialize' },
      { ...base, method: 'tools/CALL' },
      [base],
      null,
      'text',
      7,
    );
  }
  return all;
}

export const HEADERS: readonly DirectHeaders[] = [
  {},
  { 'mcp-protocol-version': '2026-07-28' },
  { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'searchConferences' },
  { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' },
  { 'mcp-protocol-version': ' 2026-07-28\t', 'mcp-method': ' tools/call', 'mcp-name': 'getStatistics' },
  { 'mcp-protocol-version': '2025-11-25' },
  { 'mcp-protocol-version': '2025-11-25', 'mcp-name': 'getStatistics' },
  { 'mcp-protocol-version': '2025-06-18', 'mcp-name': 'searchConferences' },
  { 'mcp-protocol-version': '1999-01-01' },
  { 'mcp-protocol-version': ['2026-07-28', '2025-11-25'] },
  { 'mcp-method': 'initialize' },
];

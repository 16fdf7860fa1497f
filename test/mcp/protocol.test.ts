/**
 * The 2026-07-28 revision on /mcp, message by message as a client sends it (curl-like POSTs): no
 * initialize, the version and capabilities in `_meta`, `server/discover`, the Mcp-Method and
 * Mcp-Name headers checked against the body, `resultType` on every result, `ttlMs` and
 * `cacheScope` on the list results, and the unsupported-version error with the versions served
 * and the request's own id. Beside it, a 2025-11-25 session answers the same call the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERN_PROTOCOL_VERSIONS, PROTOCOL_VERSIONS } from '../../src/mcp/messages.js';
import { listCacheHint } from '../../src/mcp/request-server.js';
import { testConfig } from '../http/harness.js';
import { asToolAnswer, type ListeningApi, post, startListeningApi, toolUrl } from './client.js';

const MODERN = '2026-07-28';
const META = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientInfo': { name: 'curl', version: '8' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

let api: ListeningApi;
beforeAll(async () => {
  api = await startListeningApi();
});
afterAll(async () => {
  await api.close();
});

/** A 2026-07-28 request with its headers (`name`: Mcp-Name), and its answer (from `to`, default the test API). */
async function modern(id: number, method: string, params: Record<string, unknown> = {}, headers = {}, to = api) {
  const name: Record<string, string> = typeof params.name === 'string' ? { 'mcp-name': params.name } : {};
  const response = await post(
    to,
    { jsonrpc: '2.0', id, method, params: { ...params, _meta: META } },
    { 'x-api-key': to.key, 'mcp-protocol-version': MODERN, 'mcp-method': method, ...name, ...headers },
  );
  return { status: response.status, json: (await response.json()) as any };
}

describe('a 2026-07-28 request', () => {
  it('needs no initialize: server/discover answers the versions, capabilities and instructions', async () => {
    const { status, json } = await modern(1, 'server/discover');
    expect(status).toBe(200);
    expect(json.id).toBe(1);
    expect(json.result).toMatchObject({
      resultType: 'complete',
      supportedVersions: [...MODERN_PROTOCOL_VERSIONS],
      capabilities: { tools: {} },
      ttlMs: 300_000,
      cacheScope: 'public',
    });
    expect(json.result.instructions).toContain('searchConferences');
    expect(json.result._meta['io.modelcontextprotocol/serverInfo'].name).toBe('conference-directory');
  });

  it('lists the tools in the table order, cacheable by everyone for five minutes (the snapshot read from a file)', async () => {
    const { json } = await modern(2, 'tools/list');
    expect(json.result.tools.map((tool: { name: string }) => tool.name)).toEqual([
      'searchConferences',
      'getConference',
      'listTopics',
      'listCountries',
      'getStatistics',
      'getChanges',
      'subscribeToSearch',
      'search',
      'fetch',
    ]);
    expect(json.result).toMatchObject({ resultType: 'complete', ttlMs: 300_000, cacheScope: 'public' });
  });

  it('answers tools/call with resultType and the HTTP body; ping, removed from the revision, is not found', async () => {
    const url = '/api/gpt/conferences?country=Spain&limit=2';
    const http = await api.get(toolUrl(url));
    const { json } = await modern(3, 'tools/call', {
      name: 'searchConferences',
      arguments: { country: 'Spain', limit: 2 },
    });
    expect(json.result.resultType).toBe('complete');
    expect(json.result.structuredContent).toEqual(asToolAnswer(JSON.parse(http.body), url));
    expect(json.result.content).toEqual([
      { type: 'text', text: expect.stringMatching(/^\d+ events match this search/) },
    ]);
    expect(json.result.ttlMs).toBeUndefined();
    expect(await modern(4, 'ping')).toMatchObject({ status: 404, json: { id: 4, error: { code: -32601 } } });
  });

  it.each([
    ['an Mcp-Method that is not the body’s', 'tools/list', {}, { 'mcp-method': 'tools/call' }],
    ['no Mcp-Name on tools/call', 'tools/call', { name: 'listTopics' }, { 'mcp-name': '' }],
    ['an Mcp-Name that is not the tool called', 'tools/call', { name: 'listTopics' }, { 'mcp-name': 'getStatistics' }],
  ])('refuses %s with a 400 HeaderMismatch (-32020) carrying its id', async (_case, method, params, headers) => {
    const { status, json } = await modern(5, method, params, headers);
    expect(status).toBe(400);
    expect(json).toMatchObject({ id: 5, error: { code: -32020 } });
  });

  it('answers a method it does not serve with a 404 and -32601', async () => {
    const { status, json } = await modern(6, 'prompts/list');
    expect(status).toBe(404);
    expect(json).toMatchObject({ id: 6, error: { code: -32601 } });
  });
});

describe('the lists’ ttlMs, tied to the snapshot and the day', () => {
  it('is at most the snapshot check interval when the snapshot is pulled, on 2026-07-28 and never on 2025-11-25', async () => {
    const config = testConfig({ SNAPSHOT_SOURCE: 'https://snapshots.example.org/', SNAPSHOT_POLL_S: '30' });
    const pulled = await startListeningApi({ config });
    try {
      for (const method of ['tools/list', 'server/discover']) {
        const { json } = await modern(1, method, {}, {}, pulled);
        expect(json.result).toMatchObject({ ttlMs: 30_000, cacheScope: 'public' });
      }
      const headers = { 'x-api-key': pulled.key };
      const initialize = {
        protocolVersion: '2025-11-25',
        capabilities: {},
        clientInfo: { name: 'curl', version: '8' },
      };
      await post(pulled, { jsonrpc: '2.0', id: 1, method: 'initialize', params: initialize }, headers);
      const list: any = await (
        await post(
          pulled,
          { jsonrpc: '2.0', id: 2, method: 'tools/list' },
          { ...headers, 'mcp-protocol-version': '2025-11-25' },
        )
      ).json();
      expect(list.result.tools).toHaveLength(9);
      expect(list.result).not.toHaveProperty('ttlMs');
      expect(list.result).not.toHaveProperty('cacheScope');
    } finally {
      await pulled.close();
    }
  });

  it.each([
    ['at noon, no check on a schedule', '2026-11-21T12:00:00Z', undefined, 300_000],
    ['a minute before midnight UTC', '2026-11-21T23:59:00Z', undefined, 60_000],
    ['a minute before midnight, checked every 30 s', '2026-11-21T23:59:00Z', 30_000, 30_000],
    ['at noon, checked every 30 s', '2026-11-21T12:00:00Z', 30_000, 30_000],
    ['at noon, checked once an hour', '2026-11-21T12:00:00Z', 3_600_000, 300_000],
    ['at midnight exactly', '2026-11-22T00:00:00Z', undefined, 300_000],
  ])('%s: %s', (_case, at, checkMs, ttlMs) => {
    expect(listCacheHint(Date.parse(at), checkMs)).toEqual({ ttlMs, cacheScope: 'public' });
  });
});

describe('an unsupported protocol version', () => {
  it('in the header of a 2025-era request: -32022 with every version served and the request id', async () => {
    const response = await post(
      api,
      { jsonrpc: '2.0', id: 'a-7', method: 'tools/list' },
      {
        'x-api-key': api.key,
        'mcp-protocol-version': '2099-01-01',
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: 'a-7',
      error: {
        code: -32022,
        message: `Unsupported protocol version: 2099-01-01 (supported versions: ${PROTOCOL_VERSIONS.join(', ')})`,
        data: { supported: [...PROTOCOL_VERSIONS], requested: '2099-01-01' },
      },
    });
    expect(PROTOCOL_VERSIONS.slice(0, 4)).toEqual([MODERN, '2025-11-25', '2025-06-18', '2025-03-26']);
  });

  it('in _meta: -32022 with the 2026-07-28 versions and the request id', async () => {
    const meta = { ...META, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' };
    const response = await post(
      api,
      { jsonrpc: '2.0', id: 8, method: 'tools/list', params: { _meta: meta } },
      { 'x-api-key': api.key, 'mcp-protocol-version': '2099-01-01', 'mcp-method': 'tools/list' },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      id: 8,
      error: { code: -32022, data: { supported: [...MODERN_PROTOCOL_VERSIONS], requested: '2099-01-01' } },
    });
  });
});

describe('a 2025-11-25 session beside it', () => {
  it('initializes, then answers the same tools/call with the same body, without 2026-07-28 fields', async () => {
    const headers = { 'x-api-key': api.key };
    const init = await post(
      api,
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'curl', version: '8' } },
      },
      headers,
    );
    expect(init.headers.get('content-type')).toMatch(/^application\/json/);
    expect(init.headers.get('mcp-session-id')).toBeNull();
    expect(((await init.json()) as any).result.protocolVersion).toBe('2025-11-25');
    const call = { name: 'searchConferences', arguments: { country: 'Spain', limit: 2 } };
    const legacy: any = await (
      await post(
        api,
        { jsonrpc: '2.0', id: 2, method: 'tools/call', params: call },
        {
          ...headers,
          'mcp-protocol-version': '2025-11-25',
        },
      )
    ).json();
    const { json } = await modern(2, 'tools/call', call);
    expect(legacy.result.content).toEqual(json.result.content);
    expect(legacy.result.structuredContent).toEqual(json.result.structuredContent);
    expect(legacy.result.resultType).toBeUndefined();
  });
});

/**
 * The MCP endpoint through the SDK's own client: the tools come from the operation table, each
 * answers the HTTP API's JSON body, bad arguments are tool errors with the API's messages, and
 * the key is checked as on the API.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryNames } from '../../src/http/operation.js';
import { OPERATIONS } from '../../src/http/operations.js';
import { json } from '../http/harness.js';
import { connect, type ListeningApi, post, startListeningApi, textOf } from './client.js';

let api: ListeningApi;
let client: Client;

beforeAll(async () => {
  api = await startListeningApi();
  client = await connect(api);
});
afterAll(async () => {
  await client.close();
  await api.close();
});

/** A tool call and the HTTP request that must answer the same body. */
function sameAnswers(): [string, Record<string, unknown>, string][] {
  const id = api.rows[0]!.id;
  return [
    ['searchConferences', {}, '/api/gpt/conferences'],
    [
      'searchConferences',
      { q: 'conference', continent: 'Europe', limit: 3, offset: 2 },
      '/api/gpt/conferences?q=conference&continent=Europe&limit=3&offset=2',
    ],
    [
      'searchConferences',
      { format: ['online', 'hybrid'], facets: ['topic', 'type'], sort: '-date', year: 2027 },
      '/api/gpt/conferences?format=online,hybrid&facets=topic,type&sort=-date&year=2027',
    ],
    ['getConference', { id }, `/api/gpt/conferences/${id}`],
    ['listTopics', {}, '/api/gpt/topics'],
    ['listCountries', {}, '/api/gpt/countries'],
    ['listCountries', { continent: 'asia' }, '/api/gpt/countries?continent=asia'],
    ['getStatistics', {}, '/api/gpt/stats'],
  ];
}

describe('the MCP tools', () => {
  it('are the operations of the table, their parameters as input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(OPERATIONS.map((operation) => operation.operationId));
    for (const [i, operation] of OPERATIONS.entries()) {
      const tool = tools[i]!;
      const pathNames = operation.params ? Object.keys(operation.params.shape) : [];
      expect(Object.keys(tool.inputSchema.properties ?? {})).toEqual([...pathNames, ...queryNames(operation)]);
      expect(tool.inputSchema.required ?? []).toEqual(pathNames);
      expect(tool.description).toBe(operation.description);
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    const search = tools[0]!.inputSchema.properties as Record<string, Record<string, unknown>>;
    expect(search.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 50, default: 10 });
  });

  it('answers each tool with the HTTP API body, as text and as structured content', async () => {
    for (const [name, args, url] of sameAnswers()) {
      const http = await api.get(url);
      expect(http.statusCode, url).toBe(200);
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError ?? false, url).toBe(false);
      expect(textOf(result), url).toBe(http.body);
      expect(result.structuredContent, url).toEqual(json(http));
    }
  });

  it.each([
    ['limit=0', 'searchConferences', { limit: 0 }, '/api/gpt/conferences?limit=0', "Parameter 'limit' must be"],
    ['limit given as text', 'searchConferences', { limit: 'ten' }, '/api/gpt/conferences?limit=ten', "'limit'"],
    [
      'a misspelt country',
      'searchConferences',
      { country: 'Germny' },
      '/api/gpt/conferences?country=Germny',
      'Did you mean: Germany?',
    ],
    ['a wrong argument name', 'searchConferences', { page: 2 }, '/api/gpt/conferences?page=2', 'Did you mean: offset?'],
    [
      'from after to',
      'searchConferences',
      { from: '2027-02-01', to: '2027-01-01' },
      '/api/gpt/conferences?from=2027-02-01&to=2027-01-01',
      "'from'",
    ],
    ['an unknown id', 'getConference', { id: 2_000_000_000 }, '/api/gpt/conferences/2000000000', 'was not found'],
    ['an id that is no id', 'getConference', { id: -3 }, '/api/gpt/conferences/-3', "Parameter 'id' must be"],
    [
      'an unknown continent',
      'listCountries',
      { continent: 'Atlantis' },
      '/api/gpt/countries?continent=Atlantis',
      'must be one of',
    ],
    ['an argument to a tool that takes none', 'listTopics', { q: 'x' }, '/api/gpt/topics?q=x', 'takes no parameters'],
  ])('answers %s with a tool error carrying the HTTP API error body', async (_case, name, args, url, says) => {
    const http = await api.get(url);
    expect(http.statusCode).toBeGreaterThanOrEqual(400);
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(http.body);
    expect(textOf(result)).toContain(says);
  });

  it('answers an argument that is an object with a tool error naming it', async () => {
    const result = await client.callTool({ name: 'searchConferences', arguments: { country: { name: 'Germany' } } });
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result)).message).toMatch(/^Parameter 'country' must be/);
  });

  it('answers an unknown tool with a JSON-RPC error listing the tools', async () => {
    await expect(client.callTool({ name: 'searchEvents', arguments: {} })).rejects.toThrow(
      /Unknown tool 'searchEvents'\. The tools are searchConferences, getConference/,
    );
  });
});

describe('the MCP endpoint', () => {
  it('refuses a missing or unknown key with the API 401 body, before any JSON-RPC', async () => {
    const unauthorized = await api.get('/api/gpt/stats', {});
    const refusals: Record<string, string>[] = [
      {},
      { 'X-API-Key': 'cd_00000000000000000000000000000000' },
      { authorization: 'Basic x' },
    ];
    for (const headers of refusals) {
      const response = await post(api, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers);
      expect(response.status).toBe(401);
      expect(await response.text()).toBe(unauthorized.body);
    }
  });

  it('is refused to the SDK client without a valid key', async () => {
    const refusals: Record<string, string>[] = [{}, { 'X-API-Key': 'cd_00000000000000000000000000000000' }];
    for (const headers of refusals) {
      const refused = connect(api, headers);
      await expect(refused).rejects.toMatchObject({ code: 401 });
      await expect(refused).rejects.toThrow('Missing or invalid API key. Send your key in the X-API-Key header.');
    }
  });

  it('takes the key as a bearer token too', async () => {
    const bearer = await connect(api, { Authorization: `Bearer ${api.key}` });
    const result = await bearer.callTool({ name: 'getStatistics', arguments: {} });
    expect(textOf(result)).toBe((await api.get('/api/gpt/stats')).body);
    await bearer.close();
  });

  it('answers a keyed request privately, with JSON rather than a stream', async () => {
    const response = await post(api, { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'listTopics' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('private');
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const body: any = await response.json();
    expect(body.id).toBe(7);
    expect(body.result.structuredContent.success).toBe(true);
  });

  it.each(['GET', 'DELETE', 'PUT'])('answers %s with a 405 JSON-RPC error: it is stateless', async (method) => {
    const response = await fetch(api.mcpUrl, { method, headers: { 'x-api-key': api.key } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    const body: any = await response.json();
    expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
    expect(body.error.message).toContain('POST');
  });

  it('answers a body of another type or over 64 KiB with a JSON-RPC error, and the 401 first', async () => {
    const send = (headers: Record<string, string>, body: string) =>
      fetch(api.mcpUrl, {
        method: 'POST',
        headers: { accept: 'application/json, text/event-stream', ...headers },
        body,
      });
    const text = await send({ 'x-api-key': api.key, 'content-type': 'text/plain' }, '{}');
    expect(text.status).toBe(415);
    expect(((await text.json()) as any).error.code).toBe(-32000);
    const large = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(70_000) } });
    const tooLarge = await send({ 'x-api-key': api.key, 'content-type': 'application/json' }, large);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as any).error.message).toContain('Payload too large');
    expect((await send({ 'content-type': 'application/json' }, large)).status).toBe(401);
  });

  it('answers a body that is not JSON with a parse error, and JSON that is no message with an invalid request', async () => {
    for (const [body, code] of [
      ['{not json', -32700],
      ['"just a string"', -32600],
    ] as const) {
      const response = await fetch(api.mcpUrl, {
        method: 'POST',
        headers: {
          'x-api-key': api.key,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as any).error.code).toBe(code);
    }
  });
});

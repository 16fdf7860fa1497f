/**
 * The MCP endpoint (src/http/mcp): the key is checked as on the API, and a POST the transport
 * cannot take is refused with a JSON-RPC error.
 */
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, ERAS, type ListeningApi, post, startListeningApi } from '../../mcp/client.js';
import { json } from '../harness.js';

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

describe('the MCP endpoint', () => {
  it('refuses a missing or unknown key with the API 401 body naming both ways to send it, before any JSON-RPC', async () => {
    const unauthorized = json(await api.get('/api/gpt/stats', {}));
    expect(unauthorized.message).toBe('Missing or invalid API key. Send your key in the X-API-Key header.');
    const refusals: Record<string, string>[] = [
      {},
      { 'X-API-Key': 'cd_00000000000000000000000000000000' },
      { authorization: 'Basic x' },
      { authorization: 'Bearer cd_00000000000000000000000000000000' },
    ];
    for (const headers of refusals) {
      const response = await post(api, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        ...unauthorized,
        message: 'Missing or invalid API key. Send your key in the X-API-Key header or as Authorization: Bearer <key>.',
      });
    }
  });

  it.each(ERAS)('is refused to the SDK client on %s without a valid key, with the API 401 body', async (era) => {
    const refusals: Record<string, string>[] = [{}, { 'X-API-Key': 'cd_00000000000000000000000000000000' }];
    for (const headers of refusals) {
      const refused = connect(api, headers, era);
      await expect(refused).rejects.toMatchObject({ data: { status: 401 } });
      await expect(refused.catch((error: { data: { text: string } }) => JSON.parse(error.data.text))).resolves.toEqual({
        success: false,
        error: 'Unauthorized',
        message: 'Missing or invalid API key. Send your key in the X-API-Key header or as Authorization: Bearer <key>.',
        code: 'unauthorized',
      });
    }
  });

  it('says in WWW-Authenticate how to send the key: a bearer challenge on /mcp, the key header on the API', async () => {
    const refused = await post(api, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, {});
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(
      /^Bearer realm="conference-directory", error_description="[^"]*X-API-Key[^"]*"$/,
    );
    const http = await api.get('/api/gpt/stats', {});
    expect(http.statusCode).toBe(401);
    expect(http.headers['www-authenticate']).toBe('ApiKey realm="conference-directory", in="header", name="X-API-Key"');
  });

  it('takes the key as a bearer token too', async () => {
    const bearer = await connect(api, { Authorization: `Bearer ${api.key}` });
    const result = await bearer.callTool({ name: 'getStatistics', arguments: {} });
    expect(result.structuredContent).toEqual(json(await api.get('/api/gpt/stats')));
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

  it('names the serving snapshot in X-Snapshot-Version, as every answer of the main port does', async () => {
    const version = (await api.get('/api/gpt/stats')).headers['x-snapshot-version'];
    expect(version).toMatch(/^\d{4}-\d\d-\d\dT[\d:]+Z-[0-9a-f]{8}$/);
    const answered = await post(api, {
      jsonrpc: '2.0',
      id: 8,
      method: 'tools/call',
      params: { name: 'getStatistics' },
    });
    expect(answered.headers.get('x-snapshot-version')).toBe(version);
    const refused = await post(api, { jsonrpc: '2.0', id: 9, method: 'tools/list' }, {});
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-snapshot-version')).toBe(version);
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

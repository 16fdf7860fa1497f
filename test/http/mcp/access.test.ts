/**
 * The Origin and Host checks of /mcp (src/http/mcp/access.ts): a foreign Origin or Host gets a 403
 * with a JSON-RPC error before the key is read and before anything counts; a request with no
 * Origin (a server-side or desktop client), the public URL's host, the loopback names and the
 * configured ones pass. The other routes are not checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, startTestApi, testConfig } from '../harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    config: testConfig({
      MCP_ALLOWED_ORIGINS: 'https://app.example.net:8443, moz-extension://*',
      MCP_ALLOWED_HOSTS: 'mcp.internal',
    }),
  });
});
afterAll(async () => {
  await api.close();
});

const LIST = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });

function postMcp(headers: Record<string, string>, key: string | undefined = api.key) {
  return api.app.inject({
    method: 'POST',
    url: '/mcp',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(key === undefined ? {} : { 'x-api-key': key }),
      ...headers,
    },
    payload: LIST,
  });
}

describe('the Origin and Host checks of /mcp', () => {
  it.each([
    ['no Origin (a server-side client)', {}],
    ['the public URL as Origin', { origin: 'https://conferences.example.org' }],
    ['a loopback Origin on any port', { origin: 'http://localhost:6274' }],
    ['a configured Origin, on another port', { origin: 'https://app.example.net' }],
    ['a configured extension scheme', { origin: 'moz-extension://2f1c-77' }],
    ['the public host as Host', { host: 'conferences.example.org' }],
    ['a loopback Host', { host: '127.0.0.1:3000' }],
    ['a configured Host', { host: 'mcp.internal:8080' }],
  ])('let %s through', async (_case, headers) => {
    const response = await postMcp(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.tools.length).toBeGreaterThan(0);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://attacker.example' }, 'Invalid Origin: attacker.example'],
    ['the opaque Origin null', { origin: 'null' }, 'Invalid Origin header: null'],
    ['a foreign Host (DNS rebinding)', { host: 'attacker.example' }, 'Invalid Host: attacker.example'],
  ])('refuse %s with a 403 before the key check, counting nothing', async (_case, headers, says) => {
    for (const key of [api.key, undefined]) {
      const response = await postMcp(headers, key);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
      expect(response.json().error.message).toContain(says);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const get = await api.app.inject({ method: 'GET', url: '/mcp', headers });
    expect(get.statusCode).toBe(403);
  });

  it('leave the other routes alone', async () => {
    const response = await api.get('/api/gpt/stats', { 'x-api-key': api.key, origin: 'https://attacker.example' });
    expect(response.statusCode).toBe(200);
  });
});

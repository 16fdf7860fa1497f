/**
 * A client that can sign in, without a key, against a replica that takes keys only (no
 * OAUTH_ISSUER), as the MCP Inspector connects when no key is set: the SDK's OAuth support answers
 * the 401 by looking for an authorization server, finds none here, and fails (docs/api.md, "MCP",
 * Key): such a client needs the key in its headers.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LimitsFixture, limitsFixture } from '../limits/setup.js';
import { MemoryOAuthClient, startListeningApp } from './oauth-client.js';

let fixture: LimitsFixture;
let listening: Awaited<ReturnType<typeof startListeningApp>>;
beforeAll(async () => {
  fixture = limitsFixture();
  listening = await startListeningApp(fixture, {});
});
afterAll(async () => {
  await listening?.app.close();
  fixture?.cleanup();
});

it('looks for OAuth on the 401, finds no metadata and fails; the key in a header connects', async () => {
  const asked: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(`${init?.method ?? 'GET'} ${url.pathname} ${response.status}`);
    return response;
  };
  const provider = new MemoryOAuthClient();
  const client = new Client({ name: 'keys-only-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(listening.mcpUrl, { authProvider: provider, fetch: fetchFn });
  await expect(client.connect(transport)).rejects.toThrow();
  expect(asked).toEqual([
    'POST /mcp 401',
    'GET /.well-known/oauth-protected-resource/mcp 404',
    'GET /.well-known/oauth-protected-resource 404',
    'GET /.well-known/oauth-authorization-server 404',
    'GET /.well-known/openid-configuration 404',
    'POST /register 404',
  ]);
  const keyed = new Client({ name: 'keys-only-test', version: '1.0.0' });
  await keyed.connect(
    new StreamableHTTPClientTransport(listening.mcpUrl, { requestInit: { headers: { 'X-API-Key': fixture.free } } }),
  );
  expect((await keyed.callTool({ name: 'getStatistics', arguments: {} })).isError).toBeFalsy();
  await keyed.close();
});

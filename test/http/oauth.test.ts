/**
 * The server as an OAuth resource server (docs/api.md, "OAuth"), against a real authorization
 * server on loopback: the protected resource metadata, the 401's challenge, JWT access tokens
 * checked for signature, issuer, audience, expiry and scopes, the open methods of "mixed"
 * authentication, keys beside tokens, and a token's subject counted like a key.
 */
import { createServer } from 'node:http';
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorizationServer, startAuthorizationServer, TOKEN_SCOPE } from '../fixtures/authorization-server.js';
import { freePort } from '../fixtures/servers.js';
import { limitsApp, limitsFixture, type LimitsFixture } from '../limits/setup.js';
import { MemoryOAuthClient, startListeningApp } from '../mcp/oauth-client.js';

const BASE = 'https://conferences.example.org';
const RESOURCE = `${BASE}/mcp`;
const METADATA_URL = `${BASE}/.well-known/oauth-protected-resource/mcp`;
const ACCEPT = 'application/json, text/event-stream';

let authorization: AuthorizationServer;
let fixture: LimitsFixture;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  fixture = limitsFixture();
  authorization = await startAuthorizationServer();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await authorization?.close();
  fixture?.cleanup();
});

async function app(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const built = await limitsApp(fixture, {
    PUBLIC_BASE_URL: BASE,
    OAUTH_ISSUER: authorization.issuer,
    OAUTH_SCOPES: TOKEN_SCOPE,
    ...env,
  });
  apps.push(built);
  return built;
}

const message = (id: number, method: string, params?: object) => ({
  jsonrpc: '2.0',
  id,
  method,
  ...(params ? { params } : {}),
});
const call = (id: number) => message(id, 'tools/call', { name: 'getStatistics', arguments: {} });

function postMcp(target: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return target.inject({
    method: 'POST',
    url: '/mcp',
    headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers },
    payload: JSON.stringify(body),
  });
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const now = () => Math.floor(Date.now() / 1000);

describe('the protected resource metadata', () => {
  it('is served at the path derived from /mcp and at the root, public, cacheable and readable from any origin', async () => {
    const target = await app({ OAUTH_PLAN_CLAIM: 'plan' });
    const documents = [];
    for (const url of ['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource']) {
      const response = await target.inject({ method: 'GET', url, headers: { origin: 'https://inspector.example' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      documents.push(response.json());
    }
    expect(documents[0]).toEqual({
      resource: RESOURCE,
      authorization_servers: [authorization.issuer],
      bearer_methods_supported: ['header'],
      scopes_supported: [TOKEN_SCOPE],
      resource_name: 'Conference Directory API',
      resource_documentation: `${BASE}/docs`,
    });
    expect(documents[1]).toEqual(documents[0]);
    const preflight = await target.inject({
      method: 'OPTIONS',
      url: '/.well-known/oauth-protected-resource/mcp',
      headers: {
        origin: 'https://inspector.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'mcp-protocol-version',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('mcp-protocol-version');
    expect((await target.inject({ method: 'POST', url: '/.well-known/oauth-protected-resource' })).statusCode).toBe(
      405,
    );
  });

  it('is not served without OAUTH_ISSUER', async () => {
    const plain = await limitsApp(fixture, { PUBLIC_BASE_URL: BASE });
    apps.push(plain);
    expect((await plain.inject({ method: 'GET', url: '/.well-known/oauth-protected-resource/mcp' })).statusCode).toBe(
      404,
    );
  });
});

describe('/mcp with OAuth', () => {
  let target: FastifyInstance;
  beforeAll(async () => {
    target = await app({ OAUTH_DEFAULT_PLAN: 'pro' });
  });

  it('lets a request without credentials connect and list the tools (mixed), and answers a tool call with the 401 naming the metadata', async () => {
    const initialize = message(1, 'initialize', {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'oauth-test', version: '1' },
    });
    expect((await postMcp(target, initialize)).statusCode).toBe(200);
    const list = await postMcp(target, message(2, 'tools/list'), { 'mcp-protocol-version': '2025-11-25' });
    expect(list.statusCode).toBe(200);
    expect(list.json().result.tools.map((tool: { name: string }) => tool.name)).not.toContain('subscribeToSearch');
    // The skill is public text, as the plugin package's copy: a host loads it as it connects.
    const skills = await postMcp(target, message(6, 'skills/list'), { 'mcp-protocol-version': '2025-11-25' });
    expect(skills.json().result.skills).toHaveLength(1);
    const read = message(7, 'resources/read', { uri: skills.json().result.skills[0].uri });
    expect((await postMcp(target, read, { 'mcp-protocol-version': '2025-11-25' })).statusCode).toBe(200);
    for (const body of [call(3), [message(4, 'tools/list'), call(5)]]) {
      const refused = await postMcp(target, body, { 'mcp-protocol-version': '2025-11-25' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe(
        `Bearer realm="conference-directory", resource_metadata="${METADATA_URL}", scope="${TOKEN_SCOPE}"`,
      );
      expect(refused.json()).toMatchObject({ code: 'unauthorized' });
      expect(refused.json().message).toContain('or an OAuth access token as Authorization: Bearer <token>');
      // Also a JSON-RPC error, with the message's id (null for a batch), as MCP clients read it.
      expect(refused.json()).toMatchObject({
        jsonrpc: '2.0',
        id: Array.isArray(body) ? null : 3,
        error: { code: -32001, message: refused.json().message, data: { code: 'unauthorized' } },
      });
    }
  });

  it('serves a valid token on its subject plan, with the keys still working beside it', async () => {
    const token = await authorization.clientCredentials(RESOURCE);
    const answer = await postMcp(target, call(1), bearer(token));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().result.isError).toBeFalsy();
    expect(answer.headers['ratelimit-policy']).toBe('"minute";q=300;w=60, "day";q=50000;w=86400');
    expect((await postMcp(target, call(2), { 'x-api-key': fixture.free })).statusCode).toBe(200);
    expect((await postMcp(target, call(3), bearer(fixture.free))).statusCode).toBe(200);
  });

  it.each([
    [
      'another audience',
      async () => authorization.clientCredentials('https://elsewhere.example/mcp'),
      'not valid here',
    ],
    [
      'an expired token',
      () =>
        authorization.sign({
          iss: authorization.issuer,
          aud: RESOURCE,
          sub: 'x',
          scope: TOKEN_SCOPE,
          exp: now() - 120,
        }),
      'expired',
    ],
    [
      'a tampered token',
      async () => {
        const [header, , signature] = (await authorization.clientCredentials(RESOURCE)).split('.');
        const payload = Buffer.from(
          JSON.stringify({ iss: authorization.issuer, aud: RESOURCE, sub: 'mallory', exp: now() + 300 }),
        );
        return `${header}.${payload.toString('base64url')}.${signature}`;
      },
      'not valid here',
    ],
    [
      'another issuer',
      () =>
        authorization.sign({
          iss: 'https://other.example',
          aud: RESOURCE,
          sub: 'x',
          scope: TOKEN_SCOPE,
          exp: now() + 300,
        }),
      'not valid here',
    ],
    [
      'a shared-secret token',
      () =>
        new SignJWT({ iss: authorization.issuer, aud: RESOURCE, sub: 'x', scope: TOKEN_SCOPE })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode('a secret anyone could try')),
      'not valid here',
    ],
  ])('refuses %s with a 401 invalid_token, a JSON-RPC error with the id (mixed)', async (_name, mint, reason) => {
    const refused = await postMcp(target, call(1), bearer(await mint()));
    expect(refused.statusCode).toBe(401);
    const { message } = refused.json();
    expect(message).toContain(reason);
    expect(refused.json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32001, message, data: { code: 'invalid_token' } },
      success: false,
      message,
      code: 'invalid_token',
    });
    expect(refused.headers['www-authenticate']).toMatch(
      new RegExp(
        `^Bearer realm="conference-directory", resource_metadata="${METADATA_URL}", scope="${TOKEN_SCOPE}", error="invalid_token", error_description="[^"]*${reason}[^"]*"$`,
      ),
    );
  });

  it('answers every 401 of a POST in mixed mode as a JSON-RPC error with its id, read before any message is served', async () => {
    const expired = await authorization.sign({
      iss: authorization.issuer,
      aud: RESOURCE,
      sub: 'x',
      scope: TOKEN_SCOPE,
      exp: now() - 120,
    });
    const version = { 'mcp-protocol-version': '2025-11-25' };
    const ping = message(8, 'ping');
    const cases: [unknown, Record<string, string>, string | number | null, string][] = [
      // An open method with a bad credential is refused, not served as if it had none.
      [ping, { ...bearer(expired), ...version }, 8, 'invalid_token'],
      [{ ...call(0), id: 'call-a' }, bearer(expired), 'call-a', 'invalid_token'],
      [[ping, call(9)], bearer(expired), null, 'invalid_token'],
      [call(10), { 'x-api-key': 'cd_notAKeyAnyoneWasGiven' }, 10, 'unauthorized'],
      [call(11), bearer('cd_notAKeyAnyoneWasGiven'), 11, 'unauthorized'],
      // Read, but no message: the 401 first, without an id.
      [{ jsonrpc: '2.0', id: 12 }, bearer(expired), null, 'invalid_token'],
    ];
    for (const [body, headers, id, code] of cases) {
      const refused = await postMcp(target, body, headers);
      expect(refused.statusCode, JSON.stringify(body)).toBe(401);
      expect(refused.json()).toMatchObject({ jsonrpc: '2.0', id, error: { code: -32001, data: { code } }, code });
      expect(refused.json().error.message).toBe(refused.json().message);
      expect(refused.headers['www-authenticate']).toMatch(
        new RegExp(`^Bearer realm="conference-directory", resource_metadata="${METADATA_URL}", scope="${TOKEN_SCOPE}"`),
      );
    }
    // With the anonymous tier too: a bad credential is refused, never served on the anonymous plan.
    const anonymous = await app({ ANONYMOUS_PLAN: 'free' });
    const refused = await postMcp(anonymous, call(16), bearer(expired));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ jsonrpc: '2.0', id: 16, error: { code: -32001 }, code: 'invalid_token' });
    const inQuery = await target.inject({
      method: 'POST',
      url: `/mcp?api_key=${fixture.free}`,
      headers: { 'content-type': 'application/json', accept: ACCEPT },
      payload: JSON.stringify(call(13)),
    });
    expect(inQuery.statusCode).toBe(401);
    expect(inQuery.json()).toMatchObject({ jsonrpc: '2.0', id: 13, code: 'key_in_query' });
    // A body that cannot be read (unreadable JSON, too large, too deep) gets the 401, with a null id.
    const bodies = ['{"jsonrpc": "2.0", "id": 14,', JSON.stringify({ ...call(15), pad: 'x'.repeat(70_000) })];
    bodies.push(`${'['.repeat(100)}${']'.repeat(100)}`);
    for (const payload of bodies) {
      const refused = await target.inject({
        method: 'POST',
        url: '/mcp',
        headers: { 'content-type': 'application/json', accept: ACCEPT, ...bearer(expired) },
        payload,
      });
      expect(refused.statusCode, payload.slice(0, 40)).toBe(401);
      expect(refused.json()).toMatchObject({ jsonrpc: '2.0', id: null, code: 'invalid_token' });
      expect(refused.headers['www-authenticate']).toContain('error="invalid_token"');
    }
  });

  it('answers the same 401s with the API error body, no JSON-RPC, where no request goes without credentials', async () => {
    const expired = await authorization.sign({ iss: authorization.issuer, aud: RESOURCE, sub: 'x', exp: now() - 120 });
    const closed = await app({ MCP_OPEN_PER_MINUTE: '0' });
    const plain = await limitsApp(fixture, { PUBLIC_BASE_URL: BASE });
    apps.push(plain);
    const cases: [FastifyInstance, Record<string, string>, string][] = [
      [closed, bearer(expired), 'invalid_token'],
      [closed, { 'x-api-key': 'cd_notAKeyAnyoneWasGiven' }, 'unauthorized'],
      [plain, { 'x-api-key': 'cd_notAKeyAnyoneWasGiven' }, 'unauthorized'],
      [plain, bearer(expired), 'unauthorized'],
    ];
    for (const [server, headers, code] of cases) {
      const refused = await postMcp(server, call(1), headers);
      expect(refused.statusCode).toBe(401);
      expect(Object.keys(refused.json()).sort()).toEqual(['code', 'error', 'message', 'success']);
      expect(refused.json()).toMatchObject({ success: false, error: 'Unauthorized', code });
      expect(refused.headers['www-authenticate']).toMatch(/^(Bearer|ApiKey) realm="conference-directory"/);
    }
  });

  it("still stops the official SDK client at the 401 of its expired token, which starts the client's sign-in", async () => {
    const listening = await startListeningApp(fixture, {
      OAUTH_ISSUER: authorization.issuer,
      OAUTH_SCOPES: TOKEN_SCOPE,
    });
    apps.push(listening.app);
    const provider = new MemoryOAuthClient();
    const expired = await authorization.sign({
      iss: authorization.issuer,
      aud: listening.mcpUrl.href,
      sub: 'x',
      scope: TOKEN_SCOPE,
      exp: now() - 120,
    });
    provider.saveTokens({ access_token: expired, token_type: 'Bearer' });
    const statuses: string[] = [];
    const fetchFn: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      statuses.push(`${init?.method ?? 'GET'} ${url.pathname} ${response.status}`);
      return response;
    };
    const client = new Client({ name: 'oauth-test', version: '1' });
    const transport = new StreamableHTTPClientTransport(listening.mcpUrl, { authProvider: provider, fetch: fetchFn });
    await expect(client.connect(transport)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(statuses[0]).toBe('POST /mcp 401');
    expect(statuses).toContain('GET /.well-known/oauth-protected-resource/mcp 200');
    // The SDK sent the person to sign in at the authorization server, for this resource.
    expect(provider.authorizationUrl?.origin).toBe(new URL(authorization.issuer).origin);
    expect(provider.authorizationUrl?.searchParams.get('resource')).toBe(listening.mcpUrl.href);
    await client.close();
  });

  it('refuses a token without the required scopes with a 403 insufficient_scope', async () => {
    const strict = await app({ OAUTH_SCOPES: `${TOKEN_SCOPE} conferences:write` });
    const refused = await postMcp(strict, call(1), bearer(await authorization.clientCredentials(RESOURCE)));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'insufficient_scope', error: 'Forbidden' });
    expect(refused.headers['www-authenticate']).toContain('error="insufficient_scope"');
    expect(refused.headers['www-authenticate']).toContain(`scope="${TOKEN_SCOPE} conferences:write"`);
  });

  it('reads no token on the HTTP API, and takes a JWT for an unknown key without OAuth', async () => {
    const token = await authorization.clientCredentials(RESOURCE);
    const http = await target.inject({ method: 'GET', url: '/api/gpt/stats', headers: bearer(token) });
    expect(http.statusCode).toBe(401);
    expect(http.headers['www-authenticate']).toBe('ApiKey realm="conference-directory", in="header", name="X-API-Key"');
    const plain = await limitsApp(fixture, { PUBLIC_BASE_URL: BASE });
    apps.push(plain);
    const refused = await postMcp(plain, call(1), bearer(token));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('unauthorized');
  });

  it('counts invalid tokens as guesses, and open messages without credentials per address', async () => {
    const guarded = await app({ KEY_GUESS_LIMIT: '2', MCP_OPEN_PER_MINUTE: '3' });
    const forged = await authorization.sign({ iss: authorization.issuer, aud: RESOURCE, sub: 'x', exp: now() - 120 });
    const guesses = [];
    for (let i = 0; i < 3; i++) guesses.push((await postMcp(guarded, call(i), bearer(forged))).statusCode);
    expect(guesses).toEqual([401, 401, 429]);
    const open = [];
    for (const body of [message(1, 'ping'), [message(2, 'ping'), message(3, 'tools/list')], message(4, 'ping')]) {
      open.push(await postMcp(guarded, body, { 'mcp-protocol-version': '2025-11-25' }));
    }
    expect(open.map((response) => response.statusCode)).toEqual([200, 200, 429]);
    expect(open[2]!.json().code).toBe('unauthenticated_rate_limited');
    expect(Number(open[2]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 503 with Retry-After while the issuer cannot be read, and logs it', async () => {
    const lines: string[] = [];
    const closed = `http://127.0.0.1:${await freePort()}`;
    const config = { PUBLIC_BASE_URL: BASE, OAUTH_ISSUER: closed, LOG_LEVEL: 'warn' };
    const unreachable = await limitsApp(fixture, config, undefined, { write: (line) => lines.push(line) });
    apps.push(unreachable);
    const token = await authorization.sign({ iss: closed, aud: RESOURCE, sub: 'x', exp: now() + 300 });
    const refused = await postMcp(unreachable, call(1), bearer(token));
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('oauth_unavailable');
    expect(refused.headers['retry-after']).toBe('10');
    expect(lines.some((line) => line.includes("the issuer's signing keys could not be read"))).toBe(true);
  });

  it('logs an outage once a period without a stack, and counts its 503s as guesses', async () => {
    const lines: string[] = [];
    const closed = `http://127.0.0.1:${await freePort()}`;
    const config = { PUBLIC_BASE_URL: BASE, OAUTH_ISSUER: closed, LOG_LEVEL: 'warn', KEY_GUESS_LIMIT: '3' };
    const unreachable = await limitsApp(fixture, config, undefined, { write: (line) => lines.push(line) });
    apps.push(unreachable);
    const token = await authorization.sign({ iss: closed, aud: RESOURCE, sub: 'x', exp: now() + 300 });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await postMcp(unreachable, call(i), bearer(token))).statusCode);
    expect(statuses).toEqual([503, 503, 503, 429, 429, 429]);
    const logged = lines.filter((line) => line.includes('OAuth'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toContain('stack');
    expect(logged[0]!.length).toBeLessThan(400);
  });

  it('answers a 500 configuration error while the issuer is misconfigured, and says so in the log and /readyz', async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ issuer: 'https://mistyped.example', jwks_uri: `${issuer}/jwks` }));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const lines: string[] = [];
      const config = { PUBLIC_BASE_URL: BASE, OAUTH_ISSUER: issuer, LOG_LEVEL: 'warn' };
      const misconfigured = await limitsApp(fixture, config, undefined, { write: (line) => lines.push(line) });
      apps.push(misconfigured);
      expect((await misconfigured.inject({ method: 'GET', url: '/readyz' })).json().oauth).toBe('ok');
      const token = await authorization.sign({ iss: issuer, aud: RESOURCE, sub: 'x', exp: now() + 300 });
      for (let i = 0; i < 3; i++) {
        const refused = await postMcp(misconfigured, call(i), bearer(token));
        expect(refused.statusCode).toBe(500);
        expect(refused.json().code).toBe('oauth_misconfigured');
        expect(refused.headers['retry-after']).toBeUndefined();
      }
      const errors = lines.filter((line) => line.includes('OAuth: the issuer is misconfigured'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('names the issuer \\"https://mistyped.example\\"');
      const ready = await misconfigured.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'degraded',
        oauth: { misconfigured: expect.stringContaining('mistyped') },
      });
      // A key is still served.
      expect((await postMcp(misconfigured, call(9), { 'x-api-key': fixture.free })).statusCode).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('counts tokens per client network too, whatever their subjects (new clients are new subjects)', async () => {
    const counted = await app({ OAUTH_PER_ADDRESS_PER_MINUTE: '3', TRUST_PROXY: 'true' });
    const token = (sub: string) =>
      authorization.sign({ iss: authorization.issuer, aud: RESOURCE, sub, scope: TOKEN_SCOPE, exp: now() + 300 });
    const from = async (sub: string, address: string) =>
      postMcp(counted, call(1), { ...bearer(await token(sub)), 'x-forwarded-for': address });
    const statuses = [];
    for (const sub of ['a', 'b', 'c', 'd']) statuses.push((await from(sub, '2001:db8:5:6::1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await from('e', '2001:db8:5:6::ffff');
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().message).toContain('3 requests per minute on this address, whatever account');
    // Another network is counted apart.
    expect((await from('f', '198.51.100.1')).statusCode).toBe(200);
  });

  it('gives no token a plan above OAUTH_MAX_PLAN, whatever its claim names', async () => {
    const capped = await app({ OAUTH_PLAN_CLAIM: 'plan', OAUTH_MAX_PLAN: 'free' });
    const token = await authorization.sign({
      iss: authorization.issuer,
      aud: RESOURCE,
      sub: 'self-promoted',
      scope: TOKEN_SCOPE,
      plan: 'pro',
      exp: now() + 300,
    });
    const answer = await postMcp(capped, call(1), bearer(token));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['ratelimit-policy']).toBe('"minute";q=60;w=60, "day";q=1000;w=86400');
  });
});

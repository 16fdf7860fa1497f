/**
 * Every way an assistant host connects, against one replica (README, "Connecting an assistant"),
 * with the official MCP SDK client and a real authorization server on loopback (oidc-provider):
 * ChatGPT-style without authentication (the anonymous tier) and with OAuth, Claude-style with
 * OAuth (authorization code with PKCE, dynamic client registration, the resource indicator), a
 * service with client credentials, and Cursor-style with the key in a header. Then a replica
 * without the anonymous tier: "mixed" (connect and list freely, sign in at the first tool call's
 * 401), and with no open method (sign in at the connection's 401).
 */
import {
  auth,
  Client,
  ClientCredentialsProvider,
  StreamableHTTPClientTransport,
  UnauthorizedError,
} from '@modelcontextprotocol/client';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthorizationServer,
  PLAN_CLAIM,
  SERVICE_CLIENT,
  startAuthorizationServer,
  TOKEN_SCOPE,
} from '../fixtures/authorization-server.js';
import { type LimitsFixture, limitsFixture } from '../limits/setup.js';
import { MemoryOAuthClient, REDIRECT_URI, recordingFetch, startListeningApp } from '../mcp/oauth-client.js';

/** What the ratelimit-policy header names for each plan (the limits fixture's plans are the defaults). */
const FREE_POLICY = '"minute";q=60;w=60, "day";q=1000;w=86400';
const PRO_POLICY = '"minute";q=300;w=60, "day";q=50000;w=86400';

let authorization: AuthorizationServer;
let fixture: LimitsFixture;
const closing: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  fixture = limitsFixture();
  authorization = await startAuthorizationServer();
});
afterAll(async () => {
  for (const close of closing.reverse()) await close();
  await authorization?.close();
  fixture?.cleanup();
});

async function replica(env: Record<string, string> = {}) {
  const listening = await startListeningApp(fixture, {
    OAUTH_ISSUER: authorization.issuer,
    OAUTH_SCOPES: TOKEN_SCOPE,
    OAUTH_PLAN_CLAIM: PLAN_CLAIM,
    ...env,
  });
  closing.push(() => listening.app.close());
  return listening;
}

/** A client of `url` through `options`, its answers recorded; closed after the file's tests. */
function clientOf(url: URL, options: ConstructorParameters<typeof StreamableHTTPClientTransport>[1] = {}) {
  const recorded = recordingFetch();
  const transport = new StreamableHTTPClientTransport(url, { ...options, fetch: recorded.fetchFn });
  const client = new Client({ name: 'connect-test', version: '1.0.0' });
  closing.push(() => client.close());
  return { client, transport, recorded };
}

/** Signs `provider` in at `url`'s authorization server as `subject`, as a host does once a person agrees. */
async function signIn(provider: MemoryOAuthClient, url: URL, subject: string, plan?: string) {
  authorization.signInAs(subject, plan);
  expect(await auth(provider, { serverUrl: url })).toBe('REDIRECT');
  const callback = await authorization.browse(provider.authorizationUrl!, REDIRECT_URI);
  const code = callback.searchParams.get('code')!;
  const iss = callback.searchParams.get('iss') ?? undefined;
  expect(await auth(provider, { serverUrl: url, authorizationCode: code, ...(iss ? { iss } : {}) })).toBe('AUTHORIZED');
}

const stats = (client: Client) => client.callTool({ name: 'getStatistics', arguments: {} });

describe('one replica with OAuth and the anonymous tier', () => {
  let url: URL;
  beforeAll(async () => {
    ({ mcpUrl: url } = await replica({ ANONYMOUS_PLAN: 'free' }));
  });

  it('serves a ChatGPT-style connection without authentication on the anonymous plan', async () => {
    const { client, transport, recorded } = clientOf(url);
    await client.connect(transport);
    expect((await stats(client)).isError).toBeFalsy();
    expect(recorded.lastPolicy()).toBe(FREE_POLICY);
  });

  it('signs a ChatGPT- or Claude-style host in with a code, PKCE, registration and the resource, and counts its account', async () => {
    const provider = new MemoryOAuthClient();
    await signIn(provider, url, 'alice', 'pro');
    expect(provider.clientInformation()?.client_id).toEqual(expect.any(String));
    const token = provider.tokens()!.access_token;
    expect(decodeJwt(token)).toMatchObject({ aud: url.href, iss: authorization.issuer, sub: 'alice', plan: 'pro' });
    const { client, transport, recorded } = clientOf(url, { authProvider: provider });
    await client.connect(transport);
    expect((await stats(client)).isError).toBeFalsy();
    expect(recorded.lastPolicy()).toBe(PRO_POLICY);
  });

  it('serves a service signed in with client credentials on the default plan', async () => {
    const provider = new ClientCredentialsProvider({
      clientId: SERVICE_CLIENT.id,
      clientSecret: SERVICE_CLIENT.secret,
      scope: TOKEN_SCOPE,
      expectedIssuer: authorization.issuer,
    });
    expect(await auth(provider, { serverUrl: url })).toBe('AUTHORIZED');
    const { client, transport, recorded } = clientOf(url, { authProvider: provider });
    await client.connect(transport);
    expect((await stats(client)).isError).toBeFalsy();
    expect(recorded.lastPolicy()).toBe(FREE_POLICY);
  });

  it('serves a Cursor-style connection with the key in a header on its plan', async () => {
    const { client, transport, recorded } = clientOf(url, { requestInit: { headers: { 'X-API-Key': fixture.pro } } });
    await client.connect(transport);
    expect((await stats(client)).isError).toBeFalsy();
    expect(recorded.lastPolicy()).toBe(PRO_POLICY);
  });
});

describe('one replica with OAuth and no anonymous tier', () => {
  it('lets a client connect and list the tools, and signs it in at the first tool call (mixed)', async () => {
    const { mcpUrl } = await replica();
    const provider = new MemoryOAuthClient();
    const { client, transport } = clientOf(mcpUrl, { authProvider: provider });
    await client.connect(transport);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('searchConferences');
    authorization.signInAs('bob');
    await expect(stats(client)).rejects.toBeInstanceOf(UnauthorizedError);
    const callback = await authorization.browse(provider.authorizationUrl!, REDIRECT_URI);
    await transport.finishAuth(callback.searchParams);
    expect((await stats(client)).isError).toBeFalsy();
  });

  it('signs a client in at its connection when no method is open (MCP_OPEN_PER_MINUTE=0)', async () => {
    const { mcpUrl } = await replica({ MCP_OPEN_PER_MINUTE: '0' });
    const provider = new MemoryOAuthClient();
    const first = clientOf(mcpUrl, { authProvider: provider });
    authorization.signInAs('carol');
    await expect(first.client.connect(first.transport)).rejects.toBeInstanceOf(UnauthorizedError);
    const callback = await authorization.browse(provider.authorizationUrl!, REDIRECT_URI);
    await first.transport.finishAuth(callback.searchParams);
    const { client, transport } = clientOf(mcpUrl, { authProvider: provider });
    await client.connect(transport);
    expect((await stats(client)).isError).toBeFalsy();
  });
});

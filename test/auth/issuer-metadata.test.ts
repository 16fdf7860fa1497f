/**
 * Finding an authorization server's keys from its issuer (src/auth/issuer-metadata.ts): the
 * well-known URLs in the MCP specification's order, the issuer check of RFC 8414, and the kinds
 * of failure; and the token verifier's pause after a failure.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, TokenRefused } from '../../src/auth/index.js';
import {
  discoverJwksUrl,
  IssuerMisconfigured,
  IssuerUnreachable,
  metadataUrls,
} from '../../src/auth/issuer-metadata.js';
import { freePort } from '../fixtures/servers.js';

/** What the test server answers, by path: a status and a JSON body. */
const routes = new Map<string, [number, unknown]>();
const asked: string[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const [status, body] = routes.get(request.url ?? '') ?? [404, { error: 'not found' }];
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function serve(entries: Record<string, [number, unknown]>) {
  routes.clear();
  asked.length = 0;
  for (const [path, answer] of Object.entries(entries)) routes.set(path, answer);
}

describe('metadataUrls', () => {
  it('tries RFC 8414 then OpenID Connect, inserting the well-known part before a path, then appending it', () => {
    expect(metadataUrls('https://auth.example.com')).toEqual([
      'https://auth.example.com/.well-known/oauth-authorization-server',
      'https://auth.example.com/.well-known/openid-configuration',
    ]);
    expect(metadataUrls('https://tenant.auth0.com/')).toEqual([
      'https://tenant.auth0.com/.well-known/oauth-authorization-server',
      'https://tenant.auth0.com/.well-known/openid-configuration',
    ]);
    expect(metadataUrls('https://sso.example.org/realms/conf')).toEqual([
      'https://sso.example.org/.well-known/oauth-authorization-server/realms/conf',
      'https://sso.example.org/.well-known/openid-configuration/realms/conf',
      'https://sso.example.org/realms/conf/.well-known/openid-configuration',
    ]);
  });
});

describe('discoverJwksUrl', () => {
  it('takes the first document found, in order', async () => {
    const issuer = `${origin}/realms/conf`;
    serve({ '/realms/conf/.well-known/openid-configuration': [200, { issuer, jwks_uri: `${origin}/keys` }] });
    expect((await discoverJwksUrl(issuer, 2000)).href).toBe(`${origin}/keys`);
    expect(asked).toEqual([
      '/.well-known/oauth-authorization-server/realms/conf',
      '/.well-known/openid-configuration/realms/conf',
      '/realms/conf/.well-known/openid-configuration',
    ]);
    serve({
      '/.well-known/oauth-authorization-server': [200, { issuer: origin, jwks_uri: `${origin}/rfc8414-keys` }],
      '/.well-known/openid-configuration': [200, { issuer: origin, jwks_uri: `${origin}/oidc-keys` }],
    });
    expect((await discoverJwksUrl(origin, 2000)).href).toBe(`${origin}/rfc8414-keys`);
  });

  it('refuses a document naming another issuer, one without an https jwks_uri, and no document', async () => {
    serve({ '/.well-known/oauth-authorization-server': [200, { issuer: `${origin}/`, jwks_uri: `${origin}/k` }] });
    await expect(discoverJwksUrl(origin, 2000)).rejects.toThrow(IssuerMisconfigured);
    await expect(discoverJwksUrl(origin, 2000)).rejects.toThrow(/names the issuer .* not OAUTH_ISSUER/);
    serve({ '/.well-known/oauth-authorization-server': [200, { issuer: origin, jwks_uri: 'http://keys.example/k' }] });
    await expect(discoverJwksUrl(origin, 2000)).rejects.toThrow(/has no https jwks_uri/);
    serve({});
    await expect(discoverJwksUrl(origin, 2000)).rejects.toThrow(/^no metadata at /);
  });

  it('tells an unreachable server (a 5xx, a closed port) from a misconfigured one', async () => {
    serve({ '/.well-known/oauth-authorization-server': [503, {}] });
    await expect(discoverJwksUrl(origin, 2000)).rejects.toThrow(IssuerUnreachable);
    const closed = `http://127.0.0.1:${await freePort()}`;
    await expect(discoverJwksUrl(closed, 2000)).rejects.toThrow(IssuerUnreachable);
  });
});

describe('the token verifier', () => {
  const token = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

  it('does not ask the issuer again before retryMs after a failure', async () => {
    serve({ '/.well-known/oauth-authorization-server': [503, {}] });
    const options = { issuer: origin, audiences: ['x'], scopes: [], defaultPlan: 'free' as const };
    const patient = createTokenVerifier({ ...options, retryMs: 60_000 });
    for (let i = 0; i < 3; i++) await expect(patient.verify(token)).rejects.toMatchObject({ reason: 'unavailable' });
    expect(asked).toHaveLength(1);
    const eager = createTokenVerifier({ ...options, retryMs: 0 });
    for (let i = 0; i < 2; i++) await expect(eager.verify(token)).rejects.toBeInstanceOf(TokenRefused);
    expect(asked).toHaveLength(3);
  });

  it('refuses what is no JWT, or too long, without asking the issuer', async () => {
    serve({});
    const verifier = createTokenVerifier({ issuer: origin, audiences: ['x'], scopes: [], defaultPlan: 'free' });
    for (const bad of ['cd_abc', 'a.b', `${token}${'x'.repeat(9000)}`])
      await expect(verifier.verify(bad)).rejects.toMatchObject({ reason: 'invalid' });
    expect(asked).toHaveLength(0);
  });
});

/**
 * Finding an authorization server's keys from its issuer (src/auth/issuer-metadata.ts): the
 * well-known URLs in the MCP specification's order, the issuer check of RFC 8414, and the kinds
 * of failure; and the token verifier's pause after a failure.
 */
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf } from '../../src/auth/access-tokens.js';
import { createTokenVerifier, TokenRefused } from '../../src/auth/index.js';
import { MAX_JWKS_BYTES, MAX_JWKS_KEYS } from '../../src/auth/issuer-fetch.js';
import {
  discoverJwksUrl,
  IssuerMisconfigured,
  IssuerUnreachable,
  metadataUrls,
} from '../../src/auth/issuer-metadata.js';
import { freePort } from '../fixtures/servers.js';

const RESOURCE = 'https://conferences.example.org/mcp';

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

describe("the issuer's documents, read within bounds", () => {
  const metadata = () => ({ issuer: origin, jwks_uri: `${origin}/jwks` });
  const options = () => ({ issuer: origin, audiences: [RESOURCE], scopes: [], defaultPlan: 'free' as const });

  async function signed(): Promise<{ token: string; jwk: JWK }> {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
    const token = await new SignJWT({ sub: 'x', aud: RESOURCE, iss: origin })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setExpirationTime('5m')
      .sign(privateKey);
    return { token, jwk };
  }

  it(`refuses a key set of more than ${MAX_JWKS_KEYS} keys, or over ${MAX_JWKS_BYTES / 1024} KiB, as a configuration fault`, async () => {
    const { token, jwk } = await signed();
    const many = Array.from({ length: MAX_JWKS_KEYS + 1 }, (_, i) => ({ ...jwk, kid: `k${i}` }));
    const padded = [jwk, { kty: 'oct', k: 'x'.repeat(MAX_JWKS_BYTES) }];
    for (const keys of [many, padded]) {
      serve({ '/.well-known/oauth-authorization-server': [200, metadata()], '/jwks': [200, { keys }] });
      const verifier = createTokenVerifier(options());
      await expect(verifier.verify(token)).rejects.toMatchObject({ reason: 'misconfigured' });
      expect(verifier.problem()).toMatch(/\/jwks: the (key set holds 101 keys|document is over 256 KiB)/);
    }
    // The same key in a set of one verifies, and the fault is forgotten.
    serve({ '/.well-known/oauth-authorization-server': [200, metadata()], '/jwks': [200, { keys: [jwk] }] });
    const verifier = createTokenVerifier(options());
    await expect(verifier.verify(token)).resolves.toMatchObject({ plan: 'free' });
    expect(verifier.problem()).toBeUndefined();
  });

  it('refuses metadata over 256 KiB without keeping more of it', async () => {
    serve({ '/.well-known/oauth-authorization-server': [200, { ...metadata(), padding: 'x'.repeat(300 * 1024) }] });
    await expect(discoverJwksUrl(origin, 2000)).rejects.toThrow(/over 256 KiB/);
  });

  it('tells a misconfigured issuer (metadata naming another) from one that is down', async () => {
    const { token } = await signed();
    serve({ '/.well-known/oauth-authorization-server': [200, { ...metadata(), issuer: 'https://other.example' }] });
    const verifier = createTokenVerifier(options());
    await expect(verifier.verify(token)).rejects.toMatchObject({ reason: 'misconfigured' });
    expect(verifier.problem()).toContain('names the issuer "https://other.example"');
  });

  it('compares the audience as RFC 3986 normalizes it: scheme and host in any case, a default port', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
    serve({ '/.well-known/oauth-authorization-server': [200, metadata()], '/jwks': [200, { keys: [jwk] }] });
    const verifier = createTokenVerifier(options());
    const sign = (aud: string) =>
      new SignJWT({ sub: 'x', aud, iss: origin })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setExpirationTime('5m')
        .sign(privateKey);
    for (const aud of ['HTTPS://Conferences.Example.ORG/mcp', 'https://conferences.example.org:443/mcp'])
      await expect(verifier.verify(await sign(aud)), aud).resolves.toMatchObject({ plan: 'free' });
    for (const aud of [
      'https://conferences.example.org/MCP',
      'https://conferences.example.org:8443/mcp',
      'http://conferences.example.org/mcp',
    ])
      await expect(verifier.verify(await sign(aud)), aud).rejects.toMatchObject({ reason: 'invalid' });
  });
});

describe('the plan of a token', () => {
  it('is never above OAUTH_MAX_PLAN, whatever its claim names', () => {
    expect(planOf('pro', 'free', 'free')).toBe('free');
    expect(planOf(['pro', 'free'], 'free', 'free')).toBe('free');
    expect(planOf('pro', 'free', 'pro')).toBe('pro');
    expect(planOf(undefined, 'free', 'free')).toBe('free');
  });
});

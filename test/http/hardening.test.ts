/** Security headers, optional CORS, the URL length bound and 5xx answers without detail. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '../../src/api/errors.js';
import { json } from './harness.js';
import { SEARCH, useOpsHarness } from './ops-harness.js';

const ops = useOpsHarness();

describe('hardening', () => {
  it('sends the security headers on answers and errors', async () => {
    const { get } = await ops.open();
    for (const response of [
      await get(`${SEARCH}?limit=1`),
      await get(SEARCH, {}),
      await get('/nowhere'),
      await get('/healthz', {}),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends no CORS headers by default', async () => {
    const { get, app } = await ops.open();
    const response = await get(`${SEARCH}?limit=1`, { 'x-api-key': ops.pro.key, origin: 'https://app.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: SEARCH,
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('with CORS_ORIGINS answers a preflight from that origin and exposes ETag and RateLimit on a GET', async () => {
    const { get, app } = await ops.open({ env: { CORS_ORIGINS: 'https://app.example' } });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `${SEARCH}?limit=1`,
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('GET');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('x-api-key');

    const response = await get(`${SEARCH}?limit=1`, { 'x-api-key': ops.pro.key, origin: 'https://app.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example');
    const exposed = String(response.headers['access-control-expose-headers'])
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(exposed).toEqual(
      expect.arrayContaining(['etag', 'ratelimit', 'ratelimit-policy', 'retry-after', 'x-snapshot-version']),
    );
    expect(response.headers.etag).toBeDefined();
    expect(response.headers.ratelimit).toBeDefined();

    const stranger = await get(`${SEARCH}?limit=1`, { 'x-api-key': ops.pro.key, origin: 'https://evil.example' });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a URL over MAX_URL_LENGTH with a JSON 414', async () => {
    const { get } = await ops.open({ env: { MAX_URL_LENGTH: '300' } });
    const url = `${SEARCH}?q=${'x'.repeat(300)}`;
    const response = await get(url);
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toEqual({
      success: false,
      error: ERROR_TABLE.uri_too_long.error,
      message: `The request URL is ${url.length} characters long; the limit is 300.`,
      code: 'uri_too_long',
    });
    // A URL of exactly the bound is served (the padding is in city and q, each within its own bound).
    const longest = `${SEARCH}?limit=1&acronym=${'Y'.repeat(100)}&q=`;
    const atBound = await get(longest + 'x'.repeat(300 - longest.length));
    expect(atBound.statusCode).toBe(200);
  });

  // The URL-length hook runs after helmet's and CORS's, so a browser on an allowed origin can read
  // the 414.
  it('sends the security and CORS headers on the 414 too', async () => {
    const { get } = await ops.open({ env: { MAX_URL_LENGTH: '300', CORS_ORIGINS: 'https://app.example' } });
    const response = await get(`${SEARCH}?q=${'x'.repeat(300)}`, {
      'x-api-key': ops.pro.key,
      origin: 'https://app.example',
    });
    expect(response.statusCode).toBe(414);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example');
  });

  it('answers an internal error with the error table message only: no stack, no path', async () => {
    const { get } = await ops.open({
      snapshot: (holder) => ({
        current: () => {
          throw new Error(`cannot read ${join(ops.dir, 'events.snapshot')}`);
        },
        version: () => holder.version(),
      }),
    });
    const response = await get(`${SEARCH}?limit=1`);
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({
      success: false,
      error: ERROR_TABLE.internal.error,
      message: ERROR_TABLE.internal.message(),
      code: 'internal',
    });
    expect(response.body).not.toContain(ops.dir);
    expect(response.body).not.toMatch(/stack|\.ts\b|\.js\b|Error:/);
  });
});

/** A key in the query string is refused and never logged; logged URLs are bounded. */
import { describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '../../src/api/errors.js';
import { loggedUrl } from '../../src/http/logged-url.js';
import { json } from './harness.js';
import { SEARCH, useOpsHarness } from './ops-harness.js';

const ops = useOpsHarness();

describe('a key in the query string', () => {
  it('gets a 401 telling to use the X-API-Key header, for every name and case, even with a valid header key', async () => {
    const { get } = await ops.open();
    const key = ops.pro.key;
    for (const name of [
      'api_key',
      'API_KEY',
      'apikey',
      'ApiKey',
      'key',
      'KEY',
      'x-api-key',
      'X-Api-Key',
      'api%5Fkey',
    ]) {
      for (const headers of [{}, { 'x-api-key': key }] as Record<string, string>[]) {
        const response = await get(`${SEARCH}?limit=1&${name}=${key}`, headers);
        expect(response.statusCode, name).toBe(401);
        expect(json(response)).toEqual({
          success: false,
          error: 'Unauthorized',
          message: ERROR_TABLE.key_in_query.message(),
          code: 'key_in_query',
        });
        expect(response.body).not.toContain(key);
      }
    }
    // Other parameter names are not keys: an unknown parameter, not a 401.
    const other = await get(`${SEARCH}?limit=1&keyword=x&monkey=y`);
    expect(other.statusCode).toBe(400);
    expect(JSON.parse(other.body).error).toBe('Invalid parameter');
  });

  it('never reaches a log line, nor does a key sent in the header', async () => {
    const { app, lines } = await ops.open({ env: { PLAN_FREE_PER_MINUTE: '1' } });
    const keys = [ops.pro.key, ops.free.key, 'cd_ThisIsNotAValidKeyButLooksLikeOne42'];
    for (const key of keys) {
      for (const url of [SEARCH, '/api/gpt/conferences/1', '/healthz', '/readyz', '/metrics', '/nowhere']) {
        await app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
        await app.inject({ method: 'GET', url: `${url}?api_key=${key}&q=x` });
        await app.inject({ method: 'GET', url: `${url}?q=x&Key=${encodeURIComponent(key)}` });
        await app.inject({ method: 'POST', url: `${url}?apikey=${key}`, headers: { 'x-api-key': key } });
      }
    }
    const text = lines.join('');
    expect(lines.filter((line) => line.includes('"request completed"'))).toHaveLength(keys.length * 6 * 4);
    for (const key of keys) expect(text).not.toContain(key);
    expect(text).toContain('api_key=[redacted]&q=x');
    expect(text).toContain('q=x&Key=[redacted]');
  });
});

describe('logged URLs', () => {
  it('are cut to 512 characters with a marker, so one request cannot write a huge log line', async () => {
    const { get, lines } = await ops.open();
    const url = `${SEARCH}?q=${'a'.repeat(10_000)}`;
    expect((await get(url)).statusCode).toBe(400);
    const line = lines.find((l) => l.includes('"request completed"'))!;
    expect(line.length).toBeLessThan(1000);
    expect(JSON.parse(line).url).toBe(`${url.slice(0, 512)}…[${url.length} characters]`);
  });

  it('redact only the values of key parameters', () => {
    expect(loggedUrl('/a?q=1&api_key=cd_x&limit=2')).toBe('/a?q=1&api_key=[redacted]&limit=2');
    expect(loggedUrl('/a?key')).toBe('/a?key=[redacted]');
    expect(loggedUrl('/a?X-API-KEY=1&x-api-key=2')).toBe('/a?X-API-KEY=[redacted]&x-api-key=[redacted]');
    expect(loggedUrl('/a?keys=1&q=key')).toBe('/a?keys=1&q=key');
    expect(loggedUrl('/a')).toBe('/a');
  });
});

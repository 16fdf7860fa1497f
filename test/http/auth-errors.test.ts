import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApi, testConfig, type TestApi } from './harness.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const UNAUTHORIZED = {
  success: false,
  error: 'Unauthorized',
  message: 'Missing or invalid API key. Send your key in the X-API-Key header.',
  code: 'unauthorized',
};
const OPERATIONS = [
  '/api/gpt/conferences',
  '/api/gpt/conferences/1',
  '/api/gpt/topics',
  '/api/gpt/countries',
  '/api/gpt/stats',
];

describe('API key', () => {
  it.each(OPERATIONS)('GET %s without a key is a 401 whose challenge names the key header', async (url) => {
    const response = await api.get(url, {});
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['www-authenticate']).toBe(
      'ApiKey realm="conference-directory", in="header", name="X-API-Key"',
    );
    expect(json(response)).toEqual(UNAUTHORIZED);
  });

  it.each([
    ['an unknown key', { 'x-api-key': 'cd_00000000000000000000000000000000' }],
    ['an empty key', { 'x-api-key': '' }],
    ['a very long key', { 'x-api-key': 'x'.repeat(5000) }],
    ['the key in another header', { authorization: 'Bearer KEY' }],
  ])('GET /api/gpt/conferences with %s is a 401', async (_name, headers) => {
    const response = await api.get('/api/gpt/conferences', headers);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual(UNAUTHORIZED);
  });

  it('does not take the key from the query string', async () => {
    const response = await api.get(`/api/gpt/conferences?api_key=${api.key}&x-api-key=${api.key}`, {});
    expect(response.statusCode).toBe(401);
  });

  it('checks the key before the parameters', async () => {
    expect((await api.get('/api/gpt/conferences?limit=0', {})).statusCode).toBe(401);
  });

  it('accepts the key header in any case of its name', async () => {
    expect((await api.get('/api/gpt/stats', { 'X-API-KEY': api.key })).statusCode).toBe(200);
  });

  it.each([
    '/api/gpt/openapi',
    '/api/gpt/openapi.yaml',
    '/api/gpt/openapi/full',
    '/api/gpt/openapi/full.yaml',
    '/healthz',
  ])('GET %s needs no key', async (url) => {
    expect((await api.get(url, {})).statusCode).toBe(200);
  });

  it('answers /healthz with a minimal status', async () => {
    expect(json(await api.get('/healthz', {}))).toEqual({ status: 'ok' });
  });
});

describe('errors', () => {
  it('answers an unknown route with a JSON 404, with or without a key', async () => {
    for (const headers of [{}, { 'x-api-key': api.key }] as Record<string, string>[]) {
      const response = await api.get('/api/gpt/events?q=x', headers);
      expect(response.statusCode).toBe(404);
      const body = json(response);
      expect(body).toMatchObject({ success: false, error: 'Not found', code: 'route_not_found' });
      expect(body.message).toContain('GET /api/gpt/events');
      expect(body.message).not.toContain('q=x');
    }
    expect(json(await api.get('/redoc', {})).success).toBe(false);
  });

  it('answers other methods on known paths with a JSON 405 and an Allow header', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE'] as const) {
      const response = await api.app.inject({ method, url: '/api/gpt/conferences', headers: { 'x-api-key': api.key } });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(json(response)).toMatchObject({ success: false, error: 'Method not allowed', code: 'method_not_allowed' });
    }
  });

  it('answers a malformed body on a GET with the error shape, not a 5xx', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/gpt/stats',
      headers: { 'x-api-key': api.key, 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode !== 200)
      expect(Object.keys(json(response)).sort()).toEqual(['code', 'error', 'message', 'success']);
  });

  it('answers a path with broken percent-encoding with a JSON 400', async () => {
    const response = await api.get('/api/gpt/conferences/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, error: 'Bad request', code: 'bad_url' });
  });
});

describe('internal errors', () => {
  it('answers 500 with the table message only, and logs the real error', async () => {
    const lines: string[] = [];
    const failing = await startTestApi({
      snapshot: {
        current: () => {
          throw new Error('snapshot vanished at /srv/secret/path');
        },
      },
      config: testConfig({ LOG_LEVEL: 'error' }),
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      for (const url of [
        '/api/gpt/conferences',
        '/api/gpt/conferences/1',
        '/api/gpt/topics',
        '/api/gpt/countries',
        '/api/gpt/stats',
      ]) {
        const response = await failing.get(url);
        expect(response.statusCode).toBe(500);
        expect(json(response)).toEqual({
          success: false,
          error: 'Internal server error',
          message: 'An unexpected error occurred. Please try again later.',
          code: 'internal',
        });
        expect(response.body).not.toMatch(/secret|vanished|stack|at .*\.ts/);
      }
      expect(lines.join('')).toContain('snapshot vanished at /srv/secret/path');
    } finally {
      await failing.close();
    }
  });
});

describe('logs', () => {
  it('never contain the API key', async () => {
    const lines: string[] = [];
    const logged = await startTestApi({
      config: testConfig({ LOG_LEVEL: 'trace' }),
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      await logged.get('/api/gpt/stats');
      await logged.get('/api/gpt/conferences?limit=0');
      await logged.get('/api/gpt/nowhere');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('')).not.toContain(logged.key);
    } finally {
      await logged.close();
    }
  });
});

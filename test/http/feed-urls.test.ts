/**
 * Signed feed URLs: POST /api/gpt/feeds, then GET /feeds/<token>.ics without a key header; a
 * tampered token, a revoked key and rotated feeds are a 404 with no detail; a feed is served again
 * to every subscriber; a fetch does not count against the key's requests (feed-budget.test.ts has
 * the feed budget); no token reaches the request log, in full or in part.
 */
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { revokeKey } from '../../src/auth/index.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { type FeedApp, openFeedApp, readCalendar } from './feed-fixture.js';

const FEEDS = '/api/gpt/feeds';

interface Links {
  success: true;
  url: string;
  webcal: string;
  description: string;
  parameters: string;
}

describe('feed URLs', () => {
  let feeds: FeedApp;
  beforeEach(async () => {
    feeds = await openFeedApp();
  });
  afterEach(() => feeds.close());

  const subscribe = async (body: unknown): Promise<Links> => {
    const response = await feeds.app.inject({
      method: 'POST',
      url: FEEDS,
      headers: { 'x-api-key': feeds.key.key, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode, response.body).toBe(200);
    return JSON.parse(response.body) as Links;
  };
  /** GET of a feed URL's path, as a calendar client sends it: no key header. */
  const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
    feeds.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

  it('answers an https URL under PUBLIC_BASE_URL, its webcal twin and the search in words', async () => {
    const links = await subscribe({ country: 'germany', include: 'deadlines', sort: 'date' });
    expect(links.url).toMatch(/^https:\/\/conferences\.example\.org\/feeds\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}\.ics$/);
    expect(links.webcal).toBe(links.url.replace('https:', 'webcal:'));
    expect(links.description).toBe('Events in germany, with deadlines');
    expect(links.parameters).toBe('country=germany&include=deadlines&sort=date');
    expect(links.url).not.toContain(feeds.key.key);
    const response = await fetchFeed(links.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { events } = readCalendar(response.body);
    // One event in Germany, with its abstract, paper, rebuttal and notification deadlines.
    expect(events.length).toBe(1 + 4);
  });

  it('signs the same search alike whatever the order of its parameters, and refuses a bad one', async () => {
    const one = await subscribe({ sort: 'date', country: 'Germany' });
    const two = await subscribe({ country: 'Germany', sort: 'date', q: '' });
    expect(one.url).toBe(two.url);
    const bad = await feeds.app.inject({
      method: 'POST',
      url: FEEDS,
      headers: { 'x-api-key': feeds.key.key },
      payload: { country: 'Germny' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).code).toBe('unknown_country');
    const noKey = await feeds.app.inject({ method: 'POST', url: FEEDS, payload: {} });
    expect(noKey.statusCode).toBe(401);
  });

  it('answers 404 with no detail to a tampered token', async () => {
    const links = await subscribe({ country: 'Germany' });
    const path = new URL(links.url).pathname;
    const [body, signature] = path.slice('/feeds/'.length, -'.ics'.length).split('.') as [string, string];
    const otherBody = Buffer.from(Buffer.from(body, 'base64url').toString().replace('Germany', 'France')).toString(
      'base64url',
    );
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const tampered of [
      `/feeds/${otherBody}.${signature}.ics`,
      `/feeds/${body}.${flipped}.ics`,
      `/feeds/${body}.${signature}.ical`,
      `/feeds/${body}.ics`,
      '/feeds/nothing.ics',
    ]) {
      const response = await feeds.app.inject({ method: 'GET', url: tampered });
      expect(response.statusCode, tampered).toBe(404);
      expect(JSON.parse(response.body)).toEqual({
        success: false,
        error: 'Not found',
        message: 'No such feed.',
        code: 'feed_not_found',
      });
    }
  });

  it('answers 404 once the key is revoked, after the keys file is re-read', async () => {
    const links = await subscribe({});
    expect((await fetchFeed(links.url)).statusCode).toBe(200);
    revokeKey(feeds.keysFile, feeds.key.id);
    feeds.keys.reload();
    const response = await fetchFeed(links.url);
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).code).toBe('feed_not_found');
  });

  it('answers 404 to the URLs made before `keys rotate-feeds`, and 200 to new ones', async () => {
    const before = await subscribe({ include: 'deadlines_only' });
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'tools/keys.ts', 'rotate-feeds', feeds.key.id, '--keys-file', feeds.keysFile],
      {
        cwd: PROJECT_ROOT,
        stdio: 'pipe',
      },
    );
    feeds.keys.reload();
    expect((await fetchFeed(before.url)).statusCode).toBe(404);
    const after = await subscribe({ include: 'deadlines_only' });
    expect(after.url).not.toBe(before.url);
    expect((await fetchFeed(after.url)).statusCode).toBe(200);
  });

  it('serves a fetched feed again to every subscriber, 304s included, without a 429', async () => {
    const links = await subscribe({ type: 'conference' });
    const first = await fetchFeed(links.url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const again = await Promise.all(
      Array.from({ length: 50 }, (_, i) => fetchFeed(links.url, i % 2 === 0 ? {} : { 'if-none-match': etag })),
    );
    expect(again.map((response) => response.statusCode)).toEqual(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? 200 : 304)),
    );
    expect(again.every((response) => response.headers.etag === etag)).toBe(true);
    expect(again[0]!.body).toBe(first.body);
  });

  it("does not count a fetch against the key's requests, and tells its holder nothing of the key's plan", async () => {
    const links = await subscribe({});
    const response = await fetchFeed(links.url);
    expect(response.statusCode).toBe(200);
    for (const name of Object.keys(response.headers)) expect(name).not.toMatch(/ratelimit/i);
    const search = () =>
      feeds.app.inject({ method: 'GET', url: '/api/gpt/conferences?limit=1', headers: { 'x-api-key': feeds.key.key } });
    const remaining = (header: unknown) => Number(/r=(\d+)/.exec(String(header))?.[1]);
    const before = remaining((await search()).headers.ratelimit);
    for (let i = 0; i < 5; i++) expect((await fetchFeed(links.url)).statusCode).toBe(200);
    expect(remaining((await search()).headers.ratelimit)).toBe(before - 1);
  });

  it('writes no token to the request log, in full or in part', async () => {
    const links = await subscribe({ country: 'Germany' });
    const token = new URL(links.url).pathname.slice('/feeds/'.length, -'.ics'.length);
    const [body, signature] = token.split('.') as [string, string];
    await fetchFeed(links.url);
    await fetchFeed(links.url);
    await feeds.app.inject({ method: 'GET', url: `/feeds/${body}.tampered.ics` });
    await feeds.app.inject({ method: 'GET', url: `/FEEDS/${token}.ics/more?x=1` });
    await feeds.app.inject({ method: 'GET', url: `/feeds/${'x'.repeat(1200)}${signature}.ics` });
    const log = feeds.lines.join('');
    expect(feeds.lines.filter((line) => line.includes('/feeds/[redacted]')).length).toBeGreaterThanOrEqual(4);
    for (const part of [body, signature, body.slice(0, 12), signature.slice(0, 12), signature.slice(-12)]) {
      expect(log).not.toContain(part);
    }
  });
});

describe('POST /api/gpt/feeds, its methods and its refusals', () => {
  let feeds: FeedApp;
  beforeEach(async () => {
    feeds = await openFeedApp();
  });
  afterEach(() => feeds.close());

  const post = (payload: string, contentType: string) =>
    feeds.app.inject({
      method: 'POST',
      url: FEEDS,
      headers: { 'x-api-key': feeds.key.key, 'content-type': contentType },
      payload,
    });

  it('answers another method with a 405 and Allow: POST, and OPTIONS with 204, without a key', async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE'] as const) {
      const response = await feeds.app.inject({ method, url: FEEDS });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('POST, OPTIONS');
      if (method !== 'HEAD')
        expect(JSON.parse(response.body)).toMatchObject({
          code: 'method_not_allowed',
          message: `/api/gpt/feeds does not accept ${method}; use POST.`,
        });
    }
    const options = await feeds.app.inject({ method: 'OPTIONS', url: FEEDS });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('POST, OPTIONS');
  });

  it('says what it takes, a JSON object, when its body cannot be read', async () => {
    const advice = 'Send a JSON object of search parameters, with Content-Type: application/json.';
    const cases = [
      { payload: '{"country":', type: 'application/json', status: 400, code: 'bad_request' },
      { payload: '<country/>', type: 'application/xml', status: 415, code: 'unsupported_media_type' },
      { payload: '{"country":"Germany"}', type: 'text/plain', status: 415, code: 'unsupported_media_type' },
      {
        payload: '{"country":"Germany"}',
        type: 'text/plain; charset=utf-8',
        status: 415,
        code: 'unsupported_media_type',
      },
      {
        payload: JSON.stringify({ q: 'x'.repeat(20_000) }),
        type: 'application/json',
        status: 413,
        code: 'payload_too_large',
      },
    ];
    for (const { payload, type, status, code } of cases) {
      const response = await post(payload, type);
      expect(response.statusCode, code).toBe(status);
      const body = JSON.parse(response.body) as { code: string; message: string };
      expect(body.code).toBe(code);
      expect(body.message).toContain(advice);
      expect(body.message).not.toContain('GET');
    }
  });

  it('lets a browser page of an allowed origin call it: POST with Content-Type and X-API-Key', async () => {
    await feeds.close();
    feeds = await openFeedApp({ CORS_ORIGINS: 'https://app.example' });
    const preflight = (url: string, origin: string, method: string) =>
      feeds.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type,x-api-key',
        },
      });
    const allowed = await preflight(FEEDS, 'https://app.example', 'POST');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(String(allowed.headers['access-control-allow-methods']).split(/\s*,\s*/)).toContain('POST');
    const headers = String(allowed.headers['access-control-allow-headers'])
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(headers).toEqual(expect.arrayContaining(['content-type', 'x-api-key']));
    const response = await feeds.app.inject({
      method: 'POST',
      url: FEEDS,
      headers: { origin: 'https://app.example', 'x-api-key': feeds.key.key, 'content-type': 'application/json' },
      payload: JSON.stringify({ country: 'Germany' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example');
    // Another origin gets no CORS headers; the searches still allow GET and HEAD alone.
    expect(
      (await preflight(FEEDS, 'https://evil.example', 'POST')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    const search = await preflight('/api/gpt/conferences', 'https://app.example', 'GET');
    expect(String(search.headers['access-control-allow-methods'])).toBe('GET, HEAD');
  });
});

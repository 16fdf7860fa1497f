/**
 * Operating the API, in process: health and readiness, the snapshot version on every answer,
 * Prometheus metrics, the response cache with ETags, one redacted log line per request, and the
 * hardening (security headers, optional CORS, URL length bound, 5xx without detail).
 */
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKey, KeyRing } from '../../src/auth/index.js';
import type { Config } from '../../src/config.js';
import { buildApp, type SnapshotSource } from '../../src/http/app.js';
import { ERROR_TABLE } from '../../src/http/errors.js';
import { ResponseCache } from '../../src/http/response-cache.js';
import type { Lifecycle } from '../../src/http/routes/health.js';
import { connectRedis, type RedisLink } from '../../src/limits/index.js';
import { createMetrics, type Metrics } from '../../src/ops/metrics.js';
import { SnapshotHolder } from '../../src/ops/snapshot-holder.js';
import { freePort } from '../fixtures/servers.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from '../ops/snapshot-fixture.js';
import { json, NOW, testConfig } from './harness.js';

const SEARCH = '/api/gpt/conferences';
const BUILT_AT = '2026-11-21T06:01:01Z';
const EVENTS = 12;

const { dir, cleanup } = tempDir('confdir-operations-');
const files = snapshotFiles(dir);
const keysFile = join(dir, 'keys.json');
let ring: KeyRing;
let pro: { id: string; key: string };
let free: { id: string; key: string };
/** A second snapshot (other build time, other rows), to swap in. */
let otherSnapshot: string;

beforeAll(() => {
  files.replace(files.build(EVENTS, BUILT_AT));
  otherSnapshot = files.build(EVENTS + 3, '2026-11-22T06:01:01Z');
  pro = createKey(keysFile, { label: 'ops pro', plan: 'pro' });
  free = createKey(keysFile, { label: 'ops free', plan: 'free' });
  ring = KeyRing.fromFile(keysFile);
});

afterAll(() => cleanup());

interface Harness {
  app: FastifyInstance;
  holder: SnapshotHolder;
  metrics: Metrics;
  cache: ResponseCache | undefined;
  lifecycle: Lifecycle;
  config: Config;
  lines: string[];
  /** GET with the pro key unless other headers are given. */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  metricsText(): Promise<string>;
}

interface HarnessOptions {
  env?: Record<string, string>;
  cache?: boolean;
  serveMetrics?: boolean;
  redis?: RedisLink;
  /** Wraps the holder (e.g. to make current() throw). */
  snapshot?: (holder: SnapshotHolder) => SnapshotSource;
}

const opened: Harness[] = [];

async function open(options: HarnessOptions = {}): Promise<Harness> {
  const holder = SnapshotHolder.open(files.target);
  const metrics = createMetrics({ snapshot: holder, defaultMetrics: false });
  const cache = options.cache === false ? undefined : new ResponseCache({ maxBytes: 4 * 2 ** 20 });
  const lifecycle: Lifecycle = { ready: true };
  const config = testConfig({ LOG_LEVEL: 'info', ...options.env });
  const lines: string[] = [];
  const app = buildApp({
    snapshot: options.snapshot ? options.snapshot(holder) : holder,
    keys: { ring: () => ring },
    config,
    now: () => NOW,
    metrics,
    serveMetrics: options.serveMetrics ?? true,
    lifecycle,
    logStream: { write: (line: string) => void lines.push(line) },
    ...(cache ? { cache } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
  });
  await app.ready();
  const harness: Harness = {
    app,
    holder,
    metrics,
    cache,
    lifecycle,
    config,
    lines,
    get: (url, headers = { 'x-api-key': pro.key }) => app.inject({ method: 'GET', url, headers }),
    metricsText: () => metrics.render(),
  };
  opened.push(harness);
  return harness;
}

afterEach(async () => {
  for (const harness of opened.splice(0)) {
    await harness.app.close();
    harness.holder.close();
  }
});

/** The value of one sample line of the text format (0 when the series is absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

const searchSeries = (status: number) => `http_requests_total{route="${SEARCH}",method="GET",status="${status}"}`;

describe('health and readiness', () => {
  it('answers /healthz 200 without a key', async () => {
    const { get } = await open();
    const response = await get('/healthz', {});
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 with the serving snapshot when ready, without a key', async () => {
    const { get, holder } = await open();
    const response = await get('/readyz', {});
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.status).toBe('ready');
    expect(body.snapshot).toMatchObject({
      version: holder.version(),
      built_at: holder.status().builtAt,
      events: EVENTS,
      loaded_at: holder.status().loadedAt,
    });
    expect(body.snapshot.version).toMatch(/^2026-11-21T06:01:01Z-[0-9a-f]{8}$/);
    expect(Number.isNaN(Date.parse(body.snapshot.loaded_at))).toBe(false);
  });

  it('answers /readyz 503 "not ready" while the lifecycle is not ready, and /healthz stays 200', async () => {
    const { get, lifecycle } = await open();
    lifecycle.ready = false;
    const response = await get('/readyz', {});
    expect(response.statusCode).toBe(503);
    expect(json(response)).toMatchObject({ status: 'not ready', snapshot: { events: EVENTS } });
    expect((await get('/healthz', {})).statusCode).toBe(200);
    lifecycle.ready = true;
    expect((await get('/readyz', {})).statusCode).toBe(200);
  });

  it('reports the Redis link state on /healthz and /readyz, and still serves searches while Redis is down', async () => {
    // Nothing listens on this loopback port: the link stays down and the limiter fails open.
    const redis = connectRedis(`redis://127.0.0.1:${await freePort()}`, 100, {
      warn: () => undefined,
      info: () => undefined,
    });
    try {
      const { get } = await open({ redis });
      expect(redis.state()).toBe('down');
      expect(json(await get('/healthz', {}))).toEqual({ status: 'ok', redis: 'down' });
      expect(json(await get('/readyz', {}))).toMatchObject({ status: 'ready', redis: 'down' });
      expect((await get(`${SEARCH}?limit=1`)).statusCode).toBe(200);
    } finally {
      await redis.close();
    }
  });
});

describe('X-Snapshot-Version', () => {
  it('is on every answer (200, 304, 400, 401, 404, 405, 429, health) and equals the holder version', async () => {
    const { get, app, holder } = await open({ env: { PLAN_FREE_PER_MINUTE: '1' } });
    const version = holder.version();
    const first = await get(`${SEARCH}?limit=2`);
    const responses: [number, LightMyRequestResponse][] = [
      [200, first],
      [304, await get(`${SEARCH}?limit=2`, { 'x-api-key': pro.key, 'if-none-match': String(first.headers.etag) })],
      [400, await get(`${SEARCH}?limit=abc`)],
      [401, await get(SEARCH, {})],
      [401, await get(SEARCH, { 'x-api-key': 'cd_not_a_real_key' })],
      [404, await get('/api/gpt/conferences/999999')],
      [404, await get('/nowhere')],
      [405, await app.inject({ method: 'POST', url: SEARCH })],
      [200, await get(SEARCH, { 'x-api-key': free.key })],
      [429, await get(SEARCH, { 'x-api-key': free.key })],
      [200, await get('/healthz', {})],
      [200, await get('/metrics', {})],
    ];
    for (const [status, response] of responses) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['x-snapshot-version'], `status ${status}`).toBe(version);
    }
  });

  it('follows a snapshot swap', async () => {
    const { get, holder } = await open();
    const before = holder.version();
    files.replace(files.build(EVENTS + 1, '2026-11-23T06:01:01Z'));
    try {
      expect((await holder.reload('test')).outcome).toBe('swapped');
      expect(holder.version()).not.toBe(before);
      expect((await get(`${SEARCH}?limit=1`)).headers['x-snapshot-version']).toBe(holder.version());
      expect(json(await get('/readyz', {})).snapshot).toMatchObject({
        version: holder.version(),
        events: EVENTS + 1,
        swaps: { succeeded: 1 },
      });
    } finally {
      files.replace(files.build(EVENTS, BUILT_AT));
    }
  });
});

describe('/metrics', () => {
  it('counts requests by route pattern, method and status in the Prometheus text format, with histogram buckets', async () => {
    const { get } = await open({ cache: false });
    for (let i = 0; i < 3; i++) expect((await get(`${SEARCH}?limit=${i + 1}`)).statusCode).toBe(200);
    expect((await get(`${SEARCH}?limit=abc`)).statusCode).toBe(400);
    expect((await get('/api/gpt/conferences/999999')).statusCode).toBe(404);

    const response = await get('/metrics', {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(sample(text, searchSeries(200))).toBe(3);
    expect(sample(text, searchSeries(400))).toBe(1);
    expect(sample(text, 'http_requests_total{route="/api/gpt/conferences/:id",method="GET",status="404"}')).toBe(1);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(text, `http_request_duration_seconds_bucket{le="+Inf",route="${SEARCH}",method="GET",status="200"}`),
    ).toBe(3);
    expect(sample(text, `http_request_duration_seconds_count{route="${SEARCH}",method="GET",status="200"}`)).toBe(3);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.001",route="\/api\/gpt\/conferences",method="GET",status="200"\} \d+/,
    );
  });

  it('counts 401s in auth_failures_total', async () => {
    const { get, metricsText } = await open();
    expect(sample(await metricsText(), 'auth_failures_total')).toBe(0);
    expect((await get(SEARCH, {})).statusCode).toBe(401);
    expect((await get(SEARCH, { 'x-api-key': 'cd_wrong' })).statusCode).toBe(401);
    const text = await metricsText();
    expect(sample(text, 'auth_failures_total')).toBe(2);
    expect(sample(text, searchSeries(401))).toBe(2);
  });

  it('counts 429s in rate_limited_total', async () => {
    const { get, metricsText } = await open({ cache: false, env: { PLAN_FREE_PER_MINUTE: '2' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(`${SEARCH}?limit=1`, { 'x-api-key': free.key })).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const text = await metricsText();
    expect(sample(text, 'rate_limited_total')).toBe(2);
    expect(sample(text, searchSeries(429))).toBe(2);
  });

  it('counts response cache hits and misses', async () => {
    const { get, metricsText } = await open();
    await get(`${SEARCH}?limit=1`);
    await get(`${SEARCH}?limit=1`);
    await get(`${SEARCH}?limit=1`);
    await get(`${SEARCH}?limit=2`);
    const text = await metricsText();
    expect(sample(text, 'response_cache_hits_total')).toBe(2);
    expect(sample(text, 'response_cache_misses_total')).toBe(2);
  });

  it('reports the serving snapshot: snapshot_events and snapshot_info with its version', async () => {
    const { get, holder } = await open();
    const text = (await get('/metrics', {})).body;
    expect(sample(text, 'snapshot_events')).toBe(EVENTS);
    expect(sample(text, `snapshot_info{version="${holder.version()}"}`)).toBe(1);
    expect(text).toContain('snapshot_swaps_total{result="success"} 0');
    expect(sample(text, 'redis_up')).toBe(-1);
  });

  it('is a JSON 404 when not served on this app', async () => {
    const { get } = await open({ serveMetrics: false });
    const response = await get('/metrics', {});
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toMatchObject({ success: false, error: 'Not found' });
  });
});

describe('response cache', () => {
  it('serves a repeated search from the cache with the same body and the same strong ETag', async () => {
    const { get, metricsText } = await open();
    const url = `${SEARCH}?q=workshop&limit=3`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/); // strong: no W/ prefix
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(0);

    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(1);
  });

  it('answers If-None-Match with the ETag by 304 and an empty body, from the cache', async () => {
    const { get, metricsText } = await open();
    const url = `${SEARCH}?limit=2`;
    const etag = String((await get(url)).headers.etag);
    const revalidated = await get(url, { 'x-api-key': pro.key, 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(1);
    // Another tag is not a match.
    const other = await get(url, { 'x-api-key': pro.key, 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etag);
  });

  it('answers If-None-Match by 304 also when the answer was not cached yet', async () => {
    const { get, cache, metricsText } = await open();
    const url = `${SEARCH}?limit=4`;
    const etag = String((await get(url)).headers.etag);
    cache!.clear();
    const revalidated = await get(url, { 'x-api-key': pro.key, 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(sample(await metricsText(), 'response_cache_misses_total')).toBe(2);
    // The answer was stored on the way: the next request is a hit.
    expect((await get(url)).body).not.toBe('');
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(1);
  });

  it('hits the same entry for the same parameters in another order', async () => {
    const { get, metricsText } = await open();
    const first = await get(`${SEARCH}?q=workshop&limit=2&sort=date`);
    const reordered = await get(`${SEARCH}?sort=date&limit=2&q=workshop`);
    expect(reordered.statusCode).toBe(200);
    expect(reordered.body).toBe(first.body);
    expect(reordered.headers.etag).toBe(first.headers.etag);
    expect(sample(await metricsText(), 'response_cache_hits_total')).toBe(1);
  });

  it('misses after the snapshot version changes', async () => {
    const { get, holder, metricsText } = await open();
    const url = `${SEARCH}?limit=3`;
    const before = await get(url);
    files.replace(otherSnapshot);
    expect((await holder.reload('test')).outcome).toBe('swapped');
    try {
      const after = await get(url);
      expect(after.statusCode).toBe(200);
      const text = await metricsText();
      expect(sample(text, 'response_cache_hits_total')).toBe(0);
      expect(sample(text, 'response_cache_misses_total')).toBe(2);
      expect(after.headers['x-snapshot-version']).toBe(holder.version());
      expect(after.headers['x-snapshot-version']).not.toBe(before.headers['x-snapshot-version']);
      expect(json(after).total).toBe(EVENTS + 3);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      files.replace(files.build(EVENTS, BUILT_AT));
    }
  });

  it("still counts a cached answer against the key's rate limit", async () => {
    const { get, metricsText } = await open({ env: { PLAN_FREE_PER_MINUTE: '3' } });
    const url = `${SEARCH}?limit=1`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(url, { 'x-api-key': free.key })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const text = await metricsText();
    expect(sample(text, 'response_cache_hits_total')).toBe(2);
    expect(sample(text, 'rate_limited_total')).toBe(1);
    // An If-None-Match revalidation is no way around the limit either.
    const etag = String((await get(url)).headers.etag);
    expect((await get(url, { 'x-api-key': free.key, 'if-none-match': etag })).statusCode).toBe(429);
  });

  it('never serves a cached answer without a valid key', async () => {
    const { get } = await open();
    const url = `${SEARCH}?limit=1`;
    const etag = String((await get(url)).headers.etag);
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(401);
  });

  it('sends no ETag and never 304 when the app has no cache', async () => {
    const { get } = await open({ cache: false });
    const first = await get(`${SEARCH}?limit=1`);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeUndefined();
    expect((await get(`${SEARCH}?limit=1`, { 'x-api-key': pro.key, 'if-none-match': '*' })).statusCode).toBe(200);
  });
});

describe('request log', () => {
  interface LogLine {
    msg: string;
    reqId?: string;
    route?: string;
    status?: number;
    ms?: number;
    key?: string | null;
    [field: string]: unknown;
  }
  const parse = (lines: string[]): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);

  it('writes exactly one "request completed" line per request with reqId, route, status, ms and the key id, never the key', async () => {
    let broken = false;
    const harness = await open({
      env: { PLAN_FREE_PER_MINUTE: '1', MAX_URL_LENGTH: '300' },
      snapshot: (holder) => ({
        current: () => {
          if (broken) throw new Error('store unavailable');
          return holder.current();
        },
        version: () => holder.version(),
        status: () => holder.status(),
      }),
    });
    const { app, lines } = harness;
    const wrongKey = 'cd_ThisIsNotAValidKeyButLooksLikeOne42';
    const requests: { options: InjectOptions; status: number; route: string; key: string | null }[] = [
      {
        options: { url: `${SEARCH}?limit=1`, headers: { 'x-api-key': pro.key } },
        status: 200,
        route: SEARCH,
        key: pro.id,
      },
      {
        options: { url: `${SEARCH}?limit=1`, headers: { 'x-api-key': pro.key } },
        status: 200,
        route: SEARCH,
        key: pro.id,
      },
      {
        options: { url: '/api/gpt/conferences/999999', headers: { 'x-api-key': pro.key } },
        status: 404,
        route: '/api/gpt/conferences/:id',
        key: pro.id,
      },
      {
        options: { url: `${SEARCH}?limit=x`, headers: { 'x-api-key': pro.key } },
        status: 400,
        route: SEARCH,
        key: pro.id,
      },
      { options: { url: SEARCH, headers: { 'x-api-key': wrongKey } }, status: 401, route: SEARCH, key: null },
      { options: { url: SEARCH }, status: 401, route: SEARCH, key: null },
      { options: { url: SEARCH, headers: { 'x-api-key': free.key } }, status: 200, route: SEARCH, key: free.id },
      { options: { url: SEARCH, headers: { 'x-api-key': free.key } }, status: 429, route: SEARCH, key: free.id },
      { options: { url: '/nowhere', headers: { 'x-api-key': pro.key } }, status: 404, route: 'unmatched', key: null },
      {
        options: { url: `${SEARCH}?q=${'a'.repeat(400)}`, headers: { 'x-api-key': pro.key } },
        status: 414,
        route: SEARCH,
        key: null,
      },
      { options: { url: '/healthz', headers: { 'x-api-key': pro.key } }, status: 200, route: '/healthz', key: null },
      {
        options: { method: 'POST', url: SEARCH, headers: { 'x-api-key': pro.key } },
        status: 405,
        route: SEARCH,
        key: null,
      },
    ];
    for (const { options, status } of requests) {
      expect((await app.inject({ method: 'GET', ...options })).statusCode, String(options.url)).toBe(status);
    }
    broken = true;
    const failed = await app.inject({ method: 'GET', url: '/api/gpt/stats', headers: { 'x-api-key': pro.key } });
    expect(failed.statusCode).toBe(500);
    requests.push({ options: { url: '/api/gpt/stats' }, status: 500, route: '/api/gpt/stats', key: pro.id });

    const text = lines.join('');
    expect(text).not.toContain(pro.key);
    expect(text).not.toContain(free.key);
    expect(text).not.toContain(wrongKey);
    expect(text).toContain('store unavailable'); // the 500's real error is logged

    const completed = parse(lines).filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(requests.length);
    expect(new Set(completed.map((line) => line.reqId)).size).toBe(requests.length);
    completed.forEach((line, i) => {
      const expected = requests[i]!;
      expect(line, String(expected.options.url)).toMatchObject({
        method: expected.options.method ?? 'GET',
        route: expected.route,
        status: expected.status,
        key: expected.key,
      });
      expect(typeof line.reqId).toBe('string');
      expect(line.reqId).not.toBe('');
      expect(typeof line.ms).toBe('number');
      expect(line.ms).toBeGreaterThanOrEqual(0);
    });
  });

  // Fastify answers these through the frameworkErrors handler before any hook runs; the app adds
  // the log line, the metrics and X-Snapshot-Version there itself.
  it('writes one "request completed" line also for a path Fastify cannot route (bad percent-encoding, over-long segment)', async () => {
    const { get, lines } = await open();
    expect((await get('/api/gpt/conferences/%E0%A4%A')).statusCode).toBe(400);
    expect((await get(`/api/gpt/conferences/${'1'.repeat(1001)}`)).statusCode).toBe(414);
    expect(lines.filter((line) => line.includes('"request completed"'))).toHaveLength(2);
  });

  it('logs the key id on the line of an authenticated request', async () => {
    const { get, lines } = await open();
    await get(`${SEARCH}?limit=1`);
    const line = lines.find((l) => l.includes('"request completed"'));
    expect(line).toBeDefined();
    expect(line).toContain(`"key":"${pro.id}"`);
    expect(line).not.toContain(pro.key);
  });
});

describe('hardening', () => {
  it('sends the security headers on answers and errors', async () => {
    const { get } = await open();
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
    const { get, app } = await open();
    const response = await get(`${SEARCH}?limit=1`, { 'x-api-key': pro.key, origin: 'https://app.example' });
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
    const { get, app } = await open({ env: { CORS_ORIGINS: 'https://app.example' } });
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

    const response = await get(`${SEARCH}?limit=1`, { 'x-api-key': pro.key, origin: 'https://app.example' });
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

    const stranger = await get(`${SEARCH}?limit=1`, { 'x-api-key': pro.key, origin: 'https://evil.example' });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a URL over MAX_URL_LENGTH with a JSON 414', async () => {
    const { get } = await open({ env: { MAX_URL_LENGTH: '300' } });
    const url = `${SEARCH}?q=${'x'.repeat(300)}`;
    const response = await get(url);
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toEqual({
      success: false,
      error: ERROR_TABLE.uri_too_long.error,
      message: `The request URL is ${url.length} characters long; the limit is 300.`,
    });
    // A URL of exactly the bound is served (the padding is an unknown parameter, which is ignored).
    const longest = `${SEARCH}?limit=1&pad=`;
    const atBound = await get(longest + 'x'.repeat(300 - longest.length));
    expect(atBound.statusCode).toBe(200);
  });

  // The URL-length hook runs after helmet's and CORS's, so a browser on an allowed origin can read
  // the 414.
  it('sends the security and CORS headers on the 414 too', async () => {
    const { get } = await open({ env: { MAX_URL_LENGTH: '300', CORS_ORIGINS: 'https://app.example' } });
    const response = await get(`${SEARCH}?q=${'x'.repeat(300)}`, {
      'x-api-key': pro.key,
      origin: 'https://app.example',
    });
    expect(response.statusCode).toBe(414);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example');
  });

  it('answers an internal error with the error table message only: no stack, no path', async () => {
    const { get } = await open({
      snapshot: (holder) => ({
        current: () => {
          throw new Error(`cannot read ${join(dir, 'events.snapshot')}`);
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
    });
    expect(response.body).not.toContain(dir);
    expect(response.body).not.toMatch(/stack|\.ts\b|\.js\b|Error:/);
  });
});

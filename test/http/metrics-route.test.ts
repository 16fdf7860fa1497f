/** The /metrics route: request counters and durations, refusals, cache hits, snapshot metrics. */
import { describe, expect, it } from 'vitest';
import { json } from './harness.js';
import { EVENTS, SEARCH, sample, searchSeries, useOpsHarness } from './ops-harness.js';

const ops = useOpsHarness();

describe('/metrics', () => {
  it('counts requests by route pattern, method and status in the Prometheus text format, with histogram buckets', async () => {
    const { get } = await ops.open({ cache: false });
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
    const { get, metricsText } = await ops.open();
    expect(sample(await metricsText(), 'auth_failures_total')).toBe(0);
    expect((await get(SEARCH, {})).statusCode).toBe(401);
    expect((await get(SEARCH, { 'x-api-key': 'cd_wrong' })).statusCode).toBe(401);
    const text = await metricsText();
    expect(sample(text, 'auth_failures_total')).toBe(2);
    expect(sample(text, searchSeries(401))).toBe(2);
  });

  it('counts 429s in rate_limited_total', async () => {
    const { get, metricsText } = await ops.open({ cache: false, env: { PLAN_FREE_PER_MINUTE: '2' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await get(`${SEARCH}?limit=1`, { 'x-api-key': ops.free.key })).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const text = await metricsText();
    expect(sample(text, 'rate_limited_total')).toBe(2);
    expect(sample(text, searchSeries(429))).toBe(2);
  });

  it('counts response cache hits and misses', async () => {
    const { get, metricsText } = await ops.open();
    await get(`${SEARCH}?limit=1`);
    await get(`${SEARCH}?limit=1`);
    await get(`${SEARCH}?limit=1`);
    await get(`${SEARCH}?limit=2`);
    const text = await metricsText();
    expect(sample(text, 'response_cache_hits_total')).toBe(2);
    expect(sample(text, 'response_cache_misses_total')).toBe(2);
  });

  it('reports the serving snapshot: snapshot_events and snapshot_info with its version', async () => {
    const { get, holder } = await ops.open();
    const text = (await get('/metrics', {})).body;
    expect(sample(text, 'snapshot_events')).toBe(EVENTS);
    expect(sample(text, `snapshot_info{version="${holder.version()}"}`)).toBe(1);
    expect(text).toContain('snapshot_swaps_total{result="success"} 0');
    expect(sample(text, 'redis_up')).toBe(-1);
  });

  it('is a JSON 404 on the public port in production (its own port by default there)', async () => {
    const { get } = await ops.open({
      env: { NODE_ENV: 'production', FEED_SECRET: 'a feed secret of at least 32 characters' },
    });
    const response = await get('/metrics', {});
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ success: false, error: 'Not found' });
    expect((await get(`${SEARCH}?limit=1`)).statusCode).toBe(200);
  });

  it('is a JSON 404 when not served on this app', async () => {
    const { get } = await ops.open({ serveMetrics: false });
    const response = await get('/metrics', {});
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toMatchObject({ success: false, error: 'Not found' });
  });
});

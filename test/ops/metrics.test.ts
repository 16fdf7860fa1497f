import { describe, expect, it } from 'vitest';
import { createMetrics, type SnapshotMetricsSource, type SnapshotMetricsStatus } from '../../src/ops/metrics.js';

function source(version: string, swaps = { succeeded: 0, failed: 0 }): SnapshotMetricsSource & SnapshotMetricsStatus {
  const state = { version, builtAt: '2026-11-21T06:00:00.000Z', events: 1234, swaps };
  return Object.assign(state, { status: () => ({ ...state }) });
}

describe('createMetrics', () => {
  it('counts each request once however often it is scraped, new requests added between scrapes', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const search = { route: '/api/gpt/conferences', method: 'GET', status: 200 };
    const line = (count: number) =>
      `http_requests_total{route="/api/gpt/conferences",method="GET",status="200"} ${count}`;
    metrics.observeRequest(search, 0.001);
    expect(await metrics.render()).toContain(line(1));
    expect(await metrics.render()).toContain(line(1));
    metrics.observeRequest(search, 0.002);
    metrics.observeRequest({ ...search, status: 429 }, 0.0001);
    const text = await metrics.render();
    expect(text).toContain(line(2));
    expect(text).toContain('http_requests_total{route="/api/gpt/conferences",method="GET",status="429"} 1');
  });

  it('renders recorded requests, refusals and cache counts in the text format', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.observeRequest({ route: '/api/gpt/conferences', method: 'GET', status: 200 }, 0.00042);
    metrics.observeRequest({ route: '/api/gpt/conferences', method: 'GET', status: 200 }, 0.003);
    metrics.observeRequest({ route: '/api/gpt/conferences/:id', method: 'GET', status: 404 }, 0.0002);
    metrics.authFailures.inc();
    metrics.rateLimited.inc(3);
    metrics.responseCacheHits.inc(5);
    metrics.responseCacheMisses.inc(2);

    const text = await metrics.render();
    expect(metrics.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain('http_requests_total{route="/api/gpt/conferences",method="GET",status="200"} 2');
    expect(text).toContain('http_requests_total{route="/api/gpt/conferences/:id",method="GET",status="404"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.0005",route="/api/gpt/conferences",method="GET",status="200"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",route="/api/gpt/conferences",method="GET",status="200"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.0001",route="/api/gpt/conferences",method="GET",status="200"} 0',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/api/gpt/conferences",method="GET",status="200"} 2',
    );
    expect(text).toContain('auth_failures_total 1');
    expect(text).toContain('rate_limited_total 3');
    expect(text).toContain('response_cache_hits_total 5');
    expect(text).toContain('response_cache_misses_total 2');
    expect(text).toContain('redis_up -1');
    expect(text).not.toContain('process_cpu');
  });

  it('reads the snapshot at scrape time and drops the old version after a swap', async () => {
    const snapshot = source('2026-11-21T06:00:00Z-0000abcd', { succeeded: 0, failed: 2 });
    const metrics = createMetrics({ defaultMetrics: false, snapshot, now: () => Date.parse('2026-11-21T07:00:00Z') });
    let text = await metrics.render();
    expect(text).toContain('snapshot_info{version="2026-11-21T06:00:00Z-0000abcd"} 1');
    expect(text).toContain('snapshot_age_seconds 3600');
    expect(text).toContain('snapshot_events 1234');
    expect(text).toContain('snapshot_swaps_total{result="success"} 0');
    expect(text).toContain('snapshot_swaps_total{result="failure"} 2');

    snapshot.version = '2026-11-22T06:00:00Z-1234abcd';
    snapshot.swaps.succeeded = 1;
    text = await metrics.render();
    expect(text).toContain('snapshot_info{version="2026-11-22T06:00:00Z-1234abcd"} 1');
    expect(text).not.toContain('0000abcd');
    expect(text).toContain('snapshot_swaps_total{result="success"} 1');
  });

  it('reports Redis as up or down from the probe, and down when the probe throws', async () => {
    let up: boolean | undefined = true;
    const metrics = createMetrics({
      defaultMetrics: false,
      redisUp: () => {
        if (up === undefined) throw new Error('no client');
        return up;
      },
    });
    expect(await metrics.render()).toContain('redis_up 1');
    up = false;
    expect(await metrics.render()).toContain('redis_up 0');
    up = undefined;
    expect(await metrics.render()).toContain('redis_up 0');
  });

  it('keeps each registry apart and includes the process metrics by default', async () => {
    const a = createMetrics();
    const b = createMetrics();
    a.authFailures.inc();
    expect(await a.render()).toContain('auth_failures_total 1');
    const text = await b.render();
    expect(text).toContain('auth_failures_total 0');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the longest event-loop stall since the last scrape, sampled at the resolution asked for', async () => {
    const metrics = createMetrics({ eventLoopResolutionMs: 1 });
    await metrics.render(); // a scrape starts the window afresh
    await new Promise((resolve) => setTimeout(resolve, 50));
    const idle = await metrics.render();
    // Sampled every millisecond: the shortest gap between samples is far below prom-client's 10 ms.
    expect(promSample(idle, 'nodejs_eventloop_lag_min_seconds')).toBeLessThan(0.009);
    // The first gap after a scrape is not measured (the histogram's reset forgets the last sample).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stalledUntil = performance.now() + 40;
    while (performance.now() < stalledUntil) {
      // A synchronous stall of 40 ms.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stalled = promSample(await metrics.render(), 'nodejs_eventloop_lag_max_seconds');
    expect(stalled).toBeGreaterThanOrEqual(0.04);
  });
});

/** The value of a metric's one sample in a text exposition. */
function promSample(text: string, name: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  if (line === undefined) throw new Error(`no sample of ${name}`);
  return Number(line.slice(name.length + 1));
}

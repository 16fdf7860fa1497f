/**
 * METRICS_PORT on the server process as operators run it (NODE_ENV=production, a snapshot and a
 * keys file): /metrics on its own listener, not on the public port, and closed with the process.
 */
import { describe, expect, it } from 'vitest';
import { freePort, waitFor } from '../fixtures/servers.js';
import { get, productionServers, refused, SEARCH, SHUTDOWN_TIMEOUT_MS, within } from './production-server.js';

const servers = productionServers('confdir-metrics-port-');

describe('METRICS_PORT', () => {
  it('serves /metrics on its own port, and the public port answers /metrics with a JSON 404', async () => {
    const metricsPort = await freePort();
    const server = await servers.start({ METRICS_PORT: String(metricsPort) });
    await waitFor(async () => !(await refused(metricsPort)), 10_000, 'the metrics port');
    expect((await get(server.port, SEARCH, { 'x-api-key': servers.key })).status).toBe(200);
    expect((await get(server.port, SEARCH, {})).status).toBe(401);

    const scrape = await get(metricsPort, '/metrics', {});
    expect(scrape.status).toBe(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.body).toContain('http_requests_total{route="/api/gpt/conferences",method="GET",status="200"} 1');
    expect(scrape.body).toContain('auth_failures_total 1');
    expect(scrape.body).toContain('snapshot_events 10');
    expect(scrape.body).toMatch(/snapshot_info\{version="[^"]+"\} 1/);
    expect(scrape.body).toContain('process_cpu_user_seconds_total');

    const publicMetrics = await get(server.port, '/metrics', {});
    expect(publicMetrics.status).toBe(404);
    expect(publicMetrics.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(publicMetrics.body)).toMatchObject({ success: false, error: 'Not found' });

    // The metrics listener closes with the process.
    server.child.kill('SIGTERM');
    expect(await within(server.exited, SHUTDOWN_TIMEOUT_MS + 2000, 'the process to exit')).toEqual({
      code: 0,
      signal: null,
    });
    expect(await refused(metricsPort)).toBe(true);
  });
});

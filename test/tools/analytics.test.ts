/**
 * `npm run analytics`: two replicas answer a mix of searches (the HTTP API, MCP tool calls, the
 * connector's search; cached and not), and the searches and those that found nothing, merged from
 * both replicas' GET /analytics, are exactly those sent.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/http/response-cache.js';
import { askAnalytics, mergeReports } from '../../src/ops/analytics-report.js';
import { createMetrics } from '../../src/ops/metrics.js';
import { type AnalyticsReport, SearchAnalytics } from '../../src/ops/search-analytics.js';
import { startTestApi, type TestApi } from '../http/harness.js';

const ROOT = join(import.meta.dirname, '..', '..');
const SEARCH = '/api/gpt/conferences';
const NOTHING = 'zzqxjv';

interface Replica {
  api: TestApi;
  url: string;
}

async function replica(cached: boolean, snapshot?: TestApi['index']): Promise<Replica> {
  const metrics = createMetrics({ defaultMetrics: false });
  const analytics = new SearchAnalytics({ sketches: true, registry: metrics.registry });
  const api = await startTestApi({
    metrics,
    analytics,
    ...(snapshot ? { snapshot: { current: () => snapshot } } : {}),
    ...(cached ? { cache: new ResponseCache({ maxBytes: 2 ** 22 }) } : {}),
  });
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = api.app.server.address() as AddressInfo;
  return { api, url: `http://127.0.0.1:${port}` };
}

/** A tools/call over MCP (the 2025 era's stateless POST, answered by the direct path). */
async function toolCall({ api }: Replica, name: string, args: Record<string, string>): Promise<void> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/mcp',
    headers: {
      'x-api-key': api.key,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().result.isError).toBeUndefined();
}

async function get({ api }: Replica, url: string, status = 200): Promise<void> {
  expect((await api.get(url)).statusCode).toBe(status);
}

const entries = (list: { entries: { item: string; count: number; error: number }[] }) =>
  list.entries.map(({ item, count, error }) => [item, count, error]);

describe('npm run analytics over two replicas', () => {
  let a: Replica;
  let b: Replica;
  beforeAll(async () => {
    a = await replica(true);
    b = await replica(false, a.api.index);
    // Replica a: the same search three times (answered from the cache after the first), in two spellings.
    await get(a, `${SEARCH}?q=robotics`);
    await get(a, `${SEARCH}?q=robotics`);
    await get(a, `${SEARCH}?q=%20Robotics%20&limit=3`);
    await get(a, `${SEARCH}?q=${NOTHING}`);
    await get(a, `${SEARCH}?q=robotics&offset=10`); // a later page: the same search, not counted again
    await get(a, `${SEARCH}?limit=500`, 400); // refused: not a search answered
    await toolCall(a, 'searchConferences', { q: 'robotics' });
    await toolCall(a, 'search', { query: 'robotics conferences in Germany' });
    // Replica b.
    await get(b, `${SEARCH}?q=robotics`);
    expect(
      (await b.api.app.inject({ method: 'HEAD', url: `${SEARCH}?q=robotics`, headers: { 'x-api-key': b.api.key } }))
        .statusCode,
    ).toBe(200); // not a search asked
    await get(b, `${SEARCH}?q=${NOTHING}&country=Germany`);
    await get(b, `${SEARCH}?q=${NOTHING}`);
    await get(b, `${SEARCH}?country=germany&q=${NOTHING}`);
    await toolCall(b, 'searchConferences', { q: NOTHING });
    await toolCall(b, 'search', { query: 'robotics conferences in Germany' });
  });
  afterAll(async () => {
    await a?.api.close();
    await b?.api.close();
  });

  it('finds the merged top searches and the searches that found nothing, per surface, exactly', async () => {
    const reports = await Promise.all([a, b].map((replica) => askAnalytics(replica.url, 5000)));
    const merged = mergeReports(reports as AnalyticsReport[], 10);
    const { surfaces } = merged.windows.hour;
    expect(Object.keys(surfaces)).toEqual(['action', 'connector', 'mcp']);
    expect(surfaces.action!.searches).toBe(8);
    expect(entries(surfaces.action!.top)).toEqual([
      ['q=robotics', 4, 0],
      [`q=${NOTHING}`, 2, 0],
      [`q=${NOTHING}&country=germany`, 2, 0],
    ]);
    expect(surfaces.action!.found_nothing).toBe(4);
    expect(entries(surfaces.action!.top_found_nothing)).toEqual([
      [`q=${NOTHING}`, 2, 0],
      [`q=${NOTHING}&country=germany`, 2, 0],
    ]);
    expect(entries(surfaces.mcp!.top)).toEqual([
      ['q=robotics', 1, 0],
      [`q=${NOTHING}`, 1, 0],
    ]);
    expect(entries(surfaces.mcp!.top_found_nothing)).toEqual([[`q=${NOTHING}`, 1, 0]]);
    // The connector's question, as read: its filters, never its words as sent.
    expect(surfaces.connector!.searches).toBe(2);
    expect(surfaces.connector!.top.entries).toHaveLength(1);
    expect(surfaces.connector!.top.entries[0]!.count).toBe(2);
    expect(surfaces.connector!.top.entries[0]!.item).toMatch(/country=germany/);
    expect(merged.windows.day.surfaces).toEqual(surfaces);
  });

  it('shows the share of searches that found nothing per operation in /metrics', async () => {
    const text = (await b.api.get('/metrics', {})).body;
    expect(text).toContain('searches_total{operation="searchConferences",surface="action"} 4');
    expect(text).toContain('searches_found_nothing_total{operation="searchConferences",surface="action"} 3');
    expect(text).toContain('search_zero_result_share{operation="searchConferences"} 0.8');
  });

  it('is the tool: --from each replica, the merged lists as text', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/analytics.ts', '--from', a.url, '--from', `${b.url}/analytics`, '--top', '2'],
      { cwd: ROOT },
    );
    expect(stdout).toContain('Last hour (since ');
    expect(stdout).toContain(
      '2 replicas):\n  action: 8 searches, 4 found nothing\n    most frequent:\n      4  q=robotics\n',
    );
    expect(stdout).toContain(
      `    most frequent that found nothing:\n      2  q=${NOTHING}\n      2  q=${NOTHING}&country=germany\n`,
    );
  });
});

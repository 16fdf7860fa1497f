/** One redacted log line per request, never the key. */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SEARCH, useOpsHarness } from './ops-harness.js';

const ops = useOpsHarness();

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
    const harness = await ops.open({
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
        options: { url: `${SEARCH}?limit=1`, headers: { 'x-api-key': ops.pro.key } },
        status: 200,
        route: SEARCH,
        key: ops.pro.id,
      },
      {
        options: { url: `${SEARCH}?limit=1`, headers: { 'x-api-key': ops.pro.key } },
        status: 200,
        route: SEARCH,
        key: ops.pro.id,
      },
      {
        options: { url: '/api/gpt/conferences/999999', headers: { 'x-api-key': ops.pro.key } },
        status: 404,
        route: '/api/gpt/conferences/:id',
        key: ops.pro.id,
      },
      {
        options: { url: `${SEARCH}?limit=x`, headers: { 'x-api-key': ops.pro.key } },
        status: 400,
        route: SEARCH,
        key: ops.pro.id,
      },
      { options: { url: SEARCH, headers: { 'x-api-key': wrongKey } }, status: 401, route: SEARCH, key: null },
      { options: { url: SEARCH }, status: 401, route: SEARCH, key: null },
      {
        options: { url: SEARCH, headers: { 'x-api-key': ops.free.key } },
        status: 200,
        route: SEARCH,
        key: ops.free.id,
      },
      {
        options: { url: SEARCH, headers: { 'x-api-key': ops.free.key } },
        status: 429,
        route: SEARCH,
        key: ops.free.id,
      },
      {
        options: { url: '/nowhere', headers: { 'x-api-key': ops.pro.key } },
        status: 404,
        route: 'unmatched',
        key: null,
      },
      {
        options: { url: `${SEARCH}?q=${'a'.repeat(400)}`, headers: { 'x-api-key': ops.pro.key } },
        status: 414,
        route: SEARCH,
        key: null,
      },
      {
        options: { url: '/healthz', headers: { 'x-api-key': ops.pro.key } },
        status: 200,
        route: '/healthz',
        key: null,
      },
      {
        options: { method: 'POST', url: SEARCH, headers: { 'x-api-key': ops.pro.key } },
        status: 405,
        route: SEARCH,
        key: null,
      },
    ];
    for (const { options, status } of requests) {
      expect((await app.inject({ method: 'GET', ...options })).statusCode, String(options.url)).toBe(status);
    }
    broken = true;
    const failed = await app.inject({ method: 'GET', url: '/api/gpt/stats', headers: { 'x-api-key': ops.pro.key } });
    expect(failed.statusCode).toBe(500);
    requests.push({ options: { url: '/api/gpt/stats' }, status: 500, route: '/api/gpt/stats', key: ops.pro.id });

    const text = lines.join('');
    expect(text).not.toContain(ops.pro.key);
    expect(text).not.toContain(ops.free.key);
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
    const { get, lines } = await ops.open();
    expect((await get('/api/gpt/conferences/%E0%A4%A')).statusCode).toBe(400);
    expect((await get(`/api/gpt/conferences/${'1'.repeat(1001)}`)).statusCode).toBe(414);
    expect(lines.filter((line) => line.includes('"request completed"'))).toHaveLength(2);
  });

  it('logs the key id on the line of an authenticated request', async () => {
    const { get, lines } = await ops.open();
    await get(`${SEARCH}?limit=1`);
    const line = lines.find((l) => l.includes('"request completed"'));
    expect(line).toBeDefined();
    expect(line).toContain(`"key":"${ops.pro.id}"`);
    expect(line).not.toContain(ops.pro.key);
  });
});

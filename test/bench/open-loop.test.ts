import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFractions } from '../../bench/open-loop/fractions.js';
import { runOpenLoop } from '../../bench/open-loop/loader.js';
import type { OpenLoopResult, OpenLoopRow } from '../../bench/open-loop/phase.js';
import { openLoopTargets } from '../../bench/open-loop/report.js';
import { constantRate, dueBefore, plannedAt, summarizeOpenLoop } from '../../bench/open-loop/schedule.js';

describe('the open-loop schedule', () => {
  it('plans rate × seconds requests at an even interval', () => {
    const schedule = constantRate(400, 2.5);
    expect(schedule.count).toBe(1000);
    expect(schedule.intervalMs).toBe(2.5);
    expect(plannedAt(schedule, 0)).toBe(0);
    expect(plannedAt(schedule, 999)).toBeCloseTo(2497.5, 9);
    expect(() => constantRate(0, 1)).toThrow();
  });

  it('sends every request planned at or before now, once, and none past the last', () => {
    const schedule = constantRate(1000, 0.01); // 10 requests, one per ms
    expect(dueBefore(schedule, 0, -1)).toBe(0);
    expect(dueBefore(schedule, 0, 0)).toBe(1);
    expect(dueBefore(schedule, 1, 0.99)).toBe(1);
    expect(dueBefore(schedule, 1, 3)).toBe(4);
    expect(dueBefore(schedule, 4, 2)).toBe(4);
    expect(dueBefore(schedule, 4, 1e6)).toBe(10);
    const rate = constantRate(3000, 1); // an interval that is not a whole number of ms
    expect(dueBefore(rate, 0, plannedAt(rate, 2)) - 0).toBe(3);
  });

  it('counts a request late only past the threshold, apart from a wait for a connection, and takes quantiles over the answered ones', () => {
    const latencies = Float64Array.from({ length: 1000 }, (_, i) => i + 1);
    latencies[5] = Number.NaN;
    // The loader hands the last ten out 2 to 11 ms late; requests 100 to 104 then wait 3 ms for a connection.
    const dispatchDelays = Float64Array.from({ length: 1000 }, (_, i) => (i < 990 ? 0.5 : 2 + i - 990));
    dispatchDelays[0] = 2; // at the threshold: not late
    const sendDelays = dispatchDelays.map((delay, i) => (i >= 100 && i < 105 ? delay + 3 : delay + 0.1));
    sendDelays[6] = Number.NaN; // never had a connection
    const summary = summarizeOpenLoop({ latencies, dispatchDelays, sendDelays, non2xx: 2, errors: 1 }, 2);
    expect(summary.planned).toBe(1000);
    expect(summary.completed).toBe(999);
    expect(summary.late).toBe(9);
    expect(summary.waitedForConnection).toBe(5);
    expect(summary.maxSendDelay).toBeCloseTo(11.1, 9);
    // 999 answered, 1 to 1000 without 6; nearest rank: the 500th, 990th and 999th.
    expect(summary.p50).toBe(501);
    expect(summary.p99).toBe(991);
    expect(summary.p999).toBe(1000);
    expect(summary.max).toBe(1000);
    expect([summary.non2xx, summary.errors]).toEqual([2, 1]);
  });

  it('reads the rates as percentages of the capacity', () => {
    expect(parseFractions('25,50, 75')).toEqual([0.25, 0.5, 0.75]);
    expect(() => parseFractions('25,x')).toThrow('--fractions');
    expect(() => parseFractions('0')).toThrow('--fractions');
  });
});

describe('the open-loop targets', () => {
  const row = (target: 'random mix' | 'bare', fraction: number, p99: number) =>
    ({ target, fraction, p99, rate: 1000 * fraction }) as OpenLoopRow;
  const result = (rows: OpenLoopRow[]) => ({ rows }) as OpenLoopResult;

  it('judge the p99 at 50% (at most 2x bare and 10 ms) and at 75% of capacity (at most 3x bare)', () => {
    const rows = [row('random mix', 0.5, 4), row('bare', 0.5, 2.5), row('random mix', 0.75, 9), row('bare', 0.75, 2.5)];
    const targets = openLoopTargets(result(rows), true);
    expect(targets.map((target) => [target.name.match(/at (\d+)% of capacity/)?.[1], target.met])).toEqual([
      ['50', true],
      ['75', false],
    ]);
    const tooSlow = [row('random mix', 0.5, 11), row('bare', 0.5, 6)];
    expect(openLoopTargets(result(tooSlow), true).map((target) => target.met)).toEqual([false]);
  });

  it('are judged at the full size only, and absent for a fraction not run', () => {
    const rows = [row('random mix', 0.25, 3), row('bare', 0.25, 2), row('random mix', 0.75, 3), row('bare', 0.75, 2)];
    const targets = openLoopTargets(result(rows), false);
    expect(targets).toHaveLength(1);
    expect(targets[0]!.met).toBeNull();
    expect(targets[0]!.note).toContain('1,000,000');
  });
});

describe('the open-loop loader on loopback', () => {
  let server: Server;
  let port: number;
  let stallUntil = 0;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.url!);
      const wait = Math.max(0, stallUntil - performance.now());
      setTimeout(() => response.end('ok'), wait);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const run = (connections: number) =>
    runOpenLoop({
      port,
      paths: ['/a', '/b', '/c'],
      firstPath: 1,
      headers: {},
      rate: 200,
      seconds: 1,
      connections,
      timeoutMs: 5000,
    });

  it('sends the planned requests in turn from the first path, on time against a fast server', async () => {
    seen.length = 0;
    const record = await run(8);
    expect(record.latencies).toHaveLength(200);
    // Sent in turn from /b; over several connections they may arrive in another order, so count them.
    const count = (path: string) => seen.filter((seenPath) => seenPath === path).length;
    expect([count('/b'), count('/c'), count('/a')]).toEqual([67, 67, 66]);
    const summary = summarizeOpenLoop(record, 50);
    expect(summary.completed).toBe(200);
    expect(summary.errors + summary.non2xx).toBe(0);
    expect(summary.p50).toBeLessThan(250);
    expect(record.dispatchDelays.every((delay) => delay >= 0 && delay < 1000)).toBe(true);
  });

  it('takes latency from the planned start: a stall shows in the requests queued behind it, which wait for the connection', async () => {
    stallUntil = performance.now() + 300;
    const record = await run(1);
    const summary = summarizeOpenLoop(record, 50);
    expect(summary.completed).toBe(200);
    // With one connection, the first request holds it for 300 ms: the 60 planned meanwhile wait
    // for it after they are handed out (a loader that held hand-outs back for the connection would
    // count none). How late the hand-outs themselves are is the machine's: the whole suite on two
    // cores made 109 of 200 more than 50 ms late, so no bound is set on them here.
    expect(summary.waitedForConnection).toBeGreaterThanOrEqual(40);
    expect(record.latencies[0]).toBeGreaterThanOrEqual(290);
    expect(record.latencies[20]).toBeGreaterThanOrEqual(150);
    expect(summary.max).toBeGreaterThanOrEqual(290);
  });
});

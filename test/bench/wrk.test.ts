import { chmodSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWrk, parseWrkResult, runWrk, WRK_MISSING, wrkScript } from '../../bench/common/wrk.js';
import { findBinary } from '../fixtures/servers.js';
import { tempDir } from '../fixtures/source.js';

const wrkBinary = findBinary('wrk');

/** What wrk 4.1 prints, with the summary line of wrkScript's done(). */
const OUTPUT = `Running 3s test @ http://127.0.0.1:40000/
  1 threads and 16 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     5.31ms    8.12ms  95.87ms   92.31%
    Req/Sec     3.21k   310.52     3.60k    70.00%
  9600 requests in 3.00s, 80.21MB read
  Non-2xx or 3xx responses: 3
Requests/sec:   3199.53
Transfer/sec:     26.73MB
WRK_RESULT {"requests":9600,"durationUs":3000440,"bytes":84106240,"connect":0,"read":1,"write":2,"status":3,"timeout":4,"p50":3850,"p90":9100,"p99":47900,"p999":80120,"max":95870,"mean":5310.4}
`;

describe('wrk output', () => {
  it('reads the summary line: rate over the duration, latencies in ms, errors by kind', () => {
    const result = parseWrkResult(OUTPUT);
    expect(result.requests).toBe(9600);
    expect(result.seconds).toBeCloseTo(3.00044, 6);
    expect(result.rps).toBeCloseTo(9600 / 3.00044, 6);
    expect(result.bytes).toBe(84_106_240);
    expect([result.p50, result.p90, result.p99, result.p999, result.max]).toEqual([3.85, 9.1, 47.9, 80.12, 95.87]);
    expect(result.mean).toBeCloseTo(5.3104, 6);
    expect(result.non2xx).toBe(3);
    expect(result.errors).toBe(3);
    expect(result.timeouts).toBe(4);
  });

  it('refuses output without the summary line (a script that did not run)', () => {
    expect(() => parseWrkResult(OUTPUT.replace(/WRK_RESULT.*\n/, ''))).toThrow('wrk printed no summary');
  });

  it('walks a list only when there is one: a single path stays wrk’s static request', () => {
    expect(wrkScript(true)).toContain('function request()');
    expect(wrkScript(true)).toContain('io.lines(args[1])');
    expect(wrkScript(false)).not.toContain('function request()');
    for (const walk of [true, false]) expect(wrkScript(walk)).toContain('function done(summary, latency, requests)');
  });
});

describe('finding wrk', () => {
  const { dir, cleanup } = tempDir();
  afterAll(cleanup);

  it('looks on the given PATH for an executable file, and finds none on an empty one', () => {
    const fake = join(dir, 'wrk');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o644);
    expect(findWrk(`/nonexistent:${dir}`)).toBeNull();
    chmodSync(fake, 0o755);
    expect(findWrk(`/nonexistent:${dir}`)).toBe(fake);
    expect(findWrk('')).toBeNull();
    expect(WRK_MISSING).toContain('apt-get install wrk');
  });
});

describe.skipIf(!wrkBinary)('a wrk run against a loopback server', () => {
  const asked = new Map<string, number>();
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.set(request.url!, (asked.get(request.url!) ?? 0) + 1);
      response.writeHead(request.headers['x-api-key'] === 'k' ? 200 : 401).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('walks the list in turn with the header, one stream per thread, and reports what the server answered', async () => {
    const paths = ['/a?x=1', '/b', '/c?y=2&z=3'];
    const result = await runWrk({ port, paths, headers: { 'x-api-key': 'k' }, seconds: 1, connections: 4, threads: 2 });
    const counts = paths.map((path) => asked.get(path) ?? 0);
    expect([...asked.keys()].sort()).toEqual([...paths].sort());
    // Each thread hands the paths out in turn; requests still in flight at the end are not counted by wrk.
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(2 * 4);
    const served = counts.reduce((sum, count) => sum + count, 0);
    expect(result.requests).toBeGreaterThan(100);
    expect(served - result.requests).toBeGreaterThanOrEqual(0);
    expect(served - result.requests).toBeLessThanOrEqual(4);
    expect(result.non2xx).toBe(0);
    expect(result.seconds).toBeGreaterThan(0.9);
  });

  it('counts answers above 399 as non-2xx', async () => {
    const result = await runWrk({
      port,
      paths: ['/a'],
      headers: { 'x-api-key': 'wrong' },
      seconds: 1,
      connections: 2,
      threads: 1,
    });
    expect(result.requests).toBeGreaterThan(0);
    expect(result.non2xx).toBe(result.requests);
  });
});

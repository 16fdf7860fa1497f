/**
 * Pairs of apps over loopback, one with the paths below the framework (src/http/read-path,
 * src/http/mcp/post-path.ts) and one without, asked the same requests in the same order: each
 * answer the same (status, bytes, headers in order; Date aside), the same log lines and metrics.
 */
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { join } from 'node:path';
import { createKey, KeyRing } from '../../../src/auth/index.js';
import { buildApp, type SnapshotSource } from '../../../src/http/app.js';
import { ResponseCache } from '../../../src/http/response-cache.js';
import type { Lifecycle } from '../../../src/ops/lifecycle.js';
import { createMetrics, type Metrics } from '../../../src/ops/metrics.js';
import { SearchAnalytics } from '../../../src/ops/search-analytics.js';
import { openSnapshot, type SnapshotIndex } from '../../../src/search/index.js';
import { buildDemoSnapshot } from '../../fixtures/demo-snapshot.js';
import { NOW, testConfig } from '../harness.js';

export interface Answer {
  status: number;
  /** Raw header names and values in the order written, Date left out. */
  headers: string[];
  body: Buffer;
}

export interface Side {
  app: FastifyInstance;
  port: number;
  agent: Agent;
  lines: string[];
  metrics: Metrics;
  lifecycle: Lifecycle;
  /** Requests Fastify answered (its onResponse hooks ran). */
  fastify: number;
}

/** Request headers; a list is sent as that many header lines. */
export type Headers = Record<string, string | string[]>;

function ask(side: Side, url: string, headers: Headers, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port: side.port, path: url, method, headers, agent: side.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (res.rawHeaders[i]!.toLowerCase() !== 'date') headers.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
          }
          resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The lines of requests by their id, each without its time and duration (a 500's error without its stack). */
export function linesByRequest(lines: readonly string[]): Map<string, unknown[]> {
  const byId = new Map<string, unknown[]>();
  for (const line of lines) {
    const { time: _time, ms: _ms, ...fields } = JSON.parse(line) as Record<string, unknown>;
    // The app's own lines (listening, on its port) name no request.
    if (fields.reqId === undefined) continue;
    if (typeof fields.err === 'object' && fields.err !== null) {
      const { stack: _stack, ...err } = fields.err as Record<string, unknown>;
      fields.err = err;
    }
    const id = String(fields.reqId);
    byId.set(id, [...(byId.get(id) ?? []), fields]);
  }
  return byId;
}

/** The metrics without the durations (the histogram's buckets and sums; its counts stay). */
export async function metricsWithoutDurations(metrics: Metrics): Promise<string> {
  return (await metrics.render())
    .split('\n')
    .filter((line) => !/^http_request_duration_seconds_(bucket|sum)/.test(line))
    .join('\n');
}

export interface SideOptions {
  snapshot: SnapshotSource;
  ring: KeyRing;
  /** Whether the paths below the framework answer. */
  below: boolean;
  /** The free plan's requests a minute. */
  freePerMinute: number;
  env?: Record<string, string>;
}

async function startSide({ snapshot, ring, below, freePerMinute, env = {} }: SideOptions): Promise<Side> {
  const metrics = createMetrics({ defaultMetrics: false });
  const lines: string[] = [];
  const lifecycle: Lifecycle = { ready: true };
  const config = testConfig({
    LOG_LEVEL: 'info',
    PLAN_FREE_PER_MINUTE: String(freePerMinute),
    FEED_SECRET: 'a shared secret of at least thirty-two characters',
    BENCH_CEILING_BYTES: '3000',
    BENCH_CEILING_ENCODED_BYTES: '600',
    ...env,
  });
  const app = buildApp({
    snapshot,
    keys: { ring: () => ring },
    config,
    now: () => NOW,
    metrics,
    analytics: new SearchAnalytics({ sketches: true, registry: metrics.registry }),
    cache: new ResponseCache({ maxBytes: 4 * 2 ** 20 }),
    lifecycle,
    logStream: { write: (line: string) => void lines.push(line) },
    readPath: below,
  });
  const side = { app, lines, metrics, lifecycle, fastify: 0 } as Side;
  // onResponse: an onRequest hook added now would run after the key check, not on its 401s.
  app.addHook('onResponse', (_request, _reply, done) => {
    side.fastify++;
    done();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  side.port = (app.server.address() as AddressInfo).port;
  side.agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return side;
}

export async function stopSide(side: Side): Promise<void> {
  side.agent.destroy();
  await side.app.close();
}

/** A request of a pair. */
export interface Asked {
  url: string;
  headers: Headers;
  method?: string;
  body?: string;
}

/**
 * Asks both apps of `pair` and holds their answers equal; the app with the paths below the
 * framework must have taken the request (its hooks did not run) when `taken`, left it to Fastify
 * when false, and either with `'either'`. Resolves the answer.
 */
export async function sameOn(
  pair: readonly [Side, Side],
  { url, headers, method = 'GET', body }: Asked,
  taken: boolean | 'either',
) {
  const [fastify, below] = pair;
  const before = [fastify.fastify, below.fastify];
  const expected = await ask(fastify, url, headers, method, body);
  const answer = await ask(below, url, headers, method, body);
  // onResponse runs on the answer's finish, which the client may see the end of first.
  await new Promise((resolve) => setImmediate(resolve));
  const what = `${method} ${url}${body === undefined ? '' : ` ${body.slice(0, 200)}`}`;
  expect({ status: answer.status, headers: answer.headers }, what).toEqual({
    status: expected.status,
    headers: expected.headers,
  });
  expect(answer.body.equals(expected.body), `${what}: the body`).toBe(true);
  expect(fastify.fastify - before[0]!, `${what}: answered by Fastify without the paths below it`).toBe(1);
  if (taken !== 'either') {
    expect(below.fastify - before[1]!, `${what}: answered by Fastify with the paths below it`).toBe(taken ? 0 : 1);
  }
  return answer;
}

/** Both apps of `pair` wrote the same log lines and metrics; resolves the lines by request. */
export async function sameLinesAndMetrics(pair: readonly [Side, Side]): Promise<Map<string, unknown[]>> {
  const [fastify, below] = pair;
  const lines = linesByRequest(below.lines);
  expect(lines).toEqual(linesByRequest(fastify.lines));
  expect(await metricsWithoutDurations(below.metrics)).toBe(await metricsWithoutDurations(fastify.metrics));
  return lines;
}

/**
 * What both tests of pairs start from: a demo snapshot of `events` in `dir`, opened, a keys file with
 * a pro and a free key, and a maker of sides over `snapshot` (which reads the opened index).
 */
export async function pairFixture(dir: string, events: number, snapshot: SnapshotSource, freePerMinute: number) {
  const built = await buildDemoSnapshot(dir, events);
  const index: SnapshotIndex = openSnapshot(built.snapshot);
  const keysFile = join(dir, 'keys.json');
  const pro = createKey(keysFile, { label: 'pro', plan: 'pro' }).key;
  const free = createKey(keysFile, { label: 'free', plan: 'free' }).key;
  const ring = KeyRing.fromFile(keysFile);
  const side = (below: boolean, env?: Record<string, string>) =>
    startSide({ snapshot, ring, below, freePerMinute, ...(env ? { env } : {}) });
  return { index, pro, free, side };
}

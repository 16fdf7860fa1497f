/**
 * The app as the server builds it, over a small snapshot held by a real SnapshotHolder, with
 * metrics, an optional response cache, a lifecycle and captured log lines: for the tests of
 * operating the API (health, version header, metrics, cache, request log, hardening).
 * useOpsHarness registers its own hooks; call it once at the top of a test file.
 */
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createKey, KeyRing, watchKeysFile, type KeysFileWatcher } from '../../src/auth/index.js';
import type { Config } from '../../src/config.js';
import { buildApp, type SnapshotSource } from '../../src/http/app.js';
import { ResponseCache } from '../../src/http/response-cache.js';
import type { Lifecycle } from '../../src/ops/lifecycle.js';
import type { RedisLink } from '../../src/limits/index.js';
import { createMetrics, type Metrics } from '../../src/ops/metrics.js';
import { SnapshotHolder } from '../../src/ops/snapshot-holder.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from '../ops/snapshot-fixture.js';
import { NOW, testConfig } from './harness.js';

export const SEARCH = '/api/gpt/conferences';
export const BUILT_AT = '2026-11-21T06:01:01Z';
export const EVENTS = 12;

interface Harness {
  app: FastifyInstance;
  holder: SnapshotHolder;
  metrics: Metrics;
  cache: ResponseCache | undefined;
  lifecycle: Lifecycle;
  config: Config;
  lines: string[];
  /** The keys file watcher, with watchKeys. */
  keys: KeysFileWatcher | undefined;
  /** GET with the pro key unless other headers are given. */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  metricsText(): Promise<string>;
}

interface HarnessOptions {
  env?: Record<string, string>;
  cache?: boolean;
  /** False: /metrics is on its own port (METRICS_PORT set), not on this app. Default true. */
  serveMetrics?: boolean;
  redis?: RedisLink;
  /** Wraps the holder (e.g. to make current() throw). */
  snapshot?: (holder: SnapshotHolder) => SnapshotSource;
  /** Keys from a watcher of the keys file (reload() re-reads it) instead of a fixed ring. */
  watchKeys?: boolean;
}

export interface OpsHarness {
  /** The temporary folder of the snapshot files and the keys file. */
  dir: string;
  keysFile: string;
  files: ReturnType<typeof snapshotFiles>;
  /** Keys of the pro and the free plan, and a second snapshot (other build time, other rows) to swap in. */
  readonly pro: { id: string; key: string };
  readonly free: { id: string; key: string };
  readonly otherSnapshot: string;
  open(options?: HarnessOptions): Promise<Harness>;
}

export function useOpsHarness(): OpsHarness {
  const { dir, cleanup } = tempDir('confdir-operations-');
  const files = snapshotFiles(dir);
  const keysFile = join(dir, 'keys.json');
  let ring: KeyRing;
  let pro: { id: string; key: string } | undefined;
  let free: { id: string; key: string } | undefined;
  let otherSnapshot: string | undefined;

  beforeAll(() => {
    files.replace(files.build(EVENTS, BUILT_AT));
    otherSnapshot = files.build(EVENTS + 3, '2026-11-22T06:01:01Z');
    pro = createKey(keysFile, { label: 'ops pro', plan: 'pro' });
    free = createKey(keysFile, { label: 'ops free', plan: 'free' });
    ring = KeyRing.fromFile(keysFile);
  });
  afterAll(() => cleanup());

  const opened: Harness[] = [];

  async function open(options: HarnessOptions = {}): Promise<Harness> {
    const holder = await SnapshotHolder.open(files.target);
    const keys = options.watchKeys ? watchKeysFile(keysFile, { pollMs: 60_000 }) : undefined;
    const metrics = createMetrics({
      snapshot: holder,
      defaultMetrics: false,
      ...(keys ? { keysFileRefused: () => keys.refused() !== undefined } : {}),
    });
    const cache = options.cache === false ? undefined : new ResponseCache({ maxBytes: 4 * 2 ** 20 });
    const lifecycle: Lifecycle = { ready: true };
    const config = testConfig({
      LOG_LEVEL: 'info',
      ...(options.serveMetrics === false ? { METRICS_PORT: '9464' } : {}),
      ...options.env,
    });
    const lines: string[] = [];
    const app = buildApp({
      snapshot: options.snapshot ? options.snapshot(holder) : holder,
      keys: keys ?? { ring: () => ring },
      config,
      now: () => NOW,
      metrics,
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
      keys,
      get: (url, headers = { 'x-api-key': pro!.key }) => app.inject({ method: 'GET', url, headers }),
      metricsText: () => metrics.render(),
    };
    opened.push(harness);
    return harness;
  }

  afterEach(async () => {
    for (const harness of opened.splice(0)) {
      await harness.app.close();
      harness.holder.close();
      harness.keys?.close();
    }
  });

  return {
    dir,
    keysFile,
    files,
    get pro() {
      return pro!;
    },
    get free() {
      return free!;
    },
    get otherSnapshot() {
      return otherSnapshot!;
    },
    open,
  };
}

/** The value of one sample line of the text format (0 when the series is absent). */
export function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

export const searchSeries = (status: number) =>
  `http_requests_total{route="${SEARCH}",method="GET",status="${status}"}`;

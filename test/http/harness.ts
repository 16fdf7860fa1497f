/**
 * A test API over a small pinned demo snapshot: the app as the server builds it, a created key,
 * a fixed clock (2026-11-21, the data's anchor), and the source rows for plain-scan expectations.
 */
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { KeyRing, createKey } from '../../src/auth/index.js';
import { loadConfig, type Config } from '../../src/config.js';
import { buildApp, type BuildAppOptions } from '../../src/http/app.js';
import type { ValidRow } from '../../src/source/validate.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import type { Store } from '../../src/store/index.js';
import { buildDemoSnapshot, readValidRows } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';

export const NOW = new Date('2026-11-21T12:00:00Z');
const EVENTS = 2000;

export interface TestApi {
  app: FastifyInstance;
  /** The serving snapshot's index, and its store. */
  index: SnapshotIndex;
  store: Store;
  rows: ValidRow[];
  /** The source file the snapshot was built from. */
  sourceFile: string;
  key: string;
  ring: KeyRing;
  config: Config;
  /** GET with the test key (or the given headers). */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  // Contract tests send hundreds of requests with one key: limits high enough never to answer 429
  // there; test/limits checks the real plans.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'https://conferences.example.org',
    PLAN_PRO_PER_MINUTE: '1000000',
    PLAN_PRO_PER_DAY: '100000000',
    KEY_GUESS_LIMIT: '1000000',
    ...env,
  });
}

export async function startTestApi(
  options: Partial<
    Pick<BuildAppOptions, 'snapshot' | 'logStream' | 'config' | 'metrics' | 'analytics' | 'cache' | 'tracing'>
  > = {},
): Promise<TestApi> {
  const { dir, cleanup } = tempDir('confdir-http-');
  const { source, snapshot } = await buildDemoSnapshot(dir, EVENTS);
  const index = openSnapshot(snapshot);
  const keysFile = join(dir, 'keys.json');
  const { key } = createKey(keysFile, { label: 'test', plan: 'pro' });
  const ring = KeyRing.fromFile(keysFile);
  const config = options.config ?? testConfig();
  const app = buildApp({
    snapshot: options.snapshot ?? { current: () => index },
    keys: { ring: () => ring },
    config,
    now: () => NOW,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.analytics ? { analytics: options.analytics } : {}),
    ...(options.cache ? { cache: options.cache } : {}),
    ...(options.tracing ? { tracing: options.tracing } : {}),
  });
  await app.ready();
  return {
    app,
    index,
    store: index.store,
    rows: readValidRows(source),
    sourceFile: source,
    key,
    ring,
    config,
    get: (url, headers = { 'x-api-key': key }) => app.inject({ method: 'GET', url, headers }),
    close: async () => {
      await app.close();
      cleanup();
    },
  };
}

/** The JSON body of a response. */
export function json<T = Record<string, any>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

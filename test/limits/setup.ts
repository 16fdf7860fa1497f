import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createKey, KeyRing } from '../../src/auth/index.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import type { RedisLink } from '../../src/limits/index.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';

export interface LimitsFixture {
  dir: string;
  index: SnapshotIndex;
  keysFile: string;
  free: string;
  pro: string;
  /** The ids of the free and the pro key. */
  freeId: string;
  proId: string;
  cleanup(): void;
}

/** A tiny snapshot and a keys file with one free and one pro key. */
export function limitsFixture(): LimitsFixture {
  const { dir, cleanup } = tempDir('confdir-limits-');
  const source = join(dir, 'source.sqlite');
  writeSourceFile(
    source,
    Array.from({ length: 20 }, () => sourceRow()),
  );
  const snapshot = join(dir, 'events.snapshot');
  buildSnapshot({ input: source, output: snapshot });
  const keysFile = join(dir, 'keys.json');
  const free = createKey(keysFile, { label: 'free', plan: 'free' });
  const pro = createKey(keysFile, { label: 'pro', plan: 'pro' });
  return {
    dir,
    index: openSnapshot(snapshot),
    keysFile,
    free: free.key,
    pro: pro.key,
    freeId: free.id,
    proId: pro.id,
    cleanup,
  };
}

export async function limitsApp(
  fixture: LimitsFixture,
  env: Record<string, string> = {},
  redis?: RedisLink,
  logStream?: { write(line: string): void },
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SNAPSHOT_PATH: join(fixture.dir, 'events.snapshot'),
    ...env,
  });
  const ring = KeyRing.fromFile(fixture.keysFile);
  const app = buildApp({
    snapshot: { current: () => fixture.index },
    keys: { ring: () => ring },
    config,
    ...(redis ? { redis } : {}),
    ...(logStream ? { logStream } : {}),
  });
  await app.ready();
  return app;
}

export const SEARCH = '/api/gpt/conferences?limit=1';

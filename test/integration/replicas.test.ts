/**
 * Two server processes behind nginx, sharing one Redis: a key's limits hold across replicas,
 * a revoked key fails on both, and a Redis outage neither fails requests nor lasts beyond it.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, revokeKey } from '../../src/auth/index.js';
import { buildSnapshot } from '../../src/builder/index.js';
import {
  findBinary,
  startNginx,
  startRedis,
  startServerProcess,
  waitFor,
  type NginxServer,
  type RedisServer,
  type ServerProcess,
} from '../fixtures/servers.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';

const redisBinary = findBinary('redis-server');
const nginxBinary = findBinary('nginx');
const SEARCH = '/api/gpt/conferences?limit=1';

describe.skipIf(!redisBinary || !nginxBinary)('replicas behind nginx with Redis', () => {
  const { dir, cleanup } = tempDir('confdir-replicas-');
  const keysFile = join(dir, 'keys.json');
  let redis: RedisServer;
  let replicas: ServerProcess[] = [];
  let nginx: NginxServer;

  beforeAll(async () => {
    const source = join(dir, 'source.sqlite');
    writeSourceFile(
      source,
      Array.from({ length: 30 }, () => sourceRow()),
    );
    const snapshot = join(dir, 'events.snapshot');
    buildSnapshot({ input: source, output: snapshot });
    createKey(keysFile, { label: 'seed', plan: 'pro' });
    redis = await startRedis(redisBinary!);
    const env = {
      NODE_ENV: 'production',
      SNAPSHOT_PATH: snapshot,
      KEYS_FILE: keysFile,
      REDIS_URL: redis.url,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
      KEYS_RELOAD_MS: '500',
    };
    replicas = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    nginx = await startNginx(
      nginxBinary!,
      dir,
      replicas.map((r) => r.port),
    );
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(replicas.map((r) => r.stop()));
    await redis?.stop();
    cleanup();
  });

  const get = (port: number, key: string) =>
    fetch(`http://127.0.0.1:${port}${SEARCH}`, { headers: { 'x-api-key': key } });
  const served = (replica: ServerProcess) =>
    replica.output.filter((line) => line.includes('"request completed"')).length;

  it('answers the 61st request of a free key within a minute with 429 across both replicas, and still serves a pro key', async () => {
    const free = createKey(keysFile, { label: 'free', plan: 'free' }).key;
    const pro = createKey(keysFile, { label: 'pro', plan: 'pro' }).key;
    // The pro key was written after the free one: once both replicas know it, they know both.
    await waitFor(
      async () =>
        (await get(replicas[0]!.port, pro)).status === 200 && (await get(replicas[1]!.port, pro)).status === 200,
      10_000,
      'the new keys on both replicas',
    );
    const before = replicas.map(served);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await get(nginx.port, free)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await get(nginx.port, free);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, error: 'Rate limit exceeded' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Both replicas took part in the 60 requests through nginx.
    const delta = replicas.map((r, i) => served(r) - before[i]!);
    expect(delta[0]).toBeGreaterThan(10);
    expect(delta[1]).toBeGreaterThan(10);
    expect((await get(nginx.port, pro)).status).toBe(200);
  });

  it('refuses a revoked key on both replicas within 5 s', async () => {
    const { id, key } = createKey(keysFile, { label: 'to revoke', plan: 'pro' });
    await waitFor(
      async () =>
        (await get(replicas[0]!.port, key)).status === 200 && (await get(replicas[1]!.port, key)).status === 200,
      10_000,
      'the key on both replicas',
    );
    revokeKey(keysFile, id);
    const revokedAt = Date.now();
    await waitFor(
      async () =>
        (await get(replicas[0]!.port, key)).status === 401 && (await get(replicas[1]!.port, key)).status === 401,
      5000,
      'the revocation on both replicas',
    );
    expect(Date.now() - revokedAt).toBeLessThan(5000);
  });

  it('keeps serving while Redis is down, and applies limits again once it is back', async () => {
    const free = createKey(keysFile, { label: 'outage', plan: 'free' }).key;
    await waitFor(
      async () =>
        (await get(replicas[0]!.port, free)).status === 200 && (await get(replicas[1]!.port, free)).status === 200,
      10_000,
      'the key on both replicas',
    );
    await redis.kill();
    for (let i = 0; i < 70; i++) expect((await get(nginx.port, free)).status).toBe(200);
    await redis.start();
    await waitFor(
      async () => {
        const health = await Promise.all(
          replicas.map(
            async (r) => (await (await fetch(`http://127.0.0.1:${r.port}/healthz`)).json()) as { redis?: string },
          ),
        );
        return health.every((h) => h.redis === 'up');
      },
      15_000,
      'both replicas to reconnect to Redis',
    );
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await get(nginx.port, free)).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(replicas.some((r) => r.output.some((line) => line.includes('Redis unreachable')))).toBe(true);
  });
});

/** Health and readiness routes, and the serving snapshot's version on every answer. */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../src/limits/redis.js';
import { freePort } from '../fixtures/servers.js';
import { json } from './harness.js';
import { BUILT_AT, EVENTS, SEARCH, sample, useOpsHarness } from './ops-harness.js';

const ops = useOpsHarness();

describe('health and readiness', () => {
  it('answers /healthz 200 without a key', async () => {
    const { get } = await ops.open();
    const response = await get('/healthz', {});
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 with the serving snapshot when ready, without a key', async () => {
    const { get, holder } = await ops.open();
    const response = await get('/readyz', {});
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.status).toBe('ready');
    expect(body.snapshot).toMatchObject({
      version: holder.version(),
      built_at: holder.status().builtAt,
      events: EVENTS,
      loaded_at: holder.status().loadedAt,
    });
    expect(body.snapshot.version).toMatch(/^2026-11-21T06:01:01Z-[0-9a-f]{8}$/);
    expect(Number.isNaN(Date.parse(body.snapshot.loaded_at))).toBe(false);
  });

  it('answers /readyz 503 "not ready" while the lifecycle is not ready, and /healthz stays 200', async () => {
    const { get, lifecycle } = await ops.open();
    lifecycle.ready = false;
    const response = await get('/readyz', {});
    expect(response.statusCode).toBe(503);
    expect(json(response)).toMatchObject({ status: 'not ready', code: 'not_ready', snapshot: { events: EVENTS } });
    expect((await get('/healthz', {})).statusCode).toBe(200);
    lifecycle.ready = true;
    expect((await get('/readyz', {})).statusCode).toBe(200);
  });

  it('reports the Redis link state on /healthz and /readyz, and still serves searches while Redis is down', async () => {
    // Nothing listens on this loopback port: the link stays down and the limiter fails open.
    const redis = connectRedis(`redis://127.0.0.1:${await freePort()}`, 100, {
      warn: () => undefined,
      info: () => undefined,
    });
    try {
      const { get } = await ops.open({ redis });
      expect(redis.state()).toBe('down');
      expect(json(await get('/healthz', {}))).toEqual({ status: 'ok', redis: 'down' });
      expect(json(await get('/readyz', {}))).toMatchObject({ status: 'ready', redis: 'down' });
      expect((await get(`${SEARCH}?limit=1`)).statusCode).toBe(200);
    } finally {
      await redis.close();
    }
  });
});

/** Replaces a file by renaming a new one over it, as the tools do. */
function replaceFile(file: string, content: string | Uint8Array): void {
  const temp = join(ops.dir, '.replacement');
  writeFileSync(temp, content);
  renameSync(temp, file);
}

describe('readiness after a refused file', () => {
  it('says "degraded" (200, still serving) while the file at the snapshot path was refused, with a short reason and no path', async () => {
    const { get, holder, metricsText } = await ops.open();
    const good = readFileSync(ops.files.target);
    const corrupt = Buffer.from(good);
    corrupt[corrupt.length - 1]! ^= 0xff;
    replaceFile(ops.files.target, corrupt);
    try {
      expect((await holder.reload('test')).outcome).toBe('failed');
      const response = await get('/readyz', {});
      expect(response.statusCode).toBe(200);
      const body = json(response);
      expect(body.status).toBe('degraded');
      expect(body.snapshot.file_refused).toEqual({ at: expect.any(String), reason: 'checksum mismatch' });
      expect(body.snapshot.last_failure).toEqual(body.snapshot.file_refused);
      expect(body.snapshot.version).toBe(holder.version());
      expect(response.body).not.toContain(ops.dir);
      expect(response.body).not.toMatch(/crc32|header says|\.snapshot/);
      expect(sample(await metricsText(), 'snapshot_file_refused')).toBe(1);
      expect((await get(`${SEARCH}?limit=1`)).statusCode).toBe(200);
    } finally {
      replaceFile(ops.files.target, good);
    }
    expect((await holder.reload('test')).outcome).toBe('unchanged');
    const body = json(await get('/readyz', {}));
    expect(body.status).toBe('ready');
    expect(body.snapshot.file_refused).toBeNull();
    expect(body.snapshot.last_failure).toMatchObject({ reason: 'checksum mismatch' });
    expect(sample(await metricsText(), 'snapshot_file_refused')).toBe(0);
  });

  it('says "degraded" while the file at the keys path was refused, and keeps serving the last good keys', async () => {
    const { get, keys, metricsText } = await ops.open({ watchKeys: true });
    const good = readFileSync(ops.keysFile);
    replaceFile(ops.keysFile, '{ "version": 1, "keys": [');
    try {
      keys!.reload();
      const response = await get('/readyz', {});
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({
        status: 'degraded',
        keys: { file_refused: { at: expect.any(String), reason: 'not valid JSON' } },
        snapshot: { file_refused: null },
      });
      expect(response.body).not.toContain(ops.dir);
      expect(sample(await metricsText(), 'keys_file_refused')).toBe(1);
      expect((await get(`${SEARCH}?limit=1`)).statusCode).toBe(200);
    } finally {
      replaceFile(ops.keysFile, good);
    }
    keys!.reload();
    expect(json(await get('/readyz', {}))).toMatchObject({ status: 'ready', keys: { file_refused: null } });
    expect(sample(await metricsText(), 'keys_file_refused')).toBe(0);
  });
});

describe('X-Snapshot-Version', () => {
  it('is on every answer (200, 304, 400, 401, 404, 405, 429, health) and equals the holder version', async () => {
    const { get, app, holder } = await ops.open({ env: { PLAN_FREE_PER_MINUTE: '1' } });
    const version = holder.version();
    const first = await get(`${SEARCH}?limit=2`);
    const responses: [number, LightMyRequestResponse][] = [
      [200, first],
      [304, await get(`${SEARCH}?limit=2`, { 'x-api-key': ops.pro.key, 'if-none-match': String(first.headers.etag) })],
      [400, await get(`${SEARCH}?limit=abc`)],
      [401, await get(SEARCH, {})],
      [401, await get(SEARCH, { 'x-api-key': 'cd_not_a_real_key' })],
      [404, await get('/api/gpt/conferences/999999')],
      [404, await get('/nowhere')],
      [405, await app.inject({ method: 'POST', url: SEARCH })],
      [200, await get(SEARCH, { 'x-api-key': ops.free.key })],
      [429, await get(SEARCH, { 'x-api-key': ops.free.key })],
      [200, await get('/healthz', {})],
      [200, await get('/metrics', {})],
    ];
    for (const [status, response] of responses) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['x-snapshot-version'], `status ${status}`).toBe(version);
    }
  });

  it('follows a snapshot swap', async () => {
    const { get, holder } = await ops.open();
    const before = holder.version();
    ops.files.replace(ops.files.build(EVENTS + 1, '2026-11-23T06:01:01Z'));
    try {
      expect((await holder.reload('test')).outcome).toBe('swapped');
      expect(holder.version()).not.toBe(before);
      expect((await get(`${SEARCH}?limit=1`)).headers['x-snapshot-version']).toBe(holder.version());
      expect(json(await get('/readyz', {})).snapshot).toMatchObject({
        version: holder.version(),
        events: EVENTS + 1,
        swaps: { succeeded: 1 },
      });
    } finally {
      ops.files.replace(ops.files.build(EVENTS, BUILT_AT));
    }
  });
});

/**
 * The puller in this process against nginx serving a published folder on loopback: the first pull,
 * a new version, an unchanged pointer answered 304, activate_at (loaded ahead, swapped at the
 * instant; a replica starting before the instant serves the previous version until then), and the
 * failures that keep the current snapshot serving: a full disk (a free-space check against an
 * injected figure), a checksum mismatch, a missing blob, a store that goes away.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryStore } from '../../src/ops/publish/directory-store.js';
import { blobPath, pointerText } from '../../src/ops/published/pointer.js';
import { publishSnapshot } from '../../src/ops/publish/publish.js';
import { HttpSource } from '../../src/ops/pull/http-source.js';
import { type PullerOptions, SnapshotPuller } from '../../src/ops/pull/puller.js';
import type { PullError } from '../../src/ops/published/source.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import { findBinary, startStaticNginx, type StaticNginx, waitFor } from '../fixtures/servers.js';
import { deadPid } from '../fixtures/dead-pid.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from './snapshot-fixture.js';

const nginxBinary = findBinary('nginx');

describe.skipIf(!nginxBinary)('SnapshotPuller against nginx', () => {
  const folder = tempDir('confdir-puller-');
  let nginx: StaticNginx;
  let files: ReturnType<typeof snapshotFiles>;
  let v1 = '';
  let v2 = '';
  let round = 0;
  const pullers: SnapshotPuller<SnapshotIndex>[] = [];

  beforeAll(async () => {
    files = snapshotFiles(folder.dir);
    v1 = files.build(3, '2026-11-21T06:00:00Z');
    v2 = files.build(4, '2026-11-21T07:00:00Z');
    nginx = await startStaticNginx(nginxBinary!, folder.dir, folder.dir);
  });
  afterEach(() => {
    for (const puller of pullers.splice(0)) puller.close();
  });
  afterAll(async () => {
    await nginx?.stop();
    folder.cleanup();
  });

  /** A new store folder (served by nginx) and a replica folder for SNAPSHOT_PATH. */
  function setup() {
    round++;
    const storeDir = join(folder.dir, `store-${round}`);
    const replicaDir = join(folder.dir, `replica-${round}`);
    const store = new DirectoryStore(storeDir);
    const failures: PullError[] = [];
    const make = (options: Partial<PullerOptions<SnapshotIndex>> = {}) => {
      const puller = new SnapshotPuller<SnapshotIndex>({
        source: new HttpSource(`http://127.0.0.1:${nginx.port}/store-${round}/`),
        snapshotPath: join(replicaDir, 'events.snapshot'),
        load: openSnapshot,
        pollMs: 60_000,
        retryMs: 100,
        log: { info() {}, warn() {} },
        onFailure: (error) => failures.push(error),
        ...options,
      });
      pullers.push(puller);
      return puller;
    };
    mkdirSync(replicaDir, { recursive: true });
    return { store, storeDir, replicaDir, failures, make };
  }

  const versionOf = (file: string) => snapshotVersion(openSnapshot(file));

  it('serves the published version, keeps it at SNAPSHOT_PATH, then swaps to the next one', async () => {
    const { store, replicaDir, make } = setup();
    await publishSnapshot(v1, store, openSnapshot);
    // A download left by a process that died (its pid is in the name), and one of a running process.
    const dead = deadPid();
    writeFileSync(join(replicaDir, `.events.snapshot.${dead}.0a1b2c.tmp`), 'half a download');
    writeFileSync(join(replicaDir, `.events.snapshot.${process.ppid}.0a1b2c.tmp`), 'still being written');
    const puller = make();
    const holder = await puller.start();
    expect(holder.version()).toBe(versionOf(v1));
    expect(readdirSync(replicaDir).sort()).toEqual([`.events.snapshot.${process.ppid}.0a1b2c.tmp`, 'events.snapshot']);
    rmSync(join(replicaDir, `.events.snapshot.${process.ppid}.0a1b2c.tmp`));
    expect(readFileSync(join(replicaDir, 'events.snapshot')).equals(readFileSync(v1))).toBe(true);
    expect(puller.status()).toMatchObject({ state: 'ok', pointerVersion: versionOf(v1), failure: undefined });

    await publishSnapshot(v2, store, openSnapshot);
    puller.checkNow();
    await waitFor(() => holder.version() === versionOf(v2), 5000, 'the swap to v2');
    expect(holder.status().swaps.succeeded).toBe(1);
    expect(readFileSync(join(replicaDir, 'events.snapshot')).equals(readFileSync(v2))).toBe(true);
    // Only the served file is left beside SNAPSHOT_PATH.
    expect(readdirSync(replicaDir)).toEqual(['events.snapshot']);
  });

  it('is answered 304 for an unchanged pointer', async () => {
    const { store } = setup();
    await publishSnapshot(v1, store, openSnapshot);
    const source = new HttpSource(`http://127.0.0.1:${nginx.port}/store-${round}/`);
    const first = await source.fetchPointer(undefined, AbortSignal.timeout(5000));
    expect(first.kind).toBe('found');
    const etag = first.kind === 'found' ? first.etag : undefined;
    expect(etag).toBeDefined();
    expect((await source.fetchPointer(etag, AbortSignal.timeout(5000))).kind).toBe('unchanged');
    await publishSnapshot(v2, store, openSnapshot);
    expect((await source.fetchPointer(etag, AbortSignal.timeout(5000))).kind).toBe('found');
  });

  it('loads a version with activate_at ahead and swaps at that instant', async () => {
    const { store, make } = setup();
    await publishSnapshot(v1, store, openSnapshot);
    const puller = make();
    const holder = await puller.start();
    const at = Date.now() + 1500;
    await publishSnapshot(v2, store, openSnapshot, { activateAt: new Date(at).toISOString() });
    puller.checkNow();
    await waitFor(() => puller.status().pending !== undefined, 5000, 'v2 loaded ahead');
    expect(puller.status().pending).toEqual({ version: versionOf(v2), activateAt: new Date(at).toISOString() });
    expect(holder.version()).toBe(versionOf(v1));
    await waitFor(() => holder.version() === versionOf(v2), 5000, 'the swap at the instant');
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    expect(puller.status().pending).toBeUndefined();
  });

  it('serves the previous version when it starts before activate_at, and the new one from then on', async () => {
    const { store, make } = setup();
    await publishSnapshot(v1, store, openSnapshot);
    const at = Date.now() + 2000;
    await publishSnapshot(v2, store, openSnapshot, { activateAt: new Date(at).toISOString() });
    const puller = make();
    const holder = await puller.start();
    expect(holder.version()).toBe(versionOf(v1));
    await waitFor(() => holder.version() === versionOf(v2), 6000, 'the swap at the instant');
    expect(Date.now()).toBeGreaterThanOrEqual(at);
  });

  it('keeps serving, degraded, when the disk has no room for the next version, and recovers', async () => {
    const { store, replicaDir, failures, make } = setup();
    await publishSnapshot(v1, store, openSnapshot);
    let free = Number.MAX_SAFE_INTEGER;
    const puller = make({ freeSpace: async () => free });
    const holder = await puller.start();
    free = 100; // fewer bytes than any snapshot
    await publishSnapshot(v2, store, openSnapshot);
    puller.checkNow();
    await waitFor(() => puller.status().state === 'degraded', 5000, 'the degraded state');
    expect(puller.status().failure?.reason).toBe('disk_full');
    expect(failures.map((failure) => failure.reason)).toContain('disk_full');
    expect(holder.version()).toBe(versionOf(v1));
    expect(readdirSync(replicaDir)).toEqual(['events.snapshot']);
    free = Number.MAX_SAFE_INTEGER;
    await waitFor(() => holder.version() === versionOf(v2), 5000, 'the retry to succeed');
    expect(puller.status()).toMatchObject({ state: 'ok', failure: undefined });
  });

  it('refuses a blob whose checksum does not match, and one that is missing, leaving no file behind', async () => {
    const { store, storeDir, replicaDir, make } = setup();
    await publishSnapshot(v1, store, openSnapshot);
    const pointer = JSON.parse(readFileSync(join(storeDir, 'CURRENT.json'), 'utf8'));
    const blob = join(storeDir, pointer.path);
    const bytes = readFileSync(blob);
    bytes[bytes.length - 5]! ^= 0xff; // same size, another checksum
    writeFileSync(blob, bytes);
    const puller = make();
    void puller.start();
    await waitFor(() => puller.status().failure?.reason === 'checksum_mismatch', 5000, 'the checksum mismatch');
    expect(puller.status().state).toBe('starting');
    expect(puller.holder()).toBeUndefined();

    const missing = { ...pointer, sha256: 'a'.repeat(64), path: blobPath('a'.repeat(64)) };
    writeFileSync(join(storeDir, 'CURRENT.json'), pointerText(missing));
    // Same size within the same second: nginx's ETag (mtime and size) would not change (publish sees to that).
    const later = Date.now() / 1000 + 5;
    utimesSync(join(storeDir, 'CURRENT.json'), later, later);
    puller.checkNow();
    await waitFor(() => puller.status().failure?.reason === 'blob_missing', 5000, 'the missing blob');
    expect(existsSync(replicaDir) ? readdirSync(replicaDir) : []).toEqual([]);
  });

  it('keeps serving, degraded, while the store is down, and catches up when it is back', async () => {
    const { store, make } = setup();
    await publishSnapshot(v1, store, openSnapshot);
    const puller = make();
    const holder = await puller.start();
    await nginx.stop();
    try {
      puller.checkNow();
      await waitFor(() => puller.status().failure?.reason === 'store_unreachable', 5000, 'the outage');
      expect(puller.status().state).toBe('degraded');
      expect(holder.version()).toBe(versionOf(v1));
      await publishSnapshot(v2, store, openSnapshot);
    } finally {
      await nginx.start();
    }
    await waitFor(() => holder.version() === versionOf(v2), 10_000, 'v2 after the outage');
    expect(puller.status().state).toBe('ok');
  });
});

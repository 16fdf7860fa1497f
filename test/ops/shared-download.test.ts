/**
 * One verified download for every puller of a SNAPSHOT_PATH (src/ops/pull/shared-download.ts),
 * against a source in this process that counts the blobs it sends: two pullers starting together
 * download once; a SNAPSHOT_PATH that holds the pointer's blob is taken without a download, and one
 * of the same size but other bytes is not; a lock left by a dead process does not hold anyone up,
 * and one held by a live process is waited for no longer than the download's deadline.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PullerOptions, SnapshotPuller } from '../../src/ops/pull/puller.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import { deadPid } from '../fixtures/dead-pid.js';
import { tempDir } from '../fixtures/source.js';
import { FakeSource } from './puller-fake-source.js';
import { snapshotFiles } from './snapshot-fixture.js';

describe('a download shared by the pullers of one SNAPSHOT_PATH', () => {
  const folder = tempDir('confdir-shared-');
  const pullers: SnapshotPuller<SnapshotIndex>[] = [];
  let v1File = '';
  let round = 0;

  beforeAll(() => {
    v1File = snapshotFiles(folder.dir).build(3, '2026-11-21T06:00:00Z');
  });
  afterEach(() => {
    for (const puller of pullers.splice(0)) puller.close();
  });
  afterAll(() => folder.cleanup());

  async function setup() {
    round++;
    const source = new FakeSource();
    source.pointer = await source.add(v1File, snapshotVersion(openSnapshot(v1File)));
    const replicaDir = join(folder.dir, `replica-${round}`);
    mkdirSync(replicaDir);
    const snapshotPath = join(replicaDir, 'events.snapshot');
    const make = (options: Partial<PullerOptions<SnapshotIndex>> = {}) => {
      const puller = new SnapshotPuller<SnapshotIndex>({
        source,
        snapshotPath,
        load: openSnapshot,
        pollMs: 60_000,
        log: { info() {}, warn() {} },
        ...options,
      });
      pullers.push(puller);
      return puller;
    };
    return { source, replicaDir, snapshotPath, make, version: source.pointer.version };
  }

  it('downloads once for two pullers starting together, and leaves only SNAPSHOT_PATH', async () => {
    const { source, replicaDir, make, version } = await setup();
    source.pace = { bytes: 1024, everyMs: 20 }; // slow enough for the two to overlap
    const [a, b] = await Promise.all([make().start(), make().start()]);
    expect([a.version(), b.version()]).toEqual([version, version]);
    expect(source.blobOpens).toBe(1);
    expect(readdirSync(replicaDir)).toEqual(['events.snapshot']);
  });

  it('takes a SNAPSHOT_PATH holding the blob without downloading, but not one of the same size with other bytes', async () => {
    const first = await setup();
    copyFileSync(v1File, first.snapshotPath);
    expect((await first.make().start()).version()).toBe(first.version);
    expect(first.source.blobOpens).toBe(0);
    expect(readFileSync(first.snapshotPath).equals(readFileSync(v1File))).toBe(true);
    expect(readdirSync(first.replicaDir)).toEqual(['events.snapshot']);

    const second = await setup();
    const damaged = readFileSync(v1File);
    damaged[damaged.length - 3]! ^= 0xff;
    writeFileSync(second.snapshotPath, damaged);
    expect((await second.make().start()).version()).toBe(second.version);
    expect(second.source.blobOpens).toBe(1);
    expect(readFileSync(second.snapshotPath).equals(readFileSync(v1File))).toBe(true);
  });

  it('takes over a lock left by a dead process at once', async () => {
    const { source, replicaDir, make } = await setup();
    const lock = join(replicaDir, '.events.snapshot.download.lock');
    const puller = make({ idleTimeoutMs: 60_000 });
    const started = puller.start();
    // Written after start()'s clean-up, before the download asks for the lock.
    writeFileSync(lock, String(deadPid()));
    const before = Date.now();
    await started;
    expect(Date.now() - before).toBeLessThan(1000);
    expect(source.blobOpens).toBe(1);
    expect(existsSync(lock)).toBe(false);
  });

  it('waits for a live holder no longer than the download deadline, then downloads by itself', async () => {
    const { source, replicaDir, make } = await setup();
    const lock = join(replicaDir, '.events.snapshot.download.lock');
    writeFileSync(lock, String(process.ppid)); // a live process that never lets go
    const before = Date.now();
    // The deadline: 400 ms plus the blob's size at a gigabyte a second.
    await make({ idleTimeoutMs: 400, minBytesPerSecond: 1e9 }).start();
    const waited = Date.now() - before;
    expect(waited).toBeGreaterThanOrEqual(400);
    expect(waited).toBeLessThan(2000);
    expect(source.blobOpens).toBe(1);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.ppid));
  });
});

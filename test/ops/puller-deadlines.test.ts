/**
 * The puller's deadlines against a source in this process (puller-fake-source.ts): a check running
 * longer than two poll intervals shows as store_slow while it runs; a pointer that never comes
 * fails the check at the request timeout, and a SIGHUP asked for meanwhile runs right after; a
 * blob sent slowly but steadily fails at its total deadline (idle timeout plus its size at the
 * minimum rate), the exchange closed and no file left.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Pointer } from '../../src/ops/published/pointer.js';
import type { PullError } from '../../src/ops/published/source.js';
import { type PullerOptions, SnapshotPuller } from '../../src/ops/pull/puller.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import { waitFor } from '../fixtures/servers.js';
import { tempDir } from '../fixtures/source.js';
import { FakeSource } from './puller-fake-source.js';
import { snapshotFiles } from './snapshot-fixture.js';

describe('SnapshotPuller deadlines', () => {
  const folder = tempDir('confdir-deadlines-');
  const pullers: SnapshotPuller<SnapshotIndex>[] = [];
  let v1: Pointer;
  let v2: Pointer;
  let files: { v1: string; v2: string };
  let round = 0;

  beforeAll(() => {
    const built = snapshotFiles(folder.dir);
    files = { v1: built.build(3, '2026-11-21T06:00:00Z'), v2: built.build(4, '2026-11-21T07:00:00Z') };
  });
  afterEach(() => {
    for (const puller of pullers.splice(0)) puller.close();
  });
  afterAll(() => folder.cleanup());

  async function setup(options: Partial<PullerOptions<SnapshotIndex>> = {}) {
    round++;
    const source = new FakeSource();
    v1 = await source.add(files.v1, snapshotVersion(openSnapshot(files.v1)));
    v2 = await source.add(files.v2, snapshotVersion(openSnapshot(files.v2)));
    source.pointer = v1;
    const replicaDir = join(folder.dir, `replica-${round}`);
    mkdirSync(replicaDir);
    const failures: PullError[] = [];
    const puller = new SnapshotPuller<SnapshotIndex>({
      source,
      snapshotPath: join(replicaDir, 'events.snapshot'),
      load: openSnapshot,
      pollMs: 60_000,
      retryMs: 60_000,
      log: { info() {}, warn() {} },
      onFailure: (error) => failures.push(error),
      ...options,
    });
    pullers.push(puller);
    const holder = await puller.start();
    return { source, puller, holder, failures, replicaDir };
  }

  it('says store_slow while a check runs past two poll intervals, fails it at the request timeout, and runs the SIGHUP asked for meanwhile', async () => {
    const { source, puller, holder, failures } = await setup({ pollMs: 100, requestTimeoutMs: 800 });
    source.hangPointer = true;
    puller.checkNow();
    await waitFor(() => puller.status().state === 'degraded', 1000, 'store_slow while the check runs');
    // Timed from the start of the check that hangs (lastCheckAt while it runs): on a loaded machine
    // the poll timer's check may be the one, begun before checkNow, and its pointer read may come
    // well after its start, as in a full run.
    const started = Date.parse(puller.status().lastCheckAt!);
    expect(started).toBeLessThanOrEqual(source.pointerReadAt);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(puller.status().failure).toMatchObject({ reason: 'store_slow', attempts: 0 });
    expect(failures).toEqual([]);
    expect(holder.version()).toBe(v1.version);

    const reads = source.pointerReads;
    puller.checkNow(); // SIGHUP during the hung check
    await waitFor(() => failures.length === 1, 3000, 'the check to end at its deadline');
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(failures[0]!.reason).toBe('store_slow');
    expect(failures[0]!.message).toContain('did not arrive within 800 ms');
    // The SIGHUP's check follows at once, not after the 60 s backoff.
    await waitFor(() => source.pointerReads === reads + 1, 500, 'the check SIGHUP asked for');
    source.hangPointer = false;
    puller.checkNow(); // after the hung one ends
    await waitFor(() => puller.status().state === 'ok', 3000, 'the recovery');
  });

  it('gives up a blob sent steadily but too slowly at its total deadline, closing the exchange', async () => {
    const { source, puller, holder, failures, replicaDir } = await setup({
      idleTimeoutMs: 300,
      // The deadline: 300 ms plus the blob's size at this rate (one second).
      minBytesPerSecond: v2.bytes,
    });
    expect(v2.bytes).toBeGreaterThan(64 * 40);
    source.pace = { bytes: 64, everyMs: 50 }; // over 40 pieces: over 2 s, never 300 ms without a byte
    source.pointer = v2;
    const started = Date.now();
    puller.checkNow();
    await waitFor(() => failures.length === 1, 5000, 'the download deadline');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(1300);
    expect(took).toBeLessThan(3000);
    expect(failures[0]!.reason).toBe('store_slow');
    expect(failures[0]!.message).toContain('did not arrive within 1300 ms');
    await waitFor(() => source.closed === 1, 2000, 'the exchange to close');
    expect(holder.version()).toBe(v1.version);
    expect(readdirSync(replicaDir)).toEqual(['events.snapshot']);
  });

  it('gives up a blob that stops sending at the idle timeout', async () => {
    // The total deadline far off (a byte a second): only the idle timeout can end it, however late
    // the first piece arrives on a loaded machine (the default rate put it 17 ms after the idle one).
    const { source, puller, failures } = await setup({ idleTimeoutMs: 300, minBytesPerSecond: 1 });
    source.pace = { bytes: 64, everyMs: 10_000 };
    source.pointer = v2;
    puller.checkNow();
    await waitFor(() => failures.length === 1, 3000, 'the idle timeout');
    expect(failures[0]!.reason).toBe('store_slow');
    expect(failures[0]!.message).toContain('no data for 300 ms');
    await waitFor(() => source.closed === 1, 2000, 'the exchange to close');
  });
});

import { rmSync, truncateSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SnapshotHolder,
  snapshotVersion,
  type SnapshotHolderOptions,
  type SwapResult,
} from '../../src/ops/snapshot-holder.js';
import { FORMAT_VERSION } from '../../src/snapshot/format.js';
import { readSnapshotHeader } from '../../src/snapshot/reader.js';
import { openSnapshot, type SnapshotIndex } from '../../src/search/index.js';
import { tempDir } from '../fixtures/source.js';
import { snapshotFiles } from './snapshot-fixture.js';

let dir: string;
let cleanup: () => void;
let files: ReturnType<typeof snapshotFiles>;
let holder: SnapshotHolder | undefined;

beforeEach(() => {
  ({ dir, cleanup } = tempDir('snapshot-holder-'));
  files = snapshotFiles(dir);
  files.replace(files.build(20, '2026-11-21T06:01:01.000Z'));
});

afterEach(() => {
  holder?.close();
  holder = undefined;
  cleanup();
});

function open(options: SnapshotHolderOptions = {}): SnapshotHolder {
  holder = SnapshotHolder.open(files.target, options);
  return holder;
}

function nextEvent(h: SnapshotHolder, event: 'swap' | 'failure'): Promise<SwapResult> {
  return new Promise((done) => {
    const off = h.on(event, (result: SwapResult & { error: string }) => {
      off();
      done(result);
    });
  });
}

describe('snapshotVersion', () => {
  it('is the build time to the second and the body CRC-32 in hex', () => {
    const store = openSnapshot(files.target);
    const crc = store.header.bodyCrc32.toString(16).padStart(8, '0');
    expect(snapshotVersion(store)).toBe(`2026-11-21T06:01:01Z-${crc}`);
    expect(snapshotVersion(store)).toMatch(/^[0-9A-Za-z:.+-]+$/);
  });

  it('differs between builds of different data or at different times', () => {
    const a = openSnapshot(files.build(20, '2026-11-21T06:01:01Z'));
    const b = openSnapshot(files.build(21, '2026-11-21T06:01:01Z'));
    const c = openSnapshot(files.build(20, '2026-11-22T06:01:01Z'));
    expect(new Set([snapshotVersion(a), snapshotVersion(b), snapshotVersion(c)]).size).toBe(3);
  });
});

describe('SnapshotHolder', () => {
  it('serves the initial store and reports its status', () => {
    const h = open({ now: () => new Date('2026-11-21T07:00:00Z') });
    expect(h.current().size).toBe(20);
    expect(h.status()).toEqual({
      file: files.target,
      version: h.version(),
      builtAt: '2026-11-21T06:01:01.000Z',
      builderVersion: h.current().header.builderVersion,
      events: 20,
      loadedAt: '2026-11-21T07:00:00.000Z',
      swaps: { succeeded: 0, failed: 0, unchanged: 0 },
      reloading: false,
    });
  });

  it('swaps in a new snapshot on reload() and counts it', async () => {
    const h = open();
    const before = h.version();
    files.replace(files.build(30, '2026-11-22T00:00:00Z'));
    const swaps: SwapResult[] = [];
    h.on('swap', (result) => swaps.push(result));
    const result = await h.reload('SIGHUP');
    expect(result).toMatchObject({ outcome: 'swapped', reason: 'SIGHUP', previousVersion: before, events: 30 });
    expect(result.version).toBe(h.version());
    expect(h.version()).not.toBe(before);
    expect(h.current().size).toBe(30);
    expect(h.status().swaps).toEqual({ succeeded: 1, failed: 0, unchanged: 0 });
    expect(swaps).toEqual([result]);
  });

  it('reports an unchanged snapshot without swapping', async () => {
    const h = open();
    const store = h.current();
    const result = await h.reload('SIGHUP');
    expect(result.outcome).toBe('unchanged');
    expect(h.current()).toBe(store);
    expect(h.status().swaps).toEqual({ succeeded: 0, failed: 0, unchanged: 1 });
  });

  it('loads beside the serving store and yields to the asking tick first', async () => {
    let loading = false;
    const h = open({
      load: (file) => {
        loading = true;
        return openSnapshot(file);
      },
    });
    loading = false;
    const pending = h.reload('test');
    expect(loading).toBe(false); // not loaded synchronously in the caller's tick
    expect(h.status().reloading).toBe(true);
    await pending;
    expect(loading).toBe(true);
    expect(h.status().reloading).toBe(false);
  });

  it('swaps when the file is replaced by an atomic rename (watcher)', async () => {
    const h = open();
    h.watch({ debounceMs: 50 });
    const swapped = nextEvent(h, 'swap');
    files.replace(files.build(40, '2026-11-23T00:00:00Z'));
    const result = await Promise.race([
      swapped,
      new Promise<never>((_, fail) => setTimeout(() => fail(new Error('no swap within 5 s')), 5000)),
    ]);
    expect(result).toMatchObject({ outcome: 'swapped', reason: 'file changed', events: 40 });
    expect(h.current().size).toBe(40);
  });

  it('refuses a corrupt file renamed over the snapshot; the old one keeps serving', async () => {
    const h = open();
    const store = h.current();
    const version = h.version();
    h.watch({ debounceMs: 50 });
    const failed = nextEvent(h, 'failure');
    files.replaceWith(Buffer.from('this is not a snapshot at all, just some garbage bytes'));
    const result = await failed;
    expect(result).toMatchObject({
      outcome: 'failed',
      reason: 'file changed',
      version,
      previousVersion: version,
      events: 20,
    });
    expect(result.error).toMatch(/not a snapshot file/);
    expect(result.error).toContain(files.target);
    expect(h.current()).toBe(store);
    expect(h.version()).toBe(version);
    const status = h.status();
    expect(status.swaps).toEqual({ succeeded: 0, failed: 1, unchanged: 0 });
    expect(status.lastFailure).toEqual({ at: expect.any(String), reason: 'file changed', error: result.error });

    // A good file afterwards is taken; the last failure stays on record.
    const swapped = nextEvent(h, 'swap');
    files.replace(files.build(25, '2026-11-24T00:00:00Z'));
    await swapped;
    expect(h.current().size).toBe(25);
    expect(h.status().swaps).toEqual({ succeeded: 1, failed: 1, unchanged: 0 });
    expect(h.status().lastFailure?.error).toBe(result.error);
  });

  it('refuses a truncated file', async () => {
    const h = open();
    const store = h.current();
    const good = files.build(30, '2026-11-25T00:00:00Z');
    truncateSync(good, files.read(good).length - 100);
    files.replace(good);
    const result = await h.reload('SIGHUP');
    expect(result.outcome).toBe('failed');
    expect(result.error).toMatch(/truncated/);
    expect(h.current()).toBe(store);
    expect(h.status().lastFailure?.reason).toBe('SIGHUP');
  });

  it('refuses a file of another format version', async () => {
    const h = open();
    const store = h.current();
    const bytes = files.read(files.build(30, '2026-11-25T00:00:00Z'));
    bytes.writeUInt32LE(FORMAT_VERSION + 1, 8);
    files.replaceWith(bytes);
    const result = await h.reload('SIGHUP');
    expect(result.outcome).toBe('failed');
    expect(result.error).toMatch(/format version/);
    expect(h.current()).toBe(store);
  });

  it('refuses a missing file', async () => {
    const h = open();
    const store = h.current();
    rmSync(files.target);
    const result = await h.reload('SIGHUP');
    expect(result.outcome).toBe('failed');
    expect(result.error).toMatch(/no such file/);
    expect(h.current()).toBe(store);
  });

  it('runs one reload at a time and merges the ones asked for meanwhile into one', async () => {
    let running = 0;
    let most = 0;
    let loads = 0;
    const h = open({
      load: (file) => {
        running++;
        loads++;
        most = Math.max(most, running);
        try {
          return openSnapshot(file);
        } finally {
          running--;
        }
      },
    });
    loads = 0;
    files.replace(files.build(30, '2026-11-26T00:00:00Z'));
    const first = h.reload('a');
    const second = h.reload('b');
    const third = h.reload('c');
    const fourth = h.reload('b');
    expect(second).toBe(third);
    expect(third).toBe(fourth);
    const [r1, r2] = await Promise.all([first, second]);
    expect(r1).toMatchObject({ outcome: 'swapped', reason: 'a', events: 30 });
    expect(r2).toMatchObject({ outcome: 'unchanged', reason: 'b, c' });
    expect(loads).toBe(2);
    expect(most).toBe(1);
    expect(h.status().reloading).toBe(false);
  });

  it('runs a reload asked for during a load once after it, with the file as it is then', async () => {
    const later = files.build(31, '2026-11-27T00:00:00Z');
    let during: Promise<SwapResult> | undefined;
    let calls = 0;
    const h = open({
      load: (file) => {
        calls++;
        const store = openSnapshot(file);
        if (calls === 2) {
          // A new file arrives and a reload is asked for while this one is loading.
          files.replace(later);
          during = h.reload('during');
        }
        return store;
      },
    });
    files.replace(files.build(30, '2026-11-26T00:00:00Z'));
    const first = await h.reload('first');
    expect(first).toMatchObject({ outcome: 'swapped', events: 30 });
    expect(h.current().size).toBe(30);
    expect(during).toBeDefined();
    expect(await during).toMatchObject({ outcome: 'swapped', reason: 'during', events: 31 });
    expect(calls).toBe(3);
    expect(h.current().size).toBe(31);
  });

  it('stops its timers and watch on close(); later reloads are skipped', async () => {
    const h = open();
    h.watch({ debounceMs: 20, pollMs: 20 });
    h.close();
    const swaps: SwapResult[] = [];
    h.on('swap', (result) => swaps.push(result));
    files.replace(files.build(33, '2026-11-28T00:00:00Z'));
    await new Promise((done) => setTimeout(done, 300));
    expect(swaps).toEqual([]);
    expect(h.current().size).toBe(20);
    const result = await h.reload('late');
    expect(result.outcome).toBe('skipped');
    expect(h.current().size).toBe(20);
  });

  it('holds whatever its loader makes of the file', async () => {
    let loads = 0;
    const loadHeader = (file: string) => ({ header: readSnapshotHeader(file), size: 7, load: ++loads });
    const h = SnapshotHolder.open(files.target, { load: loadHeader });
    expect(h.current()).toMatchObject({ size: 7, load: 1 });
    expect(h.version()).toBe(snapshotVersion(openSnapshot(files.target)));
    expect(h.status()).toMatchObject({ events: 7, builtAt: '2026-11-21T06:01:01.000Z' });
    files.replace(files.build(30, '2026-11-30T00:00:00Z'));
    expect(await h.reload('test')).toMatchObject({ outcome: 'swapped', events: 7 });
    expect(h.current().load).toBe(2);
    h.close();
  });

  it('lets go of the previous store after a swap', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const h = open();
    let old: WeakRef<SnapshotIndex> | undefined = new WeakRef(h.current());
    files.replace(files.build(30, '2026-11-29T00:00:00Z'));
    expect((await h.reload('test')).outcome).toBe('swapped');
    await new Promise((done) => setTimeout(done, 10));
    gc();
    await new Promise((done) => setTimeout(done, 10));
    gc();
    expect(old.deref()).toBeUndefined();
    old = undefined;
  });
});

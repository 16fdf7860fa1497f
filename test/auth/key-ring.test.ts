import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  KeyRing,
  KeysFileError,
  createKey,
  revokeKey,
  rotateFeeds,
  watchKeysFile,
  type KeyRing as KeyRingType,
  type KeysFileWatcher,
} from '../../src/auth/index.js';

let dir: string;
let file: string;
let watcher: KeysFileWatcher | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'key-ring-'));
  file = join(dir, 'keys.json');
});

afterEach(() => {
  watcher?.close();
  watcher = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Polls `check` until it holds or `ms` pass; returns how long it took. */
async function waitFor(check: () => boolean, ms: number): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((done) => setTimeout(done, 20));
  }
  return Date.now() - start;
}

describe('KeyRing', () => {
  it('finds active keys by their raw value and never exposes the hash', () => {
    const acme = createKey(file, { label: 'Acme', plan: 'pro' });
    const bob = createKey(file, { label: 'Bob', plan: 'free' });
    const ring = KeyRing.fromFile(file);

    expect(ring.size).toBe(2);
    expect(ring.lookup(acme.key)).toEqual({ kind: 'key', id: acme.id, label: 'Acme', plan: 'pro', feedEpoch: 0 });
    expect(ring.lookup(bob.key)).toEqual({ kind: 'key', id: bob.id, label: 'Bob', plan: 'free', feedEpoch: 0 });
    expect(Object.isFrozen(ring.lookup(acme.key))).toBe(true);
  });

  it('does not find unknown, revoked, empty or oversized keys', () => {
    const acme = createKey(file, { label: 'Acme', plan: 'pro' });
    const bob = createKey(file, { label: 'Bob', plan: 'free' });
    revokeKey(file, bob.id);
    const ring = KeyRing.fromFile(file);

    expect(ring.size).toBe(1);
    expect(ring.lookup(bob.key)).toBeUndefined();
    expect(ring.lookup(`${acme.key}x`)).toBeUndefined();
    expect(ring.lookup(acme.record.hash)).toBeUndefined();
    expect(ring.lookup('')).toBeUndefined();
    expect(ring.lookup('x'.repeat(10_000_000))).toBeUndefined();
    expect(ring.lookup(undefined as unknown as string)).toBeUndefined();
  });

  it('finds active keys by id with their feed epoch, which rotateFeeds raises; never a revoked one', () => {
    const acme = createKey(file, { label: 'Acme', plan: 'pro' });
    const bob = createKey(file, { label: 'Bob', plan: 'free' });
    expect(KeyRing.fromFile(file).byId(acme.id)).toEqual({
      kind: 'key',
      id: acme.id,
      label: 'Acme',
      plan: 'pro',
      feedEpoch: 0,
    });
    expect(rotateFeeds(file, acme.id).feed_epoch).toBe(1);
    expect(rotateFeeds(file, acme.id).feed_epoch).toBe(2);
    expect(KeyRing.fromFile(file).byId(acme.id)?.feedEpoch).toBe(2);
    expect(KeyRing.fromFile(file).byId(bob.id)?.feedEpoch).toBe(0);
    revokeKey(file, bob.id);
    expect(KeyRing.fromFile(file).byId(bob.id)).toBeUndefined();
    expect(KeyRing.fromFile(file).byId('k_00000000')).toBeUndefined();
    expect(() => rotateFeeds(file, 'k_00000000')).toThrow(/no key with id/);
  });

  it('is empty when built from nothing', () => {
    expect(new KeyRing().size).toBe(0);
  });

  it('fails to load from a missing or malformed file', () => {
    expect(() => KeyRing.fromFile(file)).toThrow(KeysFileError);
    writeFileSync(file, 'garbage');
    expect(() => KeyRing.fromFile(file)).toThrow(KeysFileError);
  });
});

describe('watchKeysFile', () => {
  it('fails at once when the file cannot be read', () => {
    expect(() => watchKeysFile(file)).toThrow(KeysFileError);
  });

  it('stops accepting a key within 5 s of its revocation by atomic rename', async () => {
    const acme = createKey(file, { label: 'Acme', plan: 'pro' });
    const reloads: KeyRingType[] = [];
    watcher = watchKeysFile(file, { onReload: (ring) => reloads.push(ring), pollMs: 1000 });
    expect(watcher.ring().lookup(acme.key)?.id).toBe(acme.id);

    revokeKey(file, acme.id); // writes a temporary file and renames it over keys.json
    await waitFor(() => watcher?.ring().lookup(acme.key) === undefined, 5000);
    expect(reloads.length).toBeGreaterThan(0);
  });

  it('accepts a newly created key without a restart', async () => {
    createKey(file, { label: 'Acme', plan: 'pro' });
    watcher = watchKeysFile(file);
    const bob = createKey(file, { label: 'Bob', plan: 'free' });
    await waitFor(() => watcher?.ring().lookup(bob.key) !== undefined, 5000);
  });

  it('keeps the previous ring when the file turns to garbage, and recovers when it is fixed', async () => {
    const acme = createKey(file, { label: 'Acme', plan: 'pro' });
    const errors: Error[] = [];
    watcher = watchKeysFile(file, { onError: (error) => errors.push(error), pollMs: 100 });

    writeFileSync(join(dir, 'next.json'), '{ not json');
    renameSync(join(dir, 'next.json'), file);
    await waitFor(() => errors.length > 0, 5000);
    expect(errors[0]).toBeInstanceOf(KeysFileError);
    expect(errors[0]?.message).toContain(file);
    expect(watcher.ring().lookup(acme.key)?.id).toBe(acme.id);

    // In-place overwrite this time (not a rename).
    writeFileSync(file, JSON.stringify({ version: 1, keys: [] }));
    await waitFor(() => watcher?.ring().lookup(acme.key) === undefined, 5000);
  });

  it('keeps the previous ring when the file disappears', async () => {
    const acme = createKey(file, { label: 'Acme', plan: 'pro' });
    const errors: Error[] = [];
    watcher = watchKeysFile(file, { onError: (error) => errors.push(error), pollMs: 100 });
    rmSync(file);
    await waitFor(() => errors.length > 0, 5000);
    expect(errors[0]?.message).toMatch(/does not exist/);
    expect(watcher.ring().lookup(acme.key)?.id).toBe(acme.id);
  });

  it('ignores other files in the same folder', async () => {
    createKey(file, { label: 'Acme', plan: 'pro' });
    let reloads = 0;
    watcher = watchKeysFile(file, { onReload: () => reloads++, pollMs: 100 });
    writeFileSync(join(dir, 'other.json'), 'garbage');
    await new Promise((done) => setTimeout(done, 400));
    expect(reloads).toBe(0);
  });

  it('survives callbacks that throw', async () => {
    createKey(file, { label: 'Acme', plan: 'pro' });
    watcher = watchKeysFile(file, {
      onReload: () => {
        throw new Error('reload handler failed');
      },
      onError: () => {
        throw new Error('error handler failed');
      },
      pollMs: 100,
    });
    const bob = createKey(file, { label: 'Bob', plan: 'free' });
    await waitFor(() => watcher?.ring().lookup(bob.key) !== undefined, 5000);
    writeFileSync(file, 'garbage');
    await new Promise((done) => setTimeout(done, 300));
    expect(watcher.ring().lookup(bob.key)).toBeDefined();
  });

  it('stops reloading after close', async () => {
    const acme = createKey(file, { label: 'Acme', plan: 'pro' });
    let reloads = 0;
    watcher = watchKeysFile(file, { onReload: () => reloads++, pollMs: 100 });
    watcher.close();
    revokeKey(file, acme.id);
    await new Promise((done) => setTimeout(done, 400));
    expect(reloads).toBe(0);
    expect(watcher.ring().lookup(acme.key)?.id).toBe(acme.id);
  });
});

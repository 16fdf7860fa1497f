/**
 * SnapshotHolder refusing a file it cannot serve (corrupt, truncated, another format version,
 * missing): the old snapshot keeps serving and the failure is counted and kept on record.
 */
import { rmSync, truncateSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMAT_VERSION } from '../../src/snapshot/format.js';
import { holderHarness, nextEvent } from './snapshot-holder-harness.js';

const harness = holderHarness();

describe('SnapshotHolder', () => {
  it('refuses a corrupt file renamed over the snapshot; the old one keeps serving', async () => {
    const h = await harness.open();
    const store = h.current();
    const version = h.version();
    h.watch({ debounceMs: 50 });
    const failed = nextEvent(h, 'failure');
    harness.files.replaceWith(Buffer.from('this is not a snapshot at all, just some garbage bytes'));
    const result = await failed;
    expect(result).toMatchObject({
      outcome: 'failed',
      reason: 'file changed',
      version,
      previousVersion: version,
      events: 20,
      refusal: 'not_a_snapshot',
    });
    expect(result.error).toMatch(/not a snapshot file/);
    expect(result.error).toContain(harness.files.target);
    expect(h.current()).toBe(store);
    expect(h.version()).toBe(version);
    const status = h.status();
    expect(status.swaps).toEqual({ succeeded: 0, failed: 1, unchanged: 0 });
    expect(status.lastFailure).toEqual({
      at: expect.any(String),
      reason: 'file changed',
      error: result.error,
      refusal: 'not_a_snapshot',
    });
    expect(status.refusedFile).toEqual(status.lastFailure);

    // A good file afterwards is taken; the last failure stays on record.
    const swapped = nextEvent(h, 'swap');
    harness.files.replace(harness.files.build(25, '2026-11-24T00:00:00Z'));
    await swapped;
    expect(h.current().size).toBe(25);
    expect(h.status().swaps).toEqual({ succeeded: 1, failed: 1, unchanged: 0 });
    expect(h.status().lastFailure?.error).toBe(result.error);
    expect(h.status().refusedFile).toBeUndefined();
  });

  it('refuses a truncated file', async () => {
    const h = await harness.open();
    const store = h.current();
    const good = harness.files.build(30, '2026-11-25T00:00:00Z');
    truncateSync(good, harness.files.read(good).length - 100);
    harness.files.replace(good);
    const result = await h.reload('SIGHUP');
    expect(result.outcome).toBe('failed');
    expect(result.error).toMatch(/truncated/);
    expect(result.refusal).toBe('truncated');
    expect(h.current()).toBe(store);
    expect(h.status().lastFailure).toMatchObject({ reason: 'SIGHUP', refusal: 'truncated' });
  });

  it('refuses a file of another format version', async () => {
    const h = await harness.open();
    const store = h.current();
    const bytes = harness.files.read(harness.files.build(30, '2026-11-25T00:00:00Z'));
    bytes.writeUInt32LE(FORMAT_VERSION + 1, 8);
    harness.files.replaceWith(bytes);
    const result = await h.reload('SIGHUP');
    expect(result.outcome).toBe('failed');
    expect(result.error).toMatch(/format version/);
    expect(result.refusal).toBe('unsupported_version');
    expect(h.current()).toBe(store);
  });

  it('refuses a missing file', async () => {
    const h = await harness.open();
    const store = h.current();
    rmSync(harness.files.target);
    const result = await h.reload('SIGHUP');
    expect(result.outcome).toBe('failed');
    expect(result.error).toMatch(/no such file/);
    expect(h.status().refusedFile?.refusal).toBe('missing');
    expect(h.current()).toBe(store);
  });
});

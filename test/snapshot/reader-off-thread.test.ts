/**
 * readSnapshotOffThread reads and checksums the body in a worker thread: the same header and the
 * same bytes of every section as readSnapshot, each section in an allocation of its own. Its
 * refusals are compared with readSnapshot's in test/ops/refusal.test.ts (through the loaders).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { SnapshotError } from '../../src/snapshot/format.js';
import { readSnapshot, readSnapshotOffThread } from '../../src/snapshot/reader.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-off-thread-');
const good = join(dir, 'good.snapshot');
afterAll(cleanup);

beforeAll(() => {
  const input = join(dir, 'source.sqlite');
  writeSourceFile(
    input,
    Array.from({ length: 80 }, (_, i) => sourceRow({ name: `Workshop on Subject ${i}` })),
  );
  buildSnapshot({ input, output: good });
});

describe('readSnapshotOffThread', () => {
  it('reads the same header and the same bytes of every section as readSnapshot', async () => {
    const here = readSnapshot(good);
    const there = await readSnapshotOffThread(good);
    expect(there.header).toEqual(here.header);
    expect(there.fileBytes).toBe(here.fileBytes);
    expect([...there.sections.keys()]).toEqual([...here.sections.keys()]);
    expect(there.sections.size).toBeGreaterThan(50);
    for (const [name, { entry, bytes }] of here.sections) {
      const read = there.sections.get(name)!;
      expect(read.entry, name).toEqual(entry);
      expect(read.bytes.equals(bytes), name).toBe(true);
      // Its own ArrayBuffer, from its start: typed arrays view it aligned.
      expect(read.bytes.byteOffset, name).toBe(0);
      expect(read.bytes.buffer.byteLength, name).toBe(entry.length);
    }
  });

  it('checks the whole body, the bytes between sections included', async () => {
    const raw = readSnapshot(good);
    const entries = [...raw.header.sections].sort((a, b) => a.offset - b.offset);
    // A byte of padding between two sections: in no section, covered by the checksum.
    const gap = entries.findIndex(
      (entry, i) => i > 0 && entry.offset > entries[i - 1]!.offset + entries[i - 1]!.length,
    );
    expect(gap).toBeGreaterThan(0);
    const padding = raw.fileBytes - raw.header.bodyLength + entries[gap]!.offset - 1;
    const bytes = readFileSync(good);
    bytes[padding]! ^= 0xff;
    const spoiled = join(dir, 'padding.snapshot');
    writeFileSync(spoiled, bytes);
    const refusal = await readSnapshotOffThread(spoiled).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SnapshotError);
    expect(refusal).toMatchObject({ reason: 'checksum_mismatch' });
    expect(() => readSnapshot(spoiled)).toThrow((refusal as Error).message);
  });
});

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { SnapshotError } from '../../src/snapshot/index.js';
import { readSnapshot } from '../../src/snapshot/reader.js';
import { SnapshotWriter } from '../../src/snapshot/writer.js';
import { RoaringBitmap32 } from '../../src/util/roaring.js';
import { loadStore, loadStoreInSlices } from '../../src/store/load.js';
import { sourceRow, tempDir, writeSourceFile } from '../fixtures/source.js';

const { dir, cleanup } = tempDir();
const good = join(dir, 'good.snapshot');
afterAll(cleanup);

beforeAll(() => {
  const input = join(dir, 'source.sqlite');
  writeSourceFile(
    input,
    Array.from({ length: 40 }, (_, i) => sourceRow({ name: `Workshop on Topic ${i % 7}` })),
  );
  buildSnapshot({ input, output: good });
});

/** The good file written again, checksum and all, with its bitmap table changed by `change`. */
function withBitmapTable(name: string, change: (bytes: Buffer, offsets: Uint32Array) => void): string {
  const raw = readSnapshot(good);
  const writer = new SnapshotWriter();
  for (const [section, { entry, bytes }] of raw.sections) {
    const copy = Buffer.from(bytes);
    if (section === 'bitmaps.bytes') {
      const offsets = raw.sections.get('bitmaps.offsets')!.bytes;
      change(copy, new Uint32Array(offsets.buffer, offsets.byteOffset, offsets.byteLength / 4));
    }
    writer.add(section, copy, entry.kind);
  }
  const { formatVersion: _v, bodyLength: _l, bodyCrc32: _c, sections: _s, ...fields } = raw.header;
  const path = join(dir, name);
  writer.write(path, fields);
  return path;
}

async function refusals(path: string): Promise<string[]> {
  const messages: string[] = [];
  for (const load of [async () => loadStore(path), () => loadStoreInSlices(path)]) {
    await load().then(
      () => messages.push('loaded'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(SnapshotError);
        messages.push((error as Error).message);
      },
    );
  }
  return messages;
}

describe("the store's bitmaps, views over the table's bytes", () => {
  it('load from a file written again unchanged', async () => {
    const store = loadStore(withBitmapTable('same.snapshot', () => {}));
    expect(store.text.exact('workshop').size).toBe(40);
    expect(await refusals(join(dir, 'same.snapshot'))).toEqual(['loaded', 'loaded']);
  });

  it("make the text index's lists on their first read, once", () => {
    const before = RoaringBitmap32.getInstancesCount();
    const store = loadStore(good);
    // Instances only go down meanwhile when a collection frees others, so this is an upper bound.
    const made = RoaringBitmap32.getInstancesCount() - before;
    const { term, prefix, ...others } = store.meta.groups;
    expect(term[1]).toBeGreaterThan(0);
    const eager = Object.values(others).reduce((sum, [, count]) => sum + count, 0) + store.ranks.lists.length;
    expect(made).toBeLessThanOrEqual(eager);
    const list = store.text.exact('workshop');
    expect(list.size).toBe(40);
    expect(store.text.exact('workshop')).toBe(list);
  });

  it('refuse a bitmap whose headers give another length than its span', async () => {
    // The first bitmap of array containers only (portable cookie 12346) with one: its first
    // container's cardinality one more, so that its values would run past the bitmap's bytes.
    const path = withBitmapTable('longer.snapshot', (bytes, offsets) => {
      const first = offsets.findIndex(
        (offset, i) =>
          i + 1 < offsets.length && bytes.readUInt32LE(offset) === 12346 && bytes.readUInt32LE(offset + 4) > 0,
      );
      expect(first).toBeGreaterThanOrEqual(0);
      const header = offsets[first]! + 8;
      bytes.writeUInt16LE(bytes.readUInt16LE(header + 2) + 1, header + 2);
    });
    const messages = await refusals(path);
    expect(messages).toHaveLength(2);
    for (const message of messages)
      expect(message).toMatch(/bitmap \d+ of the bitmap table is not a bitmap of its length/);
  });
});

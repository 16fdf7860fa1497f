/**
 * The bitmap table of a snapshot (docs/snapshot-format.md, Bitmap table): the posting lists of
 * every group, serialized one after the other, and the lists of a category column made by one
 * pass over it; and, when a snapshot loads, the table checked and its groups read as views.
 */
import { SnapshotError } from '../snapshot/format.js';
import type { SnapshotWriter } from '../snapshot/writer.js';
import { BitmapTable, type PostingLists, RoaringBitmap32, type SizedLists } from '../util/roaring.js';
import type { Steps } from '../util/sliced.js';
import { BITMAP_GROUPS, type BitmapGroup, type LoadedMeta } from './layout.js';

function finishBitmap(positions: readonly number[]): RoaringBitmap32 {
  const bitmap = new RoaringBitmap32(Uint32Array.from(positions));
  bitmap.runOptimize();
  bitmap.shrinkToFit();
  return bitmap;
}

/** One bitmap per key of a column (keys from 0 to groupCount - 1; others are in none). */
export function groupBitmaps(groupCount: number, keyOf: (position: number) => number, size: number): RoaringBitmap32[] {
  const lists: number[][] = Array.from({ length: groupCount }, () => []);
  for (let position = 0; position < size; position++) {
    const key = keyOf(position);
    if (key >= 0 && key < groupCount) lists[key]!.push(position);
  }
  return lists.map(finishBitmap);
}

/** Writes every group's bitmaps into one table and returns each group's [first, count] in it. */
export function writeBitmaps(
  writer: SnapshotWriter,
  groups: Record<BitmapGroup, RoaringBitmap32[]>,
): Record<BitmapGroup, [number, number]> {
  const ranges = {} as Record<BitmapGroup, [number, number]>;
  const serialized: Uint8Array[] = [];
  for (const group of BITMAP_GROUPS) {
    ranges[group] = [serialized.length, groups[group].length];
    for (const bitmap of groups[group]) serialized.push(bitmap.serialize('portable'));
  }
  addBitmapTable(writer, 'bitmaps.bytes', 'bitmaps.offsets', serialized);
  return ranges;
}

/** Serialized bitmaps as a bitmap table of two sections: their bytes one after the other, and N + 1 offsets. */
export function addBitmapTable(
  writer: SnapshotWriter,
  bytesName: string,
  offsetsName: string,
  serialized: readonly Uint8Array[],
): void {
  const offsets = new Uint32Array(serialized.length + 1);
  for (const [index, bytes] of serialized.entries()) offsets[index + 1] = offsets[index]! + bytes.byteLength;
  writer.add(bytesName, Buffer.concat(serialized), 'bytes');
  writer.add(offsetsName, offsets);
}

/**
 * Bitmaps checked between two pauses (util/roaring.ts, BitmapTable: each one's headers read, nothing
 * copied, so the cost is by count, not by bytes). The store's lists are frozen views over the
 * table's bytes instead of copies deserialized from them, whose containers the first major
 * collection after a swap freed one by one (docs/design.md, A swap without a pause).
 */
const BITMAPS_PER_STEP = 4096;

export function* checkedTable(file: string, bytes: Buffer, offsets: Uint32Array): Steps<BitmapTable> {
  if (offsets.length < 1 || offsets[0] !== 0 || offsets[offsets.length - 1] !== bytes.byteLength) {
    throw new SnapshotError(file, 'the bitmap table is inconsistent');
  }
  const table = new BitmapTable(bytes, offsets);
  for (let i = 0; i < table.count; i++) {
    if (!table.fits(i)) throw new SnapshotError(file, `bitmap ${i} of the bitmap table is not a bitmap of its length`);
    if (i % BITMAPS_PER_STEP === BITMAPS_PER_STEP - 1) yield;
  }
  return table;
}

/**
 * Views made between two pauses: making a view is a call into roaring of about 2.5 µs, so the
 * 2,880 views of the (city slot, topic) lists at 1M took one step of 7–12 ms, and the cities' views
 * up to 10 ms, when they were made at load.
 */
const VIEWS_PER_STEP = 512;

/**
 * Each group of the table checked to lie in it, then read: `group` as views made in steps,
 * `lazyGroup` as views made on their first read (the text index's lists, 12,000 of 20,000 at 1M
 * events), `sizedGroup` so too, with each list's size read from its headers (the city slots' and
 * the regions' lists, 6,608 at 1M, which an order by size or a facet reads whole).
 */
export function bitmapGroups(file: string, meta: LoadedMeta, table: BitmapTable) {
  const range = (name: BitmapGroup): [number, number] => {
    const [first, count] = meta.groups[name];
    if (first + count > table.count) throw new SnapshotError(file, `bitmap group "${name}" lies outside the table`);
    return [first, count];
  };
  for (const name of BITMAP_GROUPS) range(name);
  return {
    group: function* (name: BitmapGroup): Steps<RoaringBitmap32[]> {
      const [first, count] = range(name);
      const views: RoaringBitmap32[] = [];
      for (let i = 0; i < count; i++) {
        views.push(table.view(first + i));
        if (i % VIEWS_PER_STEP === VIEWS_PER_STEP - 1) yield;
      }
      return views;
    },
    lazyGroup: (name: BitmapGroup): PostingLists => table.lazy(...range(name)),
    sizedGroup: function* (name: BitmapGroup): Steps<SizedLists> {
      const [first, count] = range(name);
      const sizes = new Uint32Array(count);
      for (let i = 0; i < count; i++) {
        sizes[i] = table.cardinality(first + i);
        if (i % BITMAPS_PER_STEP === BITMAPS_PER_STEP - 1) yield;
      }
      return { ...table.lazy(first, count), sizes };
    },
  };
}

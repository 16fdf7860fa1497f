/**
 * The bitmap table of a snapshot (docs/snapshot-format.md, Bitmap table): the posting lists of
 * every group, serialized one after the other, and the lists of a category column made by one
 * pass over it.
 */
import type { SnapshotWriter } from '../snapshot/writer.js';
import { RoaringBitmap32 } from '../util/roaring.js';
import { BITMAP_GROUPS, type BitmapGroup } from './layout.js';

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
  const offsets = new Uint32Array(serialized.length + 1);
  for (const [index, bytes] of serialized.entries()) offsets[index + 1] = offsets[index]! + bytes.byteLength;
  writer.add('bitmaps.bytes', Buffer.concat(serialized), 'bytes');
  writer.add('bitmaps.offsets', offsets);
  return ranges;
}

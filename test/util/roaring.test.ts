import { describe, expect, it } from 'vitest';
import {
  BitmapTable,
  frozenBitmapOf,
  portableCardinality,
  portableLength,
  RoaringBitmap32,
} from '../../src/util/roaring.js';

/** Bitmaps of every container kind, with and without runs, below and from four containers. */
function samples(): RoaringBitmap32[] {
  const everyThird = new RoaringBitmap32();
  for (let i = 0; i < 300_000; i += 3) everyThird.add(i);
  const mixed = new RoaringBitmap32([1, 5, 70_000, 1 << 20, 3 << 20]);
  mixed.addRange(200_000, 260_000);
  const runs = RoaringBitmap32.fromRange(0, 300_000);
  runs.runOptimize();
  const sparseMany = new RoaringBitmap32(Array.from({ length: 40 }, (_, i) => i * 70_000 + 7));
  return [new RoaringBitmap32(), RoaringBitmap32.fromRange(0, 5_000), everyThird, mixed, runs, sparseMany];
}

function tableOf(bitmaps: RoaringBitmap32[]): BitmapTable {
  const serialized = bitmaps.map((bitmap) => bitmap.serialize('portable'));
  const offsets = new Uint32Array(serialized.length + 1);
  for (const [i, bytes] of serialized.entries()) offsets[i + 1] = offsets[i]! + bytes.byteLength;
  return new BitmapTable(Buffer.concat(serialized), offsets);
}

describe('portableLength', () => {
  it('reads the length of every kind of portable bitmap from its headers', () => {
    for (const bitmap of samples()) {
      const bytes = bitmap.serialize('portable');
      expect(portableLength(bytes, 0, bytes.byteLength)).toBe(bytes.byteLength);
    }
  });

  it('answers -1 for a bitmap cut short anywhere, and for bytes that are not one', () => {
    for (const bitmap of samples()) {
      const bytes = bitmap.serialize('portable');
      for (let end = 0; end < bytes.byteLength; end++) expect(portableLength(bytes, 0, end)).toBe(-1);
    }
    expect(portableLength(Buffer.from('not a bitmap at all'), 0, 19)).toBe(-1);
  });
});

describe('portableCardinality', () => {
  it('reads the number of values of every kind of portable bitmap from its headers', () => {
    const bitmaps = samples();
    expect(bitmaps.map((bitmap) => portableCardinality(bitmap.serialize('portable'), 0))).toEqual(
      bitmaps.map((bitmap) => bitmap.size),
    );
    const table = tableOf(bitmaps);
    expect(bitmaps.map((_, i) => table.cardinality(i))).toEqual(bitmaps.map((bitmap) => bitmap.size));
  });
});

describe('a bitmap table', () => {
  it('reads each bitmap as a frozen view with the same values', () => {
    const bitmaps = samples();
    const table = tableOf(bitmaps);
    for (const [i, bitmap] of bitmaps.entries()) {
      expect(table.fits(i)).toBe(true);
      const view = table.view(i);
      expect(view.isFrozen).toBe(true);
      expect(view.toArray()).toEqual(bitmap.toArray());
      expect(RoaringBitmap32.and(view, bitmaps[3]!).toArray()).toEqual(
        RoaringBitmap32.and(bitmap, bitmaps[3]!).toArray(),
      );
    }
  });

  it('copies nothing: a view reads the table bytes where they are', () => {
    const table = tableOf([new RoaringBitmap32([10, 20, 30])]);
    const view = table.view(0);
    // An array container's values are the last bytes: the last, 30, becomes 31 in place.
    table.bytes[table.bytes.byteLength - 2] = 31;
    expect(view.toArray()).toEqual([10, 20, 31]);
  });

  it('finds a bitmap whose span is not its length, or lies past the bytes', () => {
    const table = tableOf(samples());
    const shorter = new BitmapTable(table.bytes, Uint32Array.from([0, table.offsets[1]! + 1]));
    expect(shorter.fits(0)).toBe(false);
    const past = new BitmapTable(table.bytes.subarray(0, 10), table.offsets.subarray(2, 4));
    expect(past.fits(0)).toBe(false);
  });

  it('makes a lazy group’s views on first read and keeps them', () => {
    const bitmaps = samples();
    const lists = tableOf(bitmaps).lazy(2, 3);
    expect(lists.length).toBe(3);
    const first = lists.at(1)!;
    expect(first.toArray()).toEqual(bitmaps[3]!.toArray());
    expect(lists.at(1)).toBe(first);
    expect(lists.at(3)).toBeUndefined();
    expect(lists.at(-1)).toBeUndefined();
  });
});

describe('frozenBitmapOf', () => {
  it('is a frozen bitmap of the positions, whatever was made before it', () => {
    const large = frozenBitmapOf(Uint32Array.from({ length: 100_000 }, (_, i) => i * 2));
    const small = frozenBitmapOf(Uint32Array.from([3, 70_000, 1 << 24]));
    expect(small.toArray()).toEqual([3, 70_000, 1 << 24]);
    expect(large.size).toBe(100_000);
    expect(large.maximum()).toBe(199_998);
    expect(small.isFrozen && large.isFrozen).toBe(true);
    expect(frozenBitmapOf(new Uint32Array(0)).size).toBe(0);
  });
});

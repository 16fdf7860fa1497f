/**
 * The roaring package is CommonJS whose named exports Node's ESM loader cannot see, so the
 * project imports the bitmap class from here.
 */
import roaring from 'roaring';

export const RoaringBitmap32 = roaring.RoaringBitmap32;
export type RoaringBitmap32 = InstanceType<typeof roaring.RoaringBitmap32>;

/**
 * `into` overwritten with the intersection of `first` (copied, so the smaller) and `second`.
 * Searches keep a few bitmaps for the process and intersect into them rather than into new ones:
 * every bitmap object is native memory with a finalizer, and a few new ones per request made V8's
 * young-generation collections take 4–6 ms every 50 ms under load (0.7 ms without them). A kept
 * bitmap is read synchronously by the request that filled it and never kept past it.
 */
export function intersectInto(into: RoaringBitmap32, first: RoaringBitmap32, second: RoaringBitmap32): RoaringBitmap32 {
  return into.copyFrom(first).andInPlace(second);
}

/** Cookies of Roaring's portable format (github.com/RoaringBitmap/RoaringFormatSpec). */
const SERIAL_COOKIE_NO_RUNCONTAINER = 12346;
const SERIAL_COOKIE = 12347;
const NO_OFFSET_THRESHOLD = 4;
const MAX_ARRAY_CARDINALITY = 4096;
const BITSET_BYTES = 8192;

/**
 * The length in bytes of the portable bitmap that starts at `at` in `bytes`, read from its headers
 * (the format spec above), or -1 when its headers do not fit in `end`. Written here because the
 * frozen views below trust the sizes their headers give: roaring checks nothing when it makes one,
 * so a view is only made over a span whose headers add up to exactly its length.
 */
export function portableLength(bytes: Uint8Array, at: number, end: number): number {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (at + 4 > end) return -1;
  const cookie = data.getUint32(at, true);
  let count: number;
  let runFlags = -1;
  let cursor = at + 4;
  if (cookie === SERIAL_COOKIE_NO_RUNCONTAINER) {
    if (cursor + 4 > end) return -1;
    count = data.getUint32(cursor, true);
    cursor += 4;
  } else if ((cookie & 0xffff) === SERIAL_COOKIE) {
    count = (cookie >>> 16) + 1;
    runFlags = cursor;
    cursor += (count + 7) >>> 3;
  } else return -1;
  if (count > 65536) return -1;
  const headers = cursor;
  cursor += 4 * count;
  if (runFlags < 0 || count >= NO_OFFSET_THRESHOLD) cursor += 4 * count;
  if (cursor > end) return -1;
  for (let i = 0; i < count; i++) {
    const cardinality = data.getUint16(headers + 4 * i + 2, true) + 1;
    if (runFlags >= 0 && (bytes[runFlags + (i >>> 3)]! & (1 << (i & 7))) !== 0) {
      if (cursor + 2 > end) return -1;
      cursor += 2 + 4 * data.getUint16(cursor, true);
    } else cursor += cardinality > MAX_ARRAY_CARDINALITY ? BITSET_BYTES : 2 * cardinality;
    if (cursor > end) return -1;
  }
  return cursor - at;
}

/**
 * The number of values of the portable bitmap at `at` in `bytes`, summed from its headers (each
 * container's cardinality less one, by the format spec above). Only for a bitmap whose headers
 * portableLength has checked.
 */
export function portableCardinality(bytes: Uint8Array, at: number): number {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const cookie = data.getUint32(at, true);
  let count: number;
  let headers: number;
  if (cookie === SERIAL_COOKIE_NO_RUNCONTAINER) {
    count = data.getUint32(at + 4, true);
    headers = at + 8;
  } else {
    count = (cookie >>> 16) + 1;
    headers = at + 4 + ((count + 7) >>> 3);
  }
  let values = 0;
  for (let i = 0; i < count; i++) values += data.getUint16(headers + 4 * i + 2, true) + 1;
  return values;
}

/** Posting lists read by index (an array is one): TextIndex reads the loaded ones through it. */
export interface PostingLists {
  readonly length: number;
  at(index: number): RoaringBitmap32 | undefined;
}

/**
 * Posting lists read by index, each made a view on its first read, with every list's size read
 * from its headers, so that what reads only sizes (an order by size, a facet of every event) makes
 * no view.
 */
export interface SizedLists extends PostingLists {
  /** Per list, its number of values. */
  readonly sizes: Uint32Array;
}

/**
 * A table of portable bitmaps, bitmap i the bytes of `bytes` from `offsets[i]` to `offsets[i + 1]`,
 * read as frozen views over those bytes. A view copies no container: its native part is one block
 * of headers pointing into `bytes` (which it keeps alive), so the collection that frees a
 * snapshot's views frees one block each instead of every container of every bitmap. The bytes must
 * not change while a view reads them: the loader's sections are never written to.
 */
export class BitmapTable {
  constructor(
    readonly bytes: Uint8Array,
    readonly offsets: Uint32Array,
  ) {}

  get count(): number {
    return this.offsets.length - 1;
  }

  /** Whether bitmap i's span lies in the bytes and its headers add up to exactly its length. */
  fits(i: number): boolean {
    const from = this.offsets[i]!;
    const to = this.offsets[i + 1]!;
    return from <= to && to <= this.bytes.byteLength && portableLength(this.bytes, from, to) === to - from;
  }

  /** Whether bitmaps first to first + count - 1 all fit (fits). */
  allFit(first: number, count: number): boolean {
    for (let i = first; i < first + count; i++) if (!this.fits(i)) return false;
    return true;
  }

  /** The number of values of bitmap i, read from its headers; only for a bitmap that fits. */
  cardinality(i: number): number {
    return portableCardinality(this.bytes, this.offsets[i]!);
  }

  /** Bitmap i as a view; only for a bitmap that fits (roaring checks nothing when it makes one). */
  view(i: number): RoaringBitmap32 {
    return RoaringBitmap32.unsafeFrozenView(
      this.bytes.subarray(this.offsets[i], this.offsets[i + 1]),
      'unsafe_frozen_portable',
    );
  }

  /** Bitmaps first to first + count - 1 as views, each made on its first read and kept. */
  lazy(first: number, count: number): PostingLists {
    return lazyViews(this, first, count);
  }
}

/** Bitmaps first to first + count - 1 of a table, each made a view (`view`) on its first read and kept. */
export function lazyViews(table: { view(i: number): RoaringBitmap32 }, first: number, count: number): PostingLists {
  const made = new Array<RoaringBitmap32 | undefined>(count);
  return {
    length: count,
    at: (index) => (index >= 0 && index < count ? (made[index] ??= table.view(first + index)) : undefined),
  };
}

/**
 * A table of portable bitmaps laid out as BitmapTable's, whose bytes stay in the snapshot file and
 * are read by position (store/load-detail.ts, storedOnDisk); its offsets are in memory. For a large
 * table of which a search reads few bitmaps: the phrase pairs.
 */
export class DiskBitmapTable {
  constructor(
    private readonly source: { read(offset: number, length: number): Buffer },
    readonly offsets: Uint32Array,
  ) {}

  get count(): number {
    return this.offsets.length - 1;
  }

  /**
   * Whether bitmaps first to first + count - 1 all fit their spans, their bytes read as one span (a
   * read per bitmap would be a system call each: 75,000 for the phrase pairs at 1M events).
   */
  allFit(first: number, count: number): boolean {
    const { offsets } = this;
    for (let i = first; i < first + count; i++) if (offsets[i]! > offsets[i + 1]!) return false;
    const base = offsets[first]!;
    const bytes = this.source.read(base, offsets[first + count]! - base);
    for (let i = first; i < first + count; i++) {
      const from = offsets[i]! - base;
      const to = offsets[i + 1]! - base;
      if (portableLength(bytes, from, to) !== to - from) return false;
    }
    return true;
  }

  /**
   * Bitmap i as a frozen view over bytes of its own, read from the file. The file answers with the
   * bytes it was loaded with or throws (snapshot-file.ts); the headers are checked again anyway,
   * since roaring checks nothing when it makes a view.
   */
  view(i: number): RoaringBitmap32 {
    const from = this.offsets[i]!;
    const length = this.offsets[i + 1]! - from;
    // A buffer of its own, not a slice of Node's shared pool (as frozenViewOf says).
    const bytes = Buffer.allocUnsafeSlow(length);
    bytes.set(this.source.read(from, length));
    if (portableLength(bytes, 0, length) !== length) throw new Error(`bitmap ${i} read from the file is not a bitmap`);
    return RoaringBitmap32.unsafeFrozenView(bytes, 'unsafe_frozen_portable');
  }
}

/** The one bitmap frozenBitmapOf fills, serializes and clears; never read elsewhere. */
const scratch = new RoaringBitmap32();

/**
 * The bitmap of `sorted` (ascending positions) as a frozen view over its own portable bytes, for
 * the bitmaps built when a snapshot loads: like the store's (BitmapTable), its native part is one
 * block, so letting go of a snapshot frees one block per bitmap. Made through one kept bitmap that
 * is cleared after, so no bitmap with containers of its own is left for a collection to free.
 */
export function frozenBitmapOf(sorted: Uint32Array): RoaringBitmap32 {
  scratch.copyFrom(sorted);
  const view = frozenViewOf(scratch);
  scratch.clear();
  return view;
}

/**
 * A frozen view over a copy of `bitmap`'s portable bytes (as frozenBitmapOf makes), for a bitmap
 * built at load from others: the caller clears or drops `bitmap`, the view is what is kept.
 */
export function frozenViewOf(bitmap: RoaringBitmap32): RoaringBitmap32 {
  // A buffer of its own, not a slice of Node's shared pool: a view lives as long as its snapshot and
  // would keep a whole pool chunk, other requests' bytes with it, alive (as util/kept-bytes.ts says).
  const bytes = Buffer.allocUnsafeSlow(bitmap.getSerializationSizeInBytes('portable'));
  bitmap.serialize('portable', bytes);
  return RoaringBitmap32.unsafeFrozenView(bytes, 'unsafe_frozen_portable');
}

/**
 * Bitmaps kept for the process and lent to one synchronous computation at a time (the relaxations
 * of a search that found nothing intersect into a few dozen of them). New bitmaps per request cost
 * more than their work: each is native memory with a finalizer, and a few per request made V8's
 * young-generation collections take milliseconds under load (util/roaring.ts, intersectInto).
 * withScratch lends them and takes them back, emptied, when the computation returns or throws; a
 * lent bitmap is never kept past the call.
 */
import { RoaringBitmap32 } from '../../util/roaring.js';

const pool: RoaringBitmap32[] = [];
let lent = 0;

/** Hands out an empty bitmap of the pool (a new one when all are lent). */
export type TakeScratch = () => RoaringBitmap32;

/** Runs `work` with the pool's bitmaps to take from; those it took are emptied and returned after. */
export function withScratch<T>(work: (take: TakeScratch) => T): T {
  const mark = lent;
  const take: TakeScratch = () => {
    if (lent === pool.length) pool.push(new RoaringBitmap32());
    return pool[lent++]!;
  };
  try {
    return work(take);
  } finally {
    for (let at = mark; at < lent; at++) pool[at]!.clear();
    lent = mark;
  }
}

/**
 * An array kept for the process, grown to the largest set read so far: a new array per facet
 * count is a fresh megabyte at 1M events, whose pages the kernel zeroes on first touch.
 */
let positions = new Uint32Array(0);

/**
 * The positions of `set` in ascending order, in the kept array: valid until the next call, so a
 * caller reads them synchronously and keeps nothing.
 */
export function scratchPositions(set: RoaringBitmap32): Uint32Array {
  if (positions.length < set.size) positions = new Uint32Array(Math.max(set.size, positions.length * 2));
  return set.toUint32Array(positions);
}

/**
 * The deadline side of search: the events whose call for papers is open today, and pages in
 * deadline order (docs/api.md, Order): submission deadline ascending, events without one last,
 * ties by start date, then id. The snapshot stores the deadline order as buckets of consecutive
 * (deadline, position) ranges; a page counts the matches bucket by bucket (cheap cardinalities)
 * and sorts only the matches of the buckets it falls in.
 */
import type { Store } from '../../store/store.js';
import type { Day } from '../../util/dates.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import { BitmapSet, FullSet, type RankedSet } from './ranked.js';

/** Events with a deadline on or after `today`. */
export function openCallsSet(store: Store, today: Day): RoaringBitmap32 {
  const { deadline: buckets } = store.lists;
  const ranges = store.meta.deadlineRanges;
  const whole: RoaringBitmap32[] = [];
  const partial: number[] = [];
  for (const [bucket, [first, last]] of ranges.entries()) {
    if (last < today) continue;
    if (first >= today) whole.push(buckets[bucket]!);
    else
      for (const position of buckets[bucket]!) if (store.columns.deadline[position]! >= today) partial.push(position);
  }
  const set = RoaringBitmap32.orMany(whole);
  set.addMany(partial);
  set.runOptimize();
  return set.freeze();
}

/** Events without a deadline: everything outside the buckets. */
export function noDeadlineSet(store: Store): RoaringBitmap32 {
  const all = RoaringBitmap32.fromRange(0, store.size);
  all.andNotInPlace(RoaringBitmap32.orMany(store.lists.deadline));
  return all.freeze();
}

/** The matches of one bucket in deadline order: sorted by (deadline, position). */
function sortedByDeadline(positions: Uint32Array, deadline: Int32Array): number[] {
  // One key per position keeps the sort native: deadlines fit in 2^21 days either side of 1970
  // and positions in 2^31, so deadline * 2^32 + position is an exact double.
  const keys = new Float64Array(positions.length);
  for (let i = 0; i < positions.length; i++) keys[i] = deadline[positions[i]!]! * 4_294_967_296 + positions[i]!;
  keys.sort();
  return Array.from(keys, (key) => key - Math.floor(key / 4_294_967_296) * 4_294_967_296);
}

/**
 * A page of `matches` (null: every event) in deadline order. `withoutDeadline` is the set of
 * events with no deadline, which come last in position order. `openFrom` (with cfp=open: today)
 * is the earliest deadline the matches can have; the buckets before it are not even counted.
 */
export function pageByDeadline(
  store: Store,
  matches: RoaringBitmap32 | null,
  withoutDeadline: RoaringBitmap32,
  offset: number,
  limit: number,
  openFrom?: number,
): number[] {
  const page: number[] = [];
  let skip = offset;
  const ranges = store.meta.deadlineRanges;
  for (const [at, bucket] of store.lists.deadline.entries()) {
    if (page.length === limit) return page;
    if (openFrom !== undefined && ranges[at]![1] < openFrom) continue;
    const inBucket = matches ? matches.andCardinality(bucket) : bucket.size;
    if (skip >= inBucket) {
      skip -= inBucket;
      continue;
    }
    const positions = matches ? RoaringBitmap32.and(matches, bucket).toUint32Array() : bucket.toUint32Array();
    const ordered = sortedByDeadline(positions, store.columns.deadline);
    page.push(...ordered.slice(skip, skip + limit - page.length));
    skip = 0;
  }
  if (page.length === limit) return page;
  const tail: RankedSet = matches
    ? new BitmapSet(RoaringBitmap32.and(matches, withoutDeadline))
    : withoutDeadline.size === store.size
      ? new FullSet(store.size)
      : new BitmapSet(withoutDeadline);
  return skip >= tail.size ? page : page.concat(tail.slice(skip, limit - page.length));
}

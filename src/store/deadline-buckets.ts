/**
 * The deadline order (docs/snapshot-format.md): the events that have a submission deadline,
 * sorted by (deadline, position), cut into consecutive buckets of about equal size, each stored as
 * a posting list. A search sorted by deadline counts its matches bucket by bucket and sorts only
 * the bucket its page falls in; `cfp=open` is the buckets from today on.
 */
import { RoaringBitmap32 } from '../util/roaring.js';
import { NO_DAY } from './layout.js';

/** At most this many buckets; fewer for small data, so that a bucket holds at least MIN_BUCKET events. */
export const MAX_BUCKETS = 256;
export const MIN_BUCKET = 64;

/** The first and last deadline of each bucket, in bucket order. */
export type DeadlineRanges = [number, number][];

export function compileDeadlineBuckets(deadline: Int32Array): { lists: RoaringBitmap32[]; ranges: DeadlineRanges } {
  const withDeadline: number[] = [];
  for (let position = 0; position < deadline.length; position++) {
    if (deadline[position] !== NO_DAY) withDeadline.push(position);
  }
  withDeadline.sort((a, b) => deadline[a]! - deadline[b]! || a - b);
  const count = Math.max(1, Math.min(MAX_BUCKETS, Math.floor(withDeadline.length / MIN_BUCKET)));
  const lists: RoaringBitmap32[] = [];
  const ranges: DeadlineRanges = [];
  for (let bucket = 0; bucket < count && withDeadline.length > 0; bucket++) {
    const from = Math.floor((bucket * withDeadline.length) / count);
    const to = Math.floor(((bucket + 1) * withDeadline.length) / count);
    const positions = withDeadline.slice(from, to);
    const list = new RoaringBitmap32(positions);
    list.runOptimize();
    list.shrinkToFit();
    lists.push(list);
    ranges.push([deadline[positions[0]!]!, deadline[positions[positions.length - 1]!]!]);
  }
  return { lists, ranges };
}

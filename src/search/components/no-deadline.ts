/**
 * The events without a submission deadline (they come last in deadline order and have the cfp
 * status none). Calls for papers at an instant and the deadline order are in cfp.ts.
 */
import type { Store } from '../../store/store.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { BucketUnions } from '../index-view.js';

/**
 * Events without a submission deadline: everything outside the submission buckets, whose union
 * comes from their blocks (submission-blocks.ts). OR-ing the 512 buckets of 1M events one by one
 * was one step of 5 ms, 16–24 ms on a machine whose page faults are dear, that a swap ran whole;
 * their four blocks of 128 take under 0.2 ms (4 ms the first time).
 */
export function noDeadlineSet(store: Store, blocks: BucketUnions): RoaringBitmap32 {
  const all = RoaringBitmap32.fromRange(0, store.size);
  all.andNotInPlace(blocks.union(0, store.lists.submission.length));
  return all.freeze();
}

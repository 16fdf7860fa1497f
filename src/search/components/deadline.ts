/**
 * The events without a submission deadline (they come last in deadline order and have the cfp
 * status none). Calls for papers at an instant and the deadline order are in cfp.ts.
 */
import type { Store } from '../../store/store.js';
import { RoaringBitmap32 } from '../../util/roaring.js';

/** Events without a submission deadline: everything outside the submission buckets. */
export function noDeadlineSet(store: Store): RoaringBitmap32 {
  const all = RoaringBitmap32.fromRange(0, store.size);
  all.andNotInPlace(RoaringBitmap32.orMany(store.lists.submission));
  return all.freeze();
}

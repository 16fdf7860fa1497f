/**
 * The counts of a facet of many values (the city slots, the regions) over a dense scope, for its
 * `k` largest only: the scope is intersected with the values' lists largest first, and the walk
 * stops as soon as the next list is smaller than the k-th largest count found, since neither it
 * nor any later list can reach (or tie) that count. A scope with no bearing on places then
 * intersects a few hundred of the 4,353 city lists at 1M instead of all of them. A scope whose
 * events gather in a few places (one continent's) can still need most lists; the walk gives up
 * past `budget` list elements, and the caller reads the scope's events instead.
 */
import type { RoaringBitmap32, SizedLists } from '../../util/roaring.js';

/** Per list set: its positions by size, largest first, and the sizes summed along that order. */
interface SizeOrder {
  order: Uint32Array;
  /** before[i]: the elements of the lists before order[i]; before[length]: all of them. */
  before: Float64Array;
}

const orders = new WeakMap<SizedLists, SizeOrder>();

/** The lists' order by size, made once per list set (a snapshot's lists live as long as it). */
function sizeOrder(lists: SizedLists): SizeOrder {
  let found = orders.get(lists);
  if (found === undefined) {
    const { sizes } = lists;
    const order = Uint32Array.from(sizes.keys()).sort((a, b) => sizes[b]! - sizes[a]! || a - b);
    const before = new Float64Array(order.length + 1);
    for (let i = 0; i < order.length; i++) before[i + 1] = before[i]! + sizes[order[i]!]!;
    found = { order, before };
    orders.set(lists, found);
  }
  return found;
}

/**
 * The list elements the walk would intersect if the scope's counts were its share of each list
 * (`share` of the universe, as a scope with no bearing on the facet has): the lists down to the
 * first smaller than that share of the k-th largest list. An estimate, for choosing the walk.
 */
export function expectedWalk(lists: SizedLists, k: number, share: number): number {
  const { order, before } = sizeOrder(lists);
  if (order.length <= k) return before[order.length]!;
  const stop = share * lists.sizes[order[k - 1]!]!;
  let low = k;
  let high = order.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (lists.sizes[order[mid]!]! < stop) high = mid;
    else low = mid + 1;
  }
  return before[low]!;
}

/**
 * Counts per list of `events`, exact for every list that can be among the `k` largest counts (0
 * for the others, which cannot); undefined when that takes more than `budget` list elements.
 */
export function topListCounts(
  lists: SizedLists,
  events: RoaringBitmap32,
  k: number,
  budget: number,
): Uint32Array | undefined {
  const { order } = sizeOrder(lists);
  const counts = new Uint32Array(lists.length);
  // The k largest counts so far, largest first.
  const top: number[] = [];
  let spent = 0;
  for (const at of order) {
    const size = lists.sizes[at]!;
    if (top.length === k && size < top[k - 1]!) break;
    spent += size;
    if (spent > budget) return undefined;
    const count = events.andCardinality(lists.at(at)!);
    counts[at] = count;
    if (top.length === k && count <= top[k - 1]!) continue;
    if (top.length === k) top.pop();
    let i = top.length;
    while (i > 0 && top[i - 1]! < count) i--;
    top.splice(i, 0, count);
  }
  return counts;
}

/**
 * `deadline_from` / `deadline_to` (docs/api.md, Deadlines): the events with an abstract or paper
 * deadline whose date in its own zone is in a range. A local date lies between 14 hours before and
 * 12 hours after the same UTC date (zones run from UTC−12 to UTC+14), so the submission order is
 * cut at instants: whole buckets whose instants are surely in range are taken as they are, and
 * only the deadlines within those margins are checked against their local dates. With cfp=open,
 * the range applies to the deadlines of an open call still ahead at the request's time, of any
 * round (openDeadlineDaySet).
 */
import type { Store } from '../../store/store.js';
import { DEADLINE_KINDS } from '../../source/schema.js';
import type { Day } from '../../util/dates.js';
import { lowerBound } from '../../util/binary-search.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import type { CfpStatusSets } from '../types.js';
import { submissionCut } from './cfp.js';

export const DAY = 86_400;
/** The widest offsets east and west of UTC, seconds. */
export const EAST = 14 * 3600;
export const WEST = 12 * 3600;
export const ABSTRACT = DEADLINE_KINDS.indexOf('abstract');
export const PAPER = DEADLINE_KINDS.indexOf('paper');

/** What the ranges read: the submission order and its blocks (submission-blocks.ts). */
type Submissions = Pick<IndexView, 'store' | 'submissionBlocks'>;

/**
 * Whether the event at `position` has a submission deadline whose local date is in [from, to],
 * at `notBefore` or later.
 */
function hasDeadlineDay(store: Store, position: number, from: number, to: number, notBefore: number): boolean {
  const { offsets, kind, day, at } = store.deadlines;
  for (let row = offsets[position]!; row < offsets[position + 1]!; row++) {
    const rowKind = kind[row]!;
    if ((rowKind !== ABSTRACT && rowKind !== PAPER) || day[row]! < from || day[row]! > to) continue;
    if (at[row]! >= notBefore) return true;
  }
  return false;
}

/** The events with an abstract or paper deadline dated (in its zone) from `from` to `to` (null: open end). */
export function deadlineDaySet(index: Submissions, from: Day | null, to: Day | null): RoaringBitmap32 {
  const set = daySet(index, from, to, Number.NEGATIVE_INFINITY);
  set.runOptimize();
  return set.freeze();
}

/** The events with an abstract or paper deadline at `now` or later dated (in its zone) `from` or later. */
export function aheadFromDaySet(index: Submissions, from: Day, now: number): RoaringBitmap32 {
  const set = daySet(index, from, null, now);
  set.runOptimize();
  return set.freeze();
}

/**
 * deadlineDaySet's events, at `notBefore` or later, in a set not yet frozen. The buckets whose
 * instants surely have their local date in range are consecutive (the order is by instant): they
 * are taken as one run of the submission blocks.
 */
function daySet(index: Submissions, from: Day | null, to: Day | null, notBefore: number): RoaringBitmap32 {
  const { store } = index;
  const low = from ?? -1e7;
  const high = to ?? 1e7;
  const { at, position } = store.submissions;
  // Instants whose local date may be in range (and not before notBefore), and those whose local date surely is.
  const first = submissionCut(store, Math.max(low * DAY - EAST, notBefore));
  const end = submissionCut(store, (high + 1) * DAY + WEST);
  const sureFrom = low * DAY + WEST;
  const sureTo = (high + 1) * DAY - EAST;
  const bounds = store.meta.submissionBounds;
  let wholeFrom = -1;
  let wholeTo = -1;
  const checked: number[] = [];
  for (let bucket = 0; bucket + 1 < bounds.length; bucket++) {
    const start = bounds[bucket]!;
    const stop = bounds[bucket + 1]!;
    if (stop <= first || start >= end) continue;
    if (at[start]! >= sureFrom && at[start]! >= notBefore && at[stop - 1]! < sureTo) {
      if (wholeFrom < 0) wholeFrom = bucket;
      wholeTo = bucket + 1;
      continue;
    }
    for (let i = Math.max(start, first); i < Math.min(stop, end); i++) {
      const p = position[i]!;
      if ((at[i]! >= sureFrom && at[i]! < sureTo) || hasDeadlineDay(store, p, low, high, notBefore)) checked.push(p);
    }
  }
  const set = wholeFrom < 0 ? new RoaringBitmap32() : index.submissionBlocks().union(wholeFrom, wholeTo);
  set.addMany(checked);
  return set;
}

/**
 * With cfp=open: the events whose call is open at `now` and that have a deadline dated in the
 * range still ahead at `now`, of any round: an edition open through a later round keeps a paper
 * round in the range even when that round's abstract has passed (VLDB's monthly rounds).
 */
export function openDeadlineDaySet(
  index: Submissions,
  statuses: CfpStatusSets,
  from: Day | null,
  to: Day | null,
  now: number,
): RoaringBitmap32 {
  const set = daySet(index, from, to, now);
  set.andInPlace(statuses.open);
  set.runOptimize();
  return set.freeze();
}

/** The deadlines of one stored kind by local date: their days ascending, and each one's event. */
interface KindOrder {
  days: Int32Array;
  positions: Uint32Array;
}

const KIND_ORDERS = new WeakMap<Store, Map<number, KindOrder>>();

/**
 * The store's deadlines of one kind in date order, built at the first range asked of that kind:
 * estimates, notifications, camera-ready deadlines and rebuttals are in no submission order, which
 * holds what opens and closes a call. One pass over the deadlines, then each range is two binary
 * searches and its own events.
 */
function kindOrder(store: Store, kindAt: number): KindOrder {
  const orders = KIND_ORDERS.get(store) ?? new Map<number, KindOrder>();
  KIND_ORDERS.set(store, orders);
  let order = orders.get(kindAt);
  if (order !== undefined) return order;
  const { offsets, kind, day } = store.deadlines;
  const found: { day: number; position: number }[] = [];
  for (let position = 0; position + 1 < offsets.length; position++) {
    for (let row = offsets[position]!; row < offsets[position + 1]!; row++)
      if (kind[row] === kindAt) found.push({ day: day[row]!, position });
  }
  found.sort((a, b) => a.day - b.day);
  order = {
    days: Int32Array.from(found, ({ day }) => day),
    positions: Uint32Array.from(found, ({ position }) => position),
  };
  orders.set(kindAt, order);
  return order;
}

/**
 * The events with a deadline of the stored kind `kindAt` (an index of STORED_DEADLINE_KINDS)
 * dated (in its zone) from `from` to `to` (null: open end).
 */
export function kindDeadlineDaySet(store: Store, kindAt: number, from: Day | null, to: Day | null): RoaringBitmap32 {
  const { days, positions } = kindOrder(store, kindAt);
  const start = from === null ? 0 : lowerBound(days, from);
  const end = to === null ? days.length : lowerBound(days, to + 1);
  const set = new RoaringBitmap32(positions.subarray(start, Math.max(start, end)));
  set.runOptimize();
  return set.freeze();
}

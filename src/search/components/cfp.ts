/**
 * Calls for papers at an instant (docs/api.md, Calls for papers): each event's status from its
 * deadline rows, the set of events open at "now" from the submission order, and pages in order of
 * the next submission deadline. "Now" is the request's time in seconds since the epoch, UTC.
 *
 * A deadline is ahead while now ≤ its instant (a deadline at 23:59:59 still takes papers during
 * that second) and passed after it.
 */
import { ESTIMATED_PAPER } from '../../store/deadline-table.js';
import type { Store } from '../../store/store.js';
import type { BucketUnions } from '../index-view.js';
import type { CfpStatus, CfpStatusSets } from '../types.js';
import { lowerBound } from '../../util/binary-search.js';
import { DEADLINE_KINDS } from '../../source/schema.js';
import type { Day } from '../../util/dates.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import { orderInSteps, runWhole, type Steps } from '../../util/sliced.js';

/** The last second of a UTC day: the moment of a caller that gives only the day. */
export const endOfDay = (day: Day): number => (day + 1) * SECONDS_PER_DAY - 1;
const SECONDS_PER_DAY = 86_400;

const ABSTRACT = DEADLINE_KINDS.indexOf('abstract');
const PAPER = DEADLINE_KINDS.indexOf('paper');

type DeadlineStore = Pick<Store, 'deadlines'>;

/**
 * The call-for-papers status of the event at `position` at `now`:
 * - open: a round whose paper deadline is ahead and whose abstract deadline (if any) is not passed,
 *   or a round with only an abstract deadline, still ahead;
 * - abstract_closed: not open, and a round's abstract deadline is passed while its paper deadline
 *   is ahead;
 * - closed: every submission deadline is passed;
 * - expected: no submission deadline is known, and one estimated from the series' earlier editions
 *   is ahead (an estimate never opens a call);
 * - none: no submission (abstract or paper) deadline is known, nor one estimated still ahead.
 */
export function cfpStatusAt(store: DeadlineStore, position: number, now: number): CfpStatus {
  const { offsets, kind, round, at } = store.deadlines;
  const from = offsets[position]!;
  const to = offsets[position + 1]!;
  let any = false;
  let abstractClosed = false;
  let expected = false;
  // Rows are few per event (two to six): a nested pass is cheaper than a map of rounds.
  for (let row = from; row < to; row++) {
    const rowKind = kind[row]!;
    if (rowKind === ESTIMATED_PAPER && at[row]! >= now) expected = true;
    if (rowKind !== ABSTRACT && rowKind !== PAPER) continue;
    any = true;
    if (at[row]! < now) continue;
    const other = rowKind === PAPER ? ABSTRACT : PAPER;
    let partner = -1;
    for (let peer = from; peer < to; peer++) if (kind[peer] === other && round[peer] === round[row]) partner = peer;
    if (rowKind === ABSTRACT) {
      if (partner === -1 || at[partner]! >= now) return 'open';
    } else if (partner === -1 || at[partner]! >= now) return 'open';
    else abstractClosed = true;
  }
  if (!any) return expected ? 'expected' : 'none';
  return abstractClosed ? 'abstract_closed' : 'closed';
}

/** The estimated paper deadlines of all events, in (instant, position) order. */
export interface EstimateOrder {
  at: Float64Array;
  position: Uint32Array;
}

/** Rows or positions scanned for estimated deadlines between two pauses. */
const ESTIMATE_SCAN = 1 << 16;

/**
 * The estimated deadlines of the deadline table, sorted by instant (a few per series), in steps
 * (util/sliced.ts): at 1M events, sorting them at once held the thread about 30 ms.
 */
export function* estimateOrderSteps(store: Pick<Store, 'deadlines' | 'size'>): Steps<EstimateOrder> {
  const { offsets, kind, at } = store.deadlines;
  const rows = offsets[store.size]!;
  let count = 0;
  for (let from = 0; from < rows; from += ESTIMATE_SCAN) {
    for (let row = from; row < Math.min(rows, from + ESTIMATE_SCAN); row++) if (kind[row] === ESTIMATED_PAPER) count++;
    yield;
  }
  const found = { at: new Float64Array(count), position: new Uint32Array(count) };
  let next = 0;
  for (let from = 0; from < store.size; from += ESTIMATE_SCAN) {
    for (let position = from; position < Math.min(store.size, from + ESTIMATE_SCAN); position++) {
      for (let row = offsets[position]!; row < offsets[position + 1]!; row++) {
        if (kind[row] !== ESTIMATED_PAPER) continue;
        found.at[next] = at[row]!;
        found.position[next++] = position;
      }
    }
    yield;
  }
  // Found in position order, so a stable order by instant is the (instant, position) order.
  const order = yield* orderInSteps(found.at);
  const sorted = { at: new Float64Array(count), position: new Uint32Array(count) };
  // A loop, not TypedArray.from with a mapping function: that walks an iterator, about 7 ms here.
  for (let i = 0; i < count; i++) {
    sorted.at[i] = found.at[order[i]!]!;
    sorted.position[i] = found.position[order[i]!]!;
  }
  return sorted;
}

/** estimateOrderSteps at once. */
export const estimateOrder = (store: Pick<Store, 'deadlines' | 'size'>): EstimateOrder =>
  runWhole(estimateOrderSteps(store));

/**
 * How many submission and estimated deadlines have passed at `now`: every answer that depends on
 * the moment (cfp=open, the call statuses, next deadlines) is the same while this count is.
 */
export const momentCut = (store: Pick<Store, 'submissions'>, estimates: EstimateOrder, now: number): number =>
  submissionCut(store, now) + lowerBound(estimates.at, now);

/** The first index of the submission order whose instant is not passed at `now`. */
export const submissionCut = (store: Pick<Store, 'submissions'>, now: number): number =>
  lowerBound(store.submissions.at, now);

/**
 * The events with a submission deadline at indexes [from, to) of the submission order: the buckets
 * wholly inside, a run, as the union of their blocks (submission-blocks.ts), and the deadlines of
 * the (at most two) buckets the range cuts, one by one. OR-ing the buckets one by one took 1-6 ms
 * at 1M events (512 buckets), in a step of a load or of a moment built ahead.
 */
function eventsBetween(store: Store, blocks: BucketUnions, from: number, to: number): RoaringBitmap32 {
  const bounds = store.meta.submissionBounds;
  let firstWhole = -1;
  let endWhole = -1;
  const partial: number[] = [];
  for (let bucket = 0; bucket < store.lists.submission.length; bucket++) {
    const first = bounds[bucket]!;
    const end = bounds[bucket + 1]!;
    if (end <= from || first >= to) continue;
    if (first >= from && end <= to) {
      if (firstWhole < 0) firstWhole = bucket;
      endWhole = bucket + 1;
    } else for (let i = Math.max(first, from); i < Math.min(end, to); i++) partial.push(store.submissions.position[i]!);
  }
  const set = firstWhole < 0 ? new RoaringBitmap32() : blocks.union(firstWhole, endWhole);
  set.addMany(partial);
  return set;
}

/** What the call statuses are made from beside the store and the moment, made once per snapshot. */
export interface StatusBasis {
  /** The events without a submission deadline (deadline.ts, noDeadlineSet). */
  withoutDeadline: RoaringBitmap32;
  estimates: EstimateOrder;
  /** Unions of runs of the submission order's buckets (submission-blocks.ts). */
  blocks: BucketUnions;
}

/**
 * The events of each call status at `now`, every event in exactly one set, by the one status rule
 * of cfpStatusAt: an event whose submission deadlines are all ahead is open, one whose deadlines
 * have all passed is closed (cfpStatusAt says so of both), and of those with deadlines on both
 * sides of now (few: their deadlines straddle it, and are kept as `straddling`) cfpStatusAt is
 * asked. Two unions of buckets and a check of the straddling events, not a pass over every event.
 * `expected`: the events whose estimated deadline is ahead; `none`: the other events without a
 * submission deadline (deadline.ts).
 */
export const cfpStatusSets = (store: Store, now: number, basis: StatusBasis): CfpStatusSets =>
  runWhole(cfpStatusSetSteps(store, now, basis));

/** The call statuses at a moment, with the count of deadlines passed they hold for (momentCut). */
export interface MomentStatuses {
  cut: number;
  sets: CfpStatusSets;
}

/** The call statuses at `now` and their momentCut, in steps (a load's, or a moment built ahead). */
export function* momentStatusSteps(store: Store, now: number, basis: StatusBasis): Steps<MomentStatuses> {
  return { cut: momentCut(store, basis.estimates, now), sets: yield* cfpStatusSetSteps(store, now, basis) };
}

/** cfpStatusSets in steps (util/sliced.ts): a pause after each union of buckets. */
function* cfpStatusSetSteps(store: Store, now: number, basis: StatusBasis): Steps<CfpStatusSets> {
  const cut = submissionCut(store, now);
  const ahead = eventsBetween(store, basis.blocks, cut, store.submissions.at.length);
  yield;
  const passed = eventsBetween(store, basis.blocks, 0, cut);
  yield;
  const open = RoaringBitmap32.andNot(ahead, passed);
  const closed = RoaringBitmap32.andNot(passed, ahead);
  const abstractClosed = new RoaringBitmap32();
  ahead.andInPlace(passed);
  for (const position of ahead) {
    const status = cfpStatusAt(store, position, now);
    (status === 'open' ? open : status === 'closed' ? closed : abstractClosed).add(position);
  }
  const done = (set: RoaringBitmap32) => {
    set.runOptimize();
    return set.freeze();
  };
  // An estimate is made only for an event without a submission deadline: expected ones are among those.
  const { estimates, withoutDeadline } = basis;
  const expected = new RoaringBitmap32(estimates.position.subarray(lowerBound(estimates.at, now)));
  const none = RoaringBitmap32.andNot(withoutDeadline, expected);
  return {
    open: done(open),
    abstract_closed: done(abstractClosed),
    closed: done(closed),
    expected: done(expected),
    none: done(none),
    straddling: done(ahead),
  };
}

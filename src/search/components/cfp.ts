/**
 * Calls for papers at an instant (docs/api.md, Calls for papers): each event's status from its
 * deadline rows, the set of events open at "now" from the submission order, and pages in order of
 * the next submission deadline. "Now" is the request's time in seconds since the epoch, UTC.
 *
 * A deadline is ahead while now ≤ its instant (a deadline at 23:59:59 still takes papers during
 * that second) and passed after it.
 */
import type { Store } from '../../store/store.js';
import { DEADLINE_KINDS } from '../../source/schema.js';
import type { Day } from '../../util/dates.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import { BitmapSet } from './ranked.js';

/** The last second of a UTC day: the moment of a caller that gives only the day. */
export const endOfDay = (day: Day): number => (day + 1) * SECONDS_PER_DAY - 1;
const SECONDS_PER_DAY = 86_400;

const CFP_STATUSES = ['open', 'abstract_closed', 'closed', 'none'] as const;
export type CfpStatus = (typeof CFP_STATUSES)[number];

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
 * - none: no submission (abstract or paper) deadline is known.
 */
export function cfpStatusAt(store: DeadlineStore, position: number, now: number): CfpStatus {
  const { offsets, kind, round, at } = store.deadlines;
  const from = offsets[position]!;
  const to = offsets[position + 1]!;
  let any = false;
  let abstractClosed = false;
  // Rows are few per event (two to six): a nested pass is cheaper than a map of rounds.
  for (let row = from; row < to; row++) {
    const rowKind = kind[row]!;
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
  if (!any) return 'none';
  return abstractClosed ? 'abstract_closed' : 'closed';
}

/** The first index of the submission order whose instant is not passed at `now` (binary search). */
export function submissionCut(store: Pick<Store, 'submissions'>, now: number): number {
  const { at } = store.submissions;
  let lo = 0;
  let hi = at.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at[mid]! < now) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The bucket of the submission order that holds index `cut` (the last bucket for the end). */
function bucketOf(bounds: readonly number[], cut: number): number {
  let bucket = 0;
  while (bucket + 2 < bounds.length && bounds[bucket + 1]! <= cut) bucket++;
  return bucket;
}

/** The events with a submission deadline at indexes [from, to) of the submission order. */
function eventsBetween(store: Store, from: number, to: number): RoaringBitmap32 {
  const { submission } = store.lists;
  const bounds = store.meta.submissionBounds;
  const whole: RoaringBitmap32[] = [];
  const partial: number[] = [];
  for (let bucket = 0; bucket < submission.length; bucket++) {
    const first = bounds[bucket]!;
    const end = bounds[bucket + 1]!;
    if (end <= from || first >= to) continue;
    if (first >= from && end <= to) whole.push(submission[bucket]!);
    else for (let i = Math.max(first, from); i < Math.min(end, to); i++) partial.push(store.submissions.position[i]!);
  }
  const set = RoaringBitmap32.orMany(whole);
  set.addMany(partial);
  return set;
}

/** The events with a submission deadline not passed at `now`. */
export function eventsAhead(store: Store, now: number): RoaringBitmap32 {
  return eventsBetween(store, submissionCut(store, now), store.submissions.at.length);
}

/**
 * The events whose call is open at `now`: those with every submission deadline ahead (open by
 * definition), and of those with deadlines on both sides of now (few: their deadlines straddle
 * it) the ones whose rows say open. Two unions of buckets and a check of the straddling events,
 * not a pass over every event.
 */
export function openAtSet(store: Store, now: number): RoaringBitmap32 {
  const cut = submissionCut(store, now);
  const ahead = eventsBetween(store, cut, store.submissions.at.length);
  const passed = eventsBetween(store, 0, cut);
  const straddling = RoaringBitmap32.and(ahead, passed);
  ahead.andNotInPlace(passed);
  for (const position of straddling) if (cfpStatusAt(store, position, now) === 'open') ahead.add(position);
  ahead.runOptimize();
  return ahead.freeze();
}

/**
 * A page of `matches` (null: every event) in order of the next submission deadline at `now`:
 * events with one ahead by (that instant, position), then the others (all passed, or none) in
 * position order. Walks the submission order from now bucket by bucket, counting the events met
 * for the first time, and lists only the bucket the page falls in.
 */
export function pageByNextDeadline(
  store: Store,
  matches: RoaringBitmap32 | null,
  now: number,
  offset: number,
  limit: number,
): number[] {
  const page: number[] = [];
  let skip = offset;
  const cut = submissionCut(store, now);
  const bounds = store.meta.submissionBounds;
  const seen = new RoaringBitmap32();
  const total = store.submissions.at.length;
  for (let bucket = total === 0 ? bounds.length : bucketOf(bounds, cut); bucket + 1 < bounds.length; bucket++) {
    if (page.length === limit) return page;
    const from = Math.max(bounds[bucket]!, cut);
    const range = eventsBetween(store, from, bounds[bucket + 1]!);
    const fresh = matches ? RoaringBitmap32.and(range, matches) : range.clone();
    fresh.andNotInPlace(seen);
    if (skip >= fresh.size) skip -= fresh.size;
    else {
      listFresh(store, fresh, from, bounds[bucket + 1]!, skip, limit, page);
      skip = 0;
    }
    seen.orInPlace(range);
  }
  if (page.length === limit) return page;
  const rest = matches ? matches.clone() : RoaringBitmap32.fromRange(0, store.size);
  rest.andNotInPlace(seen);
  return page.concat(new BitmapSet(rest).slice(skip, limit - page.length));
}

/** Appends the events of `fresh` in submission order over [from, to), after skipping `skip`. */
function listFresh(
  store: Store,
  fresh: RoaringBitmap32,
  from: number,
  to: number,
  skip: number,
  limit: number,
  page: number[],
): void {
  const listed = new Set<number>();
  let left = skip;
  for (let i = from; i < to && page.length < limit; i++) {
    const position = store.submissions.position[i]!;
    if (!fresh.has(position) || listed.has(position)) continue;
    listed.add(position);
    if (left > 0) left--;
    else page.push(position);
  }
}

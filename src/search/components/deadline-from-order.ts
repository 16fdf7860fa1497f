/**
 * sort=deadline with deadline_from (docs/api.md, Order): the events by their first submission
 * deadline still ahead that is dated (in its zone) on or after deadline_from, soonest first, ties in
 * position order; then the other matches in position order. "The earliest deadline in 2027" is the
 * first deadline of 2027, not a round of December 2026 of the same call.
 *
 * The order depends on the day asked, so it is not built ahead as deadline-order.ts's is: a page
 * either ranks each event ahead by its own deadlines (few events), or walks the submission order
 * from the day on until the page is full (many), marking the events ahead first when the walk is
 * expected to be long. A page costs at most one pass over the deadlines from the day.
 */
import type { Store } from '../../store/store.js';
import type { Day } from '../../util/dates.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import { submissionCut } from './cfp.js';
import { ABSTRACT, aheadFromDaySet, DAY, EAST, PAPER, WEST } from './deadline-range.js';
import { BitmapSet } from './ranked.js';

/**
 * Up to this many events ahead, each is ranked by its own deadlines (a few rows each) and sorted;
 * past it, a walk of the deadlines from the day on costs less.
 */
const RANKED_AHEAD = 1024;

/** The instant of the event's first abstract or paper deadline at `now` or later dated `from` or later, else -1. */
function firstFrom(store: Store, position: number, from: Day, now: number): number {
  const { offsets, kind, day, at } = store.deadlines;
  // An event's rows are in instant order.
  for (let row = offsets[position]!; row < offsets[position + 1]!; row++) {
    const rowKind = kind[row]!;
    if ((rowKind === ABSTRACT || rowKind === PAPER) && day[row]! >= from && at[row]! >= now) return at[row]!;
  }
  return -1;
}

/** The first `count` events of `ahead` in the order, each ranked by its own deadlines. */
function rankedEach(store: Store, ahead: RoaringBitmap32, from: Day, now: number, count: number): number[] {
  const members = ahead.toUint32Array();
  const keys = Float64Array.from(members, (position) => firstFrom(store, position, from, now));
  const order = Array.from(members.keys()).sort((a, b) => keys[a]! - keys[b]! || members[a]! - members[b]!);
  return order.slice(0, count).map((index) => members[index]!);
}

/**
 * Marks of the events ahead on a marked walk (1: ahead, 2: met), kept for the process and grown to
 * the largest store: a bitmap's `has` per deadline walked costs ten times a read of this array, but
 * marking costs a write per event ahead.
 */
let marks = new Uint8Array(0);

/**
 * Deadlines a walk reads with `has` before it marks the events ahead and walks again; a walk
 * expected to read more (the events ahead sparse among the deadlines, or the page deep) marks first.
 */
const UNMARKED_STEPS = 8192;

/** The sizes that choose a page's way (tests lower them to take every way on small data). */
export interface Ways {
  /** At most this many events ahead are ranked each. */
  ranked: number;
  /** A walk reads at most this many deadlines before it marks. */
  unmarked: number;
}

const WAYS: Ways = { ranked: RANKED_AHEAD, unmarked: UNMARKED_STEPS };

/**
 * The events of `ahead` from the `offset`-th to the `offset + limit`-th in the order, met on a walk
 * of the submission order from the day on: each is met first at its first deadline from the day.
 * A first page of many events ahead is found within a few deadlines, a deep one or of few events
 * ahead after many: the walk reads the first UNMARKED_STEPS deadlines as they are, then marks.
 */
function walked(
  store: Store,
  ahead: RoaringBitmap32,
  { from, now, unmarked }: { from: Day; now: number; unmarked: number },
  offset: number,
  limit: number,
) {
  const { at, position } = store.submissions;
  const first = submissionCut(store, Math.max(now, from * DAY - EAST));
  // From this instant on, every date is `from` or later, whatever its zone.
  const surelyFrom = from * DAY + WEST;
  // Below it, a deadline at i counts when one of the event's at that instant is dated from the day:
  // then its first dated from the day at or after that instant is at it.
  const isFirst = (i: number) => at[i]! >= surelyFrom || firstFrom(store, position[i]!, from, at[i]!) === at[i];
  const met = new Set<number>();
  const out: number[] = [];
  const expected = ((offset + limit) * (at.length - first)) / ahead.size;
  const end = expected > unmarked ? first : Math.min(at.length, first + unmarked);
  for (let i = first; i < end && out.length < limit; i++) {
    const p = position[i]!;
    if (met.has(p) || !ahead.has(p) || !isFirst(i)) continue;
    met.add(p);
    if (met.size > offset) out.push(p);
  }
  if (out.length === limit || (end === at.length && end > first)) return out;
  if (marks.length < store.size) marks = new Uint8Array(store.size);
  const members = ahead.toUint32Array();
  for (const p of members) marks[p] = 1;
  out.length = 0;
  let count = 0;
  for (let i = first; i < at.length && out.length < limit; i++) {
    const p = position[i]!;
    if (marks[p] !== 1 || !isFirst(i)) continue;
    marks[p] = 2;
    if (count++ >= offset) out.push(p);
  }
  for (const p of members) marks[p] = 0;
  return out;
}

/** A page of `matches` in the order. */
export function pageByDeadlineFrom(
  index: Pick<IndexView, 'store' | 'submissionBlocks'>,
  matches: RoaringBitmap32,
  { from, now }: { from: Day; now: number },
  offset: number,
  limit: number,
  { ranked, unmarked }: Ways = WAYS,
): number[] {
  const { store } = index;
  const ahead = RoaringBitmap32.and(matches, aheadFromDaySet(index, from, now));
  const page: number[] = [];
  if (offset < ahead.size) {
    if (ahead.size <= ranked) page.push(...rankedEach(store, ahead, from, now, offset + limit).slice(offset));
    else page.push(...walked(store, ahead, { from, now, unmarked }, offset, limit));
  }
  if (page.length === limit) return page;
  const others = RoaringBitmap32.andNot(matches, ahead);
  return page.concat(new BitmapSet(others).slice(Math.max(0, offset - ahead.size), limit - page.length));
}

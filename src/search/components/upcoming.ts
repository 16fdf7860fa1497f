/**
 * The default order, "upcoming": events not yet ended today, soonest start first, then past
 * events, most recent start first, and last the events of a past year whose dates were never
 * given (day-split.ts). Positions are in start order, so only the events that started within the
 * longest event's duration before today need their end date looked at.
 */
import type { Store } from '../../store/store.js';
import type { Day } from '../../util/dates.js';
import { intersectInto, RoaringBitmap32 } from '../../util/roaring.js';
import { type DaySplit, daySplit } from './day-split.js';
import { pageAscending, pageStartDescending } from './order.js';
import { BitmapSet, ConcatSet, type RankedSet, RankWindow } from './ranked.js';

/**
 * Positions before edgeStart have ended by today and positions from futureStart on have not
 * started; between them (events that started within maxDuration days) the end date decides.
 */
export interface UpcomingSplit extends DaySplit {
  /** Events in the edge that have not ended, and those that have. */
  edgeUpcoming: RoaringBitmap32;
  edgePast: RoaringBitmap32;
  /** The events not ended, and the dated ones that have (undatedPast apart), for a search without filters. */
  upcoming: RoaringBitmap32;
  past: RoaringBitmap32;
  /** The undated events not ended (every undated event not in undatedPast). */
  undatedAhead: RoaringBitmap32;
}

export function computeUpcomingSplit(store: Store, today: Day): UpcomingSplit {
  const { end } = store.columns;
  const split = daySplit(store, today);
  const { edgeStart, futureStart } = split;
  const edgeUpcoming = new RoaringBitmap32();
  const edgePast = new RoaringBitmap32();
  for (let position = edgeStart; position < futureStart; position++) {
    (end[position]! >= today ? edgeUpcoming : edgePast).add(position);
  }
  const upcoming = RoaringBitmap32.or(edgeUpcoming, RoaringBitmap32.fromRange(futureStart, store.size));
  upcoming.andNotInPlace(split.undatedPast);
  const past = RoaringBitmap32.or(RoaringBitmap32.fromRange(0, edgeStart), edgePast);
  return {
    ...split,
    edgeUpcoming: edgeUpcoming.freeze(),
    edgePast: edgePast.freeze(),
    upcoming: upcoming.freeze(),
    past: past.freeze(),
    undatedAhead: RoaringBitmap32.fromRange(split.undatedFirst, store.size).andNotInPlace(split.undatedPast).freeze(),
  };
}

/** The edge's and the undated events' matches, written into bitmaps kept for the process (intersectInto says why). */
const edgeUpcomingMatches = new RoaringBitmap32();
const edgePastMatches = new RoaringBitmap32();
const undatedAheadMatches = new RoaringBitmap32();
const undatedPastMatches = new RoaringBitmap32();

/**
 * The matches that have not ended (ascending), without intersecting the large sets: only the edge
 * (and, when some undated event has ended, the undated part) is intersected, the rest is a window
 * of ranks.
 */
function upcomingMatches(matches: RoaringBitmap32, split: UpcomingSplit): RankedSet {
  const beforeFuture = matches.rank(split.futureStart - 1);
  const edge = new BitmapSet(intersectInto(edgeUpcomingMatches, split.edgeUpcoming, matches));
  const whole = new BitmapSet(matches);
  if (split.undatedPast.size === 0)
    return new ConcatSet(edge, new RankWindow(whole, beforeFuture, whole.size - beforeFuture));
  const beforeUndated = matches.rank(split.undatedFirst - 1);
  const undated = new BitmapSet(intersectInto(undatedAheadMatches, split.undatedAhead, matches));
  return new ConcatSet(edge, new ConcatSet(new RankWindow(whole, beforeFuture, beforeUndated - beforeFuture), undated));
}

/** The matches that have ended (for start-descending paging): asked only when a page reaches them. */
function pastMatches(matches: RoaringBitmap32, split: UpcomingSplit): RankedSet {
  const beforeEdge = split.edgeStart > 0 ? matches.rank(split.edgeStart - 1) : 0;
  return new ConcatSet(
    new RankWindow(new BitmapSet(matches), 0, beforeEdge),
    new BitmapSet(intersectInto(edgePastMatches, split.edgePast, matches)),
  );
}

/** A page of the matches (null: every event) in the upcoming order. */
export function pageUpcoming(
  store: Store,
  split: UpcomingSplit,
  matches: RoaringBitmap32 | null,
  offset: number,
  limit: number,
): number[] {
  const upcoming = matches ? upcomingMatches(matches, split) : new BitmapSet(split.upcoming);
  const page = pageAscending(upcoming, offset, limit);
  if (page.length === limit) return page;
  const past = matches ? pastMatches(matches, split) : new BitmapSet(split.past);
  const pastOffset = Math.max(0, offset - upcoming.size);
  const ended = page.concat(pageStartDescending(past, store.columns.start, pastOffset, limit - page.length));
  if (ended.length === limit || split.undatedPast.size === 0) return ended;
  // Last, the undated events of a past year, by id (as -date places the undated).
  const undated = new BitmapSet(
    matches ? intersectInto(undatedPastMatches, split.undatedPast, matches) : split.undatedPast,
  );
  return ended.concat(undated.slice(Math.max(0, pastOffset - past.size), limit - ended.length));
}

/**
 * The default order, "upcoming": events not yet ended today, soonest start first, then past
 * events, most recent start first. Positions are in start order, so only the events that started
 * within the longest event's duration before today need their end date looked at.
 */
import type { Store } from '../../store/store.js';
import type { Day } from '../../util/dates.js';
import { intersectInto, RoaringBitmap32 } from '../../util/roaring.js';
import { firstStartAtOrAfter } from './columns.js';
import { pageAscending, pageStartDescending } from './order.js';
import { BitmapSet, ConcatSet, type RankedSet, RankWindow } from './ranked.js';

/**
 * Positions before edgeStart have ended by today and positions from futureStart on have not
 * started; between them (events that started within maxDuration days) the end date decides.
 */
export interface UpcomingSplit {
  today: Day;
  edgeStart: number;
  futureStart: number;
  /** Events in the edge that have not ended, and those that have. */
  edgeUpcoming: RoaringBitmap32;
  edgePast: RoaringBitmap32;
  /** The whole upcoming and past sets, for a search without filters. */
  upcoming: RoaringBitmap32;
  past: RoaringBitmap32;
}

export function computeUpcomingSplit(store: Store, today: Day): UpcomingSplit {
  const { start, end } = store.columns;
  const edgeStart = firstStartAtOrAfter(start, today - store.meta.maxDuration);
  const futureStart = firstStartAtOrAfter(start, today);
  const edgeUpcoming = new RoaringBitmap32();
  const edgePast = new RoaringBitmap32();
  for (let position = edgeStart; position < futureStart; position++) {
    (end[position]! >= today ? edgeUpcoming : edgePast).add(position);
  }
  const upcoming = RoaringBitmap32.or(edgeUpcoming, RoaringBitmap32.fromRange(futureStart, store.size));
  const past = RoaringBitmap32.or(RoaringBitmap32.fromRange(0, edgeStart), edgePast);
  return {
    today,
    edgeStart,
    futureStart,
    edgeUpcoming: edgeUpcoming.freeze(),
    edgePast: edgePast.freeze(),
    upcoming: upcoming.freeze(),
    past: past.freeze(),
  };
}

/** The edge's matches, written into bitmaps kept for the process (intersectInto says why). */
const edgeUpcomingMatches = new RoaringBitmap32();
const edgePastMatches = new RoaringBitmap32();

/**
 * The matches that have not ended (ascending), without intersecting the large sets: only the edge
 * is intersected, the rest is a window of ranks.
 */
function upcomingMatches(matches: RoaringBitmap32, split: UpcomingSplit): RankedSet {
  const beforeFuture = matches.rank(split.futureStart - 1);
  return new ConcatSet(
    new BitmapSet(intersectInto(edgeUpcomingMatches, split.edgeUpcoming, matches)),
    new RankWindow(new BitmapSet(matches), beforeFuture, matches.size - beforeFuture),
  );
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
  return page.concat(pageStartDescending(past, store.columns.start, pastOffset, limit - page.length));
}

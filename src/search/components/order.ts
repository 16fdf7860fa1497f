import type { Store } from '../../store/store.js';
import type { RoaringBitmap32 } from '../../util/roaring.js';
import { firstStartAfter, firstStartAtOrAfter } from './columns.js';
import { type RankedSet, RankWindow } from './ranked.js';

/** Page of a set in position order: start date ascending, ties by id. */
export function pageAscending(set: RankedSet, offset: number, limit: number): number[] {
  return offset >= set.size ? [] : set.slice(offset, limit);
}

/**
 * Page of a set by start date descending, ties by id ascending. Positions are in (start, id)
 * order, so this walks day blocks from the top and reads each block forwards; only the blocks
 * the page touches are visited.
 */
export function pageStartDescending(set: RankedSet, start: Int32Array, offset: number, limit: number): number[] {
  const out: number[] = [];
  const size = set.size;
  let wanted = offset;
  while (out.length < limit && wanted < size) {
    const day = start[set.select(size - 1 - wanted)]!;
    const blockFirst = set.rankOf(firstStartAtOrAfter(start, day) - 1);
    const blockLast = set.rankOf(firstStartAfter(start, day) - 1) - 1;
    const within = wanted - (size - 1 - blockLast);
    const take = Math.min(limit - out.length, blockLast - blockFirst + 1 - within);
    for (const position of set.slice(blockFirst + within, take)) out.push(position);
    wanted += take;
  }
  return out;
}

/** Sets up to this size are paged by start descending from their positions as an array. */
const SMALL_SET = 4096;

/**
 * Page of a small set by start date descending, ties by id ascending: its positions (ascending,
 * so in (start, id) order) walked from the end, one day block at a time. A sparse set whose page
 * spans many days (the editions of a series, newest first) costs a block's binary searches and
 * rank queries per day in pageStartDescending; here one pass over at most SMALL_SET positions.
 */
export function pageSmallStartDescending(
  positions: Uint32Array,
  start: Int32Array,
  offset: number,
  limit: number,
): number[] {
  const out: number[] = [];
  let skip = offset;
  let end = positions.length;
  while (end > 0 && out.length < limit) {
    const day = start[positions[end - 1]!]!;
    let first = end - 1;
    while (first > 0 && start[positions[first - 1]!] === day) first--;
    if (skip >= end - first) skip -= end - first;
    else {
      for (let i = first + skip; i < end && out.length < limit; i++) out.push(positions[i]!);
      skip = 0;
    }
    end = first;
  }
  return out;
}

/** Whether a set is small enough for pageSmallStartDescending. */
const isSmallSet = (size: number): boolean => size <= SMALL_SET;

/**
 * Page of `set` (the matches, or null for every event) by sort=-date: the dated events by start
 * date descending, ties by id; then the undated ones, which have the last positions, by id.
 */
export function pageNewestFirst(
  store: Pick<Store, 'columns' | 'undated'>,
  set: RankedSet,
  matches: RoaringBitmap32 | null,
  offset: number,
  limit: number,
): number[] {
  const { start } = store.columns;
  const dated = set.rankOf(store.undated.first - 1);
  let page: number[] = [];
  if (offset < dated) {
    page =
      matches && isSmallSet(matches.size)
        ? pageSmallStartDescending(matches.toUint32Array().subarray(0, dated), start, offset, limit)
        : pageStartDescending(new RankWindow(set, 0, dated), start, offset, limit);
  }
  if (page.length === limit) return page;
  const undated = new RankWindow(set, dated, set.size - dated);
  return page.concat(undated.slice(Math.max(0, offset - dated), limit - page.length));
}

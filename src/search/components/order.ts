import { firstStartAfter, firstStartAtOrAfter } from './columns.js';
import type { RankedSet } from './ranked.js';

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

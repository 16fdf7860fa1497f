/**
 * sort=relevance (docs/api.md, Order): the events whose bare acronym, series key or an alias of
 * their series equals a term of q come first ("when is ICML": ICML before ICMLQC and the workshops that name ICML), then the
 * rest; each part in the order used without a sort (upcoming, or date with date filters).
 */
import { acronymOrAliasPositions, seriesPositions } from '../../store/edition-index.js';
import type { Store } from '../../store/store.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import { queryTerms } from './query-terms.js';

/** The events whose bare acronym, series or an alias of it equals a term of q (an empty set without q). */
export function exactEditionSet(store: Store, q: string | undefined): RoaringBitmap32 {
  const set = new RoaringBitmap32();
  if (q === undefined) return set;
  for (const term of queryTerms(q).flatMap(({ words }) => words)) {
    set.addMany(acronymOrAliasPositions(store, term));
    set.addMany(seriesPositions(store, term));
  }
  return set;
}

/**
 * A page of the front events, then of the rest, each paged by `pageOf` (a page of a set in the
 * order used without a sort): the offset runs across both parts.
 */
export function pageFrontFirst(
  front: RoaringBitmap32,
  rest: RoaringBitmap32 | null,
  offset: number,
  limit: number,
  pageOf: (set: RoaringBitmap32 | null, offset: number, limit: number) => number[],
): number[] {
  const page = offset < front.size ? pageOf(front, offset, limit) : [];
  if (page.length === limit) return page;
  return page.concat(pageOf(rest, Math.max(0, offset - front.size), limit - page.length));
}

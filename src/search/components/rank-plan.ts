/**
 * The rank filter and facet (docs/api.md, Ranks): rank= takes keys of any system, "CORE:A*" (any
 * edition of CORE) or "CORE2023:A*" (that edition), each the posting list of its key in the
 * store's rank table; "h5-index:N" is an h5-index of N or more, the union of the lists of those
 * values. Several keys match events of any of them. The facet counts the keys of the scaled systems
 * without an edition ("CORE:A*", "CCF:A"); the h5-index, a number, is no value of it.
 */
import { rankKeyParts } from '../../source/ranks.js';
import { lowerBound } from '../../util/binary-search.js';
import type { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import { cachedUnion } from './cached-union.js';
import type { PlanStep } from './plan.js';

const H5 = 'h5-index';

/** The indexes of the store's rank keys a filter key names. */
function keysOf(keys: readonly string[], key: string): number[] {
  const { system, edition, value } = rankKeyParts(key);
  if (system !== H5) {
    const at = lowerBound(keys, key);
    return at < keys.length && keys[at] === key ? [at] : [];
  }
  const least = Number(value);
  const found: number[] = [];
  keys.forEach((other, at) => {
    const parts = rankKeyParts(other);
    if (parts.system === H5 && parts.edition === edition && Number(parts.value) >= least) found.push(at);
  });
  return found;
}

export const planRank: PlanStep = (index, filters, plan) => {
  if (filters.ranks === undefined) return;
  const { keys, lists } = index.store.ranks;
  const at = [...new Set(filters.ranks.flatMap((key) => keysOf(keys, key)))].sort((a, b) => a - b);
  if (at.length === 0) {
    plan.impossible = true;
    return;
  }
  plan.sets.push(
    at.length === 1
      ? lists[at[0]!]!
      : cachedUnion(
          index,
          `rank:${at.join(',')}`,
          at.map((i) => lists[i]!),
        ),
  );
};

/** The values of the rank facet and their lists: the keys of the scaled systems without an edition. */
export function rankFacetValues(index: Pick<IndexView, 'store'>): { names: string[]; lists: RoaringBitmap32[] } {
  const { keys, lists } = index.store.ranks;
  const names: string[] = [];
  const found: RoaringBitmap32[] = [];
  keys.forEach((key, at) => {
    const { system, edition } = rankKeyParts(key);
    if (edition !== null || system === H5) return;
    names.push(key);
    found.push(lists[at]!);
  });
  return { names, lists: found };
}

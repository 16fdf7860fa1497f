import { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';

/**
 * The union of some posting lists, kept frozen in the index's union cache under `key`, so that the
 * same list filter (several topics, countries, cities, the cities within a radius) is unioned once.
 */
export function cachedUnion(index: Pick<IndexView, 'caches'>, key: string, lists: readonly RoaringBitmap32[]) {
  if (lists.length === 1) return lists[0]!;
  let found = index.caches.unions.get(key);
  if (!found) {
    found = RoaringBitmap32.orMany([...lists]).freeze();
    index.caches.unions.set(key, found);
  }
  return found;
}

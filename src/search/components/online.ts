/**
 * `include_online` (docs/api.md, Places): the events the place filters select, with the online
 * events beside them ("in Europe, or online"), as one set that the plan intersects with the other
 * filters. Kept frozen in the index's union cache under the place filters' values.
 */
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import { matchesOf } from './matches.js';
import type { Plan } from './plan.js';

/** The events of `placePlan` (the place filters' plan) and every online event. */
export function withOnline(index: Pick<IndexView, 'store' | 'caches'>, placePlan: Plan, key: string): RoaringBitmap32 {
  const cacheKey = `o:${key}`;
  const cached = index.caches.unions.get(cacheKey);
  if (cached) return cached;
  const { lists, meta } = index.store;
  const online = lists.format[meta.formats.indexOf('online')] ?? new RoaringBitmap32();
  const places = matchesOf(index, placePlan);
  const set = places === null ? RoaringBitmap32.fromRange(0, index.store.size) : RoaringBitmap32.or(places, online);
  set.freeze();
  index.caches.unions.set(cacheKey, set);
  return set;
}

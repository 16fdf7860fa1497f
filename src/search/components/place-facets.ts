/**
 * The city and region facets (docs/api.md, Facets): the 20 cities (city slots, as "City, Region,
 * Country" labels that `city=` reads back) or regions with the most events of a scope. A scope of
 * every event reads the lists' sizes; a small one is read once through the events' slot and region
 * columns; a large one is intersected with each list, counting only.
 */
import { NONE_U16, NONE_U32 } from '../../store/layout.js';
import type { RoaringBitmap32 } from '../../util/roaring.js';
import type { FacetValue } from '../types.js';
import type { IndexView } from '../index-view.js';
import { slotLabel } from './place-names.js';
import { regionLabel } from './places.js';

const MAX_VALUES = 20;
/**
 * Scopes up to this size are counted by reading their events' columns: 8 to 15 ns an event at 1M
 * (2 to 3 ms at this size). Intersecting with each of the 2,252 region or 4,353 city lists costs
 * 1 to 2 ms for a large dense scope, but 12 to 22 ms for a scope of one country's 40,000 to 80,000
 * events, whose sparse containers each list's intersection walks (bench/README.md, stalls).
 */
const SCAN_LIMIT = 200_000;

function counts(
  lists: readonly RoaringBitmap32[],
  column: ArrayLike<number>,
  none: number,
  events: RoaringBitmap32 | null,
) {
  if (events === null) return lists.map((list) => list.size);
  if (events.size > SCAN_LIMIT) return lists.map((list) => (list.isEmpty ? 0 : events.andCardinality(list)));
  const found = new Uint32Array(lists.length);
  for (const position of events.toUint32Array()) {
    const value = column[position]!;
    if (value !== none) found[value]!++;
  }
  return found;
}

export function placeFacet(
  index: Pick<IndexView, 'store' | 'countries'>,
  events: RoaringBitmap32 | null,
  name: 'city' | 'region',
): FacetValue[] {
  const { lists, geo } = index.store;
  const found =
    name === 'city'
      ? counts(lists.city, geo.citySlot, NONE_U32, events)
      : counts(lists.region, geo.region, NONE_U16, events);
  const top: { at: number; count: number }[] = [];
  for (let at = 0; at < found.length; at++) if (found[at]! > 0) top.push({ at, count: found[at]! });
  const label = (at: number) => (name === 'city' ? slotLabel(index, at) : regionLabel(index, at));
  return top
    .sort((a, b) => b.count - a.count || a.at - b.at)
    .slice(0, MAX_VALUES)
    .map(({ at, count }) => ({ value: label(at), count }));
}

/**
 * The city and region facets (docs/api.md, Facets): the 20 cities (city slots, as "City, Region,
 * Country" labels that `city=` reads back) or regions with the most events of a scope. A scope of
 * every event reads the lists' sizes; a scope one facet's values define (a topic, types, a country,
 * a year...) sums rows of the place cubes (place-cubes.ts); any other small one is read once through the
 * events' slot and region columns; a large one is intersected with each list, counting only.
 */
import { NONE_U16, NONE_U32 } from '../../store/layout.js';
import type { RoaringBitmap32 } from '../../util/roaring.js';
import type { FacetName, FacetValue } from '../types.js';
import type { IndexView } from '../index-view.js';
import { cubePlaceCounts } from './place-cubes.js';
import { slotLabel } from './place-names.js';
import { regionLabel } from './place-filters.js';

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

/**
 * The counts per city slot or region of a scope: summed from the place cubes when one facet's
 * values alone define it (`single`, from facets/scope.ts, singleFacet), else counted over its
 * events (`events()`, null: every event).
 */
export function placeCounts(
  index: Pick<IndexView, 'store' | 'placeCubes' | 'facetTables'>,
  name: 'city' | 'region',
  single: { facet: FacetName; values: readonly number[] } | undefined,
  events: () => RoaringBitmap32 | null,
): ArrayLike<number> {
  if (single !== undefined) {
    return cubePlaceCounts(index.placeCubes(), index.facetTables().continentOf, name, single.facet, single.values);
  }
  const { lists, geo } = index.store;
  return name === 'city'
    ? counts(lists.city, geo.citySlot, NONE_U32, events())
    : counts(lists.region, geo.region, NONE_U16, events());
}

/** The facet `name` from its counts per city slot or region (placeCounts): the `size` largest, labelled. */
export function placeFacet(
  index: Pick<IndexView, 'store' | 'countries'>,
  name: 'city' | 'region',
  found: ArrayLike<number>,
  size: number,
): FacetValue[] {
  const label = (at: number) => (name === 'city' ? slotLabel(index, at) : regionLabel(index, at));
  return largest(found, size).map((at) => ({ value: label(at), count: found[at]! }));
}

/**
 * The places of the `size` largest counts above 0, largest first, the first place first among
 * equal counts. One pass keeping the best so far in order, rather than sorting every count (4,353
 * cities at 1M events) to keep 20.
 */
function largest(found: ArrayLike<number>, size: number): number[] {
  const best: number[] = [];
  for (let at = 0; at < found.length; at++) {
    const count = found[at]!;
    if (count === 0) continue;
    if (best.length === size) {
      // Places come in order: an equal count does not displace an earlier place.
      if (count <= found[best[size - 1]!]!) continue;
      best.pop();
    }
    let i = best.length;
    while (i > 0 && found[best[i - 1]!]! < count) i--;
    best.splice(i, 0, at);
  }
  return best;
}

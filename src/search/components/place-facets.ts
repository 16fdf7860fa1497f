/**
 * The city and region facets (docs/api.md, Facets): the 20 cities (city slots, as "City, Region,
 * Country" labels that `city=` reads back) or regions with the most events of a scope. A scope of
 * every event reads the lists' sizes; a scope one facet's values define (a topic, types, a country,
 * a year...) sums rows of the place cubes (place-cubes.ts); any other sparse one is read once through
 * the events' slot and region columns; a dense one is intersected with the lists that can hold its
 * largest counts (top-lists.ts), counting only, or read when that would cost more.
 */
import { NONE_U16, NONE_U32 } from '../../store/layout.js';
import type { RoaringBitmap32, SizedLists } from '../../util/roaring.js';
import { FACET_SIZE_MAX, type FacetName, type FacetValue } from '../types.js';
import type { IndexView } from '../index-view.js';
import { cubePlaceCounts } from './place-cubes.js';
import { slotLabel } from './place-names.js';
import { regionLabel } from './place-filters.js';
import { scratchPositions } from './scratch-sets.js';
import { expectedWalk, topListCounts } from './top-lists.js';

/**
 * A scope sparser than one event in this many is counted by reading its events' city slot or
 * region column (8 to 15 ns an event at 1M): intersecting it with each list walks its sparse
 * containers, 12 to 22 ms over the 2,252 region or 4,353 city lists for one country's 40,000 to
 * 80,000 events (bench/README.md, stalls).
 */
const SPARSE = 16;
/**
 * What reading one event of a scope costs, in list elements intersected with a dense scope (about
 * 2.5 ns each at 1M). A denser scope walks the lists largest first for the FACET_SIZE_MAX largest
 * counts (top-lists.ts) when that is expected to cost less than reading it, and reads it when the
 * walk runs past that cost: a place facet costs at most about twice one read of its scope.
 */
const ELEMENTS_PER_EVENT = 4;

function counts(lists: SizedLists, column: ArrayLike<number>, none: number, events: RoaringBitmap32 | null) {
  if (events === null) return lists.sizes;
  const budget = events.size * ELEMENTS_PER_EVENT;
  const share = events.size / column.length;
  if (share * SPARSE >= 1 && expectedWalk(lists, FACET_SIZE_MAX, share) <= budget) {
    const top = topListCounts(lists, events, FACET_SIZE_MAX, budget);
    if (top !== undefined) return top;
  }
  const found = new Uint32Array(lists.length);
  const positions = scratchPositions(events);
  for (let i = 0; i < positions.length; i++) {
    const value = column[positions[i]!]!;
    if (value !== none) found[value]!++;
  }
  return found;
}

/**
 * The counts per city slot or region of a scope: summed from the place cubes when one facet's
 * values alone define it (`single`, from facets/scope.ts, singleFacet), else counted over its
 * events (`events()`, null: every event). Exact for every place that can be among the
 * FACET_SIZE_MAX largest; a place that cannot may count 0.
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

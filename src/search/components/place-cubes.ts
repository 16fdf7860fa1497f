/**
 * The city and region facets of a scope that one facet's values alone define (a topic, a
 * sub-topic, types, formats, a year: facets/scope.ts, singleFacet), precomputed: per such facet,
 * how many events of each value lie in each city slot and in each region. Such a facet's counts
 * are then a sum of rows, where counting the scope's events took 1.5 to 3 ms at 1M events (a type
 * holds 200,000 of them: place-facets.ts). Built once per snapshot in one pass over the columns, in
 * steps; 181 rows of 4,353 city slots and 2,252 regions at 1M events, 4.8 MB. An event with several
 * topics or sub-topics counts under each, as in the facet cubes (facet-cubes.ts), so only one topic
 * or sub-topic is ever summed. A city slot and a region lie in one country: the counts of a
 * country or continent scope are the sizes of the places there.
 */
import { NONE_U16, NONE_U32 } from '../../store/layout.js';
import type { Store } from '../../store/store.js';
import type { Steps } from '../../util/sliced.js';
import type { CubeFacet, FacetTables, PlaceCubes } from '../index-view.js';
import type { FacetName } from '../types.js';

/** The facets whose single-value scopes the cubes answer. */
export const CUBE_FACETS = ['topic', 'subtopic', 'type', 'format', 'year'] as const satisfies readonly CubeFacet[];

/**
 * Positions counted between two pauses. The first steps run before the code is optimized, several
 * times slower: with 65,536 positions the longest step took 29.3 ms of CPU at 1M events
 * (bench:warm-steps), hence a quarter of that.
 */
const POSITIONS_PER_STEP = 1 << 14;

/** The cubes of `store`, one step per 16,384 positions, after one for the cubes' allocation. */
export function* placeCubeSteps(store: Store, tables: FacetTables): Steps<PlaceCubes> {
  const found = placeCubesWith(store, tables, (length) => new Int32Array(length));
  yield;
  for (let from = 0; from < store.size; from += POSITIONS_PER_STEP) {
    countPlaces(store, tables, found, from, Math.min(store.size, from + POSITIONS_PER_STEP));
    yield;
  }
  return found;
}

/** The kinds of place, in the order of their cubes in a stored build (CUBE_FACETS within each). */
export const PLACE_KINDS = ['city', 'region'] as const;

/**
 * The place cubes of `store`, each cube of `length` counts given by `cube` (zeros to count into, or counted already),
 * with each place's country and size. `cube` is asked for the city cubes, then the region cubes
 * (PLACE_KINDS), each in CUBE_FACETS order: the order of a stored build's cubes.
 */
export function placeCubesWith(store: Store, tables: FacetTables, cube: (length: number) => Int32Array): PlaceCubes {
  const places = { city: store.lists.city.length, region: store.lists.region.length };
  // One cube per facet: its values × the places.
  const cubes = (kind: 'city' | 'region') =>
    Object.fromEntries(
      CUBE_FACETS.map((facet) => [facet, cube(tables.byFacet[facet].names.length * places[kind])]),
    ) as Record<CubeFacet, Int32Array>;
  const { meta, lists, geo, regions } = store;
  const countryByCode = new Map(meta.countries.map((country, at) => [country.alpha2, at]));
  return {
    city: cubes('city'),
    region: cubes('region'),
    places,
    countryOf: {
      city: Int32Array.from(geo.slotCountry, (country) => (country === NONE_U16 ? -1 : country)),
      region: Int32Array.from({ length: regions.length }, (_, at) => countryByCode.get(regions.country(at)) ?? -1),
    },
    sizes: {
      city: Int32Array.from(lists.city.sizes),
      region: Int32Array.from(lists.region.sizes),
    },
  };
}

/**
 * Counts the events of positions [from, to) (in start order, so the year advances with them) into
 * the cubes of their city slot and of their region, reading each event's columns once. Written
 * out facet by facet rather than as a loop over the facets, as countPairs is, for the same reason:
 * this runs while a snapshot loads.
 */
function countPlaces(store: Store, tables: FacetTables, cubes: PlaceCubes, from: number, to: number): void {
  const { columns, topicLists, geo } = store;
  const { topic, subtopic, type, format, end } = columns;
  const { topics: moreT, subtopics: moreS } = topicLists;
  const { yearEndsAt, yearLastDay, undatedFirst, undatedYear } = tables;
  const lastYear = yearEndsAt.length - 1;
  /** Adds the event at `p` to `cube`'s cells of `place` (of `n` places); `year` -1 for in none. */
  const add = (cube: Record<CubeFacet, Int32Array>, n: number, place: number, p: number, year: number) => {
    cube.topic[topic[p]! * n + place]!++;
    for (let k = moreT.offsets[p]!; k < moreT.offsets[p + 1]!; k++) cube.topic[moreT.values[k]! * n + place]!++;
    const sub = subtopic[p]!;
    if (sub !== NONE_U16) cube.subtopic[sub * n + place]!++;
    for (let k = moreS.offsets[p]!; k < moreS.offsets[p + 1]!; k++) cube.subtopic[moreS.values[k]! * n + place]!++;
    cube.type[type[p]! * n + place]!++;
    cube.format[format[p]! * n + place]!++;
    if (year >= 0) cube.year[year * n + place]!++;
  };
  let year = 0;
  for (let p = from; p < to; p++) {
    while (year < lastYear && p >= yearEndsAt[year]!) year++;
    const inYear =
      p >= undatedFirst ? undatedYear[p - undatedFirst]! : lastYear >= 0 && end[p]! <= yearLastDay[year]! ? year : -1;
    const slot = geo.citySlot[p]!;
    const region = geo.region[p]!;
    if (slot !== NONE_U32) add(cubes.city, cubes.places.city, slot, p, inYear);
    if (region !== NONE_U16) add(cubes.region, cubes.places.region, region, p, inYear);
  }
}

/**
 * The counts per city slot or region of a scope that the values `values` of `facet` alone define:
 * summed from the cubes, or the sizes of the places in the countries or continents chosen.
 */
export function cubePlaceCounts(
  cubes: PlaceCubes,
  continentOf: Int32Array,
  kind: 'city' | 'region',
  facet: FacetName,
  values: readonly number[],
): Int32Array {
  const n = cubes.places[kind];
  const sums = new Int32Array(n);
  if (facet === 'country' || facet === 'continent') {
    const chosen = new Set(values);
    const countryOf = cubes.countryOf[kind];
    const sizes = cubes.sizes[kind];
    for (let at = 0; at < n; at++) {
      const country = countryOf[at]!;
      if (country >= 0 && chosen.has(facet === 'country' ? country : continentOf[country]!)) sums[at] = sizes[at]!;
    }
    return sums;
  }
  const cube = cubes[kind][facet];
  for (const value of values) {
    const row = cube.subarray(value * n, (value + 1) * n);
    for (let at = 0; at < n; at++) sums[at]! += row[at]!;
  }
  return sums;
}

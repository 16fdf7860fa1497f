/**
 * Places as the search filters give them (docs/api.md, Places): the place of `near` (a city slot
 * or a known place without events), the cities with events nearest a place, and regions. Unknown
 * names are refused with suggestions, never dropped. An ambiguous name of `near` or `region` takes
 * the candidate with the most people (or events) and names the others in the answer's hints. City
 * names themselves are read in place-names.ts.
 */
import { nameKey } from '../../reference/fold.js';
import { UnknownValueError } from '../verb-refusals.js';
import type { IndexView } from '../index-view.js';
import { roundedKm, slotsWithin } from './within-radius.js';
import { cityItems, countryName, type Names, placeLabel, slotLabel } from './place-names.js';
import { unknownRegion } from './unknown-values.js';

/** The point of `near`, resolved: the place's name and country (null for coordinates given). */
export interface NearPoint {
  name: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  /** The other places the name could mean, as labels. */
  others: string[];
}

/** A candidate of a `near` name: a city slot or a known place without events. */
interface Candidate {
  slot?: number;
  place?: number;
  population: number;
  events: number;
}

/**
 * The place a `near` name means: of the placed city slots and the known places without events it
 * names (with its regions and countries), the one with the most people (then the most events); the
 * others are listed.
 */
export function nearPlace(index: Names, value: string): NearPoint {
  const items = cityItems(index, value, 'near');
  if (items.length > 1)
    throw new UnknownValueError(
      'near',
      value,
      items.map((item) => item.text),
    );
  const { geo, lists, places } = index.store;
  const { slots, places: without } = items[0]!;
  const candidates: Candidate[] = [
    ...slots
      .filter((slot) => !Number.isNaN(geo.latitude[slot]!))
      .map((slot) => ({ slot, population: geo.population[slot]!, events: lists.city.sizes[slot]! })),
    ...without.map((place) => ({ place, population: places.population[place]!, events: 0 })),
  ];
  if (candidates.length === 0) throw new UnknownValueError('near', value, []);
  candidates.sort((a, b) => b.population - a.population || b.events - a.events);
  const labelOf = (c: Candidate) => (c.slot === undefined ? placeLabel(index, c.place!) : slotLabel(index, c.slot));
  const best = candidates[0]!;
  const point =
    best.slot === undefined
      ? {
          name: places.display.get(best.place!),
          country: countryName(index, places.countries[places.country[best.place!]!]!),
          latitude: places.latitude[best.place!]!,
          longitude: places.longitude[best.place!]!,
        }
      : {
          name: geo.slotDisplay.get(best.slot),
          country: index.store.meta.countries[geo.slotCountry[best.slot]!]!.name,
          latitude: geo.latitude[best.slot]!,
          longitude: geo.longitude[best.slot]!,
        };
  return { ...point, others: candidates.slice(1).map(labelOf) };
}

/** A city with events near a place: its label and its distance, km rounded to 0.1. */
export interface NearbyCity {
  label: string;
  km: number;
}

/** Radii the nearest cities with events are looked for within, in turn, km. */
const NEARBY_RADII_KM = [100, 500, 2000, 20_040];

/** Up to `count` cities with events nearest a point, nearest first. */
export function nearestWithEvents(
  index: Pick<IndexView, 'store' | 'slotsByLatitude'>,
  latitude: number,
  longitude: number,
  count = 3,
): NearbyCity[] {
  for (const radiusKm of NEARBY_RADII_KM) {
    const near = slotsWithin(index.store.geo, index.slotsByLatitude, latitude, longitude, radiusKm);
    if (near.slots.length === 0 && radiusKm < NEARBY_RADII_KM[NEARBY_RADII_KM.length - 1]!) continue;
    return near.slots
      .slice(0, count)
      .map((slot, i) => ({ label: slotLabel(index, slot), km: roundedKm(near.distances[i]!) }));
  }
  return [];
}

/** The regions of the `region` values, within the countries given (meta indexes) if any. */
export function regionItems(
  index: Pick<IndexView, 'store' | 'placeLookups' | 'countries'>,
  values: readonly string[],
  countries: ReadonlySet<number> | null,
): { regions: number[]; others: string[] } {
  const { meta, lists, regions: table } = index.store;
  const regions: number[] = [];
  const others: string[] = [];
  const countryCodes = countries && new Set([...countries].map((at) => meta.countries[at]!.alpha2));
  for (const value of values) {
    const found = index.placeLookups
      .regions(nameKey(value))
      .filter((at) => countryCodes === null || countryCodes.has(table.country(at)));
    if (found.length === 0) {
      const names: string[] = [];
      for (let at = 0; at < table.length; at++)
        if (countryCodes === null || countryCodes.has(table.country(at))) names.push(table.name(at));
      throw unknownRegion(value, names);
    }
    found.sort((a, b) => lists.region.sizes[b]! - lists.region.sizes[a]! || a - b);
    if (!regions.includes(found[0]!)) regions.push(found[0]!);
    for (const at of found.slice(1)) others.push(regionLabel(index, at));
  }
  return { regions, others };
}

/** "Georgia, United States": a region and its country. */
export function regionLabel(index: Pick<IndexView, 'store' | 'countries'>, at: number): string {
  const { regions } = index.store;
  const country = regions.country(at);
  return `${regions.name(at)}, ${index.countries.resolve(country)?.name ?? country}`;
}

/**
 * Cities as `city=` matches them (docs/api.md, Matching): one slot per city of a country and region
 * (its folded stored name; "Portland" in Oregon and in Maine are two slots), each with a posting list, and an index from every folded name a city is
 * known by (its stored name, and its exonyms and native names from the builder's place-name data)
 * to the slots it names. "Munich" and "München" name the same slot; "Paris" names the French
 * one and the Texan one. A name some slot is stored by names only the slots stored by it.
 */
import { nameKey } from '../reference/fold.js';
import type { Country } from '../reference/countries.js';
import { SortedStrings } from '../util/sorted-strings.js';
import { NONE_U16, NONE_U32 } from './layout.js';

/** Folded names (sorted) and, per name, the slots it names: slots[offsets[i] .. offsets[i+1]). */
export interface CityNameIndex {
  readonly names: SortedStrings;
  readonly offsets: Uint32Array;
  readonly slots: Uint32Array;
}

/** The slots a city name given by a client names (none: an empty array). */
export function citySlots(index: CityNameIndex, name: string): Uint32Array {
  const at = index.names.indexOf(nameKey(name));
  if (at < 0) return new Uint32Array(0);
  return index.slots.subarray(index.offsets[at]!, index.offsets[at + 1]!);
}

export interface CitySlots {
  /** Per position, its slot, or -1 for an event without a city. */
  slotOf: Int32Array;
  /** Per slot, its folded stored name (slots are sorted by it, then by country and region). */
  slotNames: string[];
  /** Per slot, its name as first stored, its country and its region (NONE_U16 for none). */
  slotDisplay: string[];
  slotCountry: Uint16Array;
  slotRegion: Uint16Array;
  names: CityNameIndex;
}

/**
 * Slots of the cities of the events, and the name index over them. `cities` is the city column
 * (indexes into `cityValues`, NONE_U32 for none), `countryOf` the country column (NONE_U16 for
 * none), `regionOf` the region column (NONE_U16 for none), `knownNames` the other names of a
 * stored city in its country.
 */
export function compileCitySlots(
  cities: Uint32Array,
  countryOf: Uint16Array,
  regionOf: Uint16Array,
  cityValues: readonly string[],
  countries: readonly Country[],
  knownNames: (city: string, country: Country) => readonly string[],
): CitySlots {
  const folded = cityValues.map(nameKey);
  const slotByKey = new Map<string, { name: string; display: string; country: number; region: number }>();
  const keyAt = (position: number): string | undefined => {
    const city = cities[position]!;
    const country = countryOf[position]!;
    if (city === NONE_U32 || country === NONE_U16 || folded[city] === '') return undefined;
    return `${folded[city]}\u0000${country}\u0000${regionOf[position]}`;
  };
  for (let position = 0; position < cities.length; position++) {
    const key = keyAt(position);
    if (key === undefined || slotByKey.has(key)) continue;
    const city = cities[position]!;
    slotByKey.set(key, {
      name: folded[city]!,
      display: cityValues[city]!,
      country: countryOf[position]!,
      region: regionOf[position]!,
    });
  }
  const keys = [...slotByKey.keys()].sort();
  const slotIndex = new Map(keys.map((key, slot) => [key, slot]));
  const slotOf = new Int32Array(cities.length).fill(-1);
  for (let position = 0; position < cities.length; position++) {
    const key = keyAt(position);
    if (key !== undefined) slotOf[position] = slotIndex.get(key)!;
  }
  const byName = new Map<string, Set<number>>();
  const add = (name: string, slot: number): void => {
    const key = nameKey(name);
    if (key === '') return;
    let set = byName.get(key);
    if (!set) byName.set(key, (set = new Set()));
    set.add(slot);
  };
  for (const [slot, key] of keys.entries()) add(slotByKey.get(key)!.name, slot);
  // A name the data writes for a city is that city's: another city known by it as another name
  // (Austin, once "Waterloo") is not added to it, so city=Waterloo is Waterloo, Ontario.
  const written = new Set(byName.keys());
  for (const [slot, key] of keys.entries()) {
    const { display, country } = slotByKey.get(key)!;
    for (const other of knownNames(display, countries[country]!)) if (!written.has(nameKey(other))) add(other, slot);
  }
  const slots = keys.map((key) => slotByKey.get(key)!);
  return {
    slotOf,
    slotNames: slots.map((slot) => slot.name),
    slotDisplay: slots.map((slot) => slot.display),
    slotCountry: Uint16Array.from(slots, (slot) => slot.country),
    slotRegion: Uint16Array.from(slots, (slot) => slot.region),
    names: nameIndex(byName),
  };
}

function nameIndex(byName: Map<string, Set<number>>): CityNameIndex {
  const names = [...byName.keys()].sort();
  const offsets = new Uint32Array(names.length + 1);
  const slots: number[] = [];
  for (const [i, name] of names.entries()) {
    slots.push(...[...byName.get(name)!].sort((a, b) => a - b));
    offsets[i + 1] = slots.length;
  }
  return { names: SortedStrings.of(names), offsets, slots: Uint32Array.from(slots) };
}

/**
 * Cities as `city=` matches them (docs/api.md, Matching): one slot per city of a country (its
 * folded stored name), each with a posting list, and an index from every folded name a city is
 * known by (its stored name, and its exonyms and native names from the builder's place-name data)
 * to the slots it names. "Munich" and "München" name the same slot; "Paris" names the French
 * one and the Texan one.
 */
import { nameKey } from '../reference/fold.js';
import type { Country } from '../reference/countries.js';
import { lowerBound } from '../util/binary-search.js';
import { NONE_U16, NONE_U32 } from './layout.js';

/** Folded names (sorted) and, per name, the slots it names: slots[offsets[i] .. offsets[i+1]). */
export interface CityNameIndex {
  readonly names: readonly string[];
  readonly offsets: Uint32Array;
  readonly slots: Uint32Array;
}

/** The slots a city name given by a client names (none: an empty array). */
export function citySlots(index: CityNameIndex, name: string): Uint32Array {
  const key = nameKey(name);
  const at = lowerBound(index.names, key);
  if (at >= index.names.length || index.names[at] !== key) return new Uint32Array(0);
  return index.slots.subarray(index.offsets[at]!, index.offsets[at + 1]!);
}

export interface CitySlots {
  /** Per position, its slot, or -1 for an event without a city. */
  slotOf: Int32Array;
  /** Per slot, its folded stored name (slots are sorted by it, then by country). */
  slotNames: string[];
  names: CityNameIndex;
}

/**
 * Slots of the cities of the events, and the name index over them. `cities` is the city column
 * (indexes into `cityValues`, NONE_U32 for none), `countryOf` the country column (NONE_U16 for
 * none), `knownNames` the other names of a stored city in its country.
 */
export function compileCitySlots(
  cities: Uint32Array,
  countryOf: Uint16Array,
  cityValues: readonly string[],
  countries: readonly Country[],
  knownNames: (city: string, country: Country) => readonly string[],
): CitySlots {
  const folded = cityValues.map(nameKey);
  const slotByKey = new Map<string, { name: string; display: string; country: number }>();
  for (let position = 0; position < cities.length; position++) {
    const city = cities[position]!;
    const country = countryOf[position]!;
    if (city === NONE_U32 || country === NONE_U16 || folded[city] === '') continue;
    const key = `${folded[city]}\u0000${country}`;
    if (!slotByKey.has(key)) slotByKey.set(key, { name: folded[city]!, display: cityValues[city]!, country });
  }
  const keys = [...slotByKey.keys()].sort();
  const slotIndex = new Map(keys.map((key, slot) => [key, slot]));
  const slotOf = new Int32Array(cities.length).fill(-1);
  for (let position = 0; position < cities.length; position++) {
    const city = cities[position]!;
    const country = countryOf[position]!;
    if (city === NONE_U32 || country === NONE_U16) continue;
    slotOf[position] = slotIndex.get(`${folded[city]}\u0000${country}`) ?? -1;
  }
  const byName = new Map<string, Set<number>>();
  const add = (name: string, slot: number): void => {
    const key = nameKey(name);
    if (key === '') return;
    let set = byName.get(key);
    if (!set) byName.set(key, (set = new Set()));
    set.add(slot);
  };
  for (const [slot, key] of keys.entries()) {
    const { name, display, country } = slotByKey.get(key)!;
    add(name, slot);
    for (const other of knownNames(display, countries[country]!)) add(other, slot);
  }
  return { slotOf, slotNames: keys.map((key) => slotByKey.get(key)!.name), names: nameIndex(byName) };
}

function nameIndex(byName: Map<string, Set<number>>): CityNameIndex {
  const names = [...byName.keys()].sort();
  const offsets = new Uint32Array(names.length + 1);
  const slots: number[] = [];
  for (const [i, name] of names.entries()) {
    slots.push(...[...byName.get(name)!].sort((a, b) => a - b));
    offsets[i + 1] = slots.length;
  }
  return { names, offsets, slots: Uint32Array.from(slots) };
}

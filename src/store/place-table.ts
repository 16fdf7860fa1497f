/**
 * The known places (docs/snapshot-format.md, Known places): every GeoNames place of 1,000 people or
 * more the builder reads, with or without events, so that `near` and `city` can name a place that
 * no event is in ("near=Boston", "Paris, Texas has no events"). Per place its name, country,
 * region, coordinates and people, most populous first; an index from every folded name a place is
 * looked up by to its places. The names stay UTF-8 bytes (no JavaScript string per place): a
 * lookup is a binary search that decodes a few keys.
 */
import { nameKey } from '../reference/fold.js';
import { isoCode, type Region, regionName, regionNames } from '../reference/regions.js';
import type { SnapshotWriter } from '../snapshot/writer.js';
import { type MetaRegion, NONE_U16 } from './layout.js';
import { RegionTable } from './region-table.js';
import { StringColumn } from './string-column.js';

/** A place as the builder gives it. */
export interface KnownPlace {
  name: string;
  /** The names it is looked up by, as given (folded here). */
  names: readonly string[];
  /** ISO alpha-2 code of its country. */
  country: string;
  region: Region | null;
  latitude: number;
  longitude: number;
  population: number;
}

export interface PlaceTable {
  /** The countries' ISO alpha-2 codes and the regions (sorted by code) the places lie in. */
  countries: readonly string[];
  regions: RegionTable;
  /** Per place, most populous first: degrees, people, country and region indexes (NONE_U16: none). */
  latitude: Float64Array;
  longitude: Float64Array;
  population: Uint32Array;
  country: Uint16Array;
  region: Uint16Array;
  /** Per place, its GeoNames name. */
  display: StringColumn;
  /** Folded names (sorted); name i names places[offsets[i] .. offsets[i + 1]), ascending. */
  keys: StringColumn;
  offsets: Uint32Array;
  places: Uint32Array;
}

export const PLACE_SECTIONS = {
  countries: 'places.countries',
  regions: 'places.regions',
  latitude: 'places.latitude',
  longitude: 'places.longitude',
  population: 'places.population',
  country: 'places.country',
  region: 'places.region',
  display: 'places.display',
  keys: 'places.keys',
  offsets: 'places.offsets',
  places: 'places.places',
} as const;

/** The table of `known` places (none: an empty table). */
export function compilePlaceTable(known: readonly KnownPlace[]): PlaceTable {
  const sorted = [...known].sort((a, b) => b.population - a.population);
  const countries = [...new Set(sorted.map((place) => place.country))].sort();
  const regionByCode = new Map<string, Region>();
  for (const place of sorted) if (place.region) regionByCode.set(isoCode(place.region), place.region);
  const codes = [...regionByCode.keys()].sort();
  if (countries.length >= NONE_U16 || codes.length >= NONE_U16) throw new Error('too many countries or regions');
  const countryAt = new Map(countries.map((code, i) => [code, i]));
  const regionAt = new Map(codes.map((code, i) => [code, i]));
  const byKey = new Map<string, number[]>();
  for (const [at, place] of sorted.entries()) {
    for (const key of new Set(place.names.map(nameKey))) {
      if (key === '') continue;
      const list = byKey.get(key);
      if (list) list.push(at);
      else byKey.set(key, [at]);
    }
  }
  const keys = [...byKey.keys()].sort();
  const offsets = new Uint32Array(keys.length + 1);
  for (const [i, key] of keys.entries()) offsets[i + 1] = offsets[i]! + byKey.get(key)!.length;
  const places = new Uint32Array(offsets[keys.length]!);
  for (const [i, key] of keys.entries()) places.set(byKey.get(key)!, offsets[i]!);
  return {
    countries,
    regions: RegionTable.of(
      codes.map((code): MetaRegion => {
        const region = regionByCode.get(code)!;
        return { code, country: region.country, name: regionName(region), names: regionNames(region) };
      }),
    ),
    latitude: Float64Array.from(sorted, (place) => place.latitude),
    longitude: Float64Array.from(sorted, (place) => place.longitude),
    population: Uint32Array.from(sorted, (place) => Math.min(place.population, 0xffffffff)),
    country: Uint16Array.from(sorted, (place) => countryAt.get(place.country)!),
    region: Uint16Array.from(sorted, (place) => (place.region ? regionAt.get(isoCode(place.region))! : NONE_U16)),
    display: StringColumn.of(sorted.length, (at) => sorted[at]!.name),
    keys: StringColumn.from(keys),
    offsets,
    places,
  };
}

export function writePlaceTable(writer: SnapshotWriter, table: PlaceTable): void {
  // One string per region (its JSON), so that the loader parses them a few at a time.
  const lists = {
    countries: StringColumn.from(table.countries),
    regions: StringColumn.from(table.regions.toArray().map((region) => JSON.stringify(region))),
  };
  for (const name of ['countries', 'regions'] as const) {
    writer.add(`${PLACE_SECTIONS[name]}.bytes`, lists[name].bytes, 'bytes');
    writer.add(`${PLACE_SECTIONS[name]}.offsets`, lists[name].offsets);
  }
  writer.add(PLACE_SECTIONS.latitude, table.latitude);
  writer.add(PLACE_SECTIONS.longitude, table.longitude);
  writer.add(PLACE_SECTIONS.population, table.population);
  writer.add(PLACE_SECTIONS.country, table.country);
  writer.add(PLACE_SECTIONS.region, table.region);
  for (const name of ['display', 'keys'] as const) {
    writer.add(`${PLACE_SECTIONS[name]}.bytes`, table[name].bytes, 'bytes');
    writer.add(`${PLACE_SECTIONS[name]}.offsets`, table[name].offsets);
  }
  writer.add(PLACE_SECTIONS.offsets, table.offsets);
  writer.add(PLACE_SECTIONS.places, table.places);
}

const NO_PLACES = new Uint32Array(0);

/** The places a name given by a client names, most populous first (none: an empty array). */
export function placesNamed(table: PlaceTable, name: string): Uint32Array {
  const key = nameKey(name);
  const { keys } = table;
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys.get(mid) < key) lo = mid + 1;
    else hi = mid;
  }
  if (lo >= keys.length || keys.get(lo) !== key) return NO_PLACES;
  return table.places.subarray(table.offsets[lo]!, table.offsets[lo + 1]!);
}

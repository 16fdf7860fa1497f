/**
 * Places in the snapshot (docs/snapshot-format.md, Places): the region of every event, and per city
 * slot its coordinates, population, country and region; the region and city slot of every event.
 * The builder places each city once per (city, country, region) from its place-name data; a city
 * it cannot place keeps NaN coordinates and is never within any radius.
 */
import type { Country } from '../reference/countries.js';
import type { CityPlace } from '../reference/region-places.js';
import { isoCode, type Region, regionName, regionNames } from '../reference/regions.js';
import type { SnapshotWriter } from '../snapshot/writer.js';
import type { ValidRow } from '../source/validate.js';
import type { CitySlots } from './city-names.js';
import { type MetaRegion, NONE_U16, NONE_U32 } from './layout.js';
import { StringColumn } from './string-column.js';

/** Where a city lies, given its stored name, country and the region its row names. */
export type PlaceCity = (city: string, country: Country, region: Region | null) => CityPlace | undefined;

export interface GeoTable {
  /** Per city slot: degrees (NaN when the builder could not place the city), people, country, region. */
  latitude: Float64Array;
  longitude: Float64Array;
  population: Uint32Array;
  slotCountry: Uint16Array;
  slotRegion: Uint16Array;
  /** Per city slot, the city's name as stored. */
  slotDisplay: StringColumn;
  /** Per event: its city slot (NONE_U32 for none) and its region (NONE_U16 for none). */
  citySlot: Uint32Array;
  region: Uint16Array;
}

export const GEO_SECTIONS = {
  latitude: 'geo.latitude',
  longitude: 'geo.longitude',
  population: 'geo.population',
  slotCountry: 'geo.slotCountry',
  slotRegion: 'geo.slotRegion',
  citySlot: 'geo.citySlot',
  region: 'geo.region',
  slotDisplay: 'geo.slotDisplay',
} as const;

/** The regions of the events and where each (city, country, region) of theirs lies. */
export interface RegionColumn {
  /** Per position, its region's index in `regions` (NONE_U16 for none). */
  regionOf: Uint16Array;
  regions: MetaRegion[];
  /** The place of the city of a position, if placed. */
  placeAt(position: number): CityPlace | undefined;
}

/**
 * The region of each row: the one it names, else the region its city lies in. Each distinct
 * (city, country, named region) is placed once.
 */
export function compileRegions(
  rows: readonly ValidRow[],
  cityColumn: Uint32Array,
  placeCity: PlaceCity | undefined,
): RegionColumn {
  const combos = new Map<string, number>();
  const places: (CityPlace | undefined)[] = [];
  const comboOf = new Int32Array(rows.length).fill(-1);
  const regionAt: (Region | null)[] = new Array(rows.length);
  for (let position = 0; position < rows.length; position++) {
    const row = rows[position]!;
    let place: CityPlace | undefined;
    if (row.city !== null && row.country !== null) {
      const key = `${cityColumn[position]}\u0000${row.country.alpha2}\u0000${row.region ? isoCode(row.region) : ''}`;
      let combo = combos.get(key);
      if (combo === undefined) {
        combos.set(key, (combo = places.length));
        places.push(placeCity?.(row.city, row.country, row.region));
      }
      comboOf[position] = combo;
      place = places[combo];
    }
    regionAt[position] = row.country === null ? null : (row.region ?? place?.region ?? null);
  }
  const byCode = new Map<string, Region>();
  for (const region of regionAt) if (region) byCode.set(isoCode(region), region);
  const codes = [...byCode.keys()].sort();
  if (codes.length >= NONE_U16) throw new Error('too many regions');
  const indexOf = new Map(codes.map((code, index) => [code, index]));
  const regionOf = Uint16Array.from(regionAt, (region) => (region ? indexOf.get(isoCode(region))! : NONE_U16));
  const regions = codes.map((code) => {
    const region = byCode.get(code)!;
    return { code, country: region.country, name: regionName(region), names: regionNames(region) };
  });
  return {
    regionOf,
    regions,
    placeAt: (position) => (comboOf[position]! < 0 ? undefined : places[comboOf[position]!]),
  };
}

/** Writes the geo sections of the slots and the events. */
export function writeGeo(writer: SnapshotWriter, slots: CitySlots, regions: RegionColumn): void {
  const count = slots.slotNames.length;
  const latitude = new Float64Array(count).fill(Number.NaN);
  const longitude = new Float64Array(count).fill(Number.NaN);
  const population = new Uint32Array(count);
  const placed = new Uint8Array(count);
  const citySlot = new Uint32Array(slots.slotOf.length).fill(NONE_U32);
  for (let position = 0; position < slots.slotOf.length; position++) {
    const slot = slots.slotOf[position]!;
    if (slot < 0) continue;
    citySlot[position] = slot;
    if (placed[slot]) continue;
    placed[slot] = 1;
    const place = regions.placeAt(position);
    if (!place) continue;
    latitude[slot] = place.latitude;
    longitude[slot] = place.longitude;
    population[slot] = Math.min(place.population, NONE_U32);
  }
  writer.add(GEO_SECTIONS.latitude, latitude);
  writer.add(GEO_SECTIONS.longitude, longitude);
  writer.add(GEO_SECTIONS.population, population);
  writer.add(GEO_SECTIONS.slotCountry, slots.slotCountry);
  writer.add(GEO_SECTIONS.slotRegion, slots.slotRegion);
  writer.add(GEO_SECTIONS.citySlot, citySlot);
  writer.add(GEO_SECTIONS.region, regions.regionOf);
  const display = StringColumn.from(slots.slotDisplay);
  writer.add(`${GEO_SECTIONS.slotDisplay}.bytes`, display.bytes, 'bytes');
  writer.add(`${GEO_SECTIONS.slotDisplay}.offsets`, display.offsets);
}

/**
 * The known places as the loader reads them (docs/snapshot-format.md, Known places): views of their
 * sections, checked for their lengths and for every index into the places, the countries and the
 * regions. Written as steps (util/sliced.ts): the checks walk a few hundred thousand values.
 */
import { SnapshotError, type SectionKind } from '../snapshot/format.js';
import { allBelow } from '../util/checks-in-steps.js';
import type { Steps } from '../util/sliced.js';
import { type MetaRegion, NONE_U16, TYPED_ARRAYS } from './layout.js';
import { PLACE_SECTIONS, type PlaceTable } from './place-table.js';
import { RegionTable } from './region-table.js';
import type { StringColumn } from './string-column.js';

type Section = (name: string, kind: SectionKind) => Buffer;

/** Regions parsed between two pauses (a region's JSON is about 100 bytes). */
const REGIONS_PER_STEP = 500;

function typed<K extends keyof typeof TYPED_ARRAYS>(section: Section, name: string, kind: K) {
  const bytes = section(name, kind);
  const TypedArray = TYPED_ARRAYS[kind];
  return new TypedArray(bytes.buffer, bytes.byteOffset, bytes.byteLength / TypedArray.BYTES_PER_ELEMENT);
}

export function* placeTableSteps(
  file: string,
  section: Section,
  strings: (name: string) => StringColumn,
): Steps<PlaceTable> {
  // A pause first: the loader comes here from other sections' checks.
  yield;
  const regionTexts = strings(PLACE_SECTIONS.regions);
  const regions: MetaRegion[] = [];
  for (let at = 0; at < regionTexts.length; at++) {
    regions.push(JSON.parse(regionTexts.get(at)) as MetaRegion);
    if ((at + 1) % REGIONS_PER_STEP === 0) yield;
  }
  const regionTable = yield* RegionTable.steps(regions);
  const table: PlaceTable = {
    countries: strings(PLACE_SECTIONS.countries).toArray(),
    regions: regionTable,
    latitude: typed(section, PLACE_SECTIONS.latitude, 'f64'),
    longitude: typed(section, PLACE_SECTIONS.longitude, 'f64'),
    population: typed(section, PLACE_SECTIONS.population, 'u32'),
    country: typed(section, PLACE_SECTIONS.country, 'u16'),
    region: typed(section, PLACE_SECTIONS.region, 'u16'),
    display: strings(PLACE_SECTIONS.display),
    keys: strings(PLACE_SECTIONS.keys),
    offsets: typed(section, PLACE_SECTIONS.offsets, 'u32'),
    places: typed(section, PLACE_SECTIONS.places, 'u32'),
  };
  const count = table.latitude.length;
  const perPlace = [table.longitude, table.population, table.country, table.region, table.display];
  const fits =
    perPlace.every((column) => column.length === count) &&
    table.offsets.length === table.keys.length + 1 &&
    table.offsets[0] === 0 &&
    table.offsets[table.keys.length] === table.places.length &&
    (yield* allBelow(table.offsets, table.places.length + 1)) &&
    (yield* allBelow(table.places, count)) &&
    (yield* allBelow(table.country, table.countries.length, NONE_U16)) &&
    (yield* allBelow(table.region, table.regions.length, NONE_U16));
  if (!fits) throw new SnapshotError(file, 'the known places are inconsistent');
  return table;
}

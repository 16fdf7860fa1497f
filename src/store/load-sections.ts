/**
 * The sections the loader checks against each other as it assembles a store (load.ts): the city
 * names and lists, the deadline table and the submission order, the acronym and series lookups,
 * and the places of the city slots and the events.
 */
import type { SizedLists } from '../util/roaring.js';
import { SnapshotError, type SectionKind } from '../snapshot/format.js';
import type { Steps } from '../util/sliced.js';
import { SortedStrings } from '../util/sorted-strings.js';
import { DEADLINE_SECTIONS, type DeadlineTable, SUBMISSION_SECTIONS, type SubmissionOrder } from './deadline-table.js';
import type { EditionIndex } from './edition-index.js';
import { GEO_SECTIONS, type GeoTable } from './geo-sections.js';
import type { KeyIndex } from './key-index.js';
import { type LoadedMeta, sectionView as view } from './layout.js';
import type { Store } from './store.js';
import type { StringColumn } from './string-column.js';

/** A section's bytes, checked for its kind; a missing section is refused unless optional. */
export type Section = {
  (name: string, kind: SectionKind): Buffer;
  (name: string, kind: SectionKind, optional: true): Buffer | undefined;
};

/** The city names with their slots, and the cities' posting lists, checked against each other. */
export function* citySections(
  file: string,
  section: Section,
  strings: (name: string) => StringColumn,
  group: (name: 'city') => Steps<SizedLists>,
): Steps<{ cityNames: Store['cityNames']; cityLists: SizedLists }> {
  const keys = strings('cityNames.keys');
  const cityNames = {
    names: yield* SortedStrings.steps(keys.bytes, keys.offsets),
    offsets: view('u32', section('cityNames.offsets', 'u32')),
    slots: view('u32', section('cityNames.slots', 'u32')),
  };
  yield;
  const cityLists = yield* group('city');
  if (strings('keys.city').length !== cityLists.length || cityNames.offsets.length !== cityNames.names.length + 1) {
    throw new SnapshotError(file, 'the city sections are inconsistent');
  }
  return { cityNames, cityLists };
}

/** The deadline table and the submission order, checked for their lengths. */
export function deadlineSections(
  file: string,
  size: number,
  meta: LoadedMeta,
  section: Section,
): { deadlines: DeadlineTable; submissions: SubmissionOrder } {
  const deadlines: DeadlineTable = {
    offsets: view('u32', section(DEADLINE_SECTIONS.offsets, 'u32')),
    kind: view('u8', section(DEADLINE_SECTIONS.kind, 'u8')),
    round: view('u8', section(DEADLINE_SECTIONS.round, 'u8')),
    zone: view('u16', section(DEADLINE_SECTIONS.zone, 'u16')),
    day: view('i32', section(DEADLINE_SECTIONS.day, 'i32')),
    at: view('f64', section(DEADLINE_SECTIONS.at, 'f64')),
  };
  const rows = deadlines.offsets[size];
  const columns = [deadlines.kind, deadlines.round, deadlines.zone, deadlines.day, deadlines.at];
  if (deadlines.offsets.length !== size + 1 || columns.some((column) => column.length !== rows)) {
    throw new SnapshotError(file, 'the deadline table is inconsistent');
  }
  const submissions: SubmissionOrder = {
    at: view('f64', section(SUBMISSION_SECTIONS.at, 'f64')),
    position: view('u32', section(SUBMISSION_SECTIONS.position, 'u32')),
  };
  const bounds = meta.submissionBounds;
  if (
    submissions.position.length !== submissions.at.length ||
    bounds.length !== meta.groups.submission[1] + 1 ||
    bounds[bounds.length - 1] !== submissions.at.length
  ) {
    throw new SnapshotError(file, 'the submission order does not match its buckets');
  }
  return { deadlines, submissions };
}

/** The acronym and series lookups, checked for their lengths. */
export function editionSections(
  file: string,
  strings: (name: string, memoize?: boolean) => StringColumn,
  section: Section,
): EditionIndex {
  const keyIndex = (keys: string, name: string): KeyIndex => {
    const column = strings(keys);
    const index: KeyIndex = {
      keys: column.sorted(),
      offsets: view('u32', section(`${name}.offsets`, 'u32')),
      positions: view('u32', section(`${name}.positions`, 'u32')),
    };
    if (index.offsets.length !== index.keys.length + 1 || index.offsets[index.keys.length] !== index.positions.length) {
      throw new SnapshotError(file, `the ${name} index is inconsistent`);
    }
    return index;
  };
  const acronyms = keyIndex('keys.acronym', 'acronyms');
  const spellings = strings('dict.acronym', true);
  if (spellings.length !== acronyms.keys.length) throw new SnapshotError(file, 'the acronyms index is inconsistent');
  return { acronyms, spellings, series: keyIndex('keys.series', 'series') };
}

/** The places of the city slots and the events, checked for their lengths. */
export function geoSections(
  file: string,
  size: number,
  slots: number,
  { meta, regions }: { meta: LoadedMeta; regions: { length: number } },
  strings: (name: string) => StringColumn,
  section: Section,
): GeoTable {
  const geo: GeoTable = {
    latitude: view('f64', section(GEO_SECTIONS.latitude, 'f64')),
    longitude: view('f64', section(GEO_SECTIONS.longitude, 'f64')),
    population: view('u32', section(GEO_SECTIONS.population, 'u32')),
    slotCountry: view('u16', section(GEO_SECTIONS.slotCountry, 'u16')),
    slotRegion: view('u16', section(GEO_SECTIONS.slotRegion, 'u16')),
    slotDisplay: strings(GEO_SECTIONS.slotDisplay),
    citySlot: view('u32', section(GEO_SECTIONS.citySlot, 'u32')),
    region: view('u16', section(GEO_SECTIONS.region, 'u16')),
  };
  const perSlot = [geo.latitude, geo.longitude, geo.population, geo.slotCountry, geo.slotRegion, geo.slotDisplay];
  if (
    perSlot.some((column) => column.length !== slots) ||
    geo.citySlot.length !== size ||
    geo.region.length !== size ||
    regions.length !== meta.groups.region[1]
  ) {
    throw new SnapshotError(file, 'the place sections are inconsistent');
  }
  return geo;
}

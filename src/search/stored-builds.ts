/**
 * The stored builds (docs/snapshot-format.md, Stored builds): warm builds that depend on the
 * snapshot's data alone, never on the day, computed by the builder and written as sections, so that
 * a server reads them instead of building them when the snapshot loads. They are the facet cubes,
 * the place cubes, the (country, topic) lists, the events by (city slot, topic) and the spelling
 * index of the terms.
 *
 * A file without them (one built before them) has them built at load, as before. A stored build
 * whose lengths do not match the store's is refused with the file: the builder writes them from the
 * same store, so a mismatch is a damaged or foreign file.
 */
import type { CountryResolver } from '../reference/countries.js';
import { SnapshotError, type SectionKind } from '../snapshot/format.js';
import type { SnapshotWriter } from '../snapshot/writer.js';
import { addBitmapTable } from '../store/bitmap-table.js';
import { type NumericKind, sectionView, TYPED_ARRAYS } from '../store/layout.js';
import { STORED_LEFT_ON_DISK, STORED_PREFIX, type Store } from '../store/store.js';
import { BitmapTable, DiskBitmapTable, lazyViews } from '../util/roaring.js';
import { FuzzyIndex } from '../text/fuzzy.js';
import { runWhole, type Steps } from '../util/sliced.js';
import { cubesOfPairs, facetCubeSteps, pairLengths } from './components/facet-cubes.js';
import { buildFacetTables } from './components/facet-tables.js';
import { listingSteps } from './components/listing.js';
import { CountryTopicLists } from './components/pair-lists.js';
import { buildPhrasePairs, PhrasePairs } from './components/phrase-pairs.js';
import { CUBE_FACETS, PLACE_KINDS, placeCubeSteps, placeCubesWith } from './components/place-cubes.js';
import { BIG_RUN, buildSlotTopicIndex, StoredRuns, slotTopicSteps } from './components/slot-topics.js';
import type { FacetCubes, FacetTables, PlaceCubes, SlotTopicIndex } from './index-view.js';
import { newSetCaches } from './set-caches.js';

/**
 * Lists checked between two pauses: a check reads only a bitmap's headers, but the phrase pairs'
 * are read from the file for it (4,096 of them took a step of 4.7 ms at 1M).
 */
const LISTS_PER_STEP = 2048;

export const STORED_SECTIONS = {
  /**
   * Every pairs[a][b] of the facet cubes for a < b, in FACETS order, one after the other. Named
   * anew since the year facet counts the undated editions of each year: the cubes of a file built
   * before (`facetCubes`, `placeCubes`) are ignored, and built at load.
   */
  facetCubes: `${STORED_PREFIX}facetCubes2`,
  /** The place cubes: the city cubes, then the region cubes, each in CUBE_FACETS order. */
  placeCubes: `${STORED_PREFIX}placeCubes2`,
  /** The (country, topic) lists as a bitmap table: pair c × topics + t; an empty span for none. */
  countryTopicBytes: `${STORED_PREFIX}countryTopic.bytes`,
  countryTopicOffsets: `${STORED_PREFIX}countryTopic.offsets`,
  /** The events with a city by (city slot, topic): the positions, and where each run starts. */
  slotTopicPositions: `${STORED_PREFIX}slotTopics.positions`,
  slotTopicStarts: `${STORED_PREFIX}slotTopics.starts`,
  /** The runs of BIG_RUN events or more as a bitmap table, in the order of their keys. */
  slotTopicBytes: `${STORED_PREFIX}slotTopics.bytes`,
  slotTopicOffsets: `${STORED_PREFIX}slotTopics.offsets`,
  /** The spelling index's entries (text/fuzzy.ts): deletion hash × 2^21 + term, sorted. */
  spelling: `${STORED_PREFIX}spelling`,
  /**
   * The phrase pairs (components/phrase-pairs.ts): the sorted pair keys, and a bitmap table of their
   * lists, whose bytes a load leaves in the file from a size on (store/load-detail.ts).
   */
  phrasePairKeys: `${STORED_PREFIX}phrasePairs.keys`,
  phrasePairBytes: STORED_LEFT_ON_DISK.phrasePairBytes,
  phrasePairOffsets: `${STORED_PREFIX}phrasePairs.offsets`,
} as const;

/** Computes the stored builds of `store` (the sections the builder has added) and adds them to `writer`. */
export function writeStoredBuilds(writer: SnapshotWriter, store: Store, countries: CountryResolver): void {
  const listing = runWhole(listingSteps(store, countries));
  const tables = buildFacetTables({ store, caches: newSetCaches(), listing });
  const { pairs } = runWhole(facetCubeSteps(store, tables));
  writer.add(STORED_SECTIONS.facetCubes, concatenated(pairs.flat()));
  const places = runWhole(placeCubeSteps(store, tables));
  writer.add(
    STORED_SECTIONS.placeCubes,
    concatenated(PLACE_KINDS.flatMap((kind) => CUBE_FACETS.map((facet) => places[kind][facet]))),
  );
  const lists = new CountryTopicLists(store);
  const serialized: Uint8Array[] = [];
  for (let c = 0; c < store.meta.countries.length; c++) {
    for (let t = 0; t < store.meta.topics.length; t++) {
      const list = lists.list(c, t);
      serialized.push(list.size === 0 ? new Uint8Array(0) : list.serialize('portable'));
    }
  }
  addBitmapTable(writer, STORED_SECTIONS.countryTopicBytes, STORED_SECTIONS.countryTopicOffsets, serialized);
  const slots = buildSlotTopicIndex(store);
  writer.add(STORED_SECTIONS.slotTopicPositions, slots.positions);
  writer.add(STORED_SECTIONS.slotTopicStarts, slots.start);
  const big = [...slots.lists.entries()].sort(([a], [b]) => a - b).map(([, list]) => list.serialize('portable'));
  addBitmapTable(writer, STORED_SECTIONS.slotTopicBytes, STORED_SECTIONS.slotTopicOffsets, big);
  writer.add(STORED_SECTIONS.spelling, new FuzzyIndex(store.text.terms).sortedEntries());
  const phrasePairs = buildPhrasePairs(store);
  writer.add(STORED_SECTIONS.phrasePairKeys, phrasePairs.keys);
  addBitmapTable(writer, STORED_SECTIONS.phrasePairBytes, STORED_SECTIONS.phrasePairOffsets, phrasePairs.lists);
}

function concatenated(parts: readonly Int32Array[]): Int32Array {
  const out = new Int32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The facet cubes: read from the file when stored there, else built. */
export function* facetCubesOf(store: Store, tables: FacetTables): Steps<FacetCubes> {
  const counts = storedView(store, STORED_SECTIONS.facetCubes, 'i32');
  if (counts === undefined) return yield* facetCubeSteps(store, tables);
  const next = parts(store, 'facetCubes', counts);
  const cubes = cubesOfPairs(
    tables,
    pairLengths(tables).map((row) => row.map(next.take)),
  );
  next.end();
  return cubes;
}

/** The place cubes: read from the file when stored there, else built. */
export function* placeCubesOf(store: Store, tables: FacetTables): Steps<PlaceCubes> {
  const counts = storedView(store, STORED_SECTIONS.placeCubes, 'i32');
  if (counts === undefined) return yield* placeCubeSteps(store, tables);
  const next = parts(store, 'placeCubes', counts);
  const cubes = placeCubesWith(store, tables, next.take);
  next.end();
  return cubes;
}

/** The (country, topic) lists: read from the file when stored there (as views), else built. */
export function* countryTopicListsOf(store: Store): Steps<CountryTopicLists> {
  const build = 'countryTopicLists';
  const table = storedTable(store, build, [STORED_SECTIONS.countryTopicBytes, STORED_SECTIONS.countryTopicOffsets]);
  if (table === undefined) return yield* CountryTopicLists.steps(store);
  const pairs = store.meta.countries.length * store.meta.topics.length;
  if (table.count !== pairs) throw refused(store, build, `has ${table.count} lists for ${pairs} pairs`);
  for (let key = 0; key < pairs; key++) {
    // An empty span is a pair without events.
    if (table.offsets[key + 1]! !== table.offsets[key]!) fitting(store, build, table, key);
    if (key % CHECKS_PER_STEP === CHECKS_PER_STEP - 1) yield;
  }
  const views = lazyViews(table, 0, pairs);
  return new CountryTopicLists(store, {
    at: (key) => (table.offsets[key + 1]! === table.offsets[key]! ? undefined : views.at(key)),
  });
}

/** The events of each (city slot, topic): read from the file when stored there, else built. */
export function* slotTopicsOf(store: Store): Steps<SlotTopicIndex> {
  const build = 'slotTopics';
  const { slotTopicPositions, slotTopicStarts, slotTopicBytes, slotTopicOffsets } = STORED_SECTIONS;
  const table = storedTable(store, build, [slotTopicBytes, slotTopicOffsets, slotTopicPositions, slotTopicStarts]);
  if (table === undefined) return yield* slotTopicSteps(store);
  const positions = storedView(store, slotTopicPositions, 'u32')!;
  const start = storedView(store, slotTopicStarts, 'u32')!;
  const topics = store.meta.topics.length;
  const keys = store.geo.latitude.length * topics;
  if (start.length !== keys + 1 || start[0] !== 0 || start[keys] !== positions.length) {
    throw refused(store, build, `has ${start.length - 1} runs for ${keys} (city slot, topic) pairs`);
  }
  const long: number[] = [];
  for (let key = 0; key < keys; key++) {
    const length = start[key + 1]! - start[key]!;
    if (length < 0) throw refused(store, build, `run ${key} ends before it starts`);
    if (length < BIG_RUN) continue;
    // The long runs' bitmaps, in the order of their runs.
    fitting(store, build, table, long.length);
    long.push(key);
    if (long.length % CHECKS_PER_STEP === 0) yield;
  }
  if (long.length !== table.count) throw refused(store, build, `has ${table.count} lists for ${long.length} long runs`);
  return { positions, start, topics, lists: new StoredRuns(Uint32Array.from(long), table) };
}

/** The spelling index of the terms: read from the file when stored there, else built. */
export function* spellingOf(store: Store): Steps<FuzzyIndex> {
  const entries = storedView(store, STORED_SECTIONS.spelling, 'f64');
  if (entries === undefined) return yield* FuzzyIndex.steps(store.text.terms);
  try {
    return yield* FuzzyIndex.ofEntries(store.text.terms, entries);
  } catch (error) {
    throw refused(store, 'spelling', `does not fit the terms: ${(error as Error).message}`);
  }
}

/**
 * The phrase pairs: read from the file when stored there, each list checked (its headers), the keys
 * ascending; undefined when the file has none. A server never builds them (several seconds at 1M
 * events): without them, a phrase is checked name by name (components/phrase.ts). Lists left on
 * disk are read for the check a step at a time, and read again each on its first use.
 */
export function* phrasePairsOf(store: Store): Steps<PhrasePairs | undefined> {
  const build = 'phrasePairs';
  const { phrasePairKeys, phrasePairBytes, phrasePairOffsets } = STORED_SECTIONS;
  const table = storedTable(store, build, [phrasePairBytes, phrasePairOffsets, phrasePairKeys]);
  if (table === undefined) return undefined;
  const keys = storedView(store, phrasePairKeys, 'f64')!;
  if (keys.length !== table.count) throw refused(store, build, `has ${table.count} lists for ${keys.length} pairs`);
  const pairs = store.text.terms.length ** 2;
  for (let first = 0; first < keys.length; first += LISTS_PER_STEP) {
    const count = Math.min(LISTS_PER_STEP, keys.length - first);
    for (let at = first; at < first + count; at++) {
      const key = keys[at]!;
      if (!(Number.isInteger(key) && key >= 0 && key < pairs && (at === 0 || key > keys[at - 1]!))) {
        throw refused(store, build, `has a pair key out of order or out of range at ${at}`);
      }
    }
    if (!table.allFit(first, count))
      throw refused(store, build, `has a list that is not a bitmap in ${first}..${first + count - 1}`);
    yield;
  }
  return new PhrasePairs(store, keys, table);
}

/** A stored section, checked for its kind; undefined when the file has none. */
function storedSection(store: Store, name: string, kind: SectionKind): Buffer | undefined {
  const found = store.stored.get(name);
  if (found === undefined) return undefined;
  if (found.kind !== kind) throw new SnapshotError(store.file, `section "${name}" is ${found.kind}, expected ${kind}`);
  return found.bytes;
}

/** A stored section of numbers as a typed-array view, checked for its kind and its length. */
function storedView<K extends NumericKind>(store: Store, name: string, kind: K) {
  const bytes = storedSection(store, name, kind);
  if (bytes === undefined) return undefined;
  if (bytes.byteLength % TYPED_ARRAYS[kind].BYTES_PER_ELEMENT !== 0) {
    throw new SnapshotError(store.file, `section "${name}" is not a whole number of values`);
  }
  return sectionView(kind, bytes);
}

/**
 * The bitmap table of a stored build, its bytes and offsets the first two of `names` (the build's
 * sections, all there or none: undefined), its offsets checked to span its bytes. Each bitmap is
 * checked when it is viewed (viewOf).
 */
function storedTable(store: Store, build: string, names: readonly string[]): BitmapTable | DiskBitmapTable | undefined {
  const found = names.filter((name) => store.stored.has(name)).length;
  if (found === 0) return undefined;
  if (found < names.length) throw refused(store, build, 'is incomplete');
  const bytes = storedSection(store, names[0]!, 'bytes')!;
  const onDisk = store.stored.get(names[0]!)!.onDisk;
  const offsets = storedView(store, names[1]!, 'u32')!;
  const length = onDisk?.length ?? bytes.byteLength;
  if (offsets.length < 1 || offsets[0] !== 0 || offsets[offsets.length - 1] !== length) {
    throw refused(store, build, 'has offsets that do not span its bitmaps');
  }
  return onDisk === undefined ? new BitmapTable(bytes, offsets) : new DiskBitmapTable(onDisk, offsets);
}

/**
 * Bitmaps checked between two pauses: a check reads a bitmap's headers, a fraction of making its
 * view (about 2.5 µs), which waits for the bitmap's first read. A view made at load was a native
 * object, with a finalizer, for every list, read or not: 5,865 of them at 1M events.
 */
const CHECKS_PER_STEP = 2_048;

/** Throws unless bitmap `at` of a stored build's table is there and its headers fit its span. */
function fitting(store: Store, build: string, table: BitmapTable | DiskBitmapTable, at: number): void {
  if (at >= table.count || !table.allFit(at, 1)) throw refused(store, build, `list ${at} is missing or not a bitmap`);
}

/** Consecutive parts of `values`, taken by length; end() checks that every value was taken. */
function parts(store: Store, build: string, values: Int32Array) {
  let at = 0;
  return {
    take: (length: number): Int32Array => {
      if (at + length > values.length)
        throw refused(store, build, `holds ${values.length} counts, fewer than its store needs`);
      const part = values.subarray(at, at + length);
      at += length;
      return part;
    },
    end: (): void => {
      if (at !== values.length) throw refused(store, build, `holds ${values.length} counts for ${at}`);
    },
  };
}

function refused(store: Store, build: string, problem: string): SnapshotError {
  return new SnapshotError(store.file, `the stored build "${build}" ${problem}`);
}

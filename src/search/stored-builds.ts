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
import { STORED_PREFIX, type Store } from '../store/store.js';
import { BitmapTable, type RoaringBitmap32 } from '../util/roaring.js';
import { FuzzyIndex } from '../text/fuzzy.js';
import { runWhole, type Steps } from '../util/sliced.js';
import { cubesOfPairs, facetCubeSteps, pairLengths } from './components/facet-cubes.js';
import { buildFacetTables } from './components/facet-tables.js';
import { listingSteps } from './components/listing.js';
import { CountryTopicLists } from './components/pair-lists.js';
import { CUBE_FACETS, PLACE_KINDS, placeCubeSteps, placeCubesWith } from './components/place-cubes.js';
import { BIG_RUN, buildSlotTopicIndex, slotTopicSteps } from './components/slot-topics.js';
import type { FacetCubes, FacetTables, PlaceCubes, SlotTopicIndex } from './index-view.js';
import { newSetCaches } from './set-caches.js';

/** Lists checked and viewed between two pauses (a view reads only its bitmap's headers). */
const LISTS_PER_STEP = 4096;

export const STORED_SECTIONS = {
  /** Every pairs[a][b] of the facet cubes for a < b, in FACETS order, one after the other. */
  facetCubes: `${STORED_PREFIX}facetCubes`,
  /** The place cubes: the city cubes, then the region cubes, each in CUBE_FACETS order. */
  placeCubes: `${STORED_PREFIX}placeCubes`,
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
}

/** Bitmaps, serialized, as a bitmap table of two sections: their bytes one after the other, and offsets. */
function addBitmapTable(
  writer: SnapshotWriter,
  bytesName: string,
  offsetsName: string,
  serialized: Uint8Array[],
): void {
  const offsets = new Uint32Array(serialized.length + 1);
  for (const [at, bytes] of serialized.entries()) offsets[at + 1] = offsets[at]! + bytes.byteLength;
  writer.add(bytesName, Buffer.concat(serialized), 'bytes');
  writer.add(offsetsName, offsets);
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
  const counts = storedSection(store, STORED_SECTIONS.facetCubes, 'i32');
  if (counts === undefined) return yield* facetCubeSteps(store, tables);
  const next = parts(store, 'facetCubes', new Int32Array(counts.buffer, counts.byteOffset, counts.byteLength / 4));
  const cubes = cubesOfPairs(
    tables,
    pairLengths(tables).map((row) => row.map(next.take)),
  );
  next.end();
  return cubes;
}

/** The place cubes: read from the file when stored there, else built. */
export function* placeCubesOf(store: Store, tables: FacetTables): Steps<PlaceCubes> {
  const counts = storedSection(store, STORED_SECTIONS.placeCubes, 'i32');
  if (counts === undefined) return yield* placeCubeSteps(store, tables);
  const next = parts(store, 'placeCubes', new Int32Array(counts.buffer, counts.byteOffset, counts.byteLength / 4));
  const cubes = placeCubesWith(store, tables, next.take);
  next.end();
  return cubes;
}

/** The (country, topic) lists: read from the file when stored there (as views), else built. */
export function* countryTopicListsOf(store: Store): Steps<CountryTopicLists> {
  const bytes = storedSection(store, STORED_SECTIONS.countryTopicBytes, 'bytes');
  const offsets = storedSection(store, STORED_SECTIONS.countryTopicOffsets, 'u32');
  if (bytes === undefined && offsets === undefined) return yield* CountryTopicLists.steps(store);
  if (bytes === undefined || offsets === undefined) throw refused(store, 'countryTopicLists', 'is incomplete');
  const spans = new Uint32Array(offsets.buffer, offsets.byteOffset, offsets.byteLength / 4);
  const pairs = store.meta.countries.length * store.meta.topics.length;
  if (spans.length !== pairs + 1 || spans[0] !== 0 || spans[pairs] !== bytes.byteLength) {
    throw refused(store, 'countryTopicLists', `has ${spans.length - 1} lists for ${pairs} pairs`);
  }
  // Checked as the store's bitmap table is (bitmap-table.ts), an empty span being a pair without events.
  const table = new BitmapTable(bytes, spans);
  const lists = new Array<RoaringBitmap32 | undefined>(pairs);
  for (let key = 0; key < pairs; key++) {
    if (spans[key + 1]! === spans[key]!) continue;
    if (!table.fits(key)) throw refused(store, 'countryTopicLists', `list ${key} is not a bitmap of its length`);
    lists[key] = table.view(key);
    if (key % LISTS_PER_STEP === LISTS_PER_STEP - 1) yield;
  }
  return new CountryTopicLists(store, lists);
}

/** The events of each (city slot, topic): read from the file when stored there, else built. */
export function* slotTopicsOf(store: Store): Steps<SlotTopicIndex> {
  const names = [
    STORED_SECTIONS.slotTopicPositions,
    STORED_SECTIONS.slotTopicStarts,
    STORED_SECTIONS.slotTopicBytes,
    STORED_SECTIONS.slotTopicOffsets,
  ];
  const found = names.map((name) => store.stored.has(name));
  if (!found.includes(true)) return yield* slotTopicSteps(store);
  if (found.includes(false)) throw refused(store, 'slotTopics', 'is incomplete');
  const positions = u32(storedSection(store, STORED_SECTIONS.slotTopicPositions, 'u32')!);
  const start = u32(storedSection(store, STORED_SECTIONS.slotTopicStarts, 'u32')!);
  const topics = store.meta.topics.length;
  const keys = store.geo.latitude.length * topics;
  if (start.length !== keys + 1 || start[0] !== 0 || start[keys] !== positions.length) {
    throw refused(store, 'slotTopics', `has ${start.length - 1} runs for ${keys} (city slot, topic) pairs`);
  }
  const bytes = storedSection(store, STORED_SECTIONS.slotTopicBytes, 'bytes')!;
  const offsets = u32(storedSection(store, STORED_SECTIONS.slotTopicOffsets, 'u32')!);
  const table = new BitmapTable(bytes, offsets);
  const lists = new Map<number, RoaringBitmap32>();
  for (let key = 0; key < keys; key++) {
    const length = start[key + 1]! - start[key]!;
    if (length < 0) throw refused(store, 'slotTopics', `run ${key} ends before it starts`);
    if (length < BIG_RUN) continue;
    const at = lists.size;
    if (at >= table.count || !table.fits(at))
      throw refused(store, 'slotTopics', `list ${at} is missing or not a bitmap`);
    lists.set(key, table.view(at));
    if (lists.size % LISTS_PER_STEP === 0) yield;
  }
  if (lists.size !== table.count)
    throw refused(store, 'slotTopics', `has ${table.count} lists for ${lists.size} long runs`);
  return { positions, start, topics, lists };
}

/** The spelling index of the terms: read from the file when stored there, else built. */
export function* spellingOf(store: Store): Steps<FuzzyIndex> {
  const bytes = storedSection(store, STORED_SECTIONS.spelling, 'f64');
  if (bytes === undefined) return yield* FuzzyIndex.steps(store.text.terms);
  if (bytes.byteLength % 8 !== 0) throw refused(store, 'spelling', 'is not a whole number of entries');
  const entries = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
  try {
    return yield* FuzzyIndex.ofEntries(store.text.terms, entries);
  } catch (error) {
    throw refused(store, 'spelling', `does not fit the terms: ${(error as Error).message}`);
  }
}

function u32(bytes: Buffer): Uint32Array {
  return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}

/** A stored section's bytes, checked for its kind and its alignment; undefined when the file has none. */
function storedSection(store: Store, name: string, kind: SectionKind): Buffer | undefined {
  const found = store.stored.get(name);
  if (found === undefined) return undefined;
  if (found.kind !== kind) throw new SnapshotError(store.file, `section "${name}" is ${found.kind}, expected ${kind}`);
  if (kind !== 'bytes' && found.bytes.byteLength % 4 !== 0) {
    throw new SnapshotError(store.file, `section "${name}" is not a whole number of values`);
  }
  return found.bytes;
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

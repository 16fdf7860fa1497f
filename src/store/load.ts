import type { PostingLists, RoaringBitmap32, SizedLists } from '../util/roaring.js';
import { SnapshotError, type SectionKind } from '../snapshot/format.js';
import { type RawSnapshot, readSnapshot, readSnapshotOffThread } from '../snapshot/reader.js';
import { TextIndex } from '../text/text-index.js';
import { runInSlices, runWhole, type Steps } from '../util/sliced.js';
import { bitmapGroups, checkedTable } from './bitmap-table.js';
import {
  makeLoadedTextColumns,
  makeNumericColumns,
  sectionView as view,
  type BitmapGroup,
  type Columns,
  type StoreMeta,
} from './layout.js';
import { type DetailColumn, detailColumn, type LoadOptions, readOptions, storedOnDisk } from './load-detail.js';
import { loadExtras } from './load-extras.js';
import { loadAnnex } from './annex-sections.js';
import { loadChangeLog } from './change-table.js';
import { placeTableSteps } from './load-places.js';
import { citySections, deadlineSections, editionSections, geoSections, type Section } from './load-sections.js';
import { STORED_PREFIX, type Store, type StoredOnDisk, type StoredSections } from './store.js';
import { RegionTable } from './region-table.js';
import { StringColumn } from './string-column.js';
import { SortedStrings } from '../util/sorted-strings.js';

/** A sorted column's keys (util/sorted-strings.ts), their byte order checked in steps. */
const sortedSteps = (column: StringColumn): Steps<SortedStrings> => SortedStrings.steps(column.bytes, column.offsets);

/**
 * Loads and verifies a snapshot into a Store, at once. Every failure is a SnapshotError naming the
 * file and the problem; no partial store is ever returned.
 */
export function loadStore(file: string, options: LoadOptions = {}): Store {
  return runWhole(storeSteps(file, readSnapshot(file, readOptions(options))));
}

/**
 * loadStore for a process that serves meanwhile: the file is read and checksummed in a worker
 * thread, and the store assembled in slices of a few milliseconds (util/sliced.ts). The same store
 * and the same refusals as loadStore. `read`: that read when the caller began it already.
 */
export async function loadStoreInSlices(
  file: string,
  options: LoadOptions = {},
  read: Promise<RawSnapshot> = readSnapshotOffThread(file, readOptions(options)),
): Promise<Store> {
  return runInSlices(storeSteps(file, await read));
}

/** The store of sections read already, in steps (what loadStoreInSlices runs; bench:warm-steps times them). */
export function* storeSteps(file: string, raw: RawSnapshot): Steps<Store> {
  const section = ((name: string, kind: SectionKind, optional = false) => {
    const found = raw.sections.get(name);
    if (!found && optional) return undefined;
    if (!found) throw new SnapshotError(file, `missing section "${name}"`);
    if (found.entry.kind !== kind)
      throw new SnapshotError(file, `section "${name}" is ${found.entry.kind}, expected ${kind}`);
    return found.bytes;
  }) as Section;
  try {
    const store = yield* assemble(file, raw.header, section, detailColumn(file, raw), storedOf(raw));
    return raw.file === undefined ? store : { ...store, detailFile: raw.file };
  } catch (error) {
    raw.file?.close();
    if (error instanceof SnapshotError) throw error;
    throw new SnapshotError(file, `inconsistent content (${(error as Error).message})`);
  }
}

/** The sections of the stored builds (Store.stored). */
function storedOf(raw: RawSnapshot): StoredSections {
  const stored = new Map<string, { kind: SectionKind; bytes: Buffer; onDisk?: StoredOnDisk }>();
  for (const [name, { entry, bytes }] of raw.sections) {
    if (!name.startsWith(STORED_PREFIX)) continue;
    const onDisk = storedOnDisk(raw, name);
    stored.set(name, onDisk === undefined ? { kind: entry.kind, bytes } : { kind: entry.kind, bytes, onDisk });
  }
  return stored;
}

/**
 * The store of sections read already (RawSnapshot), at once: what the builder reads its stored
 * builds from, before it writes the file (builder/build.ts).
 */
export function storeOfSections(file: string, raw: RawSnapshot): Store {
  return runWhole(storeSteps(file, raw));
}

/** The string column `name` from its two sections, its offsets checked against its bytes. */
function stringColumn(file: string, section: Section, name: string, memoize: boolean): StringColumn {
  const column = new StringColumn(
    section(`${name}.bytes`, 'bytes'),
    view('u32', section(`${name}.offsets`, 'u32')),
    memoize,
  );
  if (column.offsets.length < 1 || column.offsets[column.offsets.length - 1] !== column.bytes.byteLength) {
    throw new SnapshotError(file, `string column "${name}" is inconsistent`);
  }
  return column;
}

function* assemble(
  file: string,
  header: Store['header'],
  section: Section,
  onDisk: DetailColumn,
  stored: StoredSections,
): Steps<Store> {
  const { regions: regionList, ...meta } = JSON.parse(section('meta', 'json').toString('utf8')) as StoreMeta;
  const size = header.events;
  const strings = (name: string, memoize = false) => stringColumn(file, section, name, memoize);
  const oneValuePerEvent = <C extends { length: number }>(name: string, column: C): C => {
    if (column.length !== size)
      throw new SnapshotError(file, `column "${name}" has ${column.length} values for ${size} events`);
    return column;
  };
  const columns: Columns = {
    ...makeNumericColumns((name, kind) => oneValuePerEvent(name, view(kind, section(name, kind)))),
    ...makeLoadedTextColumns(
      (name) => oneValuePerEvent(name, strings(name)),
      (name) => oneValuePerEvent(name, onDisk(name, view('u32', section(`${name}.offsets`, 'u32'))) ?? strings(name)),
    ),
  };

  yield;
  const table = yield* checkedTable(
    file,
    section('bitmaps.bytes', 'bytes'),
    view('u32', section('bitmaps.offsets', 'u32')),
  );
  const { group, lazyGroup, sizedGroup } = bitmapGroups(file, meta, table);
  yield;

  const { cityNames, cityLists } = yield* citySections(file, section, strings, sizedGroup);
  if (meta.deadlineRanges.length !== meta.groups.deadline[1]) {
    throw new SnapshotError(file, 'the deadline ranges do not match the deadline buckets');
  }
  yield;
  const { deadlines, submissions } = deadlineSections(file, size, meta, section);
  const editions = editionSections(file, strings, section);
  yield;
  const regions = yield* RegionTable.steps(regionList);
  const geo = geoSections(file, size, cityLists.length, { meta, regions }, strings, section);
  yield;
  const extras = yield* loadExtras(
    file,
    { size, meta, columns, seriesCount: editions.series.keys.length },
    section,
    strings,
  );
  const places = yield* placeTableSteps(file, section, strings);
  const lists = yield* postingLists(group, cityLists, yield* sizedGroup('region'));
  const text = yield* textIndexSteps(strings, lazyGroup);
  yield;
  const annex = yield* loadAnnex(file, size, section, strings);
  return {
    file,
    header,
    size,
    meta,
    regions,
    columns,
    dictionaries: {
      city: strings('dict.city', true),
      venue: strings('dict.venue', true),
      organizer: strings('dict.organizer', true),
    },
    lists,
    cityNames,
    geo,
    places,
    text,
    deadlines,
    submissions,
    editions,
    ...extras,
    ...annex,
    changes: loadChangeLog(file, header, section, strings, meta.deadlineKinds.length),
    stored,
  };
}

/** The text index: its terms and prefixes as sorted keys, their lists made on their first read. */
function* textIndexSteps(
  strings: (name: string) => StringColumn,
  lazyGroup: (name: BitmapGroup) => PostingLists,
): Steps<TextIndex> {
  const terms = yield* sortedSteps(strings('keys.term'));
  const prefixes = yield* sortedSteps(strings('keys.prefix'));
  return new TextIndex({ terms, lists: lazyGroup('term'), prefixes, prefixLists: lazyGroup('prefix') });
}

/** Every group's lists but the text index's. */
function* postingLists(
  group: (name: BitmapGroup) => Steps<RoaringBitmap32[]>,
  city: SizedLists,
  region: SizedLists,
): Steps<Store['lists']> {
  return {
    type: yield* group('type'),
    format: yield* group('format'),
    topic: yield* group('topic'),
    subtopic: yield* group('subtopic'),
    country: yield* group('country'),
    continent: yield* group('continent'),
    city,
    region,
    deadline: yield* group('deadline'),
    coreRank: yield* group('coreRank'),
    ccfRank: yield* group('ccfRank'),
    submission: yield* group('submission'),
  };
}

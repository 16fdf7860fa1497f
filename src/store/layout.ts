import type { Continent } from '../reference/continents.js';
import type { StringColumn, TextValues } from './string-column.js';

/**
 * What the snapshot body holds (format version 5, docs/snapshot-format.md). Events are numbered by position in
 * (start date, id) order, so every posting list is already in the default page order and a
 * date range is a contiguous run of positions.
 */

/** Deadline column value for "no deadline". */
export const NO_DAY = -0x80000000;
/** Index columns (sub-topic, city, venue, organizer) use this for "none". */
export const NONE_U16 = 0xffff;
/** Rank columns use this for "unranked or unknown". */
export const NONE_U8 = 0xff;
export const NONE_U32 = 0xffffffff;

export const BITMAP_GROUPS = [
  'type',
  'format',
  'topic',
  'subtopic',
  'country',
  'continent',
  'city',
  'region',
  'deadline',
  'term',
  'prefix',
  'coreRank',
  'ccfRank',
  'submission',
] as const;
export type BitmapGroup = (typeof BITMAP_GROUPS)[number];

/** Element kinds of the per-event number columns, as their snapshot sections name them. */
export type NumericKind = 'u8' | 'u16' | 'u32' | 'i32' | 'f64';

/** The typed array that holds each element kind. */
interface ArrayOfKind {
  u8: Uint8Array;
  u16: Uint16Array;
  u32: Uint32Array;
  i32: Int32Array;
  f64: Float64Array;
}

interface TypedArrayClass<A> {
  new (length: number): A;
  new (buffer: ArrayBufferLike, byteOffset: number, length: number): A;
  readonly BYTES_PER_ELEMENT: number;
}

export const TYPED_ARRAYS: { readonly [K in NumericKind]: TypedArrayClass<ArrayOfKind[K]> } = {
  u8: Uint8Array,
  u16: Uint16Array,
  u32: Uint32Array,
  i32: Int32Array,
  f64: Float64Array,
};

/** A typed-array view of a section's bytes (each section has an aligned buffer of its own). */
export function sectionView<K extends NumericKind>(kind: K, bytes: Buffer): ArrayOfKind[K] {
  const TypedArray = TYPED_ARRAYS[kind];
  return new TypedArray(bytes.buffer, bytes.byteOffset, bytes.byteLength / TypedArray.BYTES_PER_ELEMENT);
}

/**
 * Columns of one number per event, each with its element kind: the one definition of them.
 * The Columns type, the builder's writing and the loader's reading all follow this table.
 */
export const NUMERIC_COLUMNS = {
  ids: 'u32',
  start: 'i32',
  end: 'i32',
  deadline: 'i32',
  type: 'u8',
  format: 'u8',
  topic: 'u16',
  subtopic: 'u16',
  country: 'u16',
  city: 'u32',
  venue: 'u32',
  organizer: 'u32',
  /** Positions sorted by public id, for id lookups by binary search. */
  idOrder: 'u32',
  /** Index into keys.acronym and dict.acronym; NONE_U32 when the event has no acronym. */
  bareAcronym: 'u32',
  /** Index into keys.series; NONE_U32 when the event is of no series. */
  series: 'u32',
  /** Index into meta.coreRanks; NONE_U8 when unranked. */
  coreRank: 'u8',
  /** Index into meta.ccfRanks; NONE_U8 when unranked. */
  ccfRank: 'u8',
  /** How exact the dates are: index into DATE_PRECISIONS (day, month, unknown). */
  precision: 'u8',
  /** When the event was last checked against its sources, a day number; NO_DAY when unknown. */
  lastVerified: 'i32',
} as const satisfies Record<string, NumericKind>;

/** The values of the precision column, by index: the source's date precisions (UNDATED: unknown). */
export { DATE_PRECISIONS } from '../source/schema.js';

/** Text columns of one string per event (empty string for none). */
export const TEXT_COLUMNS = ['name', 'acronym', 'website', 'email', 'description'] as const;
/**
 * The text columns only an event's detail shows: a loader may leave their bytes in the file
 * (disk-string-column.ts); the others are read for every item of a page and stay in memory.
 */
export const DETAIL_TEXT_COLUMNS = ['email', 'description'] as const satisfies readonly TextColumnName[];

export type NumericColumnName = keyof typeof NUMERIC_COLUMNS;
type NumericColumns = { [N in NumericColumnName]: ArrayOfKind[(typeof NUMERIC_COLUMNS)[N]] };
export type TextColumnName = (typeof TEXT_COLUMNS)[number];
type DetailTextColumnName = (typeof DETAIL_TEXT_COLUMNS)[number];
type TextColumns = Record<Exclude<TextColumnName, DetailTextColumnName>, StringColumn> &
  Record<DetailTextColumnName, TextValues>;

/** Per-event columns, all indexed by position (start date, id order). */
export type Columns = NumericColumns & TextColumns;
/** The columns as the builder makes them: every text column in memory. */
export type BuiltColumns = NumericColumns & Record<TextColumnName, StringColumn>;

export const NUMERIC_COLUMN_NAMES = Object.keys(NUMERIC_COLUMNS) as NumericColumnName[];

/**
 * Every numeric column, made by `make` from its name and kind, walking the table in order. The
 * one cast is sound: each column is made with its own kind from the table.
 */
export function makeNumericColumns(
  make: <K extends NumericKind>(name: NumericColumnName, kind: K) => ArrayOfKind[K],
): NumericColumns {
  const columns: Partial<Record<NumericColumnName, ArrayOfKind[NumericKind]>> = {};
  for (const name of NUMERIC_COLUMN_NAMES) columns[name] = make(name, NUMERIC_COLUMNS[name]);
  return columns as NumericColumns;
}

/** Every text column in memory, made by `make` from its name, walking the table in order. */
export function makeTextColumns(make: (name: TextColumnName) => StringColumn): Record<TextColumnName, StringColumn> {
  const columns: Partial<Record<TextColumnName, StringColumn>> = {};
  for (const name of TEXT_COLUMNS) columns[name] = make(name);
  return columns as Record<TextColumnName, StringColumn>;
}

/**
 * Every text column as loaded: the detail ones (DETAIL_TEXT_COLUMNS) made by `detail`, which may
 * leave them on disk, the others by `make`. The one cast is sound: each name gets its kind.
 */
export function makeLoadedTextColumns(
  make: (name: TextColumnName) => StringColumn,
  detail: (name: DetailTextColumnName) => TextValues,
): TextColumns {
  const columns: Partial<Record<TextColumnName, TextValues>> = {};
  for (const name of TEXT_COLUMNS) {
    columns[name] = (DETAIL_TEXT_COLUMNS as readonly TextColumnName[]).includes(name)
      ? detail(name as DetailTextColumnName)
      : make(name);
  }
  return columns as TextColumns;
}

export interface MetaCountry {
  name: string;
  alpha2: string;
  alpha3: string;
  continent: Continent;
}

export interface NamedEntry {
  name: string;
  slug: string;
}

/** The 'meta' section (JSON: small, read once per load). */
export interface StoreMeta {
  topics: NamedEntry[];
  subtopics: NamedEntry[];
  countries: MetaCountry[];
  /** The regions of the events, by ISO 3166-2 code: the region column and group index them. */
  regions: MetaRegion[];
  continents: Continent[];
  types: string[];
  formats: string[];
  /** Longest event in days (end - start), for date-range boundaries. */
  maxDuration: number;
  /** First and last deadline of each bucket of the 'deadline' group, in deadline order. */
  deadlineRanges: [number, number][];
  /** Each group's [first bitmap, count] in the bitmap table. */
  groups: Record<BitmapGroup, [number, number]>;
  /** The CORE scale, best first: the coreRank column and the coreRank group index it. */
  coreRanks: string[];
  /** The CCF scale, best first. */
  ccfRanks: string[];
  /** The kinds of deadline the deadlines.kind section indexes: DEADLINE_KINDS, then estimated_paper. */
  deadlineKinds: string[];
  /** The names of the sources the sources.name section indexes ("ccf-deadlines"). */
  sourceNames: string[];
  /** The kinds of alias the aliases.kind section indexes (dblp, acronym, name, former). */
  aliasKinds: string[];
  /** The zones the deadlines.zone section indexes, as shown ("AoE", "Europe/Berlin"). */
  zones: string[];
  /**
   * Bucket b of the 'submission' group holds the events of the submission deadlines
   * submissions.*[submissionBounds[b] .. submissionBounds[b + 1]).
   */
  submissionBounds: number[];
}

/** A region events are in, as the meta section lists it (sorted by code). */
/** The meta section as a loaded store keeps it: its regions are the store's RegionTable (region-table.ts). */
export type LoadedMeta = Omit<StoreMeta, 'regions'>;

export interface MetaRegion {
  /** ISO 3166-2 code: "US-CA". */
  code: string;
  /** ISO alpha-2 code of its country. */
  country: string;
  /** The name shown: English where known ("Bavaria"). */
  name: string;
  /** Every name and code it answers to: "Bavaria", "Bayern", "BY", "DE-BY". */
  names: string[];
}

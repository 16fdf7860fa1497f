import type { RoaringBitmap32, SizedLists } from '../util/roaring.js';
import type { SectionKind, SnapshotHeader } from '../snapshot/format.js';
import type { TextIndex } from '../text/text-index.js';
import type { ChangeLog } from './change-table.js';
import type { CityNameIndex } from './city-names.js';
import type { DeadlineTable, SubmissionOrder } from './deadline-table.js';
import type { EditionIndex } from './edition-index.js';
import type { ExtraStoreParts } from './load-extras.js';
import type { AnnexParts } from './annex-sections.js';
import type { GeoTable } from './geo-sections.js';
import type { Columns, LoadedMeta } from './layout.js';
import type { RegionTable } from './region-table.js';
import type { PlaceTable } from './place-table.js';
import type { StringColumn } from './string-column.js';

interface Dictionaries {
  city: StringColumn;
  venue: StringColumn;
  organizer: StringColumn;
}

/** Posting lists, each a Roaring bitmap of positions, indexed like the meta lists they follow. */
interface PostingLists {
  type: RoaringBitmap32[];
  format: RoaringBitmap32[];
  topic: RoaringBitmap32[];
  subtopic: RoaringBitmap32[];
  country: RoaringBitmap32[];
  continent: RoaringBitmap32[];
  /** Per city slot (see cityNames); each made a view on its first read, every size known. */
  city: SizedLists;
  /** Per region of Store.regions; so too. */
  region: SizedLists;
  /** Buckets of the deadline order (meta.deadlineRanges). */
  deadline: RoaringBitmap32[];
  /** Per rank of meta.coreRanks. */
  coreRank: RoaringBitmap32[];
  /** Per rank of meta.ccfRanks. */
  ccfRank: RoaringBitmap32[];
  /** Buckets of the submission order (meta.submissionBounds). */
  submission: RoaringBitmap32[];
}

/**
 * A loaded snapshot: immutable, shared by every request until the next swap. With format 6's
 * parts (load-extras.ts): the further topics and sub-topics of each event, its sources, the undated
 * events, and the aliases and acceptance rates of each series; with format 7's (annex-sections.ts): the
 * ranks of every system, the tracks of editions and the basis of estimated deadlines.
 */
export interface Store extends Readonly<ExtraStoreParts>, Readonly<AnnexParts> {
  readonly file: string;
  readonly header: SnapshotHeader;
  readonly size: number;
  readonly meta: LoadedMeta;
  /** The events' regions, which the region column and lists index. */
  readonly regions: RegionTable;
  readonly columns: Columns;
  readonly dictionaries: Dictionaries;
  readonly lists: PostingLists;
  /** Every folded name a city is known by, to its slots in lists.city. */
  readonly cityNames: CityNameIndex;
  /** Coordinates, countries and regions of the city slots; city slot and region of each event. */
  readonly geo: GeoTable;
  /** Every place the builder knew, with events or not (src/store/place-table.ts). */
  readonly places: PlaceTable;
  readonly text: TextIndex;
  /** Every deadline of every event (src/store/deadline-table.ts). */
  readonly deadlines: DeadlineTable;
  /** The submission deadlines of all events in (instant, position) order. */
  readonly submissions: SubmissionOrder;
  /** Acronym and series lookups (src/store/edition-index.ts). */
  readonly editions: EditionIndex;
  /** What changed in each edition at each build of the log's window (src/store/change-table.ts). */
  readonly changes: ChangeLog;
  /**
   * The snapshot file the sections left on disk (the detail columns and the phrase pairs' lists:
   * load-detail.ts) are read from, when any were: its problem() says whether they can still be read.
   */
  readonly detailFile?: { problem(): string | null };
  /**
   * The sections of the structures the builder stored for the search to read instead of building
   * them when the snapshot loads (docs/snapshot-format.md, Stored builds), by name; empty in a file
   * without them. The store only hands them over: the search reads and checks them.
   */
  readonly stored: StoredSections;
}

/** The prefix of the stored builds' section names. */
export const STORED_PREFIX = 'builds.';

/**
 * The stored sections a load leaves in the file from a size on, like the detail-only columns
 * (load-detail.ts): the phrase pairs' lists (13 MiB at 1M events), of which a search reads the few
 * its quoted phrases name, one list at a time on its first use.
 */
export const STORED_LEFT_ON_DISK = { phrasePairBytes: `${STORED_PREFIX}phrasePairs.bytes` } as const;

/** A stored section left in the file: its length, and its bytes read by position (a new buffer each). */
export interface StoredOnDisk {
  readonly length: number;
  read(offset: number, length: number): Buffer;
}

/** A stored section: its bytes, or empty bytes and `onDisk` for one the load left in the file. */
export type StoredSections = ReadonlyMap<
  string,
  { readonly kind: SectionKind; readonly bytes: Buffer; readonly onDisk?: StoredOnDisk }
>;

/** Position of the event with public id `id`, or -1. */
export function positionOfId(store: Store, id: number): number {
  const { ids, idOrder } = store.columns;
  let lo = 0;
  let hi = idOrder.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[idOrder[mid]!]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo < idOrder.length && ids[idOrder[lo]!] === id ? idOrder[lo]! : -1;
}

/**
 * The earliest start and the latest end of the store's dated events, as day numbers, or null when
 * it has none. The start is the first position's; the end needs a scan (ends are not sorted).
 */
export function dateSpan(store: Pick<Store, 'columns' | 'undated'>): { earliest: number; latest: number } | null {
  const { start, end } = store.columns;
  // Undated events come last, and have no dates.
  const dated = store.undated.first;
  if (dated === 0) return null;
  let latest = end[0]!;
  for (let i = 1; i < dated; i++) if (end[i]! > latest) latest = end[i]!;
  return { earliest: start[0]!, latest };
}

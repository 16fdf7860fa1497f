/**
 * Which text columns a load leaves in the snapshot file (the detail-only ones from a size on,
 * docs/snapshot-format.md, Loading), and the columns that read them from there.
 */
import { SnapshotError } from '../snapshot/format.js';
import type { RawSnapshot, ReadOptions } from '../snapshot/reader.js';
import { DiskStringColumn } from './disk-string-column.js';
import { DETAIL_TEXT_COLUMNS } from './layout.js';
import { RANK_SECTIONS } from './rank-sections.js';
import { STORED_LEFT_ON_DISK, STORED_PREFIX, type StoredOnDisk } from './store.js';

/** How a store is loaded. */
export interface LoadOptions {
  /**
   * A detail-only text column (DETAIL_TEXT_COLUMNS) or a stored section of STORED_LEFT_ON_DISK of
   * at least this many bytes is left in the file and read from it by position (disk-string-column.ts,
   * storedOnDisk). Default DETAIL_ON_DISK_FROM.
   */
  detailOnDiskFrom?: number;
}

/**
 * The size from which a detail-only column stays on disk: 1 MiB, a few thousand events. Smaller
 * ones cost less memory than the open file is worth.
 */
export const DETAIL_ON_DISK_FROM = 1 << 20;

const ON_DISK_SECTIONS: ReadonlySet<string> = new Set([
  ...DETAIL_TEXT_COLUMNS.map((name) => `${name}.bytes`),
  ...Object.values(STORED_LEFT_ON_DISK),
]);

/**
 * Whether a section holds a bitmap table that roaring's frozen views read (docs/snapshot-format.md,
 * Bitmap table): the store's, the rank lists' and the stored builds' (each `builds.*.bytes` is one).
 */
const viewedByBitmaps = (name: string): boolean =>
  name === 'bitmaps.bytes' ||
  name === RANK_SECTIONS.listBytes ||
  (name.startsWith(STORED_PREFIX) && name.endsWith('.bytes'));

/**
 * What the reader leaves on disk for `options`, and what it keeps apart: the bitmap tables, so
 * that a dropped snapshot's other sections are freed by the first full collection that finds them
 * unreachable (snapshot/body-reader.ts, readBody).
 */
export function readOptions(options: LoadOptions): ReadOptions {
  const from = options.detailOnDiskFrom ?? DETAIL_ON_DISK_FROM;
  return {
    leaveOnDisk: (entry) => ON_DISK_SECTIONS.has(entry.name) && entry.length >= from,
    apart: (entry) => viewedByBitmaps(entry.name),
  };
}

/** A stored section the reader left on disk, read through the file the snapshot was read from; else undefined. */
export function storedOnDisk(raw: RawSnapshot, name: string): StoredOnDisk | undefined {
  const found = raw.sections.get(name);
  const file = raw.file;
  if (!found?.onDisk || file === undefined) return undefined;
  const { offset, length } = found.entry;
  return {
    length,
    read: (from, bytes) => {
      if (from < 0 || bytes < 0 || from + bytes > length)
        throw new Error(`bytes ${from}..${from + bytes} are outside section "${name}"`);
      return file.read(offset + from, bytes);
    },
  };
}

/** Reads a detail-only column's offsets, and its bytes when they were kept; null when they were. */
export type DetailColumn = (name: string, offsets: Uint32Array) => DiskStringColumn | null;

/** The detail-only columns left on disk, read through the file the snapshot was read from. */
export function detailColumn(file: string, raw: RawSnapshot): DetailColumn {
  return (name, offsets) => {
    const found = raw.sections.get(`${name}.bytes`);
    if (!found?.onDisk || raw.file === undefined) return null;
    if (offsets.length < 1 || offsets[offsets.length - 1] !== found.entry.length) {
      throw new SnapshotError(file, `string column "${name}" is inconsistent`);
    }
    return new DiskStringColumn(raw.file, found.entry.offset, offsets);
  };
}

/**
 * The snapshot file format.
 *
 *   bytes 0..7    magic "CONFSNAP"
 *   bytes 8..11   format version (uint32 LE)
 *   bytes 12..15  header length H (uint32 LE)
 *   bytes 16..    header: H bytes of UTF-8 JSON (SnapshotHeader), then zero padding to 64
 *   body          the sections, each starting on an 8-byte boundary of the body, in the order
 *                 of header.sections; header.bodyCrc32 covers the whole body.
 *
 * Sections are raw little-endian typed arrays or bytes, so a reader can view them without
 * parsing. A reader refuses any version it does not know rather than guessing.
 *
 * Version 2 dropped the per-month posting lists of version 1, which search never read. Version 3
 * added the pre-serialized answers (the itemJson column). Version 4 added the editions (bare
 * acronyms, series, ranks) and the deadlines as UTC instants. Version 5 added the places: coordinates
 * of the city slots, regions, and the city slot and region of each event. Version 6 added several
 * topics per event, sources, undated events and date precision, aliases and acceptance rates of
 * series, every kind of deadline with the estimated ones, and the known places: every place of the
 * builder's place data, with events or not. Version 7 added the ranks of every system, the tracks
 * of editions and the basis of estimated deadlines. Version 8 added the change log: what changed in
 * each edition at each build of a window of builds.
 */

export const MAGIC = Buffer.from('CONFSNAP', 'ascii');
export const FORMAT_VERSION = 8;
export const PREAMBLE_BYTES = 16;
export const BODY_ALIGN = 64;
export const SECTION_ALIGN = 8;
/** A header larger than this is not ours: refuse before allocating. */
export const MAX_HEADER_BYTES = 1 << 20;

export type SectionKind = 'u8' | 'u16' | 'u32' | 'i32' | 'f64' | 'bytes' | 'json';

export interface SectionEntry {
  name: string;
  kind: SectionKind;
  /** Offset from the start of the body. */
  offset: number;
  /** Length in bytes. */
  length: number;
}

export interface SnapshotHeader {
  formatVersion: number;
  builderVersion: string;
  builtAt: string;
  sourceFile: string;
  sourceRows: number;
  events: number;
  skippedRows: number;
  bodyLength: number;
  bodyCrc32: number;
  sections: SectionEntry[];
}

/**
 * A short version of a snapshot, stable and unique per build, for the X-Snapshot-Version header,
 * metrics and cache keys: the build time to the second, then the body CRC-32 in hex, e.g.
 * `2026-11-21T06:01:01Z-6675922b`. Two files with the same version hold the same body, so the
 * same answers.
 */
export function snapshotVersion(snapshot: { readonly header: Pick<SnapshotHeader, 'builtAt' | 'bodyCrc32'> }): string {
  const { builtAt, bodyCrc32 } = snapshot.header;
  const time = String(builtAt)
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[^0-9A-Za-z:.+-]/g, '_');
  return `${time}-${(bodyCrc32 >>> 0).toString(16).padStart(8, '0')}`;
}

export function alignUp(value: number, alignment: number): number {
  return Math.ceil(value / alignment) * alignment;
}

export function bodyStart(headerLength: number): number {
  return alignUp(PREAMBLE_BYTES + headerLength, BODY_ALIGN);
}

/**
 * Why a snapshot file was refused, as a code set where it was refused: the checks of the file
 * itself (src/snapshot/reader.ts) name theirs; the checks of its content (src/store/load.ts, and
 * whatever else a loader finds wrong) are `invalid_content`.
 */
export type SnapshotRefusalReason =
  | 'missing'
  | 'unreadable'
  | 'not_a_snapshot'
  | 'unsupported_version'
  | 'corrupt_header'
  | 'truncated'
  | 'trailing_bytes'
  | 'checksum_mismatch'
  | 'invalid_content';

/**
 * A snapshot that cannot be read: the message names the file and the problem, `reason` says which
 * kind of problem it is. Without a reason it is a problem of the content.
 */
export class SnapshotError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
    readonly reason: SnapshotRefusalReason = 'invalid_content',
  ) {
    super(`Cannot load snapshot ${file}: ${problem}`);
    this.name = 'SnapshotError';
  }
}

/** The reason of a loader's failure: a SnapshotError's own, `invalid_content` for anything else. */
export function snapshotRefusalReason(error: unknown): SnapshotRefusalReason {
  return error instanceof SnapshotError ? error.reason : 'invalid_content';
}

export { crcUpdate } from './body-reader.js';

import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { type BodyPlan, type BodyRead, readBody, readBodyInWorker } from './body-reader.js';
import {
  bodyStart,
  FORMAT_VERSION,
  MAGIC,
  MAX_HEADER_BYTES,
  PREAMBLE_BYTES,
  SnapshotError,
  type SectionEntry,
  type SnapshotHeader,
} from './format.js';
import { closeOffThread, SnapshotFile } from './snapshot-file.js';

/**
 * A section's bytes, each in its own 8-byte-aligned allocation so typed arrays can view it; a
 * section left on disk has empty bytes and is read from `file`.
 */
export interface RawSnapshot {
  header: SnapshotHeader;
  fileBytes: number;
  sections: Map<string, { entry: SectionEntry; bytes: Buffer; onDisk: boolean }>;
  /** The file, kept open, when a section was left on disk. */
  file?: SnapshotFile;
}

/** How to read a snapshot. */
export interface ReadOptions {
  /**
   * Sections to checksum but not keep in memory: the result's `file` reads them later. By default
   * every section is kept.
   */
  leaveOnDisk?: (entry: SectionEntry) => boolean;
  /**
   * Sections kept in an allocation of their own, apart from the others (body-reader.ts, readBody):
   * the ones roaring's frozen views will read. By default none.
   */
  apart?: (entry: SectionEntry) => boolean;
}

function readExactly(fd: number, length: number, position: number): Buffer {
  // allocUnsafeSlow: an ArrayBuffer of its own, so byteOffset is 0 and typed views are aligned.
  const buffer = Buffer.allocUnsafeSlow(length);
  let done = 0;
  while (done < length) {
    const n = readSync(fd, buffer, done, Math.min(length - done, 1 << 30), position + done);
    if (n === 0) break;
    done += n;
  }
  return done === length ? buffer : buffer.subarray(0, done);
}

/** Versions that earlier releases wrote: the file was valid once, so say what to do about it. */
const RETIRED_VERSIONS: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 6, 7]);

function unreadableVersion(version: number): string {
  if (RETIRED_VERSIONS.has(version)) {
    return `snapshot format version ${version} is no longer supported (this build reads version ${FORMAT_VERSION}); rebuild it with npm run build:snapshot`;
  }
  return `snapshot format version ${version}, this server reads version ${FORMAT_VERSION}; rebuild it with this release's builder`;
}

function parseHeader(file: string, fd: number, fileBytes: number): SnapshotHeader {
  if (fileBytes < PREAMBLE_BYTES)
    throw new SnapshotError(file, `file is ${fileBytes} bytes, too short to be a snapshot`, 'truncated');
  const preamble = readExactly(fd, PREAMBLE_BYTES, 0);
  if (!preamble.subarray(0, 8).equals(MAGIC)) {
    throw new SnapshotError(file, 'not a snapshot file (bad magic bytes)', 'not_a_snapshot');
  }
  const version = preamble.readUInt32LE(8);
  if (version !== FORMAT_VERSION) throw new SnapshotError(file, unreadableVersion(version), 'unsupported_version');
  const headerLength = preamble.readUInt32LE(12);
  if (headerLength > MAX_HEADER_BYTES) throw new SnapshotError(file, 'truncated or corrupt header', 'corrupt_header');
  if (PREAMBLE_BYTES + headerLength > fileBytes)
    throw new SnapshotError(file, 'truncated or corrupt header', 'truncated');
  let header: SnapshotHeader;
  try {
    header = JSON.parse(readExactly(fd, headerLength, PREAMBLE_BYTES).toString('utf8')) as SnapshotHeader;
  } catch {
    throw new SnapshotError(file, 'corrupt header (not valid JSON)', 'corrupt_header');
  }
  if (typeof header.bodyLength !== 'number' || !Array.isArray(header.sections)) {
    throw new SnapshotError(file, 'corrupt header (missing fields)', 'corrupt_header');
  }
  const expected = bodyStart(headerLength) + header.bodyLength;
  if (fileBytes < expected) {
    throw new SnapshotError(file, `truncated: ${fileBytes} bytes, the header says ${expected}`, 'truncated');
  }
  if (fileBytes > expected) {
    throw new SnapshotError(file, `${fileBytes - expected} unexpected bytes after the body`, 'trailing_bytes');
  }
  for (const entry of header.sections) {
    if (entry.offset < 0 || entry.offset + entry.length > header.bodyLength) {
      throw new SnapshotError(file, `corrupt header: section ${entry.name} lies outside the body`, 'corrupt_header');
    }
  }
  return header;
}

/** Reads just the header (for inspection and quick checks). */
export function readSnapshotHeader(file: string): SnapshotHeader {
  const fd = openOrFail(file);
  try {
    return parseHeader(file, fd, fstatSync(fd).size);
  } finally {
    closeSync(fd);
  }
}

/** Opens a regular file for reading; a folder at the path cannot be opened as a snapshot either. */
function openOrFail(file: string): number {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new SnapshotError(file, 'no such file', 'missing');
    throw new SnapshotError(file, `cannot open (${code ?? 'error'})`, 'unreadable');
  }
  if (fstatSync(fd).isDirectory()) {
    closeSync(fd);
    throw new SnapshotError(file, 'cannot open (EISDIR)', 'unreadable');
  }
  return fd;
}

/** Where the body's sections lie (header.sections in file order; parseHeader checked the body's end). */
function bodyPlan(
  fd: number,
  fileBytes: number,
  header: SnapshotHeader,
  options: ReadOptions,
): BodyPlan & { entries: SectionEntry[] } {
  const entries = [...header.sections].sort((a, b) => a.offset - b.offset);
  const sections = entries.map((entry) => ({
    offset: entry.offset,
    length: entry.length,
    keep: !(options.leaveOnDisk?.(entry) ?? false),
    apart: options.apart?.(entry) ?? false,
  }));
  return { fd, base: fileBytes - header.bodyLength, bodyLength: header.bodyLength, sections, entries };
}

/** The read body checked against the header's checksum, its sections by name. */
function verified(
  file: string,
  header: SnapshotHeader,
  fileBytes: number,
  plan: BodyPlan & { entries: readonly SectionEntry[] },
  body: BodyRead,
): RawSnapshot {
  if (body.crc !== header.bodyCrc32) {
    throw new SnapshotError(
      file,
      `checksum mismatch (body crc32 ${body.crc}, header says ${header.bodyCrc32}): the file is corrupt`,
      'checksum_mismatch',
    );
  }
  const sections: RawSnapshot['sections'] = new Map();
  for (const [at, entry] of plan.entries.entries()) {
    sections.set(entry.name, { entry, bytes: body.sections[at]!, onDisk: !plan.sections[at]!.keep });
  }
  const regions = plan.entries.flatMap((entry, at) =>
    plan.sections[at]!.keep ? [] : [{ offset: entry.offset, length: entry.length, sums: body.blocks[at]! }],
  );
  const kept = regions.length > 0 ? { file: new SnapshotFile(plan.fd, plan.base, regions) } : {};
  return { header, fileBytes, sections, ...kept };
}

/** The open file's size, its header (checked) and the plan of its body's reading. */
function planned(file: string, fd: number, options: ReadOptions) {
  const fileBytes = fstatSync(fd).size;
  const header = parseHeader(file, fd, fileBytes);
  return { header, fileBytes, plan: bodyPlan(fd, fileBytes, header, options) };
}

/**
 * Reads and verifies a whole snapshot on this thread: magic, version, sizes and the body checksum.
 * The file is closed after, unless a section was left on disk (then the result's `file` owns it).
 */
export function readSnapshot(file: string, options: ReadOptions = {}): RawSnapshot {
  const fd = openOrFail(file);
  let raw: RawSnapshot | undefined;
  try {
    const { header, fileBytes, plan } = planned(file, fd, options);
    raw = verified(file, header, fileBytes, plan, readBody(plan));
    return raw;
  } finally {
    if (raw?.file === undefined) closeSync(fd);
  }
}

/**
 * readSnapshot with the body read and checksummed in a worker thread (body-reader.ts): the calling
 * thread only opens the file and parses its header (at most 1 MiB), so a serving process's event
 * loop keeps turning. The same result, and the same refusals, as readSnapshot.
 */
export async function readSnapshotOffThread(file: string, options: ReadOptions = {}): Promise<RawSnapshot> {
  const fd = openOrFail(file);
  let raw: RawSnapshot | undefined;
  try {
    const { header, fileBytes, plan } = planned(file, fd, options);
    const { entries: _entries, ...forWorker } = plan;
    raw = verified(file, header, fileBytes, plan, await readBodyInWorker(forWorker));
    return raw;
  } finally {
    // Off the thread as well: a file renamed over during the read takes its cached pages with it.
    if (raw?.file === undefined) await closeOffThread(fd);
  }
}

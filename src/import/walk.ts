/**
 * Finding and reading a format's files safely (docs/importers.md, Files). A tracker's checkout is
 * third-party content and git stores symbolic links, so the walk follows no link to a folder, and a
 * link to a file only when the file is a regular one inside the folder walked, read once by its
 * real path. Only regular files are read, through one descriptor opened without blocking (a FIFO
 * never blocks) and read to at most the cap plus one byte (a device's size says nothing).
 */
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import type { Dirent, Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The largest file read: the biggest file of the public formats is about 100 KiB. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;
/** The size of each read from a descriptor. */
const CHUNK_BYTES = 64 * 1024;

/** A file that is read: its path relative to the folder (with "/") and the real path opened. */
export interface FoundFile {
  rel: string;
  path: string;
}

/** An entry of the folder that is not read, and why. */
export interface SkippedEntry {
  rel: string;
  /** Where a link points, as written; null for an entry that is no link. */
  target: string | null;
  detail: string;
}

/** What a file that is no regular file is: "a FIFO", "a character device". */
function kindOf(entry: Dirent | Stats): string {
  if (entry.isDirectory()) return 'a folder';
  if (entry.isFIFO()) return 'a FIFO';
  if (entry.isCharacterDevice()) return 'a character device';
  if (entry.isBlockDevice()) return 'a block device';
  if (entry.isSocket()) return 'a socket';
  return 'no regular file';
}

/** Why a file cannot be read as a text of the format. */
export class FileRefused extends Error {}

/**
 * The text of a regular file (UTF-8, a byte order mark dropped): opened without blocking, checked
 * to be a regular file by its descriptor, read to at most `maxBytes` + 1 bytes. `noFollow`
 * refuses a link in its last part (the walk opens real paths).
 */
export function readBoundedText(path: string, noFollow = false, maxBytes = MAX_FILE_BYTES): string {
  const flags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (noFollow ? (constants.O_NOFOLLOW ?? 0) : 0);
  const fd = openSync(path, flags);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new FileRefused(`not a regular file: ${kindOf(stats)}`);
    const chunks: Buffer[] = [];
    let total = 0;
    while (total <= maxBytes) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(read === chunk.length ? chunk : chunk.subarray(0, read));
      total += read;
    }
    if (total > maxBytes) throw new FileRefused(`a file over ${maxBytes} bytes`);
    const text = Buffer.concat(chunks, total).toString('utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } finally {
    closeSync(fd);
  }
}

const target = (path: string): string | null => {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
};

/**
 * The files under `dir` that `wanted` keeps (by path relative to it, with "/"), in path order, and
 * the entries left out: links to folders (always named), and, among the entries `wanted` keeps,
 * links outside the folder, broken links, links to a file already read and entries that are no
 * regular file. Throws when `dir` is no folder.
 */
export function walkFiles(
  dir: string,
  wanted: (rel: string) => boolean,
): { files: FoundFile[]; skipped: SkippedEntry[] } {
  const root = realpathSync(dir);
  if (!statSync(root).isDirectory()) throw new Error(`${dir}: not a folder`);
  const files: FoundFile[] = [];
  const skipped: SkippedEntry[] = [];
  const links: string[] = [];
  const folders = [''];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(root, folder), { withFileTypes: true });
    } catch (error) {
      if (folder === '') throw error;
      skipped.push({ rel: folder, target: null, detail: `cannot list: ${(error as Error).message}` });
      continue;
    }
    for (const entry of entries) {
      const rel = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) folders.push(rel);
      else if (entry.isSymbolicLink()) links.push(rel);
      else if (!wanted(rel)) continue;
      else if (entry.isFile()) files.push({ rel, path: join(root, rel) });
      else skipped.push({ rel, target: null, detail: `not a regular file: ${kindOf(entry)}` });
    }
  }
  const read = new Map(files.map((file) => [file.path, file.rel]));
  for (const rel of links.sort()) {
    const path = join(root, rel);
    const skip = (detail: string) => skipped.push({ rel, target: target(path), detail });
    let real: string;
    let stats: Stats;
    try {
      real = realpathSync(path);
      stats = statSync(real);
    } catch {
      if (wanted(rel)) skip('a broken link');
      continue;
    }
    const inside = real.startsWith(`${root}${sep}`);
    if (stats.isDirectory()) skip('a link to a folder, not followed');
    else if (!wanted(rel)) continue;
    else if (!inside) skip('a link to a file outside the folder, not read');
    else if (!stats.isFile()) skip(`a link to ${kindOf(stats)}, not read`);
    else if (read.has(real)) skip(`a link to ${read.get(real)}, read once`);
    else {
      read.set(real, relative(root, real).split(sep).join('/'));
      files.push({ rel, path: real });
    }
  }
  files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  skipped.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return { files, skipped };
}

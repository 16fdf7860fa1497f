/**
 * Replacing a file so that a reader (a server watching the path, a restart, a crash) sees the old
 * file or the new one, never part of one, and never a new name whose contents are not on disk yet:
 *
 * 1. the new contents go to a temporary file beside the target (same folder, so the rename cannot
 *    cross file systems; a hidden name with the process id and random bytes, so two writers never
 *    share one);
 * 2. the temporary file is flushed to disk (fsync);
 * 3. it is renamed over the target (atomic on POSIX file systems);
 * 4. the folder is flushed, so that the rename itself survives a crash.
 *
 * When any step before the rename throws, the temporary file is removed and the target is as it
 * was. Node has no such primitive. Packages that offer one (write-file-atomic) take the contents,
 * while shipping a snapshot copies or links a file and must check it between its flush and its
 * rename, hence these few lines rather than a dependency.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, fchownSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

export interface ReplaceOptions<T> {
  /**
   * Runs after the temporary file is on disk and before it is renamed over the target, with its
   * path and what `fill` returned: a last check, or links kept beside it. Throwing cancels the
   * replacement.
   */
  beforeRename?: (temp: string, filled: T) => void;
}

/** Error codes of platforms where a folder cannot be opened or flushed (the rename is still done). */
const FOLDER_SYNC_UNSUPPORTED = new Set(['EISDIR', 'EINVAL', 'EPERM', 'EACCES']);

/** A fresh temporary name beside `target`: hidden, unique to this process and call. */
export function tempPathBeside(target: string): string {
  const path = resolve(target);
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
}

function fsyncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function fsyncFolder(folder: string): void {
  try {
    fsyncFile(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined || !FOLDER_SYNC_UNSUPPORTED.has(code)) throw error;
  }
}

/**
 * Replaces `target` with the file that `fill` creates at the temporary path it is given (by
 * writing, copying or linking), following the steps of the module comment. Returns what `fill`
 * returned.
 */
export function replaceAtomically<T>(target: string, fill: (temp: string) => T, options: ReplaceOptions<T> = {}): T {
  const destination = resolve(target);
  const temp = tempPathBeside(destination);
  let filled: T;
  try {
    filled = fill(temp);
    fsyncFile(temp);
    options.beforeRename?.(temp, filled);
    renameSync(temp, destination);
    // POSIX: renaming a name over another name of the same file does nothing, leaving both names.
    rmSync(temp, { force: true });
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  fsyncFolder(dirname(destination));
  return filled;
}

/** Writes all of `bytes` at the file position (writeSync may write less than asked). */
export function writeAll(fd: number, bytes: Uint8Array): void {
  let written = 0;
  while (written < bytes.byteLength) {
    written += writeSync(fd, bytes, written, Math.min(bytes.byteLength - written, 1 << 30));
  }
}

/** A file's owner, by number. */
export interface FileOwner {
  uid: number;
  gid: number;
}

/**
 * Replaces `target` with a new file that `write` fills through a file descriptor (or with the
 * given text or bytes). `mode` sets the new file's permissions exactly (the umask does not apply);
 * without it the file gets the usual 0666 less the umask. `owner` gives the new file to that user
 * and group before it takes the target's name (changing the user takes root).
 */
export function writeFileAtomically(
  target: string,
  write: string | Uint8Array | ((fd: number) => void),
  options: { mode?: number; owner?: FileOwner } = {},
): void {
  replaceAtomically(target, (temp) => {
    const fd = openSync(temp, 'wx', options.mode ?? 0o666);
    try {
      if (options.owner !== undefined) fchownSync(fd, options.owner.uid, options.owner.gid);
      if (options.mode !== undefined) fchmodSync(fd, options.mode);
      if (typeof write === 'function') write(fd);
      else writeAll(fd, typeof write === 'string' ? Buffer.from(write, 'utf8') : write);
    } finally {
      closeSync(fd);
    }
  });
}

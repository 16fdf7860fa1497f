/**
 * A snapshot store in a folder, for a static web server (nginx) to serve to the replicas.
 *
 * - A blob is copied to a temporary name beside its final one, flushed, then given its final name
 *   with link(2), which fails when the name exists: a blob is never overwritten, and a reader never
 *   sees part of one.
 * - The pointer is replaced under a lock file created with O_EXCL (`CURRENT.json.lock`): holding it,
 *   the publisher reads the pointer again and writes only if it is the one it read first, through
 *   the atomic-write helper (temporary file, fsync, rename). A publisher that finds the lock held,
 *   or the pointer changed, loses.
 * - Temporary files a killed publisher left are removed by the next publish (stale-temps.ts).
 * - Static servers derive a file's ETag and Last-Modified from its mtime in whole seconds and its
 *   size (nginx does), so two pointers of the same size written within one second would look the
 *   same to a replica asking with If-None-Match. A new pointer's mtime is therefore set at least one
 *   second past the old one's.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { chmod, readFile, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { dirname, join, resolve } from 'node:path';
import { replaceAtomically, tempPathBeside, writeAll } from '../../util/atomic-write.js';
import { removeStaleTemps } from './stale-temps.js';
import { type Pointer, POINTER_NAME, PointerError, parsePointer, pointerText } from '../published/pointer.js';
import { PointerConflictError, type PointerRead, PublishError, type PublishStore } from '../published/blob-store.js';

/** How long a publisher waits for another one's lock before giving up (a pointer write takes milliseconds). */
const LOCK_WAIT_MS = 2000;

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/** The pointer's tag in a folder: the SHA-256 of its bytes. */
function contentTag(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export class DirectoryStore implements PublishStore {
  readonly description: string;
  readonly #root: string;

  constructor(folder: string) {
    this.#root = resolve(folder);
    this.description = this.#root;
  }

  #at(path: string): string {
    return join(this.#root, path);
  }

  async readPointer(): Promise<PointerRead> {
    let bytes: Buffer;
    try {
      bytes = await readFile(this.#at(POINTER_NAME));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return { pointer: undefined, tag: undefined };
      throw new PublishError(`Cannot read ${this.#at(POINTER_NAME)}: ${(error as Error).message}`);
    }
    try {
      return { pointer: parsePointer(bytes.toString('utf8')), tag: contentTag(bytes) };
    } catch (error) {
      if (error instanceof PointerError) throw new PublishError(`${this.#at(POINTER_NAME)}: ${error.message}`);
      throw error;
    }
  }

  async blobSize(path: string): Promise<number | undefined> {
    try {
      return (await stat(this.#at(path))).size;
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return undefined;
      throw error;
    }
  }

  async putBlob(path: string, file: string, _bytes: number): Promise<'created' | 'exists'> {
    const target = this.#at(path);
    mkdirSync(dirname(target), { recursive: true });
    removeStaleTemps(dirname(target));
    if ((await this.blobSize(path)) !== undefined) return 'exists';
    const temp = tempPathBeside(target);
    try {
      copyFileSync(file, temp);
      await chmod(temp, 0o644); // for the web server's user
      flush(temp);
      try {
        linkSync(temp, target);
      } catch (error) {
        if (errorCode(error) === 'EEXIST') return 'exists';
        throw error;
      }
    } finally {
      rmSync(temp, { force: true });
    }
    flush(dirname(target));
    return 'created';
  }

  async writePointer(pointer: Pointer, expected: PointerRead): Promise<void> {
    const target = this.#at(POINTER_NAME);
    const lock = `${target}.lock`;
    const release = await this.#lock(lock);
    try {
      removeStaleTemps(this.#root);
      const now = await this.readPointer();
      if (now.tag !== expected.tag) {
        throw new PointerConflictError(
          `${target} changed since it was read (another publisher won); nothing was changed by this one`,
        );
      }
      const seconds = nextMtimeSeconds(target);
      replaceAtomically(
        target,
        (temp) => {
          const fd = openSync(temp, 'wx', 0o644);
          try {
            writeAll(fd, Buffer.from(pointerText(pointer), 'utf8'));
          } finally {
            closeSync(fd);
          }
        },
        { beforeRename: (temp) => setMtime(temp, seconds) },
      );
    } finally {
      release();
    }
  }

  /** Takes the lock file, waiting a little for another publisher; returns its release. */
  async #lock(lock: string): Promise<() => void> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        closeSync(openSync(lock, 'wx', 0o644));
        return () => rmSync(lock, { force: true });
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      if (Date.now() >= deadline) {
        throw new PointerConflictError(
          `${lock} is held by another publisher; if none is running (one was killed), remove the lock file and try again`,
        );
      }
      await sleep(20);
    }
  }
}

/** Flushes a file or folder to disk (folders cannot be flushed on some platforms; the write stands). */
function flush(path: string): void {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    // a folder on a platform that cannot flush one
  } finally {
    closeSync(fd);
  }
}

/** A whole second after both now and the current pointer's mtime (see the module comment). */
function nextMtimeSeconds(target: string): number {
  const now = Math.floor(Date.now() / 1000);
  try {
    return Math.max(now, Math.floor(statSync(target).mtimeMs / 1000) + 1);
  } catch {
    return now;
  }
}

function setMtime(file: string, seconds: number): void {
  utimesSync(file, seconds, seconds);
}

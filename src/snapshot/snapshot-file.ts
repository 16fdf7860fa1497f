/**
 * A snapshot file kept open for the sections the loader left on disk (reader.ts, `leaveOnDisk`):
 * their bytes are read by position when asked, through the descriptor that read and checksummed
 * them, so a file renamed over the path or deleted later does not change what they read (the
 * shipping tools only ever replace a snapshot by rename; docs/operating.md).
 *
 * The descriptor is closed when nothing refers to this object any more (a FinalizationRegistry),
 * not when a newer snapshot is swapped in: requests in flight may still read the old one, and a
 * descriptor closed under them could be reused by another file. close() is for a load that failed.
 *
 * A file written into in place (against docs/operating.md) no longer holds what was checksummed:
 * each read first checks that the file's size and modification time are still those it was read
 * with, and throws rather than answer with other bytes.
 */
import { closeSync, fstatSync, readSync } from 'node:fs';

const closer = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Already closed: nothing to release.
  }
});

export class SnapshotFile {
  #open = true;
  /** The file's size and modification time when it was read and checksummed. */
  readonly #size: number;
  readonly #modified: number;

  constructor(
    private readonly fd: number,
    /** Where the body starts in the file: section offsets count from there. */
    private readonly base: number,
  ) {
    const stats = fstatSync(fd);
    this.#size = stats.size;
    this.#modified = stats.mtimeMs;
    closer.register(this, fd, this);
  }

  /**
   * `length` bytes at `offset` from the body's start (a new buffer); throws when the file was
   * closed, written into since it was read, or is shorter.
   */
  read(offset: number, length: number): Buffer {
    if (!this.#open) throw new Error('the snapshot file was closed');
    const stats = fstatSync(this.fd);
    if (stats.size !== this.#size || stats.mtimeMs !== this.#modified) {
      throw new Error('the snapshot file was written into after it was loaded (replace snapshots by rename)');
    }
    const bytes = Buffer.allocUnsafe(length);
    let done = 0;
    while (done < length) {
      const n = readSync(this.fd, bytes, done, length - done, this.base + offset + done);
      if (n === 0) throw new Error(`the snapshot file ends before byte ${this.base + offset + length}`);
      done += n;
    }
    return bytes;
  }

  /** Closes the descriptor now (a load that failed holds nothing that reads it). */
  close(): void {
    if (!this.#open) return;
    this.#open = false;
    closer.unregister(this);
    closeSync(this.fd);
  }
}

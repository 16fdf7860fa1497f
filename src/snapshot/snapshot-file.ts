/**
 * A snapshot file kept open for the sections the loader left on disk (reader.ts, `leaveOnDisk`):
 * their bytes are read by position when asked, through the descriptor that read and checksummed
 * them, so a file renamed over the path or deleted later does not change what they read (the
 * shipping tools only ever replace a snapshot by rename; docs/operating.md).
 *
 * The descriptor is closed, off the thread, when nothing refers to this object any more (a
 * FinalizationRegistry), not when a newer snapshot is swapped in: requests in flight may still read
 * the old one, and a descriptor closed under them could be reused by another file. close() is for a
 * load that failed.
 *
 * A file written into in place (against docs/operating.md) may no longer hold what was checksummed.
 * A modification time alone proves nothing (`touch`, or a copy of the same bytes over the file,
 * changes it and not the bytes), so what is checked is the bytes themselves: the load kept the
 * CRC-32 of every block of DISK_BLOCK bytes of these sections, and once the file's modification
 * time differs from the one its bytes were last verified at, each read checks the blocks it covers
 * (reading them whole) before answering from them. Blocks of the same
 * bytes answer as before; other bytes, or another size, throw rather than answer with them.
 * problem() says whether the file can still be read, verifying a few blocks more at each call, so
 * that readiness probes sweep the whole file after a change and reads go back to the direct path.
 */
import { close, fstatSync, readSync } from 'node:fs';
import { crcUpdate, DISK_BLOCK } from './body-reader.js';

/**
 * Closes `fd` on libuv's thread pool; resolves when it is closed (an error, such as a descriptor
 * already closed, is nothing left to release). Not closeSync: the last descriptor of a snapshot
 * renamed over or deleted takes the file's cached pages with it, and the kernel frees them inside
 * close(2), about 30 ms for a 1M snapshot's 460 MiB, measured; on the event loop that was the
 * longest wait of the first reload after a swap (docs/design.md, "Closing an old snapshot").
 */
export function closeOffThread(fd: number): Promise<void> {
  return new Promise((resolve) => close(fd, () => resolve()));
}

const closer = new FinalizationRegistry<number>((fd) => {
  void closeOffThread(fd);
});

/** A section left on disk: where it lies from the body's start, and its blocks' CRC-32s. */
export interface DiskRegion {
  offset: number;
  length: number;
  /** CRC-32 of each DISK_BLOCK bytes of the section, little-endian uint32s (BodyRead.blocks). */
  sums: Buffer;
}

/** Blocks that problem() verifies per call while the file is not yet trusted again: 4 MiB. */
export const BLOCKS_PER_CHECK = 64;

interface Region extends DiskRegion {
  /** The modification time each block was last found intact at (NaN: not since the last change). */
  verifiedAt: Float64Array;
}

export class SnapshotFile {
  #open = true;
  /** The file's size when it was read and checksummed: a file of another size is not the same. */
  readonly #size: number;
  /** The modification time at which every block was last known intact. */
  #trusted: number;
  /** A modification time at which some block was found changed, and what was found. */
  #broken: { at: number; problem: string } | undefined;
  /** Where problem()'s sweep has reached: a block count over the regions, in order. */
  #sweep = 0;
  readonly #regions: Region[];

  constructor(
    private readonly fd: number,
    /** Where the body starts in the file: section offsets count from there. */
    private readonly base: number,
    regions: readonly DiskRegion[],
  ) {
    const stats = fstatSync(fd);
    this.#size = stats.size;
    this.#trusted = stats.mtimeMs;
    this.#regions = regions.map((region) => ({
      ...region,
      verifiedAt: new Float64Array(Math.ceil(region.length / DISK_BLOCK)).fill(Number.NaN),
    }));
    closer.register(this, fd, this);
  }

  /**
   * `length` bytes at `offset` from the body's start (a new buffer), inside one region; throws when
   * the file was closed, is shorter, or no longer holds the bytes it was loaded with.
   */
  read(offset: number, length: number): Buffer {
    const modified = this.#modified();
    if (modified === this.#trusted) return this.#readAt(offset, length);
    const region = this.#regions.find((r) => offset >= r.offset && offset + length <= r.offset + r.length);
    if (region === undefined) throw new Error(`no section left on disk holds bytes ${offset}..${offset + length}`);
    const first = Math.floor((offset - region.offset) / DISK_BLOCK);
    const last = Math.floor((offset - region.offset + length - 1) / DISK_BLOCK);
    let checked = true;
    for (let block = first; block <= last; block++) checked &&= region.verifiedAt[block] === modified;
    if (checked) return this.#readAt(offset, length);
    // Read the covering blocks whole, check them, and answer from those very bytes.
    const blocks = this.#verifiedBlocks(region, first, last, modified);
    const from = offset - region.offset - first * DISK_BLOCK;
    return Buffer.from(blocks.subarray(from, from + length));
  }

  /**
   * Why the file's sections cannot be read, or null when they can: another size, or bytes that
   * differ from the loaded ones. After a change of modification time, each call verifies up to
   * BLOCKS_PER_CHECK more blocks; once all are intact the file is trusted again.
   */
  problem(): string | null {
    let modified: number;
    try {
      modified = this.#modified();
    } catch (error) {
      return (error as Error).message;
    }
    if (modified === this.#trusted) return null;
    if (this.#broken?.at === modified) return this.#broken.problem;
    try {
      this.#sweepSome(modified);
    } catch (error) {
      return (error as Error).message;
    }
    return null;
  }

  /** Closes the descriptor now, off the thread (a load that failed holds nothing that reads it). */
  close(): void {
    if (!this.#open) return;
    this.#open = false;
    closer.unregister(this);
    void closeOffThread(this.fd);
  }

  /** The file's modification time now; throws when it is closed or its size changed. */
  #modified(): number {
    if (!this.#open) throw new Error('the snapshot file was closed');
    const stats = fstatSync(this.fd);
    if (stats.size !== this.#size) {
      throw new Error(
        `the snapshot file was written into after it was loaded: ${stats.size} bytes, loaded with ${this.#size} (replace snapshots by rename)`,
      );
    }
    return stats.mtimeMs;
  }

  #sweepSome(modified: number): void {
    const total = this.#regions.reduce((sum, region) => sum + region.verifiedAt.length, 0);
    let budget = BLOCKS_PER_CHECK;
    let skip = this.#sweep;
    for (const region of this.#regions) {
      const count = region.verifiedAt.length;
      if (skip >= count) {
        skip -= count;
        continue;
      }
      const last = Math.min(count, skip + budget) - 1;
      this.#verifiedBlocks(region, skip, last, modified);
      budget -= last - skip + 1;
      this.#sweep += last - skip + 1;
      skip = 0;
      if (budget === 0) break;
    }
    if (this.#sweep < total) return;
    this.#sweep = 0;
    // Every block was found intact at some time since the change: intact now if the time is unchanged.
    if (this.#regions.every((region) => region.verifiedAt.every((at) => at === modified))) this.#trusted = modified;
  }

  /** Reads blocks first..last of `region` whole, checks each against its CRC-32, and marks them. */
  #verifiedBlocks(region: Region, first: number, last: number, modified: number): Buffer {
    const start = first * DISK_BLOCK;
    const bytes = this.#readAt(region.offset + start, Math.min(region.length, (last + 1) * DISK_BLOCK) - start);
    for (let block = first; block <= last; block++) {
      const at = (block - first) * DISK_BLOCK;
      const crc = crcUpdate(bytes.subarray(at, at + DISK_BLOCK), 0) >>> 0;
      if (crc !== region.sums.readUInt32LE(block * 4)) {
        const problem = `the snapshot file was written into after it was loaded: the bytes at ${this.base + region.offset + block * DISK_BLOCK} differ (replace snapshots by rename)`;
        this.#broken = { at: modified, problem };
        throw new Error(problem);
      }
      region.verifiedAt[block] = modified;
    }
    return bytes;
  }

  #readAt(offset: number, length: number): Buffer {
    const bytes = Buffer.allocUnsafe(length);
    let done = 0;
    while (done < length) {
      const n = readSync(this.fd, bytes, done, length - done, this.base + offset + done);
      if (n === 0) throw new Error(`the snapshot file ends before byte ${this.base + offset + length}`);
      done += n;
    }
    return bytes;
  }
}

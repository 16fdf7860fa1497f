/**
 * A text column whose offsets are in memory and whose bytes stay in the snapshot file, read by
 * position when a value is asked for. For the large columns only the detail of an event shows (the
 * description and the contact e-mail: 152 MiB of the 1M bench snapshot), which a search never
 * reads: leaving them on disk keeps them out of the process's resident memory, at the cost of one
 * read from the page cache per value shown (docs/snapshot-format.md, Loading).
 */
import type { SnapshotFile } from '../snapshot/snapshot-file.js';
import type { TextValues } from './string-column.js';

const EMPTY = new Uint8Array(0);

export class DiskStringColumn implements TextValues {
  constructor(
    private readonly file: SnapshotFile,
    /** Where the column's bytes start, from the body's start. */
    private readonly offset: number,
    /** length + 1 offsets; string i is bytes[offsets[i] .. offsets[i+1]) of the column. */
    readonly offsets: Uint32Array,
  ) {}

  get length(): number {
    return this.offsets.length - 1;
  }

  get(index: number): string {
    const bytes = this.bytesAt(index);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  }

  bytesAt(index: number): Uint8Array {
    const start = this.offsets[index]!;
    const end = this.offsets[index + 1]!;
    return start === end ? EMPTY : this.file.read(this.offset + start, end - start);
  }
}

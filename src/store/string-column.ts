import { BlockSlots } from '../util/block-slots.js';
import { runWhole, type Steps } from '../util/sliced.js';
import { SortedStrings } from '../util/sorted-strings.js';

/** Strings read by index, wherever their bytes are (StringColumn, DiskStringColumn). */
export interface TextValues {
  readonly length: number;
  get(index: number): string;
  /** String `index`'s UTF-8 bytes (empty for an empty string). */
  bytesAt(index: number): Uint8Array;
}

/** Strings decoded between two pauses (arraySteps). */
const STRINGS_PER_STEP = 8_192;

/**
 * Many strings held as one UTF-8 buffer plus offsets: a million names cost two allocations
 * instead of a million JS strings, and a string is decoded only when a page needs it.
 */
export class StringColumn implements TextValues {
  private readonly decoded: BlockSlots<string> | undefined;

  constructor(
    readonly bytes: Buffer,
    /** length + 1 offsets; string i is bytes[offsets[i] .. offsets[i+1]). */
    readonly offsets: Uint32Array,
    /**
     * Keep strings once decoded: for dictionaries (cities, venues, organizers), whose few
     * thousand values recur on every page; never for per-event columns. Kept in blocks made on
     * first use (util/block-slots.ts says why not one array).
     */
    memoize = false,
  ) {
    this.decoded = memoize ? new BlockSlots<string>(offsets.length - 1) : undefined;
  }

  get length(): number {
    return this.offsets.length - 1;
  }

  get(index: number): string {
    const decoded = this.decoded;
    if (decoded === undefined) return this.decode(index);
    return decoded.get(index) ?? decoded.set(index, this.decode(index));
  }

  bytesAt(index: number): Uint8Array {
    return this.bytes.subarray(this.offsets[index]!, this.offsets[index + 1]!);
  }

  private decode(index: number): string {
    return this.bytes.toString('utf8', this.offsets[index]!, this.offsets[index + 1]!);
  }

  /** The column as sorted keys (its strings ascending in JavaScript's order), looked up by binary search. */
  sorted(): SortedStrings {
    return new SortedStrings(this.bytes, this.offsets);
  }

  /** All strings as an array (for dictionaries and keys, never a per-event column). */
  toArray(): string[] {
    return runWhole(this.arraySteps());
  }

  /** toArray in steps (util/sliced.ts) of `per` strings: decoding 60,000 city names takes about 10 ms. */
  *arraySteps(per = STRINGS_PER_STEP): Steps<string[]> {
    const out: string[] = new Array<string>(this.length);
    for (let i = 0; i < this.length; i++) {
      out[i] = this.get(i);
      if ((i + 1) % per === 0) yield;
    }
    return out;
  }

  static from(strings: readonly string[]): StringColumn {
    return StringColumn.of(strings.length, (index) => strings[index]!);
  }

  /**
   * The column of `count` strings, string i being `stringAt(i)`, asked twice: once to measure, once
   * to write. One allocation of the exact size, where growing chunks and joining them allocate
   * twice the column: at a million events every 64 MiB of buffers set off a full collection of a
   * heap of a gigabyte of source rows.
   */
  static of(count: number, stringAt: (index: number) => string): StringColumn {
    const offsets = new Uint32Array(count + 1);
    let total = 0;
    for (let index = 0; index < count; index++) offsets[index + 1] = total += Buffer.byteLength(stringAt(index));
    const bytes = Buffer.allocUnsafeSlow(total);
    for (let index = 0; index < count; index++) bytes.write(stringAt(index), offsets[index]!, 'utf8');
    return new StringColumn(bytes, offsets);
  }
}

/**
 * Appends strings into a growing buffer. The offsets grow in a typed array: a plain array of a
 * million numbers is reallocated on the JavaScript heap as it grows, and at a million events each
 * of those old-space allocations set off a full collection of a heap of a gigabyte of source rows.
 */
export class StringColumnBuilder {
  private chunks: Buffer[] = [];
  private current = Buffer.allocUnsafe(1 << 20);
  private used = 0;
  private total = 0;
  private offsets: Uint32Array;
  private count = 0;

  /** `expected`: how many strings will come, if known (the offsets are allocated once). */
  constructor(expected = 1024) {
    this.offsets = new Uint32Array(expected + 1);
  }

  push(text: string): void {
    // Room for the worst case (3 UTF-8 bytes per UTF-16 unit) instead of measuring the string
    // first: one pass over it instead of two.
    const room = 3 * text.length;
    if (this.used + room > this.current.length) {
      this.chunks.push(this.current.subarray(0, this.used));
      this.current = Buffer.allocUnsafe(Math.max(1 << 20, room));
      this.used = 0;
    }
    const written = this.current.write(text, this.used, 'utf8');
    this.used += written;
    this.total += written;
    if (this.count + 1 === this.offsets.length) {
      const grown = new Uint32Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
    }
    this.offsets[++this.count] = this.total;
  }

  finish(): StringColumn {
    this.chunks.push(this.current.subarray(0, this.used));
    const bytes = Buffer.concat(this.chunks, this.total);
    const offsets = this.offsets.length === this.count + 1 ? this.offsets : this.offsets.slice(0, this.count + 1);
    const column = new StringColumn(bytes, offsets);
    this.chunks = [];
    this.offsets = new Uint32Array(1);
    this.count = 0;
    return column;
  }
}

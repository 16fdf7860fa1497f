/**
 * Sorted strings kept as UTF-8 bytes and offsets, looked up by binary search without a JavaScript
 * string per entry: a loaded snapshot's keys (city names, acronyms, series, terms) were arrays of
 * tens of thousands of strings, each an object every full collection marks, twice while a swap
 * holds two snapshots (docs/design.md, "Swapping a snapshot without stopping the event loop").
 *
 * The keys are sorted in JavaScript's string order (UTF-16 code units). That is the UTF-8 byte
 * order too unless some key holds a character of U+E000 to U+FFFF where another holds one past
 * U+FFFF, so the constructor checks the byte order once: when it holds, a probe compares bytes
 * (about as fast as comparing strings in an array); when it does not, a probe decodes its key
 * (about ten times slower, and as correct). Both orders keep the keys that start with a prefix
 * together, which is what the prefix lookups rely on. A key to look up with a lone surrogate (no
 * UTF-8 holds one) is compared decoded.
 */
import type { Steps } from './sliced.js';

/** Keys checked for their byte order between two pauses. */
const KEYS_PER_STEP = 16_384;

/** Where a probe's key is encoded, when it fits (keys are short words and names). */
const scratch = new Uint8Array(1024);
const encoder = new TextEncoder();

/**
 * A key to look up: its text and, when it is well formed (no lone surrogate, which UTF-8 cannot
 * hold), its UTF-8 bytes and their count (in a buffer shared by every lookup).
 */
interface Probe {
  text: string;
  bytes: Uint8Array | null;
  length: number;
}

const LONE_SURROGATE = /\p{Cs}/u;

function probeOf(key: string): Probe {
  if (LONE_SURROGATE.test(key)) return { text: key, bytes: null, length: 0 };
  if (key.length * 3 <= scratch.length)
    return { text: key, bytes: scratch, length: encoder.encodeInto(key, scratch).written };
  const bytes = Buffer.from(key, 'utf8');
  return { text: key, bytes, length: bytes.length };
}

export class SortedStrings {
  /** Whether every key is below the next in byte order (then probes compare bytes). */
  readonly byBytes: boolean;
  /** The bytes as a Buffer, to decode from. */
  readonly #text: Buffer;

  /**
   * Key i is bytes[offsets[i] .. offsets[i + 1]); the keys ascend in JavaScript's order.
   * `byBytes`: whether they also ascend in byte order, when the caller has checked (byteOrderSteps).
   */
  constructor(
    readonly bytes: Uint8Array,
    readonly offsets: Uint32Array,
    byBytes?: boolean,
  ) {
    this.byBytes = byBytes ?? inByteOrder(bytes, offsets, 0, offsets.length - 1);
    this.#text = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The keys of `bytes` and `offsets`, their byte order checked in steps. */
  static *steps(bytes: Uint8Array, offsets: Uint32Array): Steps<SortedStrings> {
    const count = offsets.length - 1;
    let byBytes = true;
    for (let from = 0; from < count && byBytes; from += KEYS_PER_STEP) {
      byBytes = inByteOrder(bytes, offsets, from, Math.min(count, from + KEYS_PER_STEP + 1));
      yield;
    }
    return new SortedStrings(bytes, offsets, byBytes);
  }

  /** Sorted strings of `keys` (sorted in JavaScript's order). */
  static of(keys: readonly string[]): SortedStrings {
    const offsets = new Uint32Array(keys.length + 1);
    for (const [i, key] of keys.entries()) offsets[i + 1] = offsets[i]! + Buffer.byteLength(key);
    const bytes = Buffer.allocUnsafeSlow(offsets[keys.length]!);
    for (const [i, key] of keys.entries()) bytes.write(key, offsets[i]!, 'utf8');
    return new SortedStrings(bytes, offsets);
  }

  get length(): number {
    return this.offsets.length - 1;
  }

  /** Key `index`, decoded. */
  get(index: number): string {
    return this.#text.toString('utf8', this.offsets[index], this.offsets[index + 1]);
  }

  /** Every key, decoded (for the rare reader that needs them all: an error's suggestions). */
  toArray(): string[] {
    return Array.from({ length: this.length }, (_, index) => this.get(index));
  }

  /**
   * The index of the first key that starts with `prefix` (the keys that do run from it to
   * prefixEnd). When none does, an index where prefixEnd gives the same: which one depends on the
   * order compared in (a key past U+FFFF against one of U+E000 to U+FFFF).
   */
  prefixStart(prefix: string): number {
    return this.#search(probeOf(prefix), false);
  }

  /** The index of `key`, or -1. */
  indexOf(key: string): number {
    const probe = probeOf(key);
    const at = this.#search(probe, false);
    return at < this.length && this.#compareAt(at, probe) === 0 ? at : -1;
  }

  /** The index just past the last key that starts with `prefix` (`from`: prefixStart's index). */
  prefixEnd(prefix: string, from: number): number {
    return Math.max(from, this.#search(probeOf(prefix), true));
  }

  /** Whether key `index` starts with `prefix`. */
  startsWith(index: number, prefix: string): boolean {
    return this.#hasPrefix(index, probeOf(prefix));
  }

  /**
   * The first index whose key is not below the probe's (`pastPrefix`: whose key neither is below
   * it nor starts with it), in the order compared in.
   */
  #search(probe: Probe, pastPrefix: boolean): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const order = pastPrefix && this.#hasPrefix(mid, probe) ? -1 : this.#compareAt(mid, probe);
      if (order < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  #hasPrefix(index: number, probe: Probe): boolean {
    const wanted = probe.bytes;
    if (wanted === null) return this.get(index).startsWith(probe.text);
    const start = this.offsets[index]!;
    if (this.offsets[index + 1]! - start < probe.length) return false;
    for (let i = 0; i < probe.length; i++) if (this.bytes[start + i] !== wanted[i]) return false;
    return true;
  }

  /** Key `index` against the probe's (negative: below it, 0: equal, positive: above it). */
  #compareAt(index: number, probe: Probe): number {
    const wanted = probe.bytes;
    if (!this.byBytes || wanted === null) {
      const text = this.get(index);
      return text < probe.text ? -1 : text === probe.text ? 0 : 1;
    }
    const start = this.offsets[index]!;
    const length = this.offsets[index + 1]! - start;
    const shared = Math.min(length, probe.length);
    const { bytes } = this;
    for (let i = 0; i < shared; i++) {
      const difference = bytes[start + i]! - wanted[i]!;
      if (difference !== 0) return difference;
    }
    return length - probe.length;
  }
}

/** Whether keys `from` to `to - 1` each sort strictly below the next in byte order. */
function inByteOrder(bytes: Uint8Array, offsets: Uint32Array, from: number, to: number): boolean {
  for (let i = from; i + 1 < to; i++) {
    const a = offsets[i]!;
    const b = offsets[i + 1]!;
    const c = offsets[i + 2]!;
    const shared = Math.min(b - a, c - b);
    let order = 0;
    for (let k = 0; k < shared && order === 0; k++) order = bytes[a + k]! - bytes[b + k]!;
    if (order > 0 || (order === 0 && b - a >= c - b)) return false;
  }
  return true;
}

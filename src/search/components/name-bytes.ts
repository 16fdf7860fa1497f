/**
 * Reading event names in their UTF-8 column without decoding strings, for the checks that look at
 * many names in one search (quoted phrases: phrase.ts; an expansion's words within one field:
 * field-match.ts). A name in plain ASCII without the symbol characters of symbol terms (+ # .) has
 * as its terms (text/terms.ts) its runs of letters and digits, lower-cased; any other name is
 * decoded and split into terms as the index splits it.
 */
import type { StringColumn } from '../../store/string-column.js';

/** A folded word of plain ASCII letters and digits: one the byte path compares byte by byte. */
export const ASCII_WORD = /^[a-z0-9]+$/;

/** Per byte: 1 for a letter or digit, 2 for a byte that sends the name to the slow path (non-ASCII, + # .), else 0. */
export const BYTE_CLASS = new Uint8Array(256);
for (let b = 0; b < 256; b++) {
  const alnum = (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a);
  BYTE_CLASS[b] = alnum ? 1 : b >= 0x80 || b === 0x2b || b === 0x23 || b === 0x2e ? 2 : 0;
}

/** Names whose offsets and bytes are read ahead together. */
const AHEAD = 32;
/** Where the bytes read ahead are summed, so that the compiler keeps those reads. */
const touched = new Uint8Array(1);

/** The byte ranges of the names read ahead (one search runs at a time on the thread). */
const starts = new Uint32Array(AHEAD);
const ends = new Uint32Array(AHEAD);

/**
 * Reads ahead the names of positions[from, from + count) (count ≤ AHEAD) into starts and ends.
 * The names are scattered over a column of tens of megabytes, so each name read in turn met two
 * cache misses one after the other (its offsets, then its bytes), each stalled behind the check of
 * the name before. Here the offsets are read first and then the first and last byte of each name:
 * these reads are independent of each other, the processor overlaps their misses, and the checks
 * then find the lines in cache (as ItemWriter.warm does for a page).
 */
function readNamesAhead(column: StringColumn, positions: ArrayLike<number>, from: number, count: number): void {
  const { bytes, offsets } = column;
  for (let i = 0; i < count; i++) {
    const position = positions[from + i]!;
    starts[i] = offsets[position]!;
    ends[i] = offsets[position + 1]!;
  }
  for (let i = 0; i < count; i++) if (ends[i]! > starts[i]!) touched[0]! ^= bytes[starts[i]!]! ^ bytes[ends[i]! - 1]!;
}

/**
 * The positions (ascending) whose names pass, AHEAD names read ahead at a time: `fast` reads a
 * name's bytes[from, to) and answers 1 or 0, or -1 when the name needs the slow path, where `slow`
 * reads its decoded text; a null `fast` sends every name there.
 */
export function namesPassing(
  column: StringColumn,
  positions: Uint32Array,
  fast: ((bytes: Buffer, from: number, to: number) => number) | null,
  slow: (name: string) => boolean,
): number[] {
  const found: number[] = [];
  for (let block = 0; block < positions.length; block += AHEAD) {
    const count = Math.min(AHEAD, positions.length - block);
    readNamesAhead(column, positions, block, count);
    for (let i = 0; i < count; i++) {
      const position = positions[block + i]!;
      const passed = fast ? fast(column.bytes, starts[i]!, ends[i]!) : -1;
      if (passed === 1 || (passed === -1 && slow(column.get(position)))) found.push(position);
    }
  }
  return found;
}

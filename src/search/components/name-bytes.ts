/**
 * Reading event names in their UTF-8 column without decoding strings, for the checks that look at
 * many names in one search (quoted phrases: phrase.ts; an expansion's words within one field:
 * field-match.ts). A name in plain ASCII without the symbol characters of symbol terms (+ # .) has
 * as its terms (text/terms.ts) its runs of letters and digits, lower-cased; any other name is
 * decoded and split into terms as the index splits it.
 */
import type { StringColumn } from '../../store/string-column.js';

/** Per byte: 1 for a letter or digit, 2 for a byte that sends the name to the slow path (non-ASCII, + # .), else 0. */
export const BYTE_CLASS = new Uint8Array(256);
for (let b = 0; b < 256; b++) {
  const alnum = (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a);
  BYTE_CLASS[b] = alnum ? 1 : b >= 0x80 || b === 0x2b || b === 0x23 || b === 0x2e ? 2 : 0;
}

/** Names whose offsets and bytes are read ahead together. */
export const AHEAD = 32;
/** Where the bytes read ahead are summed, so that the compiler keeps those reads. */
const touched = new Uint8Array(1);

/**
 * Reads ahead the names of positions[from, from + count) (count ≤ AHEAD) and writes their byte
 * ranges into starts and ends. The names are scattered over a column of tens of megabytes, so
 * each name read in turn met two cache misses one after the other (its offsets, then its bytes),
 * each stalled behind the check of the name before. Here the offsets are read first and then the
 * first and last byte of each name: these reads are independent of each other, the processor
 * overlaps their misses, and the checks then find the lines in cache (as ItemWriter.warm does for
 * a page). At 1M events this took a phrase check from 543 to 352 ns a name (CHANGELOG.md).
 */
export function readNamesAhead(
  column: StringColumn,
  positions: ArrayLike<number>,
  from: number,
  count: number,
  starts: Uint32Array,
  ends: Uint32Array,
): void {
  const { bytes, offsets } = column;
  for (let i = 0; i < count; i++) {
    const position = positions[from + i]!;
    starts[i] = offsets[position]!;
    ends[i] = offsets[position + 1]!;
  }
  for (let i = 0; i < count; i++) if (ends[i]! > starts[i]!) touched[0]! ^= bytes[starts[i]!]! ^ bytes[ends[i]! - 1]!;
}

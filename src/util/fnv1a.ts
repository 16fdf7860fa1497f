/**
 * FNV-1a, 32 bits, over UTF-16 code units: the one hash of the fuzzy index's deletions, the
 * builder's duplicate keys, imported events' ids and the demo data's draws. Written by hand
 * because it is three lines, and callers hash a text a code unit at a time (skipping positions,
 * lower-casing as they go) without making the string, which no package's API allows.
 */

/** The offset basis: the hash of the empty text. */
export const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** `hash` (any 32-bit value, signed or not) with one more code unit: a signed 32-bit integer of the same bits. */
export const fnv1aStep = (hash: number, code: number): number => Math.imul(hash ^ code, FNV_PRIME);

/** `hash` with the code units of `text` from `start` to `end`: a signed 32-bit integer. */
export function fnv1aRange(hash: number, text: string, start = 0, end = text.length): number {
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash;
}

/** The hash of `text`, from 0 to 2^32-1; `basis` in place of the offset basis makes a seeded hash. */
export const fnv1a = (text: string, basis: number = FNV_OFFSET): number => fnv1aRange(basis, text) >>> 0;

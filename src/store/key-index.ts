/**
 * Exact lookups by a folded key (docs/snapshot-format.md, Acronyms and series): the distinct keys,
 * sorted, and per key the positions of its events, ascending (so in start-date order), one after
 * the other in one array. A key names a few to a few thousand events; a posting list per key would
 * cost a bitmap object each for tens of thousands of keys, where these cost 4 bytes per event.
 */
import type { SortedStrings } from '../util/sorted-strings.js';
import { NONE_U32 } from './layout.js';

export interface KeyIndex {
  /** The folded keys, sorted (JavaScript string order), as bytes (util/sorted-strings.ts). */
  readonly keys: SortedStrings;
  /** Key i names positions[offsets[i] .. offsets[i + 1]). */
  readonly offsets: Uint32Array;
  readonly positions: Uint32Array;
}

const NO_POSITIONS = new Uint32Array(0);

/** The positions of the events with this (folded) key, ascending; empty when none. */
export function positionsOfKey(index: KeyIndex, key: string): Uint32Array {
  const at = index.keys.indexOf(key);
  if (at < 0) return NO_POSITIONS;
  return index.positions.subarray(index.offsets[at]!, index.offsets[at + 1]!);
}

/**
 * The distinct keys of the events and, per key, the spelling to show: the most frequent one, the
 * first seen on a tie (as topics are, "NeurIPS" over a lone "Neurips").
 */
export class KeyCollector {
  private readonly spellings = new Map<string, Map<string, number>>();

  /** Counts `count` events with this key written this way. */
  add(key: string, spelling: string = key, count = 1): void {
    let counts = this.spellings.get(key);
    if (!counts) this.spellings.set(key, (counts = new Map()));
    counts.set(spelling, (counts.get(spelling) ?? 0) + count);
  }

  /** The keys sorted, the spelling of each, and each key's index. */
  finish(): { keys: string[]; spellings: string[]; indexOf: Map<string, number> } {
    const keys = [...this.spellings.keys()].sort();
    const spellings = keys.map((key) => {
      let best = key;
      let bestCount = 0;
      for (const [spelling, count] of this.spellings.get(key)!)
        if (count > bestCount) [best, bestCount] = [spelling, count];
      return best;
    });
    return { keys, spellings, indexOf: new Map(keys.map((key, index) => [key, index])) };
  }
}

/** Offsets and positions of each key, from the per-position key column (NONE_U32 for none). */
export function compileKeyPositions(column: Uint32Array, keyCount: number): Omit<KeyIndex, 'keys'> {
  const offsets = new Uint32Array(keyCount + 1);
  for (const key of column) if (key !== NONE_U32) offsets[key + 1]!++;
  for (let key = 0; key < keyCount; key++) offsets[key + 1]! += offsets[key]!;
  const positions = new Uint32Array(offsets[keyCount]!);
  const next = offsets.slice(0, keyCount);
  for (let position = 0; position < column.length; position++) {
    const key = column[position]!;
    if (key !== NONE_U32) positions[next[key]!++] = position;
  }
  return { offsets, positions };
}

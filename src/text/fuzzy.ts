/**
 * The terms of the dictionary within a small edit distance of a word, by symmetric deletion
 * (the SymSpell method): every term is indexed under each string it becomes by deleting up to
 * MAX_DISTANCE of its characters, and a word looks up each string it becomes by deleting up to
 * the distance asked for. Two strings within distance d (optimal string alignment: insertions,
 * deletions, substitutions, adjacent transpositions) always share such a string, so every
 * candidate is found; each is then checked with the true distance.
 *
 * Hand-written rather than taken from a package because the packages keep every deletion as a
 * JS string key (tens of MB for this dictionary); here a deletion is only a 32-bit hash, stored
 * with its term in one sorted Float64Array (8 bytes an entry), and hashes are computed by
 * skipping characters, without making the strings.
 */
import { editDistance } from '../reference/suggest.js';

export interface FuzzyMatch {
  term: string;
  distance: number;
}

const MAX_DISTANCE = 2;
/** Longer terms are not indexed (no one mistypes them into a query that finds nothing). */
const MAX_TERM_LENGTH = 24;
const TERM_BITS = 2 ** 21;

/** FNV-1a over the characters of `text`, skipping the positions `skipA` and `skipB`. */
function hashWithout(text: string, skipA: number, skipB: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    if (i === skipA || i === skipB) continue;
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

/** The hashes of every string `text` becomes by deleting up to `distance` characters. */
function deletionHashes(text: string, distance: number): Set<number> {
  const hashes = new Set<number>([hashWithout(text, -1, -1)]);
  for (let a = 0; a < text.length && distance >= 1; a++) {
    hashes.add(hashWithout(text, a, -1));
    for (let b = a + 1; b < text.length && distance >= 2; b++) hashes.add(hashWithout(text, a, b));
  }
  return hashes;
}

export class FuzzyIndex {
  /** hash * 2^21 + term index, sorted: exact doubles, one native sort. */
  private readonly entries: Float64Array;

  constructor(private readonly terms: readonly string[]) {
    if (terms.length >= TERM_BITS) throw new Error('too many terms for the fuzzy index');
    const keys: number[] = [];
    for (const [id, term] of terms.entries()) {
      if (term.length > MAX_TERM_LENGTH) continue;
      for (const hash of deletionHashes(term, MAX_DISTANCE)) keys.push(hash * TERM_BITS + id);
    }
    this.entries = Float64Array.from(keys).sort();
  }

  /** Bytes the index holds. */
  get bytes(): number {
    return this.entries.byteLength;
  }

  /** Every indexed term within `distance` (at most MAX_DISTANCE) of `word`, the word itself included. */
  find(word: string, distance: number): FuzzyMatch[] {
    const within = Math.min(distance, MAX_DISTANCE);
    const candidates = new Set<number>();
    for (const hash of deletionHashes(word, within)) {
      for (let at = this.firstAtOrAfter(hash * TERM_BITS); at < this.entries.length; at++) {
        const entry = this.entries[at]!;
        if (Math.floor(entry / TERM_BITS) !== hash) break;
        candidates.add(entry % TERM_BITS);
      }
    }
    const found: FuzzyMatch[] = [];
    for (const id of candidates) {
      const term = this.terms[id]!;
      const d = editDistance(word, term, within);
      if (d <= within) found.push({ term, distance: d });
    }
    return found.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  }

  private firstAtOrAfter(key: number): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.entries[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/**
 * The terms of a sorted dictionary within a small edit distance of a word: a Levenshtein
 * automaton walked over the sorted terms as an implicit trie. Consecutive terms share their
 * common prefix's rows of the dynamic programme, and a prefix whose row already exceeds the
 * distance skips every term that starts with it (found by binary search). The distance is the
 * optimal string alignment one: insertions, deletions, substitutions and adjacent
 * transpositions ("lerning" → "learning" and "teh" → "the" are both 1).
 *
 * Hand-written rather than taken from a package: the npm spelling libraries either keep a
 * deletion index of every term (SymSpell: tens of MB for distance 2 at this dictionary size) or
 * scan every term; walking the sorted term array the text index already holds costs no memory.
 */

export interface FuzzyMatch {
  term: string;
  distance: number;
}

/** Index just past the last term that starts with `prefix`, searching from `from`. */
function prefixEnd(terms: readonly string[], prefix: string, from: number): number {
  let lo = from;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]!.startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** Every term of `terms` (sorted) within `maxDistance` of `word`, the word itself included. */
export function fuzzyTerms(terms: readonly string[], word: string, maxDistance: number): FuzzyMatch[] {
  const walk = new Walk(word, maxDistance);
  const found: FuzzyMatch[] = [];
  let path = '';
  let i = 0;
  while (i < terms.length) {
    const term = terms[i]!;
    let depth = commonPrefix(path, term);
    path = term;
    while (depth < term.length && walk.step(depth, term)) depth++;
    if (depth < term.length) {
      // No term starting with term[0..depth] can come back within the distance: skip them all.
      path = term.slice(0, depth);
      i = prefixEnd(terms, term.slice(0, depth + 1), i);
      continue;
    }
    const distance = walk.distanceAt(term.length);
    if (distance <= maxDistance) found.push({ term, distance });
    i++;
  }
  return found;
}

/**
 * The dynamic programme's rows along one trie path, kept for reuse by the next term. Only the
 * band of cells within maxDistance of the diagonal is computed (Ukkonen); cells outside it hold
 * maxDistance + 1.
 */
class Walk {
  private readonly rows: Int32Array[] = [];
  private readonly cap: number;

  constructor(
    private readonly word: string,
    private readonly maxDistance: number,
  ) {
    this.cap = maxDistance + 1;
    this.rows.push(Int32Array.from({ length: word.length + 1 }, (_, j) => Math.min(j, this.cap)));
  }

  distanceAt(depth: number): number {
    return this.rows[depth]![this.word.length]!;
  }

  /**
   * Computes the row after term[depth]; false when no longer term on this path can come back
   * within the distance (neither this row nor, by a transposition, the row before it).
   */
  step(depth: number, term: string): boolean {
    const { word, maxDistance, cap } = this;
    const previous = this.rows[depth]!;
    const twoBack = depth > 0 ? this.rows[depth - 1]! : undefined;
    const row = (this.rows[depth + 1] ??= new Int32Array(word.length + 1));
    const c = term.charCodeAt(depth);
    const from = Math.max(1, depth + 1 - maxDistance);
    const to = Math.min(word.length, depth + 1 + maxDistance);
    row.fill(cap);
    row[0] = Math.min(depth + 1, cap);
    let min = row[0];
    for (let j = from; j <= to; j++) {
      const w = word.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (w === c ? 0 : 1));
      if (twoBack && j > 1 && w === term.charCodeAt(depth - 1) && word.charCodeAt(j - 2) === c) {
        value = Math.min(value, twoBack[j - 2]! + 1);
      }
      row[j] = Math.min(value, cap);
      if (row[j]! < min) min = row[j]!;
    }
    if (min <= maxDistance) return true;
    for (let j = 0; j < previous.length; j++) if (previous[j]! < maxDistance) return true;
    return false;
  }
}

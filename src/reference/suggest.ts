/**
 * "Did you mean" suggestions for names (countries, topics, sub-topics, regions).
 *
 * Hand-written on purpose: the edit distance is a couple of dozen lines, and the parts that matter
 * here (folding like every other comparison, prefix and substring rules, ranking) would have to be
 * written around any package anyway. Comparison uses nameKey, so "munchen" equals "München".
 */
import { nameKey } from './fold.js';

/**
 * Up to `max` of `candidates` closest to `input`, best first, in their original spelling.
 * A candidate counts as close when its folded form equals the input, starts with it, contains it
 * (inputs of 3+ characters), or lies within an edit distance of max(2, 40% of the input's length)
 * (optimal string alignment: insertions, deletions, substitutions, adjacent transpositions).
 * `keys` are the candidates' name keys, for a caller that keeps them.
 */
export function closestMatches(
  input: string,
  candidates: readonly string[],
  max = 3,
  keys: readonly string[] = candidates.map(nameKey),
): string[] {
  const query = nameKey(input);
  if (query.length === 0 || max <= 0) return [];
  const cutoff = Math.max(2, Math.floor(query.length * 0.4));
  const scored: { candidate: string; score: number; lengthGap: number; order: number }[] = [];
  const seen = new Set<string>();
  candidates.forEach((candidate, order) => {
    if (seen.has(candidate)) return;
    seen.add(candidate);
    const key = keys[order]!;
    if (key.length === 0) return;
    let score: number;
    if (key === query) score = 0;
    else if (key.startsWith(query)) score = 0.5;
    else {
      const distance = editDistance(query, key, cutoff);
      if (distance <= cutoff) score = distance;
      else if (query.length >= 3 && key.includes(query)) score = cutoff + 0.5;
      else return;
    }
    scored.push({ candidate, score, lengthGap: Math.abs(key.length - query.length), order });
  });
  scored.sort((a, b) => a.score - b.score || a.lengthGap - b.lengthGap || a.order - b.order);
  return scored.slice(0, max).map((s) => s.candidate);
}

/** The edits a word of a name of several words may differ by: one, or 30% of its letters. */
const wordCutoff = (word: string): number => Math.max(1, Math.floor(word.length * 0.3));

/**
 * Up to `max` of `candidates` closest to `input` word by word: for an input of one word, as
 * closestMatches; for one of several words (a place such as "Southeast Asia"), only candidates of
 * as many words whose every word, in order, starts with the input's word or lies within
 * max(1, 30% of its length) edits of it, best (fewest edits in all) first. A name of several words
 * is never close to one that only looks alike letter by letter ("South Australia" for "Southeast
 * Asia": "southeast" is four edits from "south").
 */
export function closestByWords(input: string, candidates: readonly string[], max = 3): string[] {
  const words = nameKey(input)
    .split(' ')
    .filter((word) => word !== '');
  if (words.length <= 1) return closestMatches(input, candidates, max);
  const scored: { candidate: string; edits: number; order: number }[] = [];
  candidates.forEach((candidate, order) => {
    const own = nameKey(candidate).split(' ');
    if (own.length !== words.length || scored.some((s) => s.candidate === candidate)) return;
    let edits = 0;
    for (const [i, word] of words.entries()) {
      const other = own[i]!;
      const distance = other.startsWith(word) ? 0 : editDistance(word, other, wordCutoff(word));
      if (distance > wordCutoff(word)) return;
      edits += distance;
    }
    scored.push({ candidate, edits, order });
  });
  scored.sort((a, b) => a.edits - b.edits || a.order - b.order);
  return scored.slice(0, max).map((s) => s.candidate);
}

/** Three rows of this many cells are kept for editDistance and reused; longer texts get their own. */
const SHARED_ROW_CELLS = 4096;
const sharedRows = new Int32Array(SHARED_ROW_CELLS);

/**
 * Optimal-string-alignment distance between a and b, or any number above `limit` once the
 * distance is known to exceed it.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  const width = b.length + 1;
  // Three rows in one reused buffer, at offsets: a request may compare hundreds of names, and
  // fresh arrays for each comparison cost more in garbage collection than the comparisons.
  const cells = width * 3 <= SHARED_ROW_CELLS ? sharedRows : new Int32Array(width * 3);
  let twoBack = 0;
  let previous = width;
  let current = width * 2;
  for (let j = 0; j < width; j++) cells[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    cells[current] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let value = Math.min(cells[previous + j]! + 1, cells[current + j - 1]! + 1, cells[previous + j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        value = Math.min(value, cells[twoBack + j - 2]! + 1);
      }
      cells[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    const oldest = twoBack;
    twoBack = previous;
    previous = current;
    current = oldest;
  }
  return cells[previous + b.length]!;
}

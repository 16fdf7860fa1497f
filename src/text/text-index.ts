import { type PostingLists, RoaringBitmap32 } from '../util/roaring.js';
import { SortedStrings } from '../util/sorted-strings.js';
import { singular } from './inflection.js';

/**
 * The index behind `q`: one posting list (a Roaring bitmap of event positions) per folded word
 * of name, topic and sub-topic, a sorted term dictionary for prefixes, and a precomputed union
 * for every prefix that covers more than PREFIX_FANOUT terms. A query of k words therefore costs
 * k lookups plus k-1 bitmap intersections, and a prefix never unions more than PREFIX_FANOUT
 * lists at query time. bench/results/text-index-flexsearch.md has the measurements behind this
 * choice (docs/design.md, Data structures).
 *
 * Plural folding (inflection.ts) is read at query time from the plain dictionary: when the index
 * is made, the terms that have another form (a plural, or a singular that a plural folds to) are
 * grouped by their singular, and a word of q reads the lists of its group. The snapshot keeps the
 * terms as written, so the folding rule can change without a new snapshot format.
 */
export const PREFIX_FANOUT = 32;
/**
 * Longer words are not indexed (docs/api.md, Matching): no name holds one (names are cut at 300
 * characters when read), and a query word longer than this finds nothing.
 */
export const MAX_INDEXED_WORD = 64;

export interface TextIndexParts {
  terms: string[];
  lists: RoaringBitmap32[];
  prefixes: string[];
  prefixLists: RoaringBitmap32[];
}

/**
 * What an index reads: a loaded snapshot's parts, whose lists are made on their first read
 * (store/load.ts): a swap then lets go of the lists searches read, not of all of them. The terms
 * and prefixes stay UTF-8 bytes (util/sorted-strings.ts), not a JavaScript string each.
 */
export interface TextIndexSource {
  terms: SortedStrings;
  lists: PostingLists;
  prefixes: SortedStrings;
  prefixLists: PostingLists;
}

const EMPTY = new RoaringBitmap32().freeze();

/** Index just past the last term that starts with prefix, searching from `from`. */
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

/** Where the unions of prefixes below the fan-out are kept once computed (owned by the caller). */
export interface PrefixUnionCache {
  get(prefix: string): RoaringBitmap32 | undefined;
  set(prefix: string, union: RoaringBitmap32): unknown;
}

export class TextIndex {
  /** Per singular that more than one term (or a term other than itself) folds to: those terms, sorted. */
  private readonly forms: ReadonlyMap<string, readonly string[]>;

  constructor(private readonly parts: TextIndexSource) {
    this.forms = groupForms(parts.terms, (term) => this.has(term));
  }

  /** The index of the builder's parts. */
  static of(parts: TextIndexParts): TextIndex {
    const { terms, lists, prefixes, prefixLists } = parts;
    return new TextIndex({
      terms: SortedStrings.of(terms),
      lists,
      prefixes: SortedStrings.of(prefixes),
      prefixLists,
    });
  }

  /** Whether `term` (folded) is a term of the index. */
  has(term: string): boolean {
    return this.placeOf(term) >= 0;
  }

  /** The place of `term` (folded) in the sorted term dictionary, or -1 when it is no term. */
  placeOf(term: string): number {
    return this.parts.terms.indexOf(term);
  }

  /**
   * The terms of the index that fold to the singular of `word` (already folded), `word` included
   * when it is a term: ["database", "databases"] for "databases"; [] when none is.
   */
  formsOf(word: string): readonly string[] {
    const key = singular(word);
    return this.forms.get(key) ?? (this.has(key) ? [key] : []);
  }

  /** The folded terms, sorted. */
  get terms(): SortedStrings {
    return this.parts.terms;
  }

  get termCount(): number {
    return this.parts.terms.length;
  }

  get prefixCount(): number {
    return this.parts.prefixes.length;
  }

  /** Events with the whole word `term` (already folded). */
  exact(term: string): RoaringBitmap32 {
    const at = this.parts.terms.indexOf(term);
    return at >= 0 ? this.parts.lists.at(at)! : EMPTY;
  }

  /**
   * Events with a word that starts with `prefix` (already folded), the word itself included.
   * A union of several term lists is computed at most once per `unions` cache.
   */
  prefix(prefix: string, unions: PrefixUnionCache): RoaringBitmap32 {
    const { terms, lists, prefixes, prefixLists } = this.parts;
    const precomputed = prefixes.indexOf(prefix);
    if (precomputed >= 0) return prefixLists.at(precomputed)!;
    const first = terms.prefixStart(prefix);
    const end = terms.prefixEnd(prefix, first);
    if (end === first) return EMPTY;
    if (end - first === 1) return lists.at(first)!;
    let union = unions.get(prefix);
    if (!union) {
      const range = Array.from({ length: end - first }, (_, i) => lists.at(first + i)!);
      union = RoaringBitmap32.orMany(range).freeze();
      unions.set(prefix, union);
    }
    return union;
  }
}

/** The groups of terms by singular, for the singulars some other term folds to. */
function groupForms(terms: SortedStrings, has: (term: string) => boolean): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (let at = 0; at < terms.length; at++) {
    const term = terms.get(at);
    const key = singular(term);
    if (key === term) continue;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, has(key) ? [key, term] : [term]);
    else group.push(term);
  }
  for (const group of groups.values()) group.sort();
  return groups;
}

/**
 * Collects postings while the builder walks events in position order, then freezes them into
 * Roaring bitmaps plus the prefix unions.
 */
export class TextIndexBuilder {
  private readonly postings = new Map<string, number[]>();

  /** Adds the words of one event; events must come in ascending position order. */
  add(position: number, words: Iterable<string>): void {
    for (const word of words) {
      if (word.length > MAX_INDEXED_WORD) continue;
      const list = this.postings.get(word);
      if (list === undefined) this.postings.set(word, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    }
  }

  finish(): TextIndexParts {
    const terms = [...this.postings.keys()].sort();
    const lists = terms.map((term) => toBitmap(this.postings.get(term)!));
    this.postings.clear();
    const prefixes: string[] = [];
    const prefixLists: RoaringBitmap32[] = [];
    const found: { prefix: string; first: number; end: number }[] = [];
    for (let length = 1; length <= sharedByFanOut(terms); length++) {
      let i = 0;
      while (i < terms.length) {
        if (terms[i]!.length < length) {
          i++;
          continue;
        }
        const prefix = terms[i]!.slice(0, length);
        const end = prefixEnd(terms, prefix, i);
        if (end - i > PREFIX_FANOUT) found.push({ prefix, first: i, end });
        i = end;
      }
    }
    found.sort((a, b) => (a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : 0));
    for (const { prefix, first, end } of found) {
      prefixes.push(prefix);
      const union = RoaringBitmap32.orMany(lists.slice(first, end));
      union.runOptimize();
      union.shrinkToFit();
      prefixLists.push(union);
    }
    return { terms, lists, prefixes, prefixLists };
  }
}

/**
 * The length of the longest prefix that more than PREFIX_FANOUT of the sorted `terms` share: such
 * terms are neighbours, so it is the longest common prefix of a term and the one PREFIX_FANOUT
 * places after it. Prefixes are looked for up to this length only, so one long word costs its
 * length once, not once per term for each of its characters.
 */
function sharedByFanOut(terms: readonly string[]): number {
  let longest = 0;
  for (let i = 0; i + PREFIX_FANOUT < terms.length; i++) {
    const a = terms[i]!;
    const b = terms[i + PREFIX_FANOUT]!;
    let shared = 0;
    while (shared < a.length && shared < b.length && a.charCodeAt(shared) === b.charCodeAt(shared)) shared++;
    longest = Math.max(longest, shared);
  }
  return longest;
}

function toBitmap(sortedPositions: number[]): RoaringBitmap32 {
  const bitmap = new RoaringBitmap32(Uint32Array.from(sortedPositions));
  bitmap.runOptimize();
  bitmap.shrinkToFit();
  return bitmap;
}

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
 *
 * A word is looked up only when some indexed term can be within the distance of it: no longer
 * than the longest indexed term plus the distance, no shorter than the shortest minus it (a
 * deletion index costs a quadratic number of lookups in the word's length). The work of a lookup
 * is paid from a budget: one unit per deletion looked up, per index entry read and per distance
 * computed; a lookup the budget cannot pay for in full finds nothing.
 */
import { editDistance } from '../reference/suggest.js';
import { FNV_OFFSET, fnv1aStep } from '../util/fnv1a.js';
import { runWhole, sortInSteps, type Steps } from '../util/sliced.js';
import { WorkBudget } from '../util/work-budget.js';

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
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    if (i === skipA || i === skipB) continue;
    hash = fnv1aStep(hash, text.charCodeAt(i));
  }
  return hash >>> 0;
}

/** How many strings a text of `length` characters becomes by deleting up to `distance` (1 or 2) of them. */
function deletionCount(length: number, distance: number): number {
  return 1 + length + (distance >= 2 ? (length * (length - 1)) / 2 : 0);
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

/** The terms a FuzzyIndex finds, by index: an array, or sorted keys read from a snapshot (util/sorted-strings.ts). */
export type FuzzyTerms = readonly string[] | { readonly length: number; get(index: number): string };

const termAt = (terms: FuzzyTerms, index: number): string =>
  Array.isArray(terms)
    ? (terms as readonly string[])[index]!
    : (terms as Exclude<FuzzyTerms, readonly string[]>).get(index);

/** What a FuzzyIndex holds beside its terms. */
interface FuzzyEntries {
  entries: Float64Array;
  /** bucketStartSteps of the entries. */
  starts: Uint32Array;
  longest: number;
  shortest: number;
}

/** Terms hashed between two pauses (about a millisecond's work). */
const TERMS_PER_STEP = 128;
/** Stored entries checked between two pauses. */
const ENTRIES_PER_STEP = 1 << 16;

/**
 * Hashes are looked up by their top bits: a table of where each bucket starts in the sorted entries
 * (3.9 entries a bucket at 1M events) takes a lookup to its hash in one or two memory lines,
 * instead of a binary search over the whole 2 MB of entries.
 */
const BUCKET_BITS = 16;

/** Where each bucket of hashes starts in the sorted entries (and, at the last slot, their end), in steps. */
function* bucketStartSteps(entries: Float64Array): Steps<Uint32Array> {
  const starts = new Uint32Array((1 << BUCKET_BITS) + 1);
  let bucket = 0;
  for (let at = 0; at < entries.length; at++) {
    const entryBucket = Math.floor(entries[at]! / TERM_BITS) >>> (32 - BUCKET_BITS);
    while (bucket <= entryBucket) starts[bucket++] = at;
    if (at % ENTRIES_PER_STEP === ENTRIES_PER_STEP - 1) yield;
  }
  starts.fill(entries.length, bucket);
  return starts;
}

/** The lengths of the longest and the shortest of `terms` that are indexed (0 and 0 when none is). */
function indexedLengths(terms: FuzzyTerms): { longest: number; shortest: number } {
  let longest = 0;
  let shortest = Number.POSITIVE_INFINITY;
  for (let at = 0; at < terms.length; at++) {
    const term = termAt(terms, at);
    if (term.length > MAX_TERM_LENGTH) continue;
    longest = Math.max(longest, term.length);
    shortest = Math.min(shortest, term.length);
  }
  return { longest, shortest: Number.isFinite(shortest) ? shortest : 0 };
}

/** The index's entries for `terms`, in steps (util/sliced.ts): hashing the terms, then sorting. */
function* entrySteps(terms: FuzzyTerms): Steps<FuzzyEntries> {
  if (terms.length >= TERM_BITS) throw new Error('too many terms for the fuzzy index');
  const keys: number[] = [];
  for (let id = 0; id < terms.length; id++) {
    if (id % TERMS_PER_STEP === TERMS_PER_STEP - 1) yield;
    const term = termAt(terms, id);
    if (term.length > MAX_TERM_LENGTH) continue;
    for (const hash of deletionHashes(term, MAX_DISTANCE)) keys.push(hash * TERM_BITS + id);
  }
  return yield* entriesOf(terms, yield* sortInSteps(Float64Array.from(keys)));
}

/** What an index of `terms` holds beside them, from their sorted entries, in steps. */
function* entriesOf(terms: FuzzyTerms, entries: Float64Array): Steps<FuzzyEntries> {
  return { entries, starts: yield* bucketStartSteps(entries), ...indexedLengths(terms) };
}

export class FuzzyIndex {
  /** hash * 2^21 + term index, sorted: exact doubles. */
  private readonly entries: Float64Array;
  /**
   * Per term, the last lookup that took it as a candidate (lookups are numbered from 1): a term met
   * under several deletions is checked once, without a Set per lookup.
   */
  private readonly takenIn: Uint32Array;
  private lookups = 0;
  /** Where each bucket of hashes (their top BUCKET_BITS bits) starts in the entries, and the end. */
  private readonly starts: Uint32Array;
  /** Lengths of the longest and the shortest indexed term (0 and 0 when none is). */
  readonly longest: number;
  readonly shortest: number;

  /** Indexes `terms` at once (or takes the entries FuzzyIndex.steps built). */
  constructor(
    private readonly terms: FuzzyTerms,
    built: FuzzyEntries = runWhole(entrySteps(terms)),
  ) {
    this.longest = built.longest;
    this.shortest = built.shortest;
    this.entries = built.entries;
    this.starts = built.starts;
    this.takenIn = new Uint32Array(terms.length);
  }

  /** The index of `terms`, built in steps. */
  static *steps(terms: FuzzyTerms): Steps<FuzzyIndex> {
    return new FuzzyIndex(terms, yield* entrySteps(terms));
  }

  /**
   * The index of `terms` over the entries an earlier index of the same terms held (`sortedEntries()`,
   * stored by the builder), checked in steps: in order, each naming one of the terms. Throws an
   * Error saying what does not hold.
   */
  static *ofEntries(terms: FuzzyTerms, entries: Float64Array): Steps<FuzzyIndex> {
    for (let at = 0; at < entries.length; at++) {
      const entry = entries[at]!;
      if (at > 0 && entry < entries[at - 1]!) throw new Error(`entry ${at} is out of order`);
      if (!Number.isInteger(entry) || entry < 0 || entry % TERM_BITS >= terms.length) {
        throw new Error(`entry ${at} names no term`);
      }
      if (at % ENTRIES_PER_STEP === ENTRIES_PER_STEP - 1) yield;
    }
    return new FuzzyIndex(terms, yield* entriesOf(terms, entries));
  }

  /** The index's entries, sorted: what the builder stores (ofEntries reads them back). */
  sortedEntries(): Float64Array {
    return this.entries;
  }

  /** Bytes the index holds. */
  get bytes(): number {
    return this.entries.byteLength;
  }

  /** Whether some indexed term can be within `distance` of a word of `length` characters. */
  reaches(length: number, distance: number): boolean {
    return this.longest > 0 && length <= this.longest + distance && length >= this.shortest - distance;
  }

  /**
   * Every indexed term within `distance` (at most MAX_DISTANCE) of `word`, the word itself
   * included; nothing when the budget cannot pay for the whole lookup.
   */
  find(word: string, distance: number, budget = new WorkBudget(Number.POSITIVE_INFINITY)): FuzzyMatch[] {
    const within = Math.min(distance, MAX_DISTANCE);
    if (!this.reaches(word.length, within)) return [];
    if (!budget.take(deletionCount(word.length, within))) return [];
    const lookup = this.nextLookup();
    const candidates: number[] = [];
    for (const hash of deletionHashes(word, within)) {
      const bucket = hash >>> (32 - BUCKET_BITS);
      const end = this.starts[bucket + 1]!;
      for (let at = this.starts[bucket]!; at < end; at++) {
        const entry = this.entries[at]!;
        const entryHash = Math.floor(entry / TERM_BITS);
        if (entryHash < hash) continue;
        if (entryHash !== hash) break;
        if (!budget.take(1)) return [];
        const id = entry % TERM_BITS;
        if (this.takenIn[id] === lookup) continue;
        this.takenIn[id] = lookup;
        candidates.push(id);
      }
    }
    if (!budget.take(candidates.length)) return [];
    const found: FuzzyMatch[] = [];
    for (const id of candidates) {
      const term = termAt(this.terms, id);
      const d = editDistance(word, term, within);
      if (d <= within) found.push({ term, distance: d });
    }
    return found.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  }

  /** A number for a new lookup, other than every number `takenIn` holds. */
  private nextLookup(): number {
    if (this.lookups === 0xffff_ffff) {
      this.takenIn.fill(0);
      this.lookups = 0;
    }
    return ++this.lookups;
  }
}

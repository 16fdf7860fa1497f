/**
 * The phrase pairs (docs/snapshot-format.md, Stored builds): for every two terms that follow each
 * other in some event's name, the events whose names have them so. A quoted phrase of two words is
 * then one lookup, exact, instead of a check of every name that holds both words somewhere (phrase.ts:
 * 8,363 names for "green chemistry" at 1M events, 3 to 5 ms the first time); a longer one checks
 * only the names in the lists of all its pairs.
 *
 * Every term of a name is a term of the text index (store/text-terms.ts), stop words too, so a pair
 * is keyed by its two terms' places in the sorted term dictionary: first × terms + second, exact
 * in a double. A pair of the phrase that is not in the table is in no name, and a phrase word that
 * is no term is in no name either.
 */
import type { Store } from '../../store/store.js';
import { terms } from '../../text/terms.js';
import { lowerBound } from '../../util/binary-search.js';
import { RoaringBitmap32 } from '../../util/roaring.js';

type Names = Pick<Store, 'columns' | 'size' | 'text'>;

const NO_EVENTS = new RoaringBitmap32().freeze();

/** The table as the builder writes it: the sorted pair keys and each pair's list, serialized. */
export interface PhrasePairParts {
  keys: Float64Array;
  lists: Uint8Array[];
}

/** Each two terms that follow each other in an event's name, as their places in the sorted dictionary. */
function forEachNamePair(store: Names, visit: (first: number, second: number, position: number) => void): void {
  const dictionary = store.text.terms;
  // A map, not text.placeOf: one hash lookup, not a binary search, for every term of every name, in both passes.
  const placeOf = new Map<string, number>();
  for (let at = 0; at < dictionary.length; at++) placeOf.set(dictionary.get(at), at);
  const names = store.columns.name;
  for (let position = 0; position < store.size; position++) {
    const found = terms(names.get(position));
    for (let i = 0; i + 1 < found.length; i++) {
      const first = placeOf.get(found[i]!);
      const second = placeOf.get(found[i + 1]!);
      if (first !== undefined && second !== undefined) visit(first, second, position);
    }
  }
}

/**
 * The phrase pairs of a store's names, for the builder: the pairs grouped by their first term in
 * one counting pass, then each group ordered by its second term (a stable sort keeps positions
 * ascending), in typed arrays rather than a list per pair (5.6 million pairs of 75,000 kinds at 1M).
 */
export function buildPhrasePairs(store: Names): PhrasePairParts {
  const termCount = store.text.terms.length;
  const starts = new Uint32Array(termCount + 1);
  forEachNamePair(store, (first) => starts[first + 1]!++);
  for (let t = 0; t < termCount; t++) starts[t + 1]! += starts[t]!;
  const seconds = new Uint32Array(starts[termCount]!);
  const positions = new Uint32Array(starts[termCount]!);
  const next = starts.slice(0, termCount);
  forEachNamePair(store, (first, second, position) => {
    const at = next[first]!++;
    seconds[at] = second;
    positions[at] = position;
  });
  const keys: number[] = [];
  const lists: Uint8Array[] = [];
  for (let first = 0; first < termCount; first++) {
    const from = starts[first]!;
    const to = starts[first + 1]!;
    if (from === to) continue;
    const order = Array.from({ length: to - from }, (_, i) => from + i).sort((a, b) => seconds[a]! - seconds[b]!);
    for (let i = 0; i < order.length; ) {
      const second = seconds[order[i]!]!;
      const list = new RoaringBitmap32();
      for (; i < order.length && seconds[order[i]!] === second; i++) list.add(positions[order[i]!]!);
      list.runOptimize();
      keys.push(first * termCount + second);
      lists.push(list.serialize('portable'));
    }
  }
  return { keys: Float64Array.from(keys), lists };
}

/**
 * The phrase pairs of a loaded snapshot: its keys and lists, each list made on its first read (a
 * view over the loaded bytes, or read from the file: util/roaring.ts) and kept.
 */
export class PhrasePairs {
  private readonly made: (RoaringBitmap32 | undefined)[];

  constructor(
    private readonly store: Pick<Store, 'text'>,
    private readonly keys: Float64Array,
    private readonly table: { view(at: number): RoaringBitmap32 },
  ) {
    this.made = new Array(keys.length);
  }

  /** The events whose names have `first` right before `second` (terms as text/terms.ts gives them). */
  events(first: string, second: string): RoaringBitmap32 {
    const { text } = this.store;
    const a = text.placeOf(first);
    const b = text.placeOf(second);
    if (a < 0 || b < 0) return NO_EVENTS;
    const key = a * text.terms.length + b;
    const at = lowerBound(this.keys, key);
    if (at >= this.keys.length || this.keys[at] !== key) return NO_EVENTS;
    return (this.made[at] ??= this.table.view(at));
  }

  /**
   * The events whose names hold every pair of `words` (a phrase's terms, stop words included, at
   * least two): exactly the phrase's events for two words, a superset for more (each pair may
   * stand elsewhere in the name).
   */
  allPairs(words: readonly string[]): RoaringBitmap32 {
    let found = this.events(words[0]!, words[1]!);
    for (let i = 1; i + 1 < words.length && !found.isEmpty; i++) {
      found = RoaringBitmap32.and(found, this.events(words[i]!, words[i + 1]!));
    }
    // A list read from the table is frozen already; an intersection is frozen here, as a search's sets are.
    return found.freeze();
  }
}

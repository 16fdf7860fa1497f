/**
 * The words of the topics' and sub-topics' names as q folds them (terms, plurals folded), per
 * store: what an expansion of several words is matched against within one field (field-match.ts)
 * and what a refused topic's words are looked up in (unknown-values.ts).
 */
import { expressionAt } from '../../text/expansions.js';
import { singular } from '../../text/inflection.js';
import { terms } from '../../text/terms.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';

type Store = IndexView['store'];

/** The singulars of the words of each topic's and sub-topic's name, in the store's order. */
export interface CategoryWords {
  topics: readonly ReadonlySet<string>[];
  subtopics: readonly ReadonlySet<string>[];
  /** The words that end the names of several fields and open or make none (fieldHeads). */
  heads: ReadonlySet<string>;
}

/** The terms of a text, plurals folded. */
export function wordsOf(text: string): ReadonlySet<string> {
  return new Set(terms(text).map(singular));
}

/** Whether a text's words (wordsOf) hold every key (singulars). */
export function holdsEvery(words: ReadonlySet<string>, keys: readonly string[]): boolean {
  return keys.every((key) => words.has(key));
}

/**
 * Made on first use and gone with the store. Folding the 166 names of the demo's categories again
 * for each expansion cost about 0.5 ms of its check at 1M events (as much as reading a thousand
 * names), on the first search that asks for it.
 */
const byStore = new WeakMap<Store, CategoryWords>();

export function categoryWords(store: Store): CategoryWords {
  let words = byStore.get(store);
  if (words === undefined) {
    // Each name folded once: in order for the heads, as a set for the rest.
    const folded = (fields: readonly { name: string }[]) => fields.map(({ name }) => terms(name).map(singular));
    const [topics, subtopics] = [folded(store.meta.topics), folded(store.meta.subtopics)];
    words = {
      topics: topics.map((names) => new Set(names)),
      subtopics: subtopics.map((names) => new Set(names)),
      heads: headsOf([...topics, ...subtopics]),
    };
    byStore.set(store, words);
  }
  return words;
}

/**
 * The words that end the names of two fields or more and open or make none: "systems" of Operating
 * Systems and Distributed Systems, "processing" of Speech Processing and Natural Language
 * Processing. Such a word says what kind of thing a field studies, not which field: "dialogue
 * systems" is dialogue's. "speech" opens Speech Processing, "security" makes Security: not heads.
 */
function headsOf(names: readonly (readonly string[])[]): ReadonlySet<string> {
  const ends = new Map<string, number>();
  const elsewhere = new Set<string>();
  for (const words of names)
    for (const [at, word] of words.entries()) {
      if (at > 0 && at === words.length - 1) ends.set(word, (ends.get(word) ?? 0) + 1);
      else elsewhere.add(word);
    }
  return new Set([...ends].filter(([word, count]) => count >= 2 && !elsewhere.has(word)).map(([word]) => word));
}

/** Whether `word` (as q folds it) ends the names of several fields and opens or makes none (headsOf). */
export function fieldHead(store: Store, word: string): boolean {
  return categoryWords(store).heads.has(singular(word));
}

/**
 * Whether some topic's or sub-topic's name holds every one of `words` (as q folds them), or of
 * another way the synonym table writes them as one expression: "speech" of Speech Processing,
 * "robotics" of Robotics, "NLP" of Natural Language Processing; not "recognition" nor
 * "manipulation".
 */
export function inFieldName(store: Store, words: readonly string[]): boolean {
  return fieldSize(store, words) > 0;
}

/**
 * The events filed under a topic or sub-topic whose name holds every one of `words` (as q folds
 * them), first or not: "security" finds CCS, of Security and Privacy, and AsiaCCS beside it.
 */
export function fieldEvents(store: Store, words: readonly string[]): RoaringBitmap32 {
  const { topics, subtopics } = categoryWords(store);
  const keys = words.map(singular);
  return RoaringBitmap32.orMany([
    ...subtopics.flatMap((names, at) => (holdsEvery(names, keys) ? [store.lists.subtopic[at]!] : [])),
    ...topics.flatMap((names, at) => (holdsEvery(names, keys) ? [store.lists.topic[at]!] : [])),
  ]);
}

/**
 * The events filed under the largest topic or sub-topic whose name holds every one of `words` (as
 * inFieldName reads them); 0 when none does. "recognition" is of a field of one event where a
 * tracker files a venue under Gesture Recognition, "speech" of Speech Processing's dozens.
 */
export function fieldSize(store: Store, words: readonly string[]): number {
  const { topics, subtopics } = categoryWords(store);
  const sizeOf = (some: readonly string[]) => {
    const keys = some.map(singular);
    let size = 0;
    for (const [at, names] of topics.entries())
      if (holdsEvery(names, keys)) size = Math.max(size, store.lists.topic[at]!.size);
    for (const [at, names] of subtopics.entries())
      if (holdsEvery(names, keys)) size = Math.max(size, store.lists.subtopic[at]!.size);
    return size;
  };
  const own = sizeOf(words);
  const expression = expressionAt(words, 0);
  if (expression?.length !== words.length) return own;
  return Math.max(own, ...expression.expansions.map(sizeOf));
}

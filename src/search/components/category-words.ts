/**
 * The words of the topics' and sub-topics' names as q folds them (terms, plurals folded), per
 * store: what an expansion of several words is matched against within one field (field-match.ts)
 * and what a refused topic's words are looked up in (unknown-values.ts).
 */
import { expressionAt } from '../../text/expansions.js';
import { singular } from '../../text/inflection.js';
import { terms } from '../../text/terms.js';
import type { IndexView } from '../index-view.js';

type Store = IndexView['store'];

/** The singulars of the words of each topic's and sub-topic's name, in the store's order. */
export interface CategoryWords {
  topics: readonly ReadonlySet<string>[];
  subtopics: readonly ReadonlySet<string>[];
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
    words = {
      topics: store.meta.topics.map((topic) => wordsOf(topic.name)),
      subtopics: store.meta.subtopics.map((sub) => wordsOf(sub.name)),
    };
    byStore.set(store, words);
  }
  return words;
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

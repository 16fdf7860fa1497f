/**
 * The words of a question left for `q`, within q's bounds (docs/api.md, Parameter rules: at most 200
 * characters as given and once folded, at most 12 search terms). A long question is never refused
 * for its length: when its words exceed the bounds, the words the data has none of are left out
 * first, then the commonest, so that the most specific words are searched.
 */
import { fold } from '../../reference/fold.js';
import { parseQuery, type SnapshotIndex, termCount, termEvents } from '../../search/index.js';
import { Q_MAX_LENGTH, Q_MAX_TERMS } from '../schemas/rules.js';

/** Search terms of `text` as q counts them, or undefined when q's syntax refuses it. */
function termsOf(text: string): number | undefined {
  try {
    return termCount(parseQuery(text));
  } catch {
    return undefined;
  }
}

/** Whether `words` make a q the search takes. */
function fits(words: readonly string[]): boolean {
  const q = words.join(' ');
  const terms = termsOf(q);
  return terms !== undefined && terms <= Q_MAX_TERMS && q.length <= Q_MAX_LENGTH && fold(q).length <= Q_MAX_LENGTH;
}

/** The words that count as search terms (stop words and words q's syntax refuses left out). */
export function searchWords(words: readonly string[]): string[] {
  return words.filter((word) => (termsOf(word) ?? 0) > 0);
}

/** `words` (search words, in order) cut to q's bounds as the top of this file says. */
export function boundedQ(index: SnapshotIndex, words: readonly string[]): string[] {
  if (fits(words)) return [...words];
  // Words the data has none of first (as if the commonest of all), then the commonest.
  const worth = words.map((word) => {
    const events = termEvents(index, word);
    return events === 0 ? Number.POSITIVE_INFINITY : events;
  });
  const order = words.map((_, at) => at).sort((a, b) => worth[b]! - worth[a]! || b - a);
  const kept = new Set(words.map((_, at) => at));
  for (const at of order) {
    if (fits(words.filter((_, i) => kept.has(i)))) break;
    kept.delete(at);
  }
  return words.filter((_, at) => kept.has(at));
}

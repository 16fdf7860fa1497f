/**
 * How `q` becomes posting lists (docs/api.md, Matching): its terms (words and symbol terms,
 * folded), stop words dropped, each once. Every term must match a whole term of the event; the
 * last also matches as a prefix when it has 3 or more characters (so `q=AI` does not find "Air
 * Quality"); a term that is a known initialism also matches every word of its phrase.
 */
import { INITIALISMS } from '../../text/initialisms.js';
import { STOP_WORDS } from '../../text/stopwords.js';
import { terms } from '../../text/terms.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import { ownValue } from '../../util/own-value.js';

/** The last term matches as a prefix from this many characters on. */
const MIN_PREFIX_LENGTH = 3;

export interface QueryTerm {
  term: string;
  /** Whether the term also matches as a word prefix (the last term, 3+ characters). */
  prefix: boolean;
  /** The words of the phrase the term stands for, when it is an initialism. */
  phrase?: readonly string[];
}

const withoutStopWords = (text: string): string[] => terms(text).filter((term) => !STOP_WORDS.has(term));

/** The terms of q that take part in matching, each once, in order (the last one's prefix rule applied). */
export function queryTerms(q: string): QueryTerm[] {
  const all = withoutStopWords(q);
  const last = all[all.length - 1];
  const unique = [...new Set(all)];
  return unique.map((term) => {
    const phrase = ownValue(INITIALISMS, term);
    const prefix = term === last && term.length >= MIN_PREFIX_LENGTH;
    return phrase === undefined ? { term, prefix } : { term, prefix, phrase: withoutStopWords(phrase) };
  });
}

/** A term as `filters_applied.search_terms` reports it: "ai|artificial intelligence" for an initialism. */
export function reportedTerm({ term, phrase }: QueryTerm): string {
  return phrase === undefined ? term : `${term}|${phrase.join(' ')}`;
}

/** Events a term matches: the term itself (or as a prefix), or every word of its phrase. */
export function termSet(
  index: Pick<IndexView, 'store' | 'caches'>,
  { term, prefix, phrase }: QueryTerm,
): RoaringBitmap32 {
  const { text } = index.store;
  const own = prefix ? text.prefix(term, index.caches.prefixUnions) : text.exact(term);
  if (phrase === undefined) return own;
  const key = `i:${term}${prefix ? '*' : ''}`;
  let found = index.caches.unions.get(key);
  if (!found) {
    const words = phrase.map((word) => text.exact(word)).sort((a, b) => a.size - b.size);
    const all = words.slice(1).reduce((result, set) => result.andInPlace(set), words[0]!.clone());
    found = RoaringBitmap32.or(own, all).freeze();
    index.caches.unions.set(key, found);
  }
  return found;
}

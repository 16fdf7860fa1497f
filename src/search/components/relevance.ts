/**
 * sort=relevance (docs/api.md, Order): the events whose bare acronym, series key or an alias of
 * their series equals a term of q come first ("when is ICML": ICML before ICMLQC and the workshops
 * that name ICML), then those whose name holds q's words as a phrase ("computer vision": CVPR and
 * ICCV before NeurIPS, which has the subject among its topics; in the upcoming order, only those
 * not ended), then those filed first under the field q names (fieldSet), then the rest; each part in the order used without a sort (upcoming, or date with
 * date filters). Tiers, not scores: a caller can say why each event stands where it does, and a
 * page costs a few intersections more than the default order.
 */
import { acronymOrAliasPositions } from '../../store/edition-index.js';
import type { Store } from '../../store/store.js';
import { singular } from '../../text/inflection.js';
import { terms } from '../../text/terms.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import { categoryWords } from './category-words.js';
import type { PhrasePairs } from './phrase-pairs.js';
import { parseQuery } from './query-syntax.js';
import { queryTerms } from './query-terms.js';

/**
 * The events whose bare acronym, series or an alias of it equals a term of q (an empty set without
 * q). A q of two words or more that is the whole name of a field of the data is that field, not an
 * acronym beside a word: "data mining" does not put DATA, a conference on data science, first.
 */
export function exactEditionSet(store: Store, q: string | undefined): RoaringBitmap32 {
  const set = new RoaringBitmap32();
  if (q === undefined) return set;
  const words = queryTerms(q).flatMap((term) => term.words);
  if (words.length > 1 && namesAnyField(store, q)) return set;
  for (const term of words) {
    // The bare acronym, the series it keys and the aliases: acronym= reads the same.
    set.addMany(acronymOrAliasPositions(store, term));
  }
  return set;
}

/**
 * The phrases a plain q is read as in names: its words as written when there are two or more, stop
 * words included ("computer vision and pattern recognition"), and, when q is one term of the
 * synonym table, each of the table's expressions of two or more words for it (q=NLP: "natural
 * language processing"). A q with quotes, OR or an excluded word has none: its quotes already say
 * what the name holds. A phrase of one word would need the names' own words, which the phrase pairs
 * give only as the union of every pair the word is in: tens of milliseconds for a common word at
 * 1M events, a cost the ordering does not pay.
 */
export function namePhrases(q: string): string[][] {
  if (parseQuery(q).syntax) return [];
  const own = terms(q);
  const phrases = own.length > 1 ? [own] : [];
  const [only, ...others] = queryTerms(q);
  if (only === undefined || others.length > 0) return phrases;
  for (const words of only.expansions ?? []) if (words.length > 1) phrases.push([...words]);
  return phrases;
}

const NONE = new RoaringBitmap32().freeze();

type Pairs = Pick<IndexView, 'store' | 'phrasePairs' | 'caches'>;

/**
 * The events whose names hold each two words of a phrase next to each other, in any of the two
 * words' singular and plural forms the data has (exactly the phrase for two words; for more, each
 * pair may stand apart in the name).
 */
function pairedEvents(pairs: PhrasePairs, text: Store['text'], words: readonly string[]): RoaringBitmap32 {
  let found: RoaringBitmap32 | undefined;
  for (let i = 0; i + 1 < words.length && (found === undefined || !found.isEmpty); i++) {
    const lists: RoaringBitmap32[] = [];
    for (const first of text.formsOf(words[i]!)) {
      for (const second of text.formsOf(words[i + 1]!)) lists.push(pairs.events(first, second));
    }
    const pair = RoaringBitmap32.orMany(lists);
    found = found === undefined ? pair : RoaringBitmap32.and(found, pair);
  }
  return found ?? new RoaringBitmap32();
}

/**
 * The events whose name holds one of q's phrases (namePhrases), kept by q: a snapshot built
 * without the phrase pairs has no such events, and its relevance is the acronym tier alone.
 */
export function namePhraseSet(index: Pairs, q: string | undefined): RoaringBitmap32 {
  const pairs = index.phrasePairs();
  if (q === undefined || pairs === undefined) return NONE;
  const key = `n:${q}`;
  const cached = index.caches.unions.get(key);
  if (cached !== undefined) return cached;
  // A q of one word has no phrase: nothing to keep.
  const phrases = namePhrases(q);
  if (phrases.length === 0) return NONE;
  const found = RoaringBitmap32.orMany(phrases.map((words) => pairedEvents(pairs, index.store.text, words))).freeze();
  index.caches.unions.set(key, found);
  return found;
}

/**
 * The words a field's name is compared with for q (fieldSet), each as a set of singulars: q's
 * terms, and, when q is one term, each of the synonym table's expressions for it; none for a q
 * with quotes, OR or an excluded word.
 */
export function fieldPhrases(q: string | undefined): ReadonlySet<string>[] {
  if (q === undefined || parseQuery(q).syntax) return [];
  const [only, ...others] = queryTerms(q);
  const expansions = only !== undefined && others.length === 0 ? (only.expansions ?? []) : [];
  return [terms(q), ...expansions].filter((words) => words.length > 0).map((words) => new Set(words.map(singular)));
}

/** Whether a field's name, its words as singulars (category-words.ts), is one of `phrases`. */
export const namesField = (phrases: readonly ReadonlySet<string>[], words: ReadonlySet<string>): boolean =>
  phrases.some((phrase) => phrase.size === words.size && [...phrase].every((word) => words.has(word)));

/** Whether q names a topic or sub-topic of the store (fieldPhrases, namesField). */
function namesAnyField(store: Store, q: string): boolean {
  const phrases = fieldPhrases(q);
  const { topics, subtopics } = categoryWords(store);
  const named = (words: ReadonlySet<string>) => namesField(phrases, words);
  return topics.some(named) || subtopics.some(named);
}

/**
 * The events of a field's list (every event with the field among its own) whose first field, the
 * column's, is it: the lists hold no first field apart, so its events are read once per q (cached).
 */
function filedFirst(list: RoaringBitmap32, column: ArrayLike<number>, at: number): RoaringBitmap32 {
  const first: number[] = [];
  for (const position of list) if (column[position] === at) first.push(position);
  return RoaringBitmap32.from(first);
}

/**
 * The events filed first under a field q names (their first sub-topic or topic): q's words, or,
 * when q is one term, one of the synonym table's expressions for it (q=NLP: Natural Language
 * Processing), each the whole name of the field. "machine learning": NeurIPS and COLT, filed under
 * it, before the events that list it beside another field first (ICRA, CVPR). A q with quotes, OR
 * or an excluded word names none.
 */
export function fieldSet(index: Pick<IndexView, 'store' | 'caches'>, q: string | undefined): RoaringBitmap32 {
  const phrases = fieldPhrases(q);
  if (q === undefined || phrases.length === 0) return NONE;
  const key = `f:${q}`;
  const cached = index.caches.unions.get(key);
  if (cached !== undefined) return cached;
  const named = (words: ReadonlySet<string>) => namesField(phrases, words);
  const { lists, columns } = index.store;
  const fields = categoryWords(index.store);
  const found = RoaringBitmap32.orMany([
    ...fields.subtopics.flatMap((words, at) =>
      named(words) ? [filedFirst(lists.subtopic[at]!, columns.subtopic, at)] : [],
    ),
    ...fields.topics.flatMap((words, at) => (named(words) ? [filedFirst(lists.topic[at]!, columns.topic, at)] : [])),
  ]).freeze();
  index.caches.unions.set(key, found);
  return found;
}

/**
 * The events of q's subject itself, those of the first three parts of the relevance order,
 * ended or not: an exact acronym or series of a term, a name with q's phrase, filed first under
 * the field q names. A venue of another field that lists q's ("computer vision": AAAI) is not.
 */
export function subjectSet(index: Pairs, q: string | undefined): RoaringBitmap32 {
  return RoaringBitmap32.orMany([exactEditionSet(index.store, q), namePhraseSet(index, q), fieldSet(index, q)]);
}

/** A part of the relevance order: its size, and its set, made when a page reads it. */
export interface OrderedPart {
  size: number;
  set: () => RoaringBitmap32;
}

/**
 * A page of the parts in turn, each paged by `pageOf` (a page of a set in the order used without
 * a sort): the offset runs across the parts, and a part the page does not reach is never made.
 */
export function pageInParts(
  parts: readonly OrderedPart[],
  offset: number,
  limit: number,
  pageOf: (set: RoaringBitmap32, offset: number, limit: number) => number[],
): number[] {
  let page: number[] = [];
  let skip = offset;
  for (let at = 0; at < parts.length && page.length < limit; at++) {
    const { size, set } = parts[at]!;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    page = page.concat(pageOf(set(), skip, limit - page.length));
    skip = 0;
  }
  return page;
}

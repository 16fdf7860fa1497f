/**
 * How `q` becomes posting lists (docs/api.md, Matching): its terms (words and symbol terms,
 * folded), stop words dropped, each once. Every word must match a whole term of the event, in its
 * singular or plural form (text/inflection.ts: "databases" finds "database"; a bare acronym of the
 * data stays as written); the last word also matches as a prefix when it has 3 or more characters
 * (so `q=AI` does not find "Air Quality"). A run of words the synonym table names
 * (text/synonyms.ts) is one term that also matches each of the table's other expressions for it:
 * `q=GNN` finds "Graph Neural Networks", `q=graph neural networks` finds "GNN". An expression of
 * several words matches within one field (field-match.ts), never by words scattered across fields.
 * A word also matches its compounds that the data has (text/compounds.ts): `security` finds
 * "Cybersecurity".
 */
import { acronymPositions } from '../../store/edition-index.js';
import { compoundsOf } from '../../text/compounds.js';
import { expressionAt, expressionWords } from '../../text/expansions.js';
import { singular } from '../../text/inflection.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import { withinOneField } from './field-match.js';

/** The last word matches as a prefix from this many characters on. */
const MIN_PREFIX_LENGTH = 3;

export interface QueryTerm {
  /** The words of q this term is, folded, joined by spaces: "ai", "graph neural networks". */
  term: string;
  /** The same words, each of which must match. */
  words: readonly string[];
  /** Whether the last word also matches as a word prefix (the last word of q, 3+ characters). */
  prefix: boolean;
  /** The synonym table's other expressions for the words, each matching when all its words do. */
  expansions?: readonly (readonly string[])[];
}

type Text = Pick<IndexView, 'store' | 'caches'>;

const EMPTY = new RoaringBitmap32().freeze();

/**
 * Words of q (terms, no stop words) as query terms, in order: each run the synonym table names one
 * term with its expansions, every other word a term of its own. `prefixLast`: the last word of the
 * words is the last of q (not excluded, outside quotes) and matches as a prefix.
 */
export function termsOfWords(words: readonly string[], prefixLast: boolean): QueryTerm[] {
  const found: QueryTerm[] = [];
  const singulars = words.map(singular);
  for (let at = 0; at < words.length; ) {
    const expression = expressionAt(words, at, singulars);
    const length = expression?.length ?? 1;
    const own = words.slice(at, at + length);
    at += length;
    const prefix = prefixLast && at === words.length && own[own.length - 1]!.length >= MIN_PREFIX_LENGTH;
    const term: QueryTerm = { term: own.join(' '), words: own, prefix };
    found.push(expression ? { ...term, expansions: expression.expansions } : term);
  }
  return found;
}

/** The terms of q that take part in matching, each once, in order (the last word's prefix rule applied). */
export function queryTerms(q: string): QueryTerm[] {
  const all = termsOfWords(expressionWords(q), true);
  const seen = new Map<string, QueryTerm>();
  // A repeated term counts once; the prefix rule of the last one goes to the first.
  for (const term of all) {
    const first = seen.get(term.term);
    if (first === undefined) seen.set(term.term, term);
    else if (term.prefix) seen.set(term.term, { ...first, prefix: true });
  }
  return [...seen.values()];
}

/** A term as `filters_applied.search_terms` reports it: "gnn|graph neural network|graph learning". */
export function reportedTerm({ term, expansions = [] }: QueryTerm): string {
  return [term, ...expansions.map((words) => words.join(' '))].join('|');
}

/** Whether a folded word is a bare acronym of the data (those match as written: ICMLS is never ICML). */
const isAcronym = (index: Text, word: string): boolean => acronymPositions(index.store, word).length > 0;

/** The terms of the index a word matches: its singular and plural forms (an acronym only itself). */
function formsOf(index: Text, word: string): readonly string[] {
  const forms = index.store.text.formsOf(word);
  // Most words have no other form: no acronym to look up.
  if (forms.length === 0 || (forms.length === 1 && forms[0] === word)) return forms;
  if (isAcronym(index, word)) return index.store.text.has(word) ? [word] : [];
  return forms.filter((form) => form === word || !isAcronym(index, form));
}

function unionOf(sets: readonly RoaringBitmap32[]): RoaringBitmap32 {
  if (sets.length === 0) return EMPTY;
  return sets.length === 1 ? sets[0]! : RoaringBitmap32.orMany([...sets]).freeze();
}

function intersectionOf(sets: RoaringBitmap32[]): RoaringBitmap32 {
  if (sets.length === 1) return sets[0]!;
  const ordered = sets.sort((a, b) => a.size - b.size);
  const result = RoaringBitmap32.and(ordered[0]!, ordered[1]!);
  for (let i = 2; i < ordered.length && !result.isEmpty; i++) result.andInPlace(ordered[i]!);
  return result.freeze();
}

/** Events with a word in one of its forms, or (`prefix`) with a word that starts with it. */
function wordSet(index: Text, word: string, prefix = false): RoaringBitmap32 {
  const { text } = index.store;
  const forms = formsOf(index, word);
  const own = prefix ? text.prefix(word, index.caches.prefixUnions) : undefined;
  // A prefix already holds the forms that start with the word ("graph" holds "graphs").
  const rest = own ? forms.filter((form) => !form.startsWith(word)) : forms;
  if (rest.length === 0) return own ?? EMPTY;
  if (own === undefined && rest.length === 1) return text.exact(rest[0]!);
  const key = `f:${word}${prefix ? '*' : ''}`;
  let found = index.caches.unions.get(key);
  if (!found) {
    const sets = rest.map((form) => text.exact(form));
    found = unionOf(own ? [own, ...sets] : sets);
    index.caches.unions.set(key, found);
  }
  return found;
}

/** Events with all the words, the last as a prefix when so marked. */
function allWords(index: Text, words: readonly string[], prefix: boolean): RoaringBitmap32 {
  const last = words.length - 1;
  if (last === 0) return wordSet(index, words[0]!, prefix);
  return intersectionOf(words.map((word, i) => wordSet(index, word, prefix && i === last)));
}

/**
 * The compounds of a term's one word that are terms of the data ("cybersecurity" for "security"):
 * none for a term of several words or a bare acronym of the data.
 */
export function compoundsFound(index: Text, { words }: Pick<QueryTerm, 'words'>): readonly string[] {
  if (words.length !== 1) return [];
  const word = words[0]!;
  // Kept by word: a search asks twice (its set and its search_terms), and looking up a dozen
  // compounds in the term dictionary cost about 47 µs a search of the mix at 1M events.
  let found = index.caches.compounds.get(word);
  if (!found) {
    found = isAcronym(index, word)
      ? []
      : compoundsOf(word).filter((compound) => index.store.text.formsOf(compound).length > 0);
    index.caches.compounds.set(word, found);
  }
  return found;
}

/** Events with all the words of an expansion: one word anywhere, several within one field. */
function expansionSet(index: Text, words: readonly string[]): RoaringBitmap32 {
  if (words.length === 1) return allWords(index, words, false);
  const key = `x:${words.join(' ')}`;
  let found = index.caches.unions.get(key);
  if (!found) {
    found = withinOneField(index, words, allWords(index, words, false));
    index.caches.unions.set(key, found);
  }
  return found;
}

/**
 * Events a term matches: all its words (the last as a prefix when so marked), all words of an
 * expansion within one field, or one of its compounds.
 */
export function termSet(index: Text, term: QueryTerm): RoaringBitmap32 {
  const { words, prefix, expansions = [] } = term;
  const compounds = compoundsFound(index, term);
  if (expansions.length === 0 && compounds.length === 0) return allWords(index, words, prefix);
  // The expansions are in the key: a caller may plan a word without the table's (corrections.ts).
  const key = `w:${words.join(' ')}${prefix ? '*' : ''}|${expansions.map((other) => other.join(' ')).join(',')}`;
  let found = index.caches.unions.get(key);
  if (!found) {
    const sets = [
      allWords(index, words, prefix),
      ...expansions.map((other) => expansionSet(index, other)),
      ...compounds.map((compound) => allWords(index, [compound], false)),
    ];
    found = unionOf(sets);
    index.caches.unions.set(key, found);
  }
  return found;
}

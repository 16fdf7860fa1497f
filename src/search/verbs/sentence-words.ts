/**
 * What the connector's reading of a question (src/api/connector) asks the data about its words:
 * how many events have a text as their bare acronym or as an alias of their series (`acronym=`
 * finds those), and how many events a text's words find as `q` does (every word in one of its
 * forms, synonyms and compounds included, no word read as a prefix). Comparing the two tells an
 * acronym written as a word ("vldb") from a word that is also some series' acronym ("networking").
 */
import { acronymKey } from '../../source/acronym.js';
import { acronymPositions, venuePositions } from '../../store/edition-index.js';
import { expressionWords } from '../../text/expansions.js';
import { terms } from '../../text/terms.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import { type QueryTerm, termSet, termsOfWords } from '../components/query-terms.js';
import type { IndexView } from '../index-view.js';

type Words = Pick<IndexView, 'store' | 'caches'>;
type Pairs = Words & Pick<IndexView, 'phrasePairs'>;

/** The spelling the data shows for a bare acronym written in any case ("neurips": "NeurIPS"), or undefined. */
export function acronymSpelling(index: Words, text: string): string | undefined {
  const { acronyms, spellings } = index.store.editions;
  const at = acronyms.keys.indexOf(acronymKey(text));
  return at < 0 ? undefined : spellings.get(at);
}

/** Events whose bare acronym is `text` (any case) or whose series has it as an alias. */
export function acronymEvents(index: Words, text: string): number {
  return venuePositions(index.store, text).length;
}

/** Events whose own bare acronym is `text`, not an alias of their series; 0 for none. */
export function ownAcronymEvents(index: Words, text: string): number {
  return acronymPositions(index.store, text).length;
}

/** Events that have every word of `text` (stop words left out), as `q` matches words; 0 for none. */
export function termEvents(index: Words, text: string): number {
  return eventsOf(index, termsOfWords(expressionWords(text), false));
}

/**
 * Events that have every word of `text` (as termEvents) and are not of `format`: "DSS Austin
 * Hybrid: AI ...", of format hybrid, has "hybrid" and "ai" as its format and subject, no phrase.
 */
export function termEventsNotOf(index: Words, text: string, format: string): number {
  const found = setOf(index, termsOfWords(expressionWords(text), false));
  const { lists, meta } = index.store;
  const of = lists.format[meta.formats.indexOf(format)];
  return found === undefined ? 0 : of === undefined ? found.size : found.andNotCardinality(of);
}

/**
 * Events that have every word of `text` itself: as termEvents, without the synonym table's other
 * expressions ("KDD" without "knowledge discovery and data mining", whose events are KDD's field).
 */
export function wordEvents(index: Words, text: string): number {
  return eventsOf(
    index,
    termsOfWords(expressionWords(text), false).map(({ expansions: _, ...term }) => term),
  );
}

function eventsOf(index: Words, terms: readonly QueryTerm[]): number {
  return setOf(index, terms)?.size ?? 0;
}

/** The events that have every term; undefined for no term. */
function setOf(index: Words, terms: readonly QueryTerm[]): RoaringBitmap32 | undefined {
  if (terms.length === 0) return undefined;
  const [first, ...rest] = terms.map((term) => termSet(index, term));
  let found = first!;
  for (const set of rest) {
    if (found.isEmpty) break;
    found = RoaringBitmap32.and(found, set);
  }
  return found;
}

/**
 * Events whose names hold `first` right before `second` (the phrase pairs: phrase-pairs.ts), each a
 * word of one term; until the pairs are built, the events that have both words anywhere.
 */
export function pairEvents(index: Pairs, first: string, second: string): number {
  return runEvents(index, [first, second]);
}

/**
 * Events whose names hold each two of `words` side by side, in their order ("logic in computer
 * science": LICS), each a word of one term, stop words too; until the pairs are built, or for a word
 * of several terms, the events that have every word anywhere.
 */
export function runEvents(index: Pairs, words: readonly string[]): number {
  const pairs = index.phrasePairs();
  const each = words.map((word) => terms(word));
  if (pairs === undefined || words.length < 2 || each.some((one) => one.length !== 1))
    return termEvents(index, words.join(' '));
  return pairs.allPairs(each.map((one) => one[0]!)).size;
}

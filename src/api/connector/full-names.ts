/**
 * A venue named by its full name (docs/api.md, Connector tools): "When and where is the next
 * International Conference on Machine Learning?", "the Conference on Computer Vision and Pattern
 * Recognition 2027 deadline". Read as the words of q, such a name finds every event that has them
 * (ACML, ESANN, "International Conference on Artificial Intelligence and Machine Learning");
 * read as the acronym of the series whose events' name or an alias is that name, it finds the venue.
 *
 * A name is a run of words written with capitals, joined by the small words of names ("on", "of",
 * "and"); it is compared whole with the names of the events that have all its words, each with the
 * words before its own name ("The 40th Annual", "IEEE/CVF") and an acronym after it left out.
 */
import { type SnapshotIndex, search } from '../../search/index.js';
import type { Day } from '../../util/dates.js';
import { isYear } from './date-words.js';
import type { AcronymRead } from './acronym-words.js';
import { type Token, tokensOf } from './tokens.js';

/** Small words inside a name: "Conference on Principles of Database Systems". */
const JOINING = new Set(['on', 'of', 'and', 'for', 'in', 'the', 'to', '&', 'de']);
/** Words before a name of its own: "The 40th Annual Conference on ...". */
const BEFORE_NAME = new Set(['the', 'annual']);
/** The fewest words of a name read so: shorter ones are acronyms and aliases (acronym-words.ts). */
export const FEWEST_NAME_WORDS = 4;
/**
 * The fewest of a name listed after a venue named ("such as SIGGRAPH or Pacific Graphics"): a
 * venue's too, when an event's name starts with it, before a comma.
 */
export const FEWEST_LISTED_WORDS = 2;
/** The most words of a name: "Annual Meeting of the Association for Computational Linguistics" has 8. */
const MOST = 14;
/** Names looked up in one question at most: each is one search. */
export const MOST_NAMES = 3;
/** Events whose names are compared with one name: all of its words' events, the first ones. */
const COMPARED = 200;

const capital = (token: Token): boolean => /^\p{Lu}/u.test(token.text);
/** An organisation, an ordinal or a year before a name: "IEEE/CVF", "ACM", "40th", "2027". */
const prefix = (token: Token): boolean =>
  /^\d+(st|nd|rd|th)?$/u.test(token.word) || (token.text.length <= 10 && /^[\p{Lu}/&-]{2,}$/u.test(token.text));

/** The words of a name compared: those before its own name and an acronym after it left out. */
function ownWords(tokens: readonly Token[]): string {
  let first = 0;
  while (first < tokens.length && (prefix(tokens[first]!) || BEFORE_NAME.has(tokens[first]!.word))) first++;
  let last = tokens.length;
  while (last > first && (prefix(tokens[last - 1]!) || isYear(tokens[last - 1]!))) last--;
  return tokens
    .slice(first, last)
    .map(({ word }) => word)
    .join(' ');
}

/** The run of a name's words from `at`: capitals joined by small words, ending on a capital. */
function runAt(tokens: readonly Token[], at: number): number {
  let end = at;
  for (let i = at; i < tokens.length && i - at < MOST; i++) {
    const token = tokens[i]!;
    if (i > at && (token.opens || token.listed)) break;
    if (capital(token)) end = i + 1;
    else if (!JOINING.has(token.word)) break;
  }
  return end - at;
}

/**
 * The venue whose full name starts at `at` (see the top of this file), as acronym-words.ts reads an
 * acronym, with the year written after it; `budget.left` counts the names still to look up.
 * `listed`: whether the name is listed after a venue named, and so may be the short one an event's
 * name gives before a comma ("Pacific Graphics, The Pacific Conference on Computer Graphics ..."),
 * asked only of a name that short.
 */
export function fullNameAt(
  index: SnapshotIndex,
  tokens: readonly Token[],
  at: number,
  today: Day,
  budget: { left: number },
  listed: () => boolean = () => false,
): AcronymRead | undefined {
  const first = tokens[at];
  // A name starts a run: "Conference" inside "International Conference on ..." is no new one.
  if (first === undefined || !capital(first) || (at > 0 && capital(tokens[at - 1]!) && !tokens[at]!.opens)) return;
  const length = runAt(tokens, at);
  const span = tokens.slice(at, at + length);
  const own = ownWords(span);
  const words = own.split(' ').length;
  const short = words < FEWEST_NAME_WORDS;
  if (words < FEWEST_LISTED_WORDS || budget.left <= 0 || (short && !listed())) return;
  budget.left--;
  const { positions } = search(index, { q: own, limit: COMPARED, offset: 0 }, today);
  const values = index.itemValues();
  const acronyms = new Set<string>();
  for (const position of positions) {
    const bare = values.editionValues.bareAcronym(position);
    // An acronym found already: its other editions (ICML's nineteen) tell nothing more.
    if (bare === null || acronyms.has(bare)) continue;
    const names = [values.name(position), ...values.seriesValues.aliases(position).map(({ alias }) => alias)];
    const named = (name: string) => ownWords(tokensOf(short ? name.split(',')[0]! : name)) === own;
    if (names.some(named)) acronyms.add(bare);
    // A second acronym of that name: the name names neither.
    if (acronyms.size > 1) return;
  }
  if (acronyms.size !== 1) return;
  const next = tokens[at + length];
  const year = next !== undefined && isYear(next) ? Number(next.word) : null;
  return { length: length + (year === null ? 0 : 1), bare: [...acronyms][0]!, year, known: true };
}

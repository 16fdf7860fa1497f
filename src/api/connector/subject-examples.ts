/**
 * Venues a question gives as examples of its subject (docs/api.md, Connector tools): "software
 * testing conferences such as ISSTA or ICST", "security venues (e.g. CCS, NDSS)", "testing
 * conferences (like ISSTA or ICST)". They are venues of the subject, neither others like them
 * nor the only ones asked for: the subject and the examples each answer alone, as "HCI or CSCW
 * venues" does (acronym-or-subject.ts). Read as "like X", the answer left the examples out (ISSTA
 * 2027 for software testing); read as both filters, it left out the subject's other venues.
 */
import { joinedByOr, reachesQ } from './acronym-or-words.js';
import type { AcronymRead } from './acronym-words.js';
import { listedSince } from './like-words.js';
import { MONTH_NAMES } from '../../util/dates.js';
import { type Claim, isYear } from './date-words.js';
import { PLACES } from './claims.js';
import { THERE_IS, type Token } from './tokens.js';
import { EVENT_WORDS } from './subjects.js';

/**
 * Words that open examples right after the subject; "like" (or "similar to") opens them only in brackets ("(like
 * ISSTA)") or set off by commas (", like OSDI or SOSP,"), or before a list of three names or more
 * ("like ICRA, IROS and RSS", "like SC, ISC, or HPDC") or two joined by "and".
 */
export const OPENERS: readonly (readonly string[])[] = [
  ['such', 'as'],
  ['eg'],
  ['including'],
  ['for', 'example'],
  ['for', 'instance'],
];

/** Names at most in a list of examples after "like" (exampleListAt). */
const LISTED_NAMES = 6;

const joins = (token: Token | undefined) => token?.word === 'and' || token?.word === 'or';
const capital = (token: Token | undefined) => /^\p{Lu}/u.test(token?.text ?? '');
/** Words at most in one name of a list ("IEEE VIS", "USENIX Security", "ACM SIGSAC CCS"). */
const NAME_WORDS = 3;

/**
 * The last word of the name that starts at `at`: the words in capitals that follow it with no
 * mark between, "IEEE VIS" and "ACM CCS" one name each ("like IEEE VIS or EuroVis,").
 */
function nameEnd(tokens: readonly Token[], at: number): number {
  let end = at;
  for (let next = tokens[end + 1]; end < at + NAME_WORDS - 1; next = tokens[end + 1]) {
    if (next === undefined || next.listed || next.opens || next.bracketed || joins(next) || !capital(next)) break;
    end++;
  }
  return end;
}

/**
 * Whether a list of three names or more, "A, B and C" ("A, B, and C", "A, B, C and D", "A, B, or C"),
 * or two joined by "and" ("VLDB and SIGMOD"), starts at `at`: after "like", examples of the subject
 * ("robotics venues like ICRA, IROS and RSS", "database conferences like VLDB and SIGMOD"), where
 * "like A or B" compares with them.
 */
function exampleListAt(tokens: readonly Token[], at: number): boolean {
  const name = (token: Token | undefined) => token !== undefined && !token.opens && /^\p{Lu}/u.test(token.text);
  const first = nameEnd(tokens, at);
  if (tokens[first + 1]?.word === 'and') return name(tokens[first + 2]);
  if (tokens[first + 1]?.listed !== true || joins(tokens[first + 1])) return false;
  let next = nameEnd(tokens, first + 1);
  for (let names = 2; names < LISTED_NAMES && tokens[next + 1]?.listed === true && !joins(tokens[next + 1]); names++)
    next = nameEnd(tokens, next + 1);
  return joins(tokens[next + 1]) && name(tokens[next + 2]);
}

/**
 * Whether the names from `at` on are set off by commas, as in brackets: a comma before their
 * `opener` ("like", "similar to") and one after the last name, or the sentence's end ("operating systems, like OSDI or
 * SOSP, and their deadlines"). Names run joined by marks of a list, "or" or "and".
 */
function commaSetAt(tokens: readonly Token[], at: number, opener: Token): boolean {
  if (opener.listed !== true) return false;
  let last = nameEnd(tokens, at);
  for (let names = 1; names < LISTED_NAMES; names++) {
    const next = tokens[last + 1];
    if (next !== undefined && !next.opens && joins(next) && capital(tokens[last + 2])) last = nameEnd(tokens, last + 2);
    else if (next?.listed === true && !joins(next) && capital(next)) last = nameEnd(tokens, last + 1);
    else break;
  }
  const after = tokens[last + 1];
  return after === undefined || after.opens === true || after.listed === true;
}

/**
 * How many words before `at` open examples, else undefined. Venues in brackets with no opener
 * ("theory conferences (STOC, FOCS, SODA)") are the ones asked for, no examples.
 */
function openerBefore(tokens: readonly Token[], at: number): number | undefined {
  for (const words of OPENERS)
    if (words.every((word, i) => tokens[at - words.length + i]?.word === word)) return words.length;
  // "like", or "similar to", set off as above.
  const like =
    tokens[at - 1]?.word === 'like' ? 1 : tokens[at - 1]?.word === 'to' && tokens[at - 2]?.word === 'similar' ? 2 : 0;
  const opener = tokens[at - like];
  if (like === 0 || opener === undefined) return undefined;
  return opener.bracketed || exampleListAt(tokens, at) || commaSetAt(tokens, at, opener) ? like : undefined;
}

/**
 * Words of a time, or around a place read, between the subject and its examples ("data
 * visualization in 2027, e.g. IEEE VIS", "formal methods in Europe in summer 2027, such as FM").
 */
const TIME_WORDS: ReadonlySet<string> = new Set([
  ...'in during next this year early late spring summer fall autumn winter of the first second half'.split(' '),
  ...'with have has deadline deadlines between and'.split(' '),
  ...'are is held happen happening take taking place located'.split(' '),
  ...MONTH_NAMES,
]);
/** Words at most of such a time and place. */
const TIME_BACK = 10;

/**
 * What the words of a question were read as, by position: a word of the subject (`inQ`), a word
 * of a place read (`placed`: "Europe", "the United States").
 */
export interface ReadWords {
  inQ: (at: number) => boolean;
  placed: (at: number) => boolean;
}

/** The words of the places among `claims`. */
const placedIn =
  (claims: readonly { claim: Claim; at: number }[]) =>
  (at: number): boolean =>
    claims.some(
      (one) =>
        at >= one.at && at < one.at + one.claim.length && one.claim.parameters.some(([name]) => PLACES.has(name)),
    );

/** The words read so far: those read as no filter (`plain`), those of the places claimed. */
export const readWords = (found: {
  plain: ReadonlySet<number>;
  claims: readonly { claim: Claim; at: number }[];
}): ReadWords => ({ inQ: (at) => found.plain.has(at), placed: placedIn(found.claims) });

/**
 * The word before a time or a place that ends at `at` ("in 2027", "have deadlines in January
 * 2027", "in Europe in summer 2027"), one that names a year, a month or a place, else `at`.
 */
function pastTime(tokens: readonly Token[], at: number, placed: ReadWords['placed']): number {
  let before = at;
  let named = false;
  for (let words = 0; words < TIME_BACK; words++) {
    const token = tokens[before];
    if (token === undefined || !(isYear(token) || TIME_WORDS.has(token.word) || placed(before))) break;
    named ||=
      isYear(token) ||
      placed(before) ||
      token.word === 'year' ||
      (MONTH_NAMES as readonly string[]).includes(token.word);
    before--;
    if (token.opens) break;
  }
  return named ? before : at;
}

/**
 * The word before "are there" or "are out there" that ends at `at` ("What X conferences are there,
 * like A or B?"), else `at`: they say that events exist, no word between the subject and its examples.
 */
function pastThere(tokens: readonly Token[], at: number): number {
  if (tokens[at]?.word !== 'there') return at;
  let before = at - 1;
  while (before >= at - 2 && THERE_IS.has(tokens[before]?.word ?? '')) before--;
  return before === at - 1 ? at : before;
}

/**
 * Whether the acronym at `at` opens examples of the subject: an opener right before it, a word of
 * the subject before that, past words for events ("testing conferences such as ISSTA"), and past
 * a time or a place; `read` says which words are the subject's and which a place's.
 */
export function examplesAt(tokens: readonly Token[], at: number, { inQ, placed }: ReadWords): boolean {
  const before = beforeOpener(tokens, at, placed);
  return before !== undefined && reachesQ(tokens, before, -1, inQ);
}

/**
 * The word before the opener of examples at `at` and the time, place or "are there" ahead of it
 * ("testing conferences in 2027, such as ISSTA": "conferences"); undefined when none opens them.
 */
function beforeOpener(tokens: readonly Token[], at: number, placed: ReadWords['placed']): number | undefined {
  const opener = openerBefore(tokens, at);
  return opener === undefined ? undefined : pastTime(tokens, pastThere(tokens, at - opener - 1), placed);
}

/**
 * Whether the word at `at` is listed right after the examples read so far ("(like SIGGRAPH or
 * Eurographics)"): then a name in capitals is read as a venue's, as after "like" (acronym-words.ts).
 */
export function listedExampleAt(
  tokens: readonly Token[],
  acronyms: readonly { acronym: AcronymRead; at: number }[],
  at: number,
  read: ReadWords,
): boolean {
  const last = acronyms.at(-1);
  return (
    last !== undefined &&
    listedSince(tokens, last.at + last.acronym.length, at) &&
    examplesOfSubject(tokens, acronyms, read)
  );
}

/** Words after examples set off by commas that lead to the subject: "..., such as A or B, cover X". */
const COVERING: ReadonlySet<string> = new Set(
  'cover covers covering focus focuses focusing address addresses addressing publish publishing'.split(' '),
);
/** Words between the comma and those, or after them: "that focus on X", "which cover X". */
const COVERING_BESIDE: ReadonlySet<string> = new Set(['that', 'which', 'and', 'on', 'in']);

/**
 * Whether the examples from `first` to `end` (the word after the last) follow the events asked,
 * past a time or a place, and are set off by commas before words that lead to the subject:
 * "conferences in Germany next year, such as ISC or Euro-Par, cover high performance computing".
 */
function subjectAfter(tokens: readonly Token[], first: number, end: number, { inQ, placed }: ReadWords): boolean {
  const before = tokens[end]?.listed === true ? beforeOpener(tokens, first, placed) : undefined;
  if (before === undefined || !EVENT_WORDS.has(tokens[before]?.word ?? '')) return false;
  let at = end;
  while (COVERING_BESIDE.has(tokens[at]?.word ?? '')) at++;
  if (!COVERING.has(tokens[at]?.word ?? '')) return false;
  at++;
  while (COVERING_BESIDE.has(tokens[at]?.word ?? '')) at++;
  return inQ(at);
}

/** Whether the acronyms read are examples of the subject: the first opens them, the others listed after it. */
export function examplesOfSubject(
  tokens: readonly Token[],
  acronyms: readonly { acronym: AcronymRead; at: number }[],
  read: ReadWords,
): boolean {
  const [first, last] = [acronyms[0], acronyms.at(-1)];
  if (first === undefined || last === undefined) return false;
  const after = () => subjectAfter(tokens, first.at, last.at + last.acronym.length, read);
  if (!examplesAt(tokens, first.at, read) && !after()) return false;
  return acronyms.every(({ at }, i) => {
    const before = acronyms[i - 1];
    return before === undefined || listedSince(tokens, before.at + before.acronym.length, at);
  });
}

/**
 * How the acronyms and the subject (the words of `q`, or of each subject of a list) each answer
 * alone, if they do: joined by "or" (acronym-or-words.ts), or the acronyms given as examples of
 * the subject. `plain`: the positions of the words read as no filter.
 */
export function eitherAsked(
  tokens: readonly Token[],
  acronyms: readonly { acronym: AcronymRead; at: number }[],
  plain: ReadonlySet<number>,
  subject: readonly string[],
  { placed }: ReadWords,
): 'or' | 'examples' | undefined {
  const inQ = (at: number) => plain.has(at) && subject.includes(tokens[at]!.word);
  if (subject.length === 0) return undefined;
  if (joinedByOr(tokens, acronyms, inQ)) return 'or';
  return examplesOfSubject(tokens, acronyms, { inQ, placed }) ? 'examples' : undefined;
}

/**
 * The acronyms a question names (docs/api.md, Connector tools): words (up to four, "USENIX
 * Security", "ACM MM") that are the bare acronym of events of the data or an alias of their series,
 * with the edition's year when one is written with them ("VLDB 2027", "ICSE'27", "OSDI-2027",
 * "AAAI-27").
 * An acronym is the question's subject, so a word is read as one only when it is meant as one:
 * - written with a year, or written as an acronym ("DATE", "NeurIPS") and not mostly a word of the
 *   data's names and topics;
 * - written as a word ("vldb", "Networking"), when most events that have the word have it as that
 *   acronym, and it makes no phrase of the data with the word beside it ("cloud computing");
 * - never a question word ("When", "WE") unless the acronym is written with a year.
 * A word written as an acronym with a year that no event has ("ICMLL 2027") is still read as an
 * acronym: the answer then says that no event has it, rather than listing other events; so is
 * one compared with ("like ISMB").
 */
import {
  acronymEvents,
  ownAcronymEvents,
  type SnapshotIndex,
  termEvents,
  twoDigitYear,
  wordEvents,
} from '../../search/index.js';
import { splitAcronym } from '../../source/acronym.js';
import { foldsWithin, NAME_MAX_LENGTH } from '../schemas/rules.js';
import { isYear } from './date-words.js';
import { ABOUT, EVENT_WORDS } from './subjects.js';
import { type Token, writtenAsAcronym } from './tokens.js';
import { FILLER, NO_SUBJECT, SOFT } from './vocabulary.js';

/** An acronym read, as the `acronym` parameter takes it: "VLDB", or "VLDB 2027" with its year. */
export interface AcronymRead {
  length: number;
  bare: string;
  year: number | null;
  /** Whether events have it (else it is written as an acronym and no event has it). */
  known: boolean;
}

/**
 * Whether a question names a venue events have, by an acronym or "like X": it names the subject
 * then; one no event has ("like ICCPS") names none, and the words of q stay the subject.
 */
export const namesKnownVenue = (acronyms: readonly AcronymRead[], like: AcronymRead | undefined): boolean =>
  acronyms.some((read) => read.known) || like?.known === true;

/** An acronym read as the `acronym` parameter and the question write it: "VLDB 2027", "CVPR". */
export const writtenAcronym = ({ bare, year }: Pick<AcronymRead, 'bare' | 'year'>): string =>
  year === null ? bare : `${bare} ${year}`;

/** The year written after an `acronym` value ("CVPR 2001"), as writtenAcronym writes an edition. */
const EDITION_YEAR_RE = /\s(\d{4})$/;
/** The year of an `acronym` value that names an edition ("CVPR 2001": 2001), else undefined. */
export const editionYear = (value: string): string | undefined => EDITION_YEAR_RE.exec(value)?.[1];
/** An `acronym` value without the year of its edition ("CVPR 2001": CVPR). */
export const venueOf = (value: string): string => value.replace(EDITION_YEAR_RE, '');

const POSSESSIVES = new Set(['my', 'our', 'your', 'their', 'his', 'her', 'its']);
/** The most words an acronym of the data has, in practice ("IFIP WG 11.9", "ACM SIGGRAPH ASIA"). */
const MOST_WORDS = 4;
/** A year written with two digits after an apostrophe, as its own word: "ICML '27". */
const SHORT_YEAR_RE = /^['’]\d\d$/u;
/** Words written as an acronym are one unless the data has them as a word this many times as often. */
const WORD_SHARE_WRITTEN = 10;
/** Words written as words are an acronym only when at most this many times as many events have the word. */
const WORD_SHARE_PLAIN = 2;

const yearWord = (token: Token | undefined): boolean =>
  token !== undefined && (isYear(token) || SHORT_YEAR_RE.test(token.text));

/**
 * Whether the word at `at` and the content word beside it make a phrase the data has ("cloud
 * computing"); an event word beside one word makes none ("speech conferences: Interspeech, ICASSP":
 * the names "Interspeech Conference 2027" hold both).
 */
function inPhrase(index: SnapshotIndex, tokens: readonly Token[], at: number, length: number, text: string): boolean {
  return [tokens[at - 1], tokens[at + length]].some(
    (beside) =>
      beside !== undefined &&
      !FILLER.has(beside.word) &&
      !SOFT.has(beside.word) &&
      !yearWord(beside) &&
      !(length === 1 && EVENT_WORDS.has(beside.word)) &&
      termEvents(index, `${text} ${beside.word}`) > 0,
  );
}

/** Words that introduce a subject ("work on", "papers about", "conferences for"). */
export const SUBJECT_BEFORE: ReadonlySet<string> = new Set(['on', 'for', ...ABOUT]);

/** Whether the word at `at` follows an item of a list: a comma, "and" or "or" before it. */
const listedItem = (tokens: readonly Token[], at: number): boolean =>
  tokens[at]?.listed === true || (['and', 'or'].includes(tokens[at - 1]?.word ?? '') && tokens[at - 2] !== undefined);

/** Whether `token` is an event word in the plural, in lower case: "workshops", "venues", "symposia". */
const plural = (token: Token | undefined): boolean =>
  token !== undefined && EVENT_WORDS.has(token.word) && /^\p{Ll}.*(?:s|symposia)$/u.test(token.text);

/** Whether `text` (no year in it), written as it is, is meant as the acronym that `events` events have. */
function meantAsAcronym(
  index: SnapshotIndex,
  tokens: readonly Token[],
  at: number,
  length: number,
  shouting: boolean,
  compared: boolean,
): boolean {
  const span = tokens.slice(at, at + length);
  const text = span.map((token) => token.text).join(' ');
  const events = acronymEvents(index, text);
  if (events === 0) return false;
  const written = !shouting && writtenAsAcronym(text);
  if (!written && span.some((token) => FILLER.has(token.word) || SOFT.has(token.word) || NO_SUBJECT.has(token.word)))
    return false;
  // "our group", "my network": a word after a possessive is a word.
  if (!written && POSSESSIVES.has(tokens[at - 1]?.word ?? '')) return false;
  // "data mining, information retrieval and recommender systems", "I work on recommender systems",
  // "conferences for recommender systems", "recommender systems workshops": a series' name in lower
  // case among the items of a list, after a word that introduces a subject or before events in the
  // plural, is a subject (one tracker names RecSys so); "usenix security symposium" names a venue.
  const subject =
    listedItem(tokens, at) || SUBJECT_BEFORE.has(tokens[at - 1]?.word ?? '') || plural(tokens[at + length]);
  if (!written && !compared && length > 1 && subject) return false;
  // The word itself, not its synonyms: "KDD" names KDD, though its field's words are in many names.
  const asWord = wordEvents(index, text);
  // An alias alone, a word of many other events' names, is that word ("USENIX conferences": DBLP
  // keys ATC "usenix", and USENIX holds FAST, NSDI, OSDI and Security too).
  const aliasOnly = length === 1 && ownAcronymEvents(index, text) === 0;
  // "like KDD": a comparison names an edition, however common the word is in names.
  if (written) return compared || asWord <= events * (aliasOnly ? WORD_SHARE_PLAIN : WORD_SHARE_WRITTEN);
  // "like Eurographics": a venue's own acronym written as a name, though more names hold the word.
  if (compared && !aliasOnly && span.every((token) => /^\p{Lu}/u.test(token.text))) return true;
  return asWord <= events * WORD_SHARE_PLAIN && !inPhrase(index, tokens, at, length, text.toLowerCase());
}

/**
 * Whether `bare`, written with a year, is a word of the data rather than the acronym of an edition:
 * one word written as a word, no event's own acronym, only a series' alias, and a word of more
 * events' names than that: "data visualization 2027" (DBLP keys IEEE VIS "visualization").
 */
function aliasWord(index: SnapshotIndex, bare: string, events: number): boolean {
  if (bare.includes(' ') || writtenAsAcronym(bare) || ownAcronymEvents(index, bare) > 0) return false;
  return wordEvents(index, bare) > events * WORD_SHARE_PLAIN;
}

/** The acronym of `length` words at `at` with its year (written with it or as the next word), if one. */
function withYear(index: SnapshotIndex, tokens: readonly Token[], at: number, length: number, shouting: boolean) {
  const span = tokens.slice(at, at + length);
  const next = tokens[at + length];
  const text = span.map((token) => token.text).join(' ');
  const split = splitAcronym(yearWord(next) ? `${text} ${next!.text}` : text);
  // "AAAI-27", "AAAI27": the search reads a year of two digits at the end of an acronym it has.
  const parts = split.year === null ? (twoDigitYear(index.store, text) ?? split) : split;
  if (parts.bare === null || parts.year === null) return undefined;
  const year = parts.year < 100 ? 2000 + parts.year : parts.year;
  const read = { length: length + (yearWord(next) ? 1 : 0), bare: parts.bare, year };
  const events = acronymEvents(index, parts.bare);
  if (events > 0) return aliasWord(index, parts.bare, events) ? undefined : { ...read, known: true };
  // An acronym no event has: one word written as one, that the data has as no word.
  if (length > 1 || shouting || !writtenAsAcronym(parts.bare) || /\d/.test(parts.bare) || !takenAs(parts.bare))
    return undefined;
  return termEvents(index, parts.bare) === 0 ? { ...read, known: false } : undefined;
}

/** The acronym read at `at` (see the top of this file), if one starts there; longest first. */
export function acronymAt(
  index: SnapshotIndex,
  tokens: readonly Token[],
  at: number,
  shouting: boolean,
  isName: (text: string) => boolean,
  compared = false,
): AcronymRead | undefined {
  for (let length = Math.min(MOST_WORDS, tokens.length - at); length >= 1; length--) {
    const first = tokens[at]!;
    if (yearWord(first)) return undefined;
    // "security events 2027", "Events 2027": an event word written as a word (not in capitals) names
    // no venue, whatever a tracker's aliases say (one gives USENIX HotSec the alias "events").
    const span = tokens.slice(at, at + length);
    const eventWord = (token: Token) => EVENT_WORDS.has(token.word) && token.text !== token.text.toUpperCase();
    // "foundation models workshops": words ending with events, plural and in lower case, are no
    // venue's name ("MODELS Workshops", "the web conference").
    const named = span.filter((token) => !isYear(token));
    const last = named.at(-1);
    const events = last !== undefined && eventWord(last) && /^\p{Ll}.*(?:s|symposia)$/u.test(last.text);
    if (named.every(eventWord) || (named.length > 1 && events)) continue;
    const dated = withYear(index, tokens, at, length, shouting);
    const question = span.some((token) => FILLER.has(token.word));
    if (dated && (dated.known || !isName(dated.bare)) && (!question || dated.known)) return dated;
    if (meantAsAcronym(index, tokens, at, length, shouting, compared)) {
      const bare = tokens
        .slice(at, at + length)
        .map((token) => token.text)
        .join(' ');
      return { length, bare, year: null, known: true };
    }
  }
  // "like ISMB": a venue compared with, written as an acronym, that no event has, nor any name as a
  // word: said so rather than left unread, for the events alike are of none (a typo is respelt).
  const first = tokens[at]!;
  const afterVenue = listedAfterAcronym(index, tokens, at);
  const listed = compared || afterVenue;
  if (!listed || shouting || !UNKNOWN_RE.test(first.text) || !writtenAsAcronym(first.text) || !takenAs(first.text))
    return undefined;
  // "like ICALP or ESA": a name in capitals listed after a venue, ending the list, is a venue's though
  // a name holds it as a word (the space agency's), not a word of the subject that finds nothing.
  const after = tokens[at + 1];
  const last = after === undefined || after.opens === true || after.listed === true;
  // "like SODA, ESA or ICALP": between two venues named.
  const next = tokens[at + 2];
  const between = /^(?:and|or)$/.test(after?.word ?? '') && next !== undefined && writtenAsAcronym(next.text);
  const venue =
    (last || (between && acronymEvents(index, next.text) > 0)) && first.text === first.text.toUpperCase() && afterVenue;
  if (FILLER.has(first.word) || isName(first.text) || (termEvents(index, first.word) > 0 && !venue)) return undefined;
  return acronymEvents(index, first.word) === 0 ? { length: 1, bare: first.text, year: null, known: false } : undefined;
}

/** Names at most walked back over to the acronym a list of them starts with. */
const LISTED_BACK = 6;

/**
 * Whether the word at `at` is listed after an acronym that events have, past other names in
 * capitals ("RECOMB, ISMB and ECCB", "CHI and QXMB"), and ends the list or goes on with it: a
 * venue's name like them, said when no event has it rather than left unread.
 */
function listedAfterAcronym(index: SnapshotIndex, tokens: readonly Token[], at: number): boolean {
  // The list goes on or ends after it ("ISMB?", "ISMB and ECCB", "ISMB deadlines"), not a phrase ("TBD which one").
  const after = tokens[at + 1];
  const ends = after === undefined || after.opens || after.listed || /^(?:and|or|deadlines?)$/.test(after.word);
  if (!ends && !EVENT_WORDS.has(after.word)) return false;
  let name = at;
  for (let names = 0; names < LISTED_BACK; names++) {
    const joined = tokens[name - 1]?.word === 'and' || tokens[name - 1]?.word === 'or';
    const before = tokens[name]!.opens ? -1 : tokens[name]!.listed ? name - 1 : joined ? name - 2 : -1;
    const token = tokens[before];
    if (token === undefined || !writtenAsAcronym(token.text)) return false;
    if (acronymEvents(index, token.text) > 0) return true;
    name = before;
  }
  return false;
}

/** Whether `acronym=` takes a word no event has as its value: a longer one is no acronym ("ABccc…"). */
const takenAs = (word: string): boolean => foldsWithin(word, NAME_MAX_LENGTH);

/** A word that may be an acronym no event has: letters only, 3 or more. */
const UNKNOWN_RE = /^\p{L}{3,}$/u;

/** The most editions "ICML 2026 to 2030" names beyond the first. */
export const MOST_LATER = 5;

/**
 * The other editions an acronym's year is joined with ("ICML 2026 or 2027", "ICML 2026-2027",
 * "ICML 2026 to 2028"), each with the words it takes, its own year read after the joint: the
 * search is asked for each edition, never the first alone.
 */
export function laterEditions(tokens: readonly Token[], after: number, read: AcronymRead): AcronymRead[] {
  const joint = tokens[after]?.word ?? '';
  const next = tokens[after + 1];
  if (read.year === null || !['or', 'and', 'to'].includes(joint) || next === undefined || !isYear(next)) return [];
  const year = Number(next.word);
  if (joint !== 'to') return year === read.year ? [] : [{ ...read, year, length: 2 }];
  const count = Math.min(year - read.year, MOST_LATER);
  return Array.from({ length: Math.max(count, 0) }, (_, i) => ({ ...read, year: read.year! + i + 1, length: 2 }));
}

/**
 * Words of a question that the data has none of, read as the word meant (docs/api.md, Connector
 * tools): a person types "nurips 2027" or "machine lerning conferences in germny", and a connector
 * cannot ask again. Such a word is read as the search's respelling of it (the first of the
 * search's suggestions for that word alone that qualifies) when the respelt word names what the
 * reading takes: an acronym of the data ("neurips"), a place, type or format as the hints read
 * them ("germany"; an event type wherever written: "conferenses"), or a phrase of the
 * data with a word beside it ("machine learning"), an adjective of the subject as its noun
 * ("educational": adjective-nouns.ts), or, for a word of five letters or more kept as the subject,
 * one letter off it ("robotcs conferences"). A second reading respells what the first
 * lets qualify ("lerning conferenses": "lerning" is the subject once "conferenses" is read). Any
 * other respelling is left: a word that is no typo is not read as another word ("imaging" as
 * "making", "travel stays short" as "shore", "I teach" as "beach"), and the note says it was not read.
 */
import {
  acronymEvents,
  acronymSpelling,
  pairEvents,
  type SnapshotIndex,
  search,
  termEvents,
} from '../../search/index.js';
import type { Day } from '../../util/dates.js';
import { editDistance } from '../../reference/suggest.js';
import { CONTINENTS } from '../../reference/continents.js';
import { STOP_WORDS } from '../../text/stopwords.js';
import { hintOf } from './claims.js';
import { type Reading, readQuestion } from './reading.js';
import { isYear } from './date-words.js';
import { type Token, tokensOf, writtenAsAcronym } from './tokens.js';
import { FILLER } from './vocabulary.js';
import { refusedAs } from './searches.js';
import { nounOf, rareAdjective } from './adjective-nouns.js';

/** Words respelt in one question at most: each costs a search's respelling (bounded work each). */
export const MOST_RESPELT = 4;
/** Readings of a question at most, each respelling what the one before lets qualify. */
const PASSES = 2;
/** Shorter words are left: two letters off in a word of three is another word. */
export const SHORTEST = 4;
/** From this length a word one letter off its respelling ("robotcs") is read as it, whatever it names. */
export const ONE_TYPO_FROM = 5;

/** A word beside that may make a phrase with the respelt one: no filler, stop word ("in making") or number ("icml 2027"). */
const content = (word: string | undefined): string | undefined =>
  word === undefined || FILLER.has(word) || STOP_WORDS.has(word) || !/\p{L}/u.test(word) ? undefined : word;

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A word the data has none of; `subject`: kept in q as the subject (else not read); `ofSubject`:
 * kept, or written before a word of the subject or an event type ("biological data conferences").
 */
interface Unknown {
  word: string;
  subject: boolean;
  ofSubject?: boolean;
}

/** The acronym that a search with `acronym=<word>` offers instead, when no event has that one. */
const acronymHint = (index: SnapshotIndex, word: string, today: Day): string | undefined =>
  search(index, { acronym: word, limit: 0, offset: 0 }, today).hints?.find(({ reason }) => reason === 'unknown_acronym')
    ?.value;

/** Words before a place: a word after them is read as a place ("in germny"). */
const BEFORE_PLACE = new Set(['in', 'at', 'near', 'around', 'from']);

/**
 * The respelling of the word at `at` that names what the reading takes: an acronym only when
 * written as one or with a year ("nurips 2027"), a place only when written as a name or after
 * "in" ("in germny"), for "fine" is no WINE and "stays" no STACS.
 */
function respellingOf(
  index: SnapshotIndex,
  { word, subject, ofSubject }: Unknown,
  tokens: readonly Token[],
  at: number,
  today: Day,
  readCountry: string | undefined,
): string | undefined {
  const token = tokens[at]!;
  const [before, after] = [content(tokens[at - 1]?.word), content(tokens[at + 1]?.word)];
  const next = tokens[at + 1];
  // Written as a word, only a long one: "fine 2027" is no WINE 2027.
  const asAcronym =
    writtenAsAcronym(token.text) || (word.length >= ONE_TYPO_FROM && next !== undefined && isYear(next));
  const afterIn = BEFORE_PLACE.has(tokens[at - 1]?.word ?? '');
  const asPlace = /^\p{Lu}/u.test(token.text) || afterIn;
  // A sentence's first word is written with a capital whatever it names: further off a place than
  // a letter, it is respelt as one only after "in" ("Survey HCI conferences" is no Turkey).
  const opening = at === 0 || token.opens === true;
  const farPlace = asPlace && (afterIn || !opening);
  // A country one letter off, whether or not the names of the data hold it ("germny").
  const country = asPlace ? index.countries.withinOneEdit(word) : undefined;
  if (country !== undefined) return country.name;
  // A continent one letter off ("in europ"), which the names' words may start with: the search
  // finds "europ" as the start of "European", so it offers no respelling.
  const continent = asPlace && word.length >= ONE_TYPO_FROM ? continentWithinOneEdit(word) : undefined;
  if (continent !== undefined) return continent;
  // The acronym of the data closest to it, as `acronym` offers one ("siggrap 2027": SIGGRAPH),
  // though q may find words that start with it.
  const closest = asAcronym ? acronymHint(index, word, today) : undefined;
  if (closest !== undefined) return anotherVenue(word, closest) ? undefined : closest;
  // An adjective of the subject as the noun it is made from: "educational" as "education".
  const noun = subject || ofSubject ? nounOf(index, word) : undefined;
  if (noun !== undefined) return noun;
  const { suggestions = [] } = search(index, { q: word, limit: 0, offset: 0 }, today);
  // A word the data has is no word cut short ("developer" is no "developers").
  const cut = termEvents(index, word) === 0 ? completions(index, word) : [];
  for (const { q } of [...suggestions, ...cut]) {
    if (q.includes(' ')) continue;
    // An acronym as the data writes it: "NeurIPS", not "neurips"; of the same first letter, as
    // `acronym=` offers one (an acronym's first letter is its first word's: MICCAI is no IJCAI).
    if (asAcronym && acronymEvents(index, q) > 0)
      return anotherVenue(word, q) || q[0] !== word[0] ? undefined : (acronymSpelling(index, q) ?? q);
    // A place outside the country the question reads is no word it meant.
    const hint = hintOf(index, q, today);
    if (hint !== undefined && !inCountry(index, hint, readCountry, today)) continue;
    // A subject one letter off a place is a word ("noise" is no Boise, "parts" no Paris): a place is
    // respelt only when written as one.
    const subjectTypo = hint === undefined || hint.parameter === 'type';
    if (
      (subject && subjectTypo && word.length >= ONE_TYPO_FROM && editDistance(word, q, 1) <= 1) ||
      (farPlace && hint !== undefined) ||
      // An event type, wherever written: "conferenses", "worksops".
      hint?.parameter === 'type' ||
      (before !== undefined && pairEvents(index, before, q) > 0) ||
      (after !== undefined && pairEvents(index, q, after) > 0)
    )
      return q;
  }
  return undefined;
}

/** Letters a word cut short may end with ("machin": machine). */
const LAST_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The words of the data `word` is with one letter more at its end ("machin learning": machine),
 * as the respellings it may stand for: the search finds the words a word starts, so for such a
 * word it offers none. At most 26 lookups of a term.
 */
const completions = (index: SnapshotIndex, word: string): { q: string }[] =>
  [...LAST_LETTERS].map((letter) => word + letter).flatMap((q) => (termEvents(index, q) > 0 ? [{ q }] : []));

/** Whether `letters` stand in `word` in their order, others between ("iticse" holds "icse"). */
function holds(word: string, letters: string): boolean {
  let at = 0;
  for (const letter of word) if (letter === letters[at]) at++;
  return at === letters.length;
}

/**
 * Whether `word` is the acronym `acronym` with a letter added at its end, not its last written
 * twice, or with two letters or more added anywhere, or with one letter in place of another:
 * another venue's name ("ISMB" is no ISM, "CCSW" no CCS, "ITiCSE" no ICSE, "ICIS" no ICIP), where
 * "ICMLL" is ICML mistyped.
 */
function anotherVenue(word: string, acronym: string): boolean {
  const bare = acronym.toLowerCase();
  if (word.length === bare.length) return [...word].filter((letter, at) => letter !== bare[at]).length === 1;
  if (word.length === bare.length + 1) return word.startsWith(bare) && word.at(-1) !== word.at(-2);
  return word.length > bare.length + 1 && holds(word, bare);
}

/**
 * Whether an acronym no event has, written so with a year, is a slip of the key for the one of the
 * data the search offers: two letters side by side swapped ("NuerIPS 2027") or its last written
 * twice ("ICMLL 2027"). One letter off is another venue's, maybe one the data lacks ("IPMI 2027" is
 * no ICMI), and stays: the answer names the closest.
 */
function slipOf(index: SnapshotIndex, bare: string, today: Day): boolean {
  const [word, hint] = [bare.toLowerCase(), acronymHint(index, bare, today)?.toLowerCase()];
  if (hint === undefined) return false;
  if (word.length === hint.length + 1) return word.startsWith(hint) && word.at(-1) === word.at(-2);
  const differ = [...word].flatMap((letter, at) => (letter === hint[at] ? [] : [at]));
  const [first, second] = differ;
  return (
    word.length === hint.length &&
    differ.length === 2 &&
    second === first! + 1 &&
    word[first!] === hint[second] &&
    word[second] === hint[first!]
  );
}

/** The continent of one word whose name is one letter off `word`, if any. */
const continentWithinOneEdit = (word: string): string | undefined =>
  CONTINENTS.find((name) => !name.includes(' ') && editDistance(word, name.toLowerCase(), 1) <= 1);

/**
 * Whether a place hint lies in the country the question reads ("Konferenzen ... Lernen in
 * Deutschland": "lernen" is no Leuven, which is in Belgium): some event is there and in it.
 */
function inCountry(
  index: SnapshotIndex,
  hint: NonNullable<ReturnType<typeof hintOf>>,
  country: string | undefined,
  today: Day,
): boolean {
  if (country === undefined || !['city', 'region'].includes(hint.parameter)) return true;
  const place = hint.parameter === 'city' ? { city: hint.value } : { regions: [hint.value] };
  // A region no country read has is refused ("texts" as Texas beside Africa's countries): none there.
  return refusedAs(0, () => search(index, { ...place, country, limit: 0, offset: 0 }, today).total ?? 0) > 0;
}

/** The respelling of each word of `unknown` that has one (see the top of this file), by word. */
function respellings(
  index: SnapshotIndex,
  sentence: string,
  unknown: readonly Unknown[],
  today: Day,
  { country, subjectWords }: { country: string | undefined; subjectWords: ReadonlySet<string> },
) {
  const tokens = tokensOf(sentence);
  const found = new Map<string, { text: string; fix: string }>();
  for (const one of unknown.slice(0, MOST_RESPELT)) {
    const at = tokens.findIndex((token) => token.word === one.word);
    if (at < 0 || one.word.length < SHORTEST || !/^\p{L}+$/u.test(one.word)) continue;
    const after = tokens[at + 1]?.word ?? '';
    const ofSubject = subjectWords.has(after) || hintOf(index, after, today)?.parameter === 'type';
    const fix = respellingOf(index, { ...one, ofSubject }, tokens, at, today, country);
    if (fix !== undefined) found.set(one.word, { text: tokens[at]!.text, fix });
  }
  return found;
}

/**
 * The question read, its words the data has none of respelt where they qualify (see the top of
 * this file). The words of q kept as its subject are respelt all or none: "machin lerning" with
 * "lerning" alone respelt would search "learning" and drop "machin" (the answer's respelling of
 * the whole subject, relaxing.ts, reads it as "machine learning").
 */
export function readRespelt(index: SnapshotIndex, sentence: string, today: Day, passes = PASSES): Reading {
  const reading = readQuestion(index, sentence, today);
  // A subject's adjective of few events beside its noun of many ("cryptographic"): read as the noun.
  const kept = (reading.parameters.q ?? '')
    .split(' ')
    .filter((word) => word && (termEvents(index, word) === 0 || rareAdjective(index, word)));
  // "like NuerIPS": a venue compared with that no event has is respelt as a word not read is.
  const { like } = reading;
  const unknownLike = like !== undefined && !like.known && like.year === null ? [like.bare.toLowerCase()] : [];
  const slips = reading.acronyms.filter((read) => !read.known && read.year !== null && slipOf(index, read.bare, today));
  const unread = [...(reading.unread ?? []), ...unknownLike, ...slips.map((read) => read.bare.toLowerCase())].filter(
    (word) => !kept.includes(word),
  );
  const unknown = [
    ...kept.map((word) => ({ word, subject: true })),
    ...unread.map((word) => ({ word, subject: false })),
  ];
  if (unknown.length === 0) return reading;
  const found = respellings(index, sentence, unknown, today, {
    country: reading.parameters.country,
    subjectWords: new Set((reading.parameters.q ?? '').split(' ').filter(Boolean)),
  });
  if (kept.some((word) => !found.has(word))) for (const word of kept) found.delete(word);
  if (found.size === 0) return reading;
  const again = respeltReading(index, sentence, found, today, passes);
  // An adjective some events have stays when its noun is a word the reading takes for something
  // else ("statistical learning": "statistics" asks for counts).
  const q = (again.parameters.q ?? '').split(' ');
  const lost = [...found].filter(([word, { fix }]) => termEvents(index, word) > 0 && !q.includes(fix));
  if (lost.length === 0) return again;
  for (const [word] of lost) found.delete(word);
  return found.size === 0 ? reading : respeltReading(index, sentence, found, today, passes);
}

/** The question with the words of `found` respelt, read again, its notes saying each. */
function respeltReading(
  index: SnapshotIndex,
  sentence: string,
  found: ReadonlyMap<string, { text: string; fix: string }>,
  today: Day,
  passes: number,
): Reading {
  let respelt = sentence;
  const notes: string[] = [];
  for (const [word, { text, fix }] of found) {
    respelt = respelt.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped(text)}(?![\\p{L}\\p{N}])`, 'gu'), fix);
    notes.push(`"${word}" read as "${fix}"`);
  }
  // Read again, respelling what the respelt words let qualify: "lerning conferenses" keeps
  // "lerning" as its subject only once "conferenses" is "conferences".
  const again = passes > 1 ? readRespelt(index, respelt, today, passes - 1) : readQuestion(index, respelt, today);
  return { ...again, notes: [...notes, ...again.notes] };
}

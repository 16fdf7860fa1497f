/**
 * A connector's question read as a search (docs/api.md, Connector tools). A connector sends a
 * person's question and cannot retry with parameters, so each word is read for what it means,
 * in this order, and the first reading that fits wins:
 * - a time zone ("Europe/Berlin", "UTC") is a zone, never a place, and filters nothing;
 * - an acronym, with the edition's year when one is written with it (acronym-words.ts);
 * - a call for papers ("open call", "still open"), a format ("in person"), "top" (vocabulary.ts) and
 *   a rank ("CCF-A", "CORE A*": rank-words.ts);
 * - a date ("next year", "in 2027", "in March": date-words.ts);
 * - question words, verbs and filler ("when is", "tell me about", "I am looking for") are dropped;
 * - a city, country, continent, event type or format, as the search's hints read them;
 * - the other words are the search's `q`; a word that is filler alone is kept beside a word it
 *   makes a phrase of the data with ("information retrieval"), and "open" otherwise means an open call.
 * The subject, never left out when nothing matches (answers.ts), is the acronyms named, else the
 * words of `q` that the data has (a topic), else all of `q`.
 */
import { type Hint, queryHints, type SnapshotIndex, termEvents } from '../../search/index.js';
import type { Day } from '../../util/dates.js';
import { type Claim, dateAt, isZone } from './date-words.js';
import { settleWindows, windowAt } from './windows.js';
import { subjectsOf } from './subjects.js';
import { type AcronymRead, acronymAt } from './acronym-words.js';
import { rankAt } from './rank-words.js';
import { shouting, type Token, tokensOf } from './tokens.js';
import { FILLER, NO_SUBJECT, PHRASES, SOFT, UNANSWERED } from './vocabulary.js';
import { boundedQ, searchWords } from './words-of-q.js';

export interface Reading {
  /** The search parameters the question means. */
  parameters: Record<string, string>;
  /** The acronyms it names: its subject when there are any. */
  acronyms: readonly AcronymRead[];
  /** The words of `q` that are its subject (all of them when there is no acronym and the data has none of them). */
  subject: readonly string[];
  /** The time zone it names, if any (no filter: fetch gives every deadline in its own zone and UTC). */
  zone?: string;
  /** "like X", "similar to X": the edition X names, whose events alike are asked for (similar_to). */
  like?: AcronymRead;
  /** Several subjects joined as a list: each one's words, any of which answers (subjects.ts). */
  anyOf?: readonly string[];
  /** What the parameters alone do not say: what each window bounds, the words not read. */
  notes: readonly string[];
}

/** Parameters that take several values, comma-separated: every value read is kept; the others keep the first. */
const LISTS = new Set(['country', 'type', 'format', 'core_rank', 'ccf_rank', 'rank', 'acronym']);
/** The hints the reading takes from the search: dates are read here, months and years with their context. */
const HINTED = new Set(['city', 'country', 'continent', 'type', 'format']);
const NUMBER_RE = /^\d+$/;
const PLACES = new Set(['city', 'country', 'continent']);
/** Words before "in" and a place that say where the asker is ("based in Tokyo", "I live in Canada"). */
const ASKER_IN = new Set(['based', 'live', 'living', 'located', 'am', 'work', 'working', 'study', 'studying', 'stay']);

type Read = Map<string, string[]>;

/** Sets `parameter` to `value` (a list parameter gains it). */
function put(read: Read, parameter: string, value: string): void {
  const values = read.get(parameter) ?? [];
  if (values.includes(value) || (values.length > 0 && !LISTS.has(parameter))) return;
  read.set(parameter, [...values, value]);
}

function phraseAt(tokens: readonly Token[], at: number): Claim | undefined {
  const phrase = PHRASES.find(({ words }) => words.every((word, i) => tokens[at + i]?.word === word));
  return phrase && { length: phrase.words.length, parameters: [[phrase.parameter, phrase.value]] };
}

/**
 * The filter these words name (one word, or two read as one name): a place, type or format, as the
 * search's hints read them; a country's name before a city of that name ("Canada" the country).
 */
function hintOf(index: SnapshotIndex, words: string, today: Day): Pick<Hint, 'parameter' | 'value'> | undefined {
  const hints = queryHints(index, words, today);
  const hint = hints.length === 1 ? hints[0] : undefined;
  if (!hint || !HINTED.has(hint.parameter) || (words.includes(' ') && !hint.given.includes(' '))) return undefined;
  const country = hint.parameter === 'city' && words.length > 3 ? index.countries.resolve(words) : undefined;
  return country ? { parameter: 'country', value: country.name } : hint;
}

/** What the words from `at` on mean, as a claim; undefined for a word left for `q`. */
function claimAt(index: SnapshotIndex, tokens: readonly Token[], at: number, today: Day): Claim | undefined {
  const claim = phraseAt(tokens, at) ?? rankAt(tokens, at) ?? windowAt(tokens, at, today) ?? dateAt(tokens, at, today);
  if (claim) return claim;
  const { word } = tokens[at]!;
  if (FILLER.has(word) || NO_SUBJECT.has(word) || NUMBER_RE.test(word) || word === 'may')
    return { length: 1, parameters: [] };
  const next = tokens[at + 1];
  const pair = next && !FILLER.has(next.word) ? hintOf(index, `${word} ${next.word}`, today) : undefined;
  const hint = pair ?? hintOf(index, word, today);
  if (hint === undefined) return undefined;
  const length = pair ? 2 : 1;
  // "I am based in Tokyo": where the asker is, no place of the events.
  if (PLACES.has(hint.parameter) && tokens[at - 1]?.word === 'in' && ASKER_IN.has(tokens[at - 2]?.word ?? '')) {
    const words = tokens.slice(at - 2, at + length).map((token) => token.text);
    return { length, parameters: [], note: `"${words.join(' ')}" is where the asker is, not read as a place` };
  }
  return { length, parameters: [[hint.parameter, hint.value]] };
}

/** Whether the soft word at `at` makes a phrase of the data with a word of `q` beside it. */
function inPhrase(index: SnapshotIndex, tokens: readonly Token[], at: number, plain: ReadonlySet<number>): boolean {
  return [at - 1, at + 1].some(
    (beside) => plain.has(beside) && termEvents(index, `${tokens[at]!.word} ${tokens[beside]!.word}`) > 0,
  );
}

/** The acronym parameter and the year: one acronym's year is the year (so it can be left out), a list's its own. */
function acronymParameters(read: Read, acronyms: readonly AcronymRead[]): void {
  if (acronyms.length === 0) return;
  const dated = acronyms.filter((acronym) => acronym.year !== null);
  // One acronym, or a year written after the last of a list only ("SIGMOD, VLDB and ICDE 2027"): the year of all.
  const shared = dated.length === 1 && dated[0] === acronyms[acronyms.length - 1];
  if (acronyms.length === 1 || shared) {
    for (const { bare } of acronyms) put(read, 'acronym', bare);
    if (shared) read.set('year', [String(dated[0]!.year)]);
  } else {
    for (const { bare, year } of acronyms) put(read, 'acronym', year === null ? bare : `${bare} ${year}`);
  }
  // The acronyms name the events: "the VLDB conference" asks for no type.
  if (read.get('type')?.join() === 'conference') read.delete('type');
}

const termWord = (token: Token): string => token.word.replace(/\*/g, '');
/** Words before an acronym that ask for events like it: "like CHI", "similar to SIGMOD". */
const LIKE_BEFORE: readonly (readonly string[])[] = [
  ['like'],
  ['similar', 'to'],
  ['similar', 'as'],
  ['comparable', 'to'],
  ['alternatives', 'to'],
  ['alternative', 'to'],
  ['resembling'],
];

/** Whether only list words ("or", "and") stand from `from` to `at` ("like ISCA or MICRO"). */
const listedSince = (tokens: readonly Token[], from: number, at: number): boolean =>
  at > from &&
  at - from <= 2 &&
  tokens.slice(from, at).every((token) => ['or', 'and', 'nor'].includes(token.word) || token.listed);

/** Whether the words right before `at` ask for events like the acronym there. */
const likeBefore = (tokens: readonly Token[], at: number): boolean =>
  LIKE_BEFORE.some((words) => words.every((word, i) => tokens[at - words.length + i]?.word === word));

/** The words of q (subjects.ts), its topic, and a note of the words not read; `named`: an acronym or "like X" is the subject. */
function wordsOfQ(
  index: SnapshotIndex,
  tokens: readonly Token[],
  plain: ReadonlySet<number>,
  named: boolean,
  notes: string[],
) {
  const positions = [...plain].sort((a, b) => a - b).filter((at) => searchWords([termWord(tokens[at]!)]).length > 0);
  const subjects = subjectsOf(index, tokens, positions, named);
  const q = boundedQ(index, [...new Set(subjects.words.map((word) => word.replace(/\*/g, '')))]);
  if (subjects.unread.length > 0) notes.push(`not read: ${subjects.unread.map((word) => `"${word}"`).join(', ')}`);
  // The words written as the subject or of the opening sentence, else every word of q the data has.
  const written = q.filter((word) => subjects.named.includes(word));
  const topic = written.length > 0 ? written : q.filter((word) => termEvents(index, word) > 0);
  return { q, subjects, topic };
}

/** The search parameters, acronyms, subject and zone of `sentence` (see the top of this file). */
export function readQuestion(index: SnapshotIndex, sentence: string, today: Day): Reading {
  const tokens = tokensOf(sentence);
  const shout = shouting(tokens);
  const read: Read = new Map();
  const acronyms: AcronymRead[] = [];
  const plain = new Set<number>();
  const soft: number[] = [];
  let zone: string | undefined;
  const notes: string[] = [];
  const unanswered: string[] = [];
  let like: AcronymRead | undefined;
  let likeAt: number | undefined;
  const isName = (text: string) => hintOf(index, text.toLowerCase(), today) !== undefined;
  for (let at = 0; at < tokens.length; ) {
    if (isZone(tokens, at)) {
      zone ??= tokens[at]!.text;
      at += 1;
      continue;
    }
    const acronym = acronymAt(index, tokens, at, shout, isName);
    if (acronym) {
      const same = (read: AcronymRead) => read.bare.toLowerCase() === acronym.bare.toLowerCase();
      // "like ISCA or MICRO": the acronyms listed after the first compared with are not searched.
      const listedAfterLike = like !== undefined && likeAt !== undefined && listedSince(tokens, likeAt, at);
      if (like === undefined && likeBefore(tokens, at)) {
        like = acronym;
        likeAt = at + acronym.length;
      } else if (listedAfterLike) {
        notes.push(`"${acronym.bare}" also named after "like", not searched`);
        likeAt = at + acronym.length;
      } else if (!listedAfterLike && !acronyms.some((read) => same(read) && read.year === acronym.year))
        acronyms.push(acronym);
      at += acronym.length;
      continue;
    }
    const claim = claimAt(index, tokens, at, today);
    if (claim?.note) notes.push(claim.note);
    if (UNANSWERED.has(tokens[at]!.word)) unanswered.push(tokens[at]!.word);
    if (claim) for (const [parameter, value] of claim.parameters) put(read, parameter, value);
    else if (SOFT.has(tokens[at]!.word)) soft.push(at);
    else plain.add(at);
    at += claim?.length ?? 1;
  }
  for (const at of soft) {
    const open = tokens[at]!.word === 'open';
    // "open" before a word of q is an adjective ("open source"), else an open call ("is it open?").
    if (inPhrase(index, tokens, at, plain) || (open && plain.has(at + 1))) plain.add(at);
    else if (open) put(read, 'cfp', 'open');
  }
  // "like SIGCOMM" is no search for SIGCOMM itself, wherever else it is named.
  const named = like ? acronyms.filter((read) => read.bare.toLowerCase() !== like!.bare.toLowerCase()) : acronyms;
  acronyms.splice(0, acronyms.length, ...named);
  acronymParameters(read, acronyms);
  const parameters = Object.fromEntries([...read].map(([name, values]) => [name, values.join(',')]));
  // A month read with a year is that year's month.
  if (parameters.month !== undefined && parameters.year !== undefined) {
    parameters.month = `${parameters.year}${parameters.month.slice(4)}`;
    delete parameters.year;
  }
  settleWindows(parameters, today, acronyms.length > 0, notes);
  const quotedAll = unanswered.map((word) => `"${word}"`).join(', ');
  if (unanswered.length > 0) notes.push(`not answered: ${quotedAll} (the data has no such measure)`);
  const { q, subjects, topic } = wordsOfQ(index, tokens, plain, acronyms.length > 0 || like !== undefined, notes);
  if (q.length > 0) parameters.q = q.join(' ');
  const subject = acronyms.length > 0 || like ? [] : topic.length > 0 ? topic : q;
  return {
    parameters,
    acronyms,
    subject,
    notes,
    ...(zone === undefined ? {} : { zone }),
    ...(like === undefined ? {} : { like }),
    ...(subjects.list === undefined ? {} : { anyOf: subjects.list.map((words) => words.join(' ')) }),
  };
}

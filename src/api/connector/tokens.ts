/**
 * A question cut into its words as written (docs/api.md, Connector tools): letters and digits with
 * the marks that live inside names and values ("S&P", "A*", "C++", "ICML'26", "CCF-A",
 * "Europe/Berlin", "America/New_York"), without the punctuation around them or a possessive "'s".
 * Each word keeps its case: how it is written tells an acronym ("DATE", "NeurIPS") from a word.
 */

import { monthNamed } from '../../util/dates.js';
import { canonicalZone } from '../../util/local-time.js';
import { wordTable } from './word-tables.js';

export interface Token {
  /** As written: "NeurIPS", "ICML'26", "Europe/Berlin". */
  readonly text: string;
  /** In lower case: what the word lists and the search read. */
  readonly word: string;
  /** Whether a mark that joins a list (",", ";", "/", "&", "+") stands between it and the word before. */
  readonly listed?: true;
  /** Whether it opens a new sentence of the question (after ".", "?", "!" or ";"). */
  readonly opens?: true;
  /** Whether an opening bracket, "(" or "[", stands between it and the word before ("(like ISSTA)"). */
  readonly bracketed?: true;
  /** Whether it was written with a possessive "'s" ("after CHI's": its deadline, the noun left out). */
  readonly possessive?: true;
}

/** Words of the first person that open a sentence about the asker (asides.ts). */
export const FIRST_PERSON: ReadonlySet<string> = new Set(
  "i i'm im i've i'd i'll we we're we've we'd we'll my our me us myself ourselves".split(' '),
);

/** Words before or after "there" that make it "exists" ("are there", "there are", "out there"), no place. */
export const THERE_IS: ReadonlySet<string> = new Set(
  "is are was were be been 's isn't aren't will would could might out".split(' '),
);

/** Whether "there" at `at` of `words` points back to a place ("Which conferences happen there?"), not "are there". */
export const thereRefers = (words: readonly string[], at: number): boolean =>
  words[at] === 'there' && !THERE_IS.has(words[at - 1] ?? '') && !THERE_IS.has(words[at + 1] ?? '');

/** Words read to either end of a sentence, at most: a longer one is not told an aside. */
const SENTENCE_WORDS = 40;

/**
 * Whether the word at `at` is in an aside about the asker: a sentence that opens with FIRST_PERSON
 * beside another sentence (alone, it is the question: "I need deadlines over the holidays").
 */
export function inAskerAside(tokens: readonly Token[], at: number): boolean {
  let start = -1;
  for (let i = at; i >= 0 && i > at - SENTENCE_WORDS; i--) {
    if (i === 0 || tokens[i]!.opens) {
      start = i;
      break;
    }
  }
  if (start < 0 || !FIRST_PERSON.has(tokens[start]!.word)) return false;
  if (start > 0) return true;
  for (let i = at + 1; i < tokens.length && i <= at + SENTENCE_WORDS; i++) if (tokens[i]!.opens) return true;
  return false;
}

/** Marks between two words that make them items of a list. */
const LIST_MARK_RE = /[,;/&+|]/u;
/** A dash standing between two words: an en or em dash, or a hyphen with a space beside it. */
const DASH_RE = /[–—]|\s-|-\s/u;
/** Marks that end a sentence. */
const STOP_RE = /[.?!;]/u;
/** An opening bracket in the gap before a word. */
const BRACKET_RE = /[([]/u;

/** A word, or a year written with two digits after an apostrophe ("ICML '27"). */
const TOKEN_RE = /['’]\d\d(?!\p{N})|[\p{L}\p{N}][\p{L}\p{N}&*+#'’./_-]*/gu;
/** Marks that end a word only as punctuation: "2027.", "NeurIPS'", "U.S." keeps its inner dot. */
const TRAILING_RE = /[.'’/_-]+$/u;
const POSSESSIVE_RE = /['’]s$/iu;
const UPPER_RE = /\p{Lu}/gu;
/** Words of being somewhere right before "in" ("I'm in Tokyo", "I'll be in London"). */
const BEING = new Set(['am', "i'm", 'im', 'be', "we're", 'are']);
const SEASONS = new Set(['spring', 'summer', 'autumn', 'fall', 'winter']);
/** Words of a place's name after "in" at most ("in New York City next May"). */
const PLACE_WORDS = 3;
/** A time to come's word: "may" only after one of TIME_LEADS ("in May"; "in Berlin, may I ask"). */
const timeWord = (word: string, led = false): boolean =>
  (monthNamed(word) !== undefined && (led || word !== 'may')) || SEASONS.has(word) || word === 'next';
/** Words that lead a time after a place ("in July", "from June", "this summer"). */
const TIME_LEADS = new Set(['in', 'from', 'during', 'this']);

/**
 * Whether "in" at `inAt` says where one will be at a time to come: a word of being before it, a
 * place written as a name after it, then right after that a month, a season or "next" (or one of
 * TIME_LEADS before it): "I'm in Tokyo next May", "I'll be in London in July 2027" are a stay, whose
 * place and time are those of the events asked for; not "the deadline will be in March", nor "I'm
 * in Berlin: the AoE deadline in 2027".
 */
export function stayAt(tokens: readonly Token[], inAt: number): boolean {
  if (tokens[inAt]?.word !== 'in' || !BEING.has(tokens[inAt - 1]?.word ?? '')) return false;
  let at = inAt + 1;
  while (at <= inAt + PLACE_WORDS && /^\p{Lu}/u.test(tokens[at]?.text ?? '') && !timeWord(tokens[at]!.word)) at++;
  const token = tokens[at];
  if (at === inAt + 1 || token === undefined || token.opens) return false;
  return timeWord(token.word) || (TIME_LEADS.has(token.word) && timeWord(tokens[at + 1]?.word ?? '', true));
}

/** Verbs of taking part in an event, after "to" ("I need to present my work ... next year", "we'd like to go to"). */
const TAKING_PART: ReadonlySet<string> = new Set(['present', 'attend', 'go']);

/**
 * Whether the word at `at` says the asker will take part in an event ("I need to present my work on
 * X in Asia next year", "we plan to attend one in May"): its time is the events'. Not one done
 * ("I presented there last year"), which is the asker's.
 */
export const takingPartAt = (tokens: readonly Token[], at: number): boolean =>
  TAKING_PART.has(tokens[at]?.word ?? '') && tokens[at - 1]?.word === 'to';

/** Words written with a dot that ends no sentence: "St. Louis", "Mt. Fuji", "ICML vs. NeurIPS". */
export const ABBREVIATIONS: ReadonlySet<string> = new Set(['st', 'mt', 'ft', 'dr', 'prof', 'vs', 'approx']);
/** Initials with dots ("U.S.", "U.K.", "D.C.", "e.g."): no sentence ends at them, and they read as their letters ("uk"). */
const INITIALS_RE = /^(?:\p{L}\.)+\p{L}$/u;
/** Units of time written short in a hurried question ("next yr", "in 2 wks"), read as the words the windows know. */
export const SHORT_UNITS: Readonly<Record<string, string>> = wordTable({
  yr: 'year',
  yrs: 'years',
  wk: 'week',
  wks: 'weeks',
});
const LETTER_RE = /\p{L}/gu;

/**
 * A word as the readers read it: in lower case with a typographic apostrophe as the plain one
 * ("aren’t", "I’m", as phones and assistants write them), a short unit as its word ("yr": "year"),
 * initials as their letters.
 */
function wordOf(text: string): string {
  const lower = text.toLowerCase().replaceAll('’', "'");
  return SHORT_UNITS[lower] ?? (INITIALS_RE.test(text) ? lower.replaceAll('.', '') : lower);
}

export function tokensOf(sentence: string): Token[] {
  const tokens: Token[] = [];
  let end = 0;
  let marked = false;
  let stopped = false;
  for (const match of sentence.matchAll(TOKEN_RE)) {
    const [raw] = match;
    // "after SIGIR 2027's.": the possessive before the mark that ends a sentence goes too.
    const bare = raw.replace(TRAILING_RE, '');
    const possessive = POSSESSIVE_RE.test(bare);
    const text = bare.replace(POSSESSIVE_RE, '').replace(TRAILING_RE, '');
    const gap = sentence.slice(end, match.index);
    const listed = marked || LIST_MARK_RE.test(gap);
    const opens = stopped || STOP_RE.test(gap);
    // A word's trailing "/" ("networking/ systems") marks the next word, its trailing "." ends a sentence.
    marked = raw.endsWith('/');
    stopped = raw.endsWith('.') && !ABBREVIATIONS.has(text.toLowerCase()) && !INITIALS_RE.test(text);
    end = match.index + raw.length;
    // "Washington, D.C.": the city's name, no word of its own.
    if (text === '' || (wordOf(text) === 'dc' && tokens.at(-1)?.word === 'washington')) continue;
    // "Dec 2026 – Feb 2027", "March - May": a dash between two words is "to", as a range reads it.
    const dash = tokens.length > 0 && !opens ? DASH_RE.exec(gap)?.[0].trim() : undefined;
    if (dash !== undefined) tokens.push({ text: dash, word: 'to' });
    const range = yearRange(text, dash === undefined ? undefined : tokens.at(-2)?.word) ?? monthRange(text);
    for (const [i, part] of (range ?? likeParts(slashParts(text))).entries()) {
      const first = tokens.length === 0;
      tokens.push({
        text: part,
        word: wordOf(part),
        ...((listed || (i > 0 && range === undefined)) && !first ? { listed: true as const } : {}),
        ...(opens && i === 0 && !first ? { opens: true as const } : {}),
        ...(i === 0 && !first && BRACKET_RE.test(gap) ? { bracketed: true as const } : {}),
        ...(possessive ? { possessive: true as const } : {}),
      });
    }
  }
  return tokens;
}

/** Two years joined by a hyphen or a slash, the second maybe of two digits: "2026-2027", "2026/27". */
const YEAR_RANGE_RE = /^((?:19|20)\d\d)[-/]((?:19|20)?\d\d)$/u;

/**
 * A range of years written as one word ("2026-2027", "2026/27") as the words a range reads ("2026
 * to 2027"); a year of two digits after a dash and a year ("2026 – 27") as the year it ends. Only
 * a later year: "2027/26" is no range.
 */
function yearRange(text: string, yearBeforeDash: string | undefined): string[] | undefined {
  const glued = YEAR_RANGE_RE.exec(text);
  const [start, end] = glued ? [glued[1]!, glued[2]!] : [yearBeforeDash, /^\d\d$/u.test(text) ? text : undefined];
  if (start === undefined || end === undefined || !/^(?:19|20)\d\d$/u.test(start)) return undefined;
  const last = end.length === 2 ? `${start.slice(0, 2)}${end}` : end;
  if (last <= start) return undefined;
  return glued ? [start, 'to', last] : [last];
}

/** Two words joined by a hyphen ("March-July", "Jun-Aug"). */
const HYPHENED_RE = /^(\p{L}{3,})-(\p{L}{3,})$/u;

/** Two months joined by a hyphen ("May-July", "Dec-Feb") as the words a range reads ("May to July"). */
function monthRange(text: string): string[] | undefined {
  const joined = HYPHENED_RE.exec(text);
  if (!joined || monthNamed(joined[1]!.toLowerCase()) === undefined) return undefined;
  return monthNamed(joined[2]!.toLowerCase()) === undefined ? undefined : [joined[1]!, 'to', joined[2]!];
}

/** "ICLR-like": "like ICLR", the words read in that order. */
const LIKE_SUFFIX_RE = /^(.{2,})-like$/iu;
const likeParts = (parts: string[]): string[] =>
  parts.flatMap((part) => {
    const compared = LIKE_SUFFIX_RE.exec(part);
    return compared ? ['like', compared[1]!] : [part];
  });

/** Parts of one letter, a rank's value among them ("A/B", "I/O"): the word is one word. */
const ONE_WORD_PART_RE = /^\p{L}\*?$/u;

/**
 * A word written with slashes between subjects ("cryptography/privacy/blockchain", "ML/AI") as its
 * subjects, each a word of a list; a time zone ("Europe/Berlin"), a rank ("A/B") or "I/O" stays one.
 */
function slashParts(text: string): string[] {
  if (!text.includes('/') || canonicalZone(text) !== undefined) return [text];
  const parts = text.split('/').filter((part) => part !== '');
  return parts.length < 2 || parts.every((part) => ONE_WORD_PART_RE.test(part)) ? [text] : parts;
}

/** Capital letters in a text. */
const capitals = (text: string): number => text.match(UPPER_RE)?.length ?? 0;

/**
 * Whether the question is written in capitals throughout ("WHEN IS VLDB 2027"): then case tells
 * nothing, and every word is read as if written in lower case. Its plain words (`plain`: "when",
 * "deadlines") tell, where it has some: "NEURIPS ICML AAAI KDD deadlines" is a list of acronyms;
 * with none, a question whose every word is an acronym (`acronym`: "SIGMOD/PODS 2027") is one too.
 */
export function shouting(
  tokens: readonly Token[],
  plain: ReadonlySet<string>,
  acronym: (text: string) => boolean = () => false,
): boolean {
  const told = tokens.filter((token) => plain.has(token.word));
  const lettered = tokens.filter((token) => /\p{L}/u.test(token.text));
  if (told.length === 0 && lettered.length > 0 && lettered.every((token) => acronym(token.text))) return false;
  const written = told.length > 0 ? told : tokens;
  const letters = written.reduce((sum, token) => sum + (token.text.match(LETTER_RE)?.length ?? 0), 0);
  const upper = written.reduce((sum, token) => sum + capitals(token.text), 0);
  return (told.length > 0 || letters >= 8) && upper >= letters * 0.8;
}

/**
 * Whether a text is written as an acronym is: two capitals or more ("VLDB", "NeurIPS", "S&P" has
 * two), or a capital with a digit or a symbol ("3DV", "C++").
 */
export function writtenAsAcronym(text: string): boolean {
  const upper = capitals(text);
  return upper >= 2 || (upper === 1 && /[\p{N}&+#*]/u.test(text));
}

/** The words of the sentence from `at`, `length` of them, as written. */
export function spanText(tokens: readonly Token[], at: number, length: number): string {
  return tokens
    .slice(at, at + length)
    .map((token) => token.text)
    .join(' ');
}

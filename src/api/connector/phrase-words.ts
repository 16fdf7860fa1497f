/**
 * Words the reading keeps for the phrase they stand in (docs/api.md, Connector tools): a soft word
 * beside a word of q with which it makes a phrase of the data ("information retrieval"), and a
 * word of a phrase of the synonym table that the reading drops alone: "Internet of Things", "next
 * generation sequencing", "quantum field theory", "site reliability engineering". "things",
 * "next", "field" and "site" carry no subject alone ("things to do", "the next deadline", "my
 * field", "the conference site"), so vocabulary.ts drops them; written in one of these phrases
 * they are its words, and q keeps them: the search's synonyms then find the phrase's other ways of
 * writing it ("IoT"). And both words of a field's name, "time series" or "local search", which
 * no question asks of the other word alone, even where the data has no event with the two.
 */
import { pairEvents, type SnapshotIndex, termEvents } from '../../search/index.js';
import { SYNONYMS } from '../../text/synonyms.js';
import { singular } from '../../text/inflection.js';
import { STOP_WORDS } from '../../text/stopwords.js';
import type { Token } from './tokens.js';
import { FILLER, NO_SUBJECT } from './vocabulary.js';

const dropped = (word: string): boolean => !STOP_WORDS.has(word) && (FILLER.has(word) || NO_SUBJECT.has(word));

/** The phrases of the table of several words with a word the reading drops, each as its words. */
const PHRASES: readonly (readonly string[])[] = SYNONYMS.flatMap(({ same, related = [] }) => [...same, ...related])
  .map((phrase) => phrase.split(' '))
  .filter((words) => words.length > 1 && words.some(dropped) && !words.every(dropped));

/**
 * Words and the words after them that make a field's name whether or not the data has it, where
 * the other word alone is another subject: "time series" is no question about series, nor "local
 * search" one about search, nor "information theory" one of the theory of computation, nor "key
 * management" one of management ("the key AI conferences" are the important ones), nor
 * "operations research" one of IT operations ("research" alone is dropped as no subject), nor
 * "digital humanities" one of digital audio, where no event has "humanities", nor "program
 * repair" one of any program, nor "smart cities" one of smart grids ("cities" alone is a word of
 * places, dropped), nor "type systems" one of any systems (the type of event a word of the question),
 * nor "game theory" one of the theory of computation, nor "mechanism design" one of design.
 * Where no event has the phrase, the search then finds none of it and says so, rather than
 * answering the other word alone ("Capital Series Poland" for time series). ("information
 * retrieval" is not one: retrieval alone is of the same field.)
 */
export const FIELD_PHRASES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['time', new Set(['series'])],
  ['local', new Set(['search'])],
  ['abstract', new Set(['interpretation'])],
  ['information', new Set(['theory'])],
  ['key', new Set(['exchange', 'management', 'distribution', 'agreement'])],
  ['operations', new Set(['research'])],
  ['digital', new Set(['humanities'])],
  ['program', new Set(['repair'])],
  ['smart', new Set(['cities', 'city'])],
  ['type', new Set(['systems', 'system', 'theory', 'inference', 'checking'])],
  ['game', new Set(['theory'])],
  ['mechanism', new Set(['design'])],
]);

/** Whether two words side by side make a field's name (FIELD_PHRASES): one subject, never split. */
export const isFieldPhrase = (first: string, second: string): boolean => FIELD_PHRASES.get(first)?.has(second) === true;

/** A question's word as the table writes it, or its plural ("recommendation systems"). */
const sameWord = (written: string | undefined, word: string): boolean =>
  written !== undefined && (written === word || singular(written) === word);

/**
 * The positions of the words the reading drops that stand in such a phrase written whole in
 * `tokens`, and of both words of a field's name.
 */
export function synonymPhraseWords(tokens: readonly Token[]): ReadonlySet<number> {
  const kept = new Set<number>();
  for (let at = 0; at + 1 < tokens.length; at++)
    if (!tokens[at + 1]!.opens && isFieldPhrase(tokens[at]!.word, tokens[at + 1]!.word)) kept.add(at).add(at + 1);
  for (let at = 0; at < tokens.length; at++)
    for (const words of PHRASES)
      if (words.every((word, i) => sameWord(tokens[at + i]?.word, word) && (i === 0 || !tokens[at + i]!.opens)))
        words.forEach((word, i) => {
          if (dropped(word)) kept.add(at + i);
        });
  return kept;
}

/**
 * Whether the soft word at `at` makes a phrase of the data with a word of `q` beside it: some
 * event's name has the two words in the question's order ("information retrieval"), or, the soft
 * word first, some event has both ("time series" where no name says it so). A soft word after
 * the subject needs the phrase: "federated learning papers" asks for papers on federated learning,
 * though some events have "learning" and "papers" apart.
 */
export function inPhrase(
  index: SnapshotIndex,
  tokens: readonly Token[],
  at: number,
  plain: ReadonlySet<number>,
): boolean {
  return [at - 1, at + 1].some((beside) => {
    if (!plain.has(beside)) return false;
    const [soft, word] = [tokens[at]!.word, tokens[beside]!.word];
    if (beside < at) return pairEvents(index, word, soft) > 0;
    return isDataPhrase(index, soft, word);
  });
}

/**
 * Whether `first` before `second` makes a phrase of the data: some name holds the two side by
 * side, or, but for NAME_PHRASE_ONLY words, some event holds both ("popular music").
 */
export const isDataPhrase = (index: SnapshotIndex, first: string, second: string): boolean =>
  second !== '' &&
  (pairEvents(index, first, second) > 0 ||
    (!NAME_PHRASE_ONLY.has(first) && termEvents(index, `${first} ${second}`) > 0));

/**
 * Soft words kept before a word of q only as a phrase of some name: "key" and "main" before a
 * subject are mostly "important" ("the key security venues", "the main AI conferences"), and an
 * event with the word anywhere beside it is no sign of a phrase (Public Key Cryptography is a
 * security venue; a "main track" of an AI event makes no "main AI").
 */
const NAME_PHRASE_ONLY: ReadonlySet<string> = new Set(['key', 'main']);

/**
 * Phrases that ask for the events still ahead, said of events (docs/api.md, Connector tools):
 * "what conferences are coming up in Europe", "NLP conferences yet to happen", "robotics
 * conferences not held yet", "vision conferences still to come". Said of deadlines ("deadlines are
 * coming up", "deadlines still to come") they ask for the open calls instead, read elsewhere, and so
 * does "upcoming" said of deadlines ("upcoming NLP deadlines"). The future tense asks for them too
 * ("which conferences will take place in Japan").
 */
import { EVENT_WORDS } from './subjects.js';
import type { Token } from './tokens.js';
import { countWord } from './vocabulary.js';

/** Words that make a phrase said of deadlines ("deadlines are coming up": the open calls). */
const CALL_WORDS: ReadonlySet<string> = new Set(['deadline', 'deadlines', 'cfp', 'cfps', 'call', 'calls']);
/** Words before a phrase where a call word makes it said of deadlines. */
export const CALL_REACH = 2;
/** Most words of a subject between "upcoming" and the call word it is said of ("upcoming NLP deadlines"). */
export const UPCOMING_REACH = 3;

const PHRASES: readonly (readonly string[])[] = [
  ['coming', 'up'],
  ['yet', 'to', 'happen'],
  ['yet', 'to', 'take', 'place'],
  ['yet', 'to', 'be', 'held'],
  ['yet', 'to', 'come'],
  ['still', 'to', 'come'],
  ['not', 'yet', 'held'],
  ['not', 'held', 'yet'],
  ['not', 'yet', 'happened'],
  ['not', 'happened', 'yet'],
  ["haven't", 'happened', 'yet'],
  ["hasn't", 'happened', 'yet'],
  ['not', 'taken', 'place', 'yet'],
  ["haven't", 'taken', 'place', 'yet'],
  ['not', 'yet', 'taken', 'place'],
];

/** The first phrase of the question that asks for the events ahead, as written; undefined when none. */
function aheadPhraseAt(tokens: readonly Token[]): string | undefined {
  for (let at = 0; at < tokens.length; at++) {
    const phrase = PHRASES.find((words) => words.every((one, i) => tokens[at + i]?.word === one));
    if (phrase === undefined) continue;
    const before = tokens.slice(Math.max(0, at - CALL_REACH), at);
    if (!before.some(({ word }) => CALL_WORDS.has(word)))
      return tokens
        .slice(at, at + phrase.length)
        .map((token) => token.text)
        .join(' ');
  }
  return undefined;
}

/**
 * Whether the word at `at` ("upcoming", "next") is said of deadlines: a call word follows it in its sentence
 * after at most UPCOMING_REACH words, an event word among them only right before it ("upcoming AI
 * conference deadlines"), not "upcoming conferences with deadlines in March" (the events).
 */
export function saidOfCalls(tokens: readonly Token[], at: number): boolean {
  // A count asked for first is no word of the subject: "the next 5 machine learning deadlines".
  const count = countWord(tokens[at + 1]?.word ?? '') === undefined ? 0 : 1;
  for (let next = at + 1 + count; next <= at + 1 + count + UPCOMING_REACH; next++) {
    const token = tokens[next];
    if (token === undefined || token.opens) return false;
    if (CALL_WORDS.has(token.word)) return true;
    if (EVENT_WORDS.has(token.word) && !CALL_WORDS.has(tokens[next + 1]?.word ?? '')) return false;
  }
  return false;
}

/** Most words between "will" and its verb ("will the next ICML be held"). */
const SUBJECT_WORDS = 3;
/** Verbs after "will" that ask for events ahead ("which conferences will take place in Japan"). */
const FUTURE_VERBS: readonly (readonly string[])[] = [
  ['be', 'held'],
  ['be', 'in'],
  ['be', 'at'],
  ['be', 'located'],
  ['take', 'place'],
  ['be', 'taking', 'place'],
  ['happen'],
  ['be', 'happening'],
  ['occur'],
  ['there', 'be'],
];

/**
 * "will take place", "will be held", "will there be", "are coming up", "yet to happen": the words that ask for the
 * events ahead in the future tense, when no edition is named by its year (the one asked of,
 * whenever it is; "Where will ICML be held?" asks of the editions ahead).
 */
export function futureWords(tokens: readonly Token[], dated: number): string[] {
  if (dated > 0) return [];
  const ahead = aheadPhraseAt(tokens);
  if (ahead !== undefined) return [ahead];
  for (const [at, token] of tokens.entries()) {
    if (token.word !== 'will') continue;
    // The verb right after "will", or after the few words of what is asked of ("will ICML be held").
    for (let from = at + 1; from <= at + 1 + SUBJECT_WORDS && !tokens[from]?.opens; from++) {
      const verb = FUTURE_VERBS.find((words) => words.every((one, i) => tokens[from + i]?.word === one));
      if (verb === undefined) continue;
      const words = [token, ...tokens.slice(from, from + verb.length)];
      return [words.map((one) => one.text).join(' ')];
    }
  }
  return [];
}

/**
 * Words that ask for calls of several rounds ("security conferences with multiple submission
 * cycles", "two submission rounds", "more than one deadline", "two or more deadlines per year",
 * "a second submission cycle"): the data has each deadline's round, but no filter takes how many
 * a call has, so the reading says them not answered (measure-words.ts) rather than passing them
 * over as filler; so are "rolling deadlines", none of the data's, whose deadlines are dated.
 */
import type { Token } from './tokens.js';

/** Words that count rounds: several of them. */
const SEVERAL: ReadonlySet<string> = new Set('multiple several many two three four 2 3 4'.split(' '));
/** Words that name a later round ("a second submission cycle"): a call of several, its round in the singular. */
const LATER: ReadonlySet<string> = new Set(['second', '2nd', 'third', '3rd']);
/** A round in the singular after LATER: not "deadline", which names one of a call ("the second deadline of ICML"). */
const ROUND: ReadonlySet<string> = new Set(['round', 'cycle', 'submission-cycle']);
/** Words between the count and the rounds ("two submission rounds"). */
const OF_WHAT: ReadonlySet<string> = new Set(['submission', 'paper', 'review', 'reviewing', 'deadline']);
const ROUNDS: ReadonlySet<string> = new Set(['rounds', 'cycles', 'deadlines', 'submission-cycles']);
/** Whether a word names rounds of a call: "two deadlines per year" counts them, not events by year. */
export const namesRounds = (word: string): boolean => ROUNDS.has(word) || ROUND.has(word) || word === 'deadline';

/** Words before "year" after the rounds ("two deadlines per year"). */
const YEARLY: ReadonlySet<string> = new Set(['per', 'a', 'each', 'every']);

/** The words at `at` that ask for a call of several rounds, if they do. */
export function roundsAt(tokens: readonly Token[], at: number): { length: number; text: string } | undefined {
  const word = (i: number) => tokens[at + i]?.word ?? '';
  // "more than one submission cycle".
  const later = LATER.has(word(0));
  // "more than one", "two or more", "at least two".
  const many =
    (word(0) === 'more' && word(1) === 'than' && word(2) === 'one') ||
    (SEVERAL.has(word(0)) && word(1) === 'or' && word(2) === 'more') ||
    (word(0) === 'at' && word(1) === 'least' && SEVERAL.has(word(2)));
  const lead = many ? 3 : SEVERAL.has(word(0)) || later ? 1 : 0;
  if (lead === 0) return undefined;
  // After "more than one", a round in the singular ("more than one deadline"); after "second", one of ROUND.
  const isRounds = (text: string) =>
    later ? ROUND.has(text) : ROUNDS.has(text) || (lead === 3 && ROUNDS.has(`${text}s`));
  const between = OF_WHAT.has(word(lead)) && isRounds(word(lead + 1)) ? 1 : 0;
  if (!isRounds(word(lead + between))) return undefined;
  // "per year", "a year", "each year": how many a call has in a year, no count of events by year.
  const yearly = YEARLY.has(word(lead + between + 1)) && word(lead + between + 2) === 'year' ? 2 : 0;
  const length = lead + between + 1 + yearly;
  return {
    length,
    text: tokens
      .slice(at, at + length)
      .map((token) => token.text)
      .join(' '),
  };
}

/** Words after "rolling" that ask for submissions taken at any time ("rolling deadlines", "on a rolling basis"). */
const ROLLING_AFTER: ReadonlySet<string> = new Set(
  'deadline deadlines submission submissions basis review reviews cfp cfps call calls admission admissions'.split(' '),
);

/**
 * The words at `at` that ask for submissions taken at any time: "rolling deadlines", or "rolling"
 * joined to the deadlines after it ("rolling or multiple deadlines", "rolling or fixed deadlines").
 */
export function rollingAt(tokens: readonly Token[], at: number): { length: number; text: string } | undefined {
  const word = (i: number) => tokens[at + i]?.word ?? '';
  if (word(0) !== 'rolling') return undefined;
  if (ROLLING_AFTER.has(word(1))) return { length: 2, text: `${tokens[at]!.text} ${tokens[at + 1]!.text}` };
  const joined =
    ['or', 'and'].includes(word(1)) &&
    (roundsAt(tokens, at + 2) !== undefined || [2, 3].some((i) => ROLLING_AFTER.has(word(i))));
  return joined ? { length: 1, text: tokens[at]!.text } : undefined;
}

/**
 * The phrases of the vocabulary a question's words read as a filter (docs/api.md, Connector
 * tools): an open call, a format, the top ranks (vocabulary.ts). A call named in a question about
 * when it closes ("when do their calls for papers close") or beside "closed" asks no open call; a
 * format word of a subject ("remote sensing") is no format; "virtually any" is "almost"; "open"
 * said of the registration ("still open for registration") is no call.
 */
import { closedBeside } from './closed-calls.js';
import type { Claim } from './date-words.js';
import { formatSubjectAt } from './format-subjects.js';
import type { Token } from './tokens.js';
import { PHRASES } from './vocabulary.js';
import { isTravelWord } from './travel-words.js';
import { ofRegistration } from './registration-words.js';

/** How far back in its sentence "when" makes a call a question about its deadline ("when do their calls close"). */
const WHEN_BEFORE = 6;

/** Whether "when" stands in the words before `at`, in its sentence. */
function afterWhen(tokens: readonly Token[], at: number): boolean {
  for (let back = at - 1; back >= 0 && at - back <= WHEN_BEFORE; back--) {
    if (tokens[back]!.word === 'when') return true;
    if (tokens[back]!.opens) break;
  }
  return false;
}

/**
 * Words of a call's phrase that say it is ahead ("next deadlines", "upcoming deadline"): still an
 * open call after "when" ("when are their next deadlines?" asks for the calls to come).
 */
const AHEAD_WORDS: ReadonlySet<string> = new Set(
  'next upcoming approaching soonest nearest closest coming ahead soon still yet'.split(' '),
);

/** Words after which "virtually" is "almost", no format: "virtually any topic", "virtually all". */
export const ALMOST_OF: ReadonlySet<string> = new Set([
  'any',
  'all',
  'every',
  'each',
  'no',
  'none',
  'nothing',
  'everything',
  'anything',
]);

/** The filter a phrase of the vocabulary at `at` names: a call, a format or the top ranks. */
export function phraseAt(tokens: readonly Token[], at: number): Claim | undefined {
  const phrase = PHRASES.find(({ words }) => words.every((word, i) => tokens[at + i]?.word === word));
  if (phrase === undefined || (phrase.parameter === 'format' && formatSubjectAt(tokens, at))) return undefined;
  // "deadlines ahead of ICML": a time before an edition (around-words.ts), no open call.
  if (phrase.words.at(-1) === 'ahead' && tokens[at + phrase.words.length]?.word === 'of') return undefined;
  // "a city with a major airport", "the best flights": of the travel, no rank of events.
  if (phrase.parameter === 'rank' && isTravelWord(tokens[at + phrase.words.length]?.word ?? ''))
    return { length: phrase.words.length, parameters: [] };
  if (phrase.words[0] === 'virtually' && ALMOST_OF.has(tokens[at + 1]?.word ?? ''))
    return { length: 1, parameters: [] };
  // "when do their calls close", "closed calls for papers": no open call asked.
  const asked = afterWhen(tokens, at) && !phrase.words.some((word) => AHEAD_WORDS.has(word));
  // "still open for registration": of attending, no call (registration-words.ts).
  const open = phrase.words.indexOf('open');
  const none =
    asked || closedBeside(tokens, at, at + phrase.words.length) || (open >= 0 && ofRegistration(tokens, at + open));
  if (phrase.parameter === 'cfp' && none) return { length: phrase.words.length, parameters: [] };
  return { length: phrase.words.length, parameters: [[phrase.parameter, phrase.value]] };
}

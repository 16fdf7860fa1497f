/**
 * An acronym and a subject joined by "or" ("HCI or CSCW venues", "CVPR or robotics conferences";
 * docs/api.md, Connector tools): either answers, so each is searched alone with the rest of the
 * question (the subject without the acronym, the acronym without the subject), their results taken
 * in turn, as a list of subjects is. Read as both, the acronym's editions whose words hold the
 * subject, it answered CSCW alone.
 */
import type { HandlerContext } from '../operation.js';
import type { AcronymRead } from './acronym-words.js';
import { searchesOf } from './listed-search.js';
import type { Reading } from './reading.js';
import { EVENT_WORDS } from './subjects.js';
import type { Token } from './tokens.js';

/** Words that may stand between "or" and the subject: "CHI 2027 or other HCI venues", "HCI venues or CSCW". */
const BETWEEN = new Set([
  'other',
  'another',
  'any',
  'some',
  'similar',
  'related',
  'more',
  'the',
  'a',
  'an',
  ...EVENT_WORDS,
]);
/** Most such words read between them. */
const MOST_BETWEEN = 3;

/** Whether a word of q is met from `from` on in direction `step`, past at most MOST_BETWEEN words of BETWEEN. */
function reachesQ(tokens: readonly Token[], from: number, step: 1 | -1, inQ: (at: number) => boolean): boolean {
  for (let at = from, passed = 0; passed <= MOST_BETWEEN && tokens[at] !== undefined; at += step, passed++) {
    if (inQ(at)) return true;
    if (!BETWEEN.has(tokens[at]!.word)) return false;
  }
  return false;
}

/**
 * Whether the one acronym read is joined by "or" to a word of `q`: "HCI or CSCW", "CSCW or HCI",
 * "CHI 2027 or other HCI venues". `inQ`: whether the word at a position is one of q's.
 */
export function joinedByOr(
  tokens: readonly Token[],
  acronyms: readonly { acronym: AcronymRead; at: number }[],
  inQ: (at: number) => boolean,
): boolean {
  if (acronyms.length !== 1) return false;
  const { acronym, at } = acronyms[0]!;
  const after = at + acronym.length;
  return (
    (tokens[at - 1]?.word === 'or' && reachesQ(tokens, at - 2, -1, inQ)) ||
    (tokens[after]?.word === 'or' && reachesQ(tokens, after + 1, 1, inQ))
  );
}

/** The parameters the two searches split: the reading says what each found in their place. */
export const EITHER = ['q', 'acronym'] as const;

/** The two searches of the question: its subject without the acronym, and the acronym without the subject. */
export function eitherSearches(reading: Reading, context: HandlerContext) {
  const { acronym, q, ...rest } = reading.parameters;
  return searchesOf(
    reading,
    [
      { label: q!, parameters: { ...rest, q: q! } },
      { label: acronym!, parameters: { ...rest, acronym: acronym! } },
    ],
    context,
  );
}

/**
 * Whether a question joins its one acronym and its subject by "or" ("HCI or CSCW venues"; docs/api.md,
 * Connector tools), read by reading.ts and answered by acronym-or-subject.ts.
 */
import type { AcronymRead } from './acronym-words.js';
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
  'research',
  'more',
  'the',
  'a',
  'an',
  ...EVENT_WORDS,
]);
/** Most such words read between them. */
const MOST_BETWEEN = 3;

/** Whether a word of q is met from `from` on in direction `step`, past at most MOST_BETWEEN words of BETWEEN. */
export function reachesQ(tokens: readonly Token[], from: number, step: 1 | -1, inQ: (at: number) => boolean): boolean {
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

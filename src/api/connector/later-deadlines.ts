/**
 * "Later deadlines" in a question of venues like X: the deadlines after X's paper deadline, as
 * "after the X deadline" reads them (around-words.ts).
 */
import type { AcronymRead } from './acronym-words.js';
import { type AroundScan, unread } from './around-words.js';
import type { Token } from './tokens.js';

const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/** Words that say X's deadline has passed for the asker ("I missed the CVPR deadline"). */
export const MISSED: ReadonlySet<string> = new Set(['missed', 'miss', 'missing']);
/** Words after one of MISSED within which its deadline is said ("missed the CHI 2027 deadline"). */
export const MISSED_SPAN = 5;

/** Words that ask for another venue than the one named ("where can I submit now?", "my options", "what else"). */
const ELSEWHERE: ReadonlySet<string> = new Set([
  'where',
  'options',
  'alternatives',
  'else',
  'instead',
  'other',
  'others',
]);

/**
 * Whether a question says the deadline of a venue was missed and asks where else to submit ("I
 * missed the ICLR deadline, where can I submit now?", "If I miss the ICML deadline, what are my
 * options?"): venues like it, after that deadline; not "I missed the ICLR deadline, when is the
 * next one?", which asks of ICLR.
 */
export const missedElsewhere = (tokens: readonly Token[]): boolean =>
  missedDeadline(tokens) &&
  tokens.some((token) => ELSEWHERE.has(token.word)) &&
  !tokens.some((token) => token.word === 'when');

/** Whether the words say a deadline missed ("missed the CHI 2027 deadline", "if I miss the deadline"). */
const missedDeadline = (tokens: readonly Token[]): boolean =>
  tokens.some(
    ({ word: one }, i) =>
      MISSED.has(one) && tokens.slice(i + 1, i + 1 + MISSED_SPAN).some((token) => /^deadlines?$/u.test(token.word)),
  );

/**
 * "Later deadlines" in a question of venues like X ("similar venues with later deadlines"): the
 * deadlines after X's paper deadline, as "after the X deadline" reads them, "later" then read; after
 * the one passed last when the question says it was missed ("I missed the CVPR deadline": not after
 * next year's CVPR deadline). A deadline said missed asks for the later ones alone ("I missed the
 * ICML deadline. What are similar venues?"): those passed are of no use.
 */
export function laterDeadlines(found: AroundScan, tokens: readonly Token[], like: AcronymRead): void {
  const at = tokens.findIndex(
    ({ word: one }, i) => (one === 'later' || one === 'subsequent') && /^deadlines?$/u.test(word(tokens, i + 1)),
  );
  // "I missed the CHI 2027 deadline, what comparable conferences can I submit to?": those after it too.
  const around = found.around ?? { near: false, deadlines: false };
  if ((at === -1 && !missedDeadline(tokens)) || around.after !== undefined) return;
  if (at !== -1) unread(found, [at]);
  // Said passed ("I missed"): the one passed last; "if I miss", "missing": the next.
  const missed = tokens.some((token) => token.word === 'missed');
  found.around = {
    ...around,
    after: like,
    deadlines: true,
    deadlineOf: { ...around.deadlineOf, after: 'paper' },
    ...(missed ? { missed: true as const } : {}),
  };
}

/**
 * "Later deadlines" in a question of venues like X: the deadlines after X's paper deadline, as
 * "after the X deadline" reads them (around-words.ts).
 */
import type { AcronymRead } from './acronym-words.js';
import { type AroundScan, unread } from './around-words.js';
import type { Token } from './tokens.js';

const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/** Words that say X's deadline has passed for the asker ("I missed the CVPR deadline"). */
const MISSED = new Set(['missed', 'miss', 'missing']);

/**
 * "Later deadlines" in a question of venues like X ("similar venues with later deadlines"): the
 * deadlines after X's paper deadline, as "after the X deadline" reads them, "later" then read; after
 * the one passed last when the question says it was missed ("I missed the CVPR deadline": not after
 * next year's CVPR deadline).
 */
export function laterDeadlines(found: AroundScan, tokens: readonly Token[], like: AcronymRead): void {
  const at = tokens.findIndex(
    ({ word: one }, i) => (one === 'later' || one === 'subsequent') && /^deadlines?$/u.test(word(tokens, i + 1)),
  );
  const around = found.around ?? { near: false, deadlines: false };
  if (at === -1 || around.after !== undefined) return;
  unread(found, [at]);
  const missed = tokens.some((token) => MISSED.has(token.word));
  found.around = {
    ...around,
    after: like,
    deadlines: true,
    deadlineOf: { ...around.deadlineOf, after: 'paper' },
    ...(missed ? { missed: true as const } : {}),
  };
}

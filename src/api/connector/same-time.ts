/**
 * Words that refer to the time of the one edition a question names elsewhere (docs/api.md,
 * Connector tools): "around that time", "at the same time", "the same week", read as "during X"
 * (around-words.ts); "similar deadlines", as deadlines around X's.
 */
import type { AcronymRead } from './acronym-words.js';
import { type AroundScan, unread } from './around-words.js';
import { word } from './span-words.js';
import type { Token } from './tokens.js';
import { sentenceOf } from './window-sides.js';

/** Words that refer to the time of the one edition named elsewhere ("I attend NeurIPS 2026 ... around that time"). */
const SAME_TIME: readonly (readonly string[])[] = [
  ['around', 'that', 'time'],
  ['at', 'that', 'time'],
  ['around', 'the', 'same', 'time'],
  ['about', 'the', 'same', 'time'],
  ['at', 'the', 'same', 'time'],
  ['the', 'same', 'week'],
];
/** Words that ask for deadlines near the one edition named elsewhere ("conferences with similar deadlines"). */
const SIMILAR_DEADLINES: readonly (readonly string[])[] = [
  ['similar', 'deadlines'],
  ['similar', 'deadline'],
  ['similar', 'submission', 'deadlines'],
];
/** Words that ask for events, one of which the sentence of SAME_TIME holds. */
const EVENT_ASKED = new Set(
  'conference conferences venue venues event events workshop workshops symposium symposia meeting meetings'.split(' '),
);

/**
 * Events at the time of the one edition the question names elsewhere, as "during X" reads it:
 * "I am attending NeurIPS 2026 in Sydney. Are there other AI conferences in Australia around that
 * time?" asks for those under way within a week of NeurIPS 2026, not for NeurIPS itself. Only when
 * the question names one acronym, no side of an edition is read yet, and the sentence of the words
 * asks for events ("submit to CVPR at the same time" does not). "Similar deadlines" so ask for
 * the deadlines within a week of its paper deadline ("the deadline for CHI 2027 and conferences
 * with similar deadlines").
 */
export function sameTime(
  found: AroundScan & { acronyms: { acronym: AcronymRead; at: number }[] },
  tokens: readonly Token[],
): void {
  if (found.acronyms.length !== 1 || found.around !== undefined) return;
  for (let at = 0; at < tokens.length; at++) {
    const isAt = (one: readonly string[]) =>
      one.every((w, i) => word(tokens, at + i) === w && (i === 0 || !tokens[at + i]!.opens));
    const similar = SIMILAR_DEADLINES.find(isAt);
    const words = similar ?? SAME_TIME.find(isAt);
    if (words === undefined || word(tokens, at + words.length) === 'as') continue;
    const [start] = sentenceOf(tokens, at);
    if (!tokens.slice(start, at).some((token) => EVENT_ASKED.has(token.word))) continue;
    const positions = Array.from({ length: words.length }, (_, i) => at + i);
    unread(found, positions);
    const [{ acronym, at: namedAt }] = found.acronyms as [{ acronym: AcronymRead; at: number }];
    const deadlines =
      similar === undefined ? { deadlines: false } : { deadlines: true, deadlineOf: { during: 'paper' as const } };
    found.around = { during: acronym, namedAt, near: true, ...deadlines };
    found.acronyms = [];
    return;
  }
}

/**
 * Words that carry no subject by the words beside them (docs/api.md, Connector tools): "key" before
 * "dates", "networking" before "with" (vocabulary.ts), a count's word ("by country": count-words.ts),
 * a measure's values ("the h5-index values": bounded-measures.ts), "before" after "days left",
 * "world" in "anywhere in the world".
 */
import { TIME_LEFT } from './around-words.js';
import { valueOfMeasure } from './bounded-measures.js';
import { countWordAt } from './count-words.js';
import type { Token } from './tokens.js';
import { FILLER_AFTER, FILLER_BEFORE } from './vocabulary.js';

/** Words after which "networking with" is a field's ("conferences in networking with deadlines"), no plan. */
const FIELD_BEFORE: ReadonlySet<string> = new Set(['in', 'on', 'of', 'about']);

/** Words before "the world" that make it everywhere ("anywhere in the world", "around the world"): no place, no subject. */
const WORLD_BEFORE: ReadonlySet<string> = new Set(['in', 'around', 'across', 'over', 'throughout']);

/** Whether the word at `at` carries no subject by the words beside it. */
export const fillerBeside = (tokens: readonly Token[], at: number): boolean =>
  (FILLER_BEFORE.get(tokens[at]!.word)?.has(tokens[at + 1]?.word ?? '') === true &&
    !FIELD_BEFORE.has(tokens[at - 1]?.word ?? '')) ||
  (FILLER_AFTER.has(`${tokens[at - 2]?.word} ${tokens[at - 1]?.word}`) &&
    !FIELD_BEFORE.has(tokens[at - 3]?.word ?? '')) ||
  countWordAt(tokens, at) ||
  valueOfMeasure(tokens, at) ||
  // "days left before the ICLR deadline": the time to it, no window (around-words.ts).
  (tokens[at]!.word === 'before' && TIME_LEFT.has(tokens[at - 1]?.word ?? '')) ||
  (tokens[at]!.word === 'world' && tokens[at - 1]?.word === 'the' && WORLD_BEFORE.has(tokens[at - 2]?.word ?? ''));

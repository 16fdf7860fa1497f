/**
 * Words that name an edition's deadline beside it (docs/api.md, Connector tools): "after the ICRA
 * 2027 deadline", "before the ICLR notification"; and comparatives before "than" and an edition
 * ("later deadlines than ICML"), the side of that edition they ask, of its deadline when words for
 * one stand beside them. around-words.ts reads the rest of a side.
 */
import type { DeadlineKind } from '../../source/schema.js';
import type { Token } from './tokens.js';

const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/**
 * Words right after the edition that name one of its deadlines: the side is then taken of that
 * deadline ("after the ICRA 2027 deadline", "before the ICLR notification"), and bounds the
 * deadlines asked. Two words first ("abstract deadline"), then one.
 */
const DEADLINE_WORDS: readonly { words: readonly string[]; kind: DeadlineKind }[] = [
  ...['deadline', 'deadlines', 'submission', 'submissions', 'registration'].flatMap((last) => [
    { words: ['paper', last], kind: 'paper' as const },
    { words: ['abstract', last], kind: 'abstract' as const },
  ]),
  { words: ['call', 'for', 'papers'], kind: 'paper' },
  { words: ['submission', 'deadline'], kind: 'paper' },
  { words: ['submission', 'deadlines'], kind: 'paper' },
  { words: ['acceptance', 'notification'], kind: 'notification' },
  { words: ['author', 'notification'], kind: 'notification' },
  { words: ['rebuttal', 'period'], kind: 'rebuttal' },
  { words: ['camera-ready', 'deadline'], kind: 'camera_ready' },
  ...['deadline', 'deadlines', 'submission', 'submissions', 'cfp', 'call'].map((one) => ({
    words: [one],
    kind: 'paper' as const,
  })),
  ...['notification', 'notifications', 'decision', 'decisions', 'rejection', 'rejections'].map((one) => ({
    words: [one],
    kind: 'notification' as const,
  })),
  { words: ['rebuttal'], kind: 'rebuttal' },
  { words: ['camera-ready'], kind: 'camera_ready' },
];

/** The deadline the words from `at` name, and how many words name it; undefined when none does. */
export function deadlineAt(tokens: readonly Token[], at: number): { kind: DeadlineKind; length: number } | undefined {
  const named = DEADLINE_WORDS.find(({ words }) => words.every((one, i) => word(tokens, at + i) === one));
  return named === undefined ? undefined : { kind: named.kind, length: named.words.length };
}

/** Comparatives before "than" and an edition: the side of it they ask ("later than ICML"). */
const COMPARATIVES: Readonly<Record<string, 'after' | 'before'>> = {
  later: 'after',
  earlier: 'before',
  sooner: 'before',
};

/**
 * "later than ICML", "deadlines later than ICML's", "later deadlines than ICML": the side of a
 * comparative before "than" right before the acronym at `at`, of the edition's deadline when
 * words for one stand right before the comparative or between it and "than".
 */
export function comparedAt(tokens: readonly Token[], at: number) {
  // "later than the ICML deadline"
  const than = word(tokens, at - 1) === 'the' ? at - 2 : at - 1;
  if (word(tokens, than) !== 'than') return undefined;
  for (let first = than - 1; first >= Math.max(0, than - 4); first--) {
    const side = COMPARATIVES[word(tokens, first)];
    if (side === undefined) continue;
    const between = first + 1 < than ? deadlineAt(tokens, first + 1) : undefined;
    if (first + 1 < than && between?.length !== than - 1 - first) return undefined;
    const before = deadlineAt(tokens, first - 1);
    const kind = between?.kind ?? (before?.length === 1 ? before.kind : undefined);
    const positions = Array.from({ length: at - first }, (_, i) => first + i);
    // The deadline's words are read before the edition: none after it.
    return { side, near: false, positions, deadline: kind && { kind, length: 0 }, compared: true as const };
  }
  return undefined;
}

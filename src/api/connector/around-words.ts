/**
 * The words that bound a question's events by an edition's dates (docs/api.md, Connector tools):
 * "after USENIX Security 2027", "before CVPR", "prior to ICML 2027", "ahead of NeurIPS",
 * "following KDD 2027", "between ICML 2027 and NeurIPS 2027", "during ICML 2027", "at the same
 * time as CHI", "overlapping with X"; "right after", "just before",
 * "the week after" keep a week beside the edition. The window bounds the deadlines when the words
 * before it speak of them as a date's do ("deadlines before ICML 2027", windows.ts). The edition
 * bounds the window and is not searched itself; a word for its deadline or notification right
 * after it ("before the NeurIPS deadline") asks of something else, and the acronym is read as any
 * other.
 */
import type { AcronymRead } from './acronym-words.js';
import type { Token } from './tokens.js';
import { sideOf } from './windows.js';

/** Which side of an edition the events are asked on. */
type Side = 'before' | 'after' | 'between' | 'during';
const SIDES: readonly { words: readonly string[]; side: Side }[] = [
  { words: ['during'], side: 'during' },
  { words: ['at', 'the', 'same', 'time', 'as'], side: 'during' },
  { words: ['overlapping', 'with'], side: 'during' },
  { words: ['overlap', 'with'], side: 'during' },
  { words: ['overlaps', 'with'], side: 'during' },
  { words: ['clashing', 'with'], side: 'during' },
  { words: ['clash', 'with'], side: 'during' },
  { words: ['concurrent', 'with'], side: 'during' },
  { words: ['before'], side: 'before' },
  { words: ['prior', 'to'], side: 'before' },
  { words: ['ahead', 'of'], side: 'before' },
  { words: ['preceding'], side: 'before' },
  { words: ['after'], side: 'after' },
  { words: ['following'], side: 'after' },
  { words: ['between'], side: 'between' },
];
/** Words before the side's that keep the window to a week beside the edition ("right after"). */
const NEAR = new Set(['right', 'just', 'immediately', 'shortly', 'directly', 'soon', 'week']);
/** Words right after the edition that make the side's words ask of its dates' other parts. */
const OTHER_PARTS = new Set([
  'deadline',
  'deadlines',
  'submission',
  'submissions',
  'notification',
  'notifications',
  'cfp',
  'call',
  'decisions',
  'rebuttal',
]);

/** The editions whose dates bound the question's events, and whether to a week beside them. */
export interface Around {
  /** The events start after this edition ends. */
  after?: AcronymRead;
  /** The events end before this edition starts. */
  before?: AcronymRead;
  /** The events are under way on a day of this edition ("during ICML 2027", "at the same time as CHI"). */
  during?: AcronymRead;
  near: boolean;
  /** Whether the words before say it of the deadlines ("deadlines before ICML 2027", "submit after X"). */
  deadlines: boolean;
}

const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/**
 * The side the words right before the acronym at `at` (of `length` words) ask for, and the
 * positions of those words; undefined when none does, or a word of its deadline follows it.
 */
function aroundAt(
  tokens: readonly Token[],
  at: number,
  length: number,
): { side: Side; near: boolean; positions: number[] } | undefined {
  if (OTHER_PARTS.has(word(tokens, at + length))) return undefined;
  const the = word(tokens, at - 1) === 'the' ? 1 : 0;
  for (const { words, side } of SIDES) {
    const first = at - the - words.length;
    if (!words.every((one, i) => word(tokens, first + i) === one)) continue;
    // "the following ICML": an order, not a side.
    if (side === 'after' && words[0] === 'following' && word(tokens, first - 1) === 'the') return undefined;
    // "Is CVPR before or after ICCV?": a comparison of the two, which both answer.
    if (word(tokens, first - 1) === 'or' && ['before', 'after'].includes(word(tokens, first - 2))) return undefined;
    const near = NEAR.has(word(tokens, first - 1));
    const from = near ? first - 1 - (word(tokens, first - 2) === 'the' ? 1 : 0) : first;
    return { side, near, positions: Array.from({ length: at - from }, (_, i) => from + i) };
  }
  return undefined;
}

/** What the words of a question were read as so far, as the scan keeps them (reading.ts). */
export interface AroundScan {
  around?: Around;
  /** Where the words after "between X" start, for "and Y". */
  betweenEnd?: number;
  plain: Set<number>;
  soft: number[];
  claims: { at: number }[];
}

/** The words at `positions` read as no word of the question: they said the side. */
function unread(found: AroundScan, positions: readonly number[]): void {
  for (const at of positions) found.plain.delete(at);
  for (let i = found.soft.length - 1; i >= 0; i--) if (positions.includes(found.soft[i]!)) found.soft.splice(i, 1);
  for (let i = found.claims.length - 1; i >= 0; i--) {
    if (positions.includes(found.claims[i]!.at)) found.claims.splice(i, 1);
  }
}

/**
 * Whether the acronym read at `at` bounds the events (its words before it, read so far, then read
 * as none of the question's): "between X and Y" takes X as the one after which, and Y, right after
 * "and", as the one before which. A second edition on a side already taken is read as any acronym.
 */
export function takeAround(found: AroundScan, tokens: readonly Token[], at: number, acronym: AcronymRead): boolean {
  const around = found.around ?? { near: false, deadlines: false };
  if (found.betweenEnd === at - 1 && word(tokens, at - 1) === 'and' && around.before === undefined) {
    unread(found, [at - 1]);
    found.around = { ...around, before: acronym };
    return true;
  }
  const read = aroundAt(tokens, at, acronym.length);
  if (read === undefined) return false;
  const side = read.side === 'between' ? 'after' : read.side;
  if (around[side] !== undefined) return false;
  unread(found, read.positions);
  const deadlines = sideOf(tokens, read.positions[0]!, at + acronym.length) === 'deadlines';
  found.around = {
    ...around,
    [side]: acronym,
    near: around.near || read.near,
    deadlines: around.deadlines || deadlines,
  };
  if (read.side === 'between') found.betweenEnd = at + acronym.length;
  return true;
}

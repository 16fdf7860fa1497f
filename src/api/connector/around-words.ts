/**
 * The words that bound a question's events by an edition's dates (docs/api.md, Connector tools):
 * "after USENIX Security 2027", "before CVPR", "prior to ICML 2027", "ahead of NeurIPS",
 * "following KDD 2027", "between ICML 2027 and NeurIPS 2027", "during ICML 2027", "at (or around)
 * the same time as CHI", "the same week as X", "overlapping with X"; "right after", "just before",
 * "the week after" keep a week beside the edition. The window bounds the deadlines when the words
 * before it speak of them as a date's do ("deadlines before ICML 2027", windows.ts). The edition
 * bounds the window and is not searched itself. Words for one of its deadlines right after it
 * ("before the NeurIPS deadline", "after the ICLR 2027 notification") take the side of that
 * deadline, as does a possessive with no word after it ("a deadline after CHI's"), and bound the
 * deadlines asked (around-editions.ts); after "during" or "between" they ask of something else,
 * and the acronym is read as any other. Said of deadlines, "around", "the same time as" and "near"
 * compare them with the edition's deadline ("deadlines around the same time as NeurIPS").
 */
import type { DeadlineKind } from '../../source/schema.js';
import type { AcronymRead } from './acronym-words.js';
import type { Token } from './tokens.js';
import { sideOf } from './window-sides.js';
import { comparedAt, deadlineAt } from './deadline-sides.js';

/** Which side of an edition the events are asked on. */
type Side = 'before' | 'after' | 'between' | 'during';
/**
 * `ofDeadline`: said of deadlines, the words compare them with the edition's deadline ("deadlines
 * around the same time as NeurIPS": NeurIPS's paper deadline), not its days as "during" does;
 * `only`, and they bound nothing else ("near the ACL 2027 deadline", not "near ACL 2027").
 */
const SIDES: readonly {
  words: readonly string[];
  side: Side;
  near?: true;
  month?: true;
  week?: true;
  ofDeadline?: 'also' | 'only';
}[] = [
  { words: ['during'], side: 'during' },
  { words: ['at', 'the', 'same', 'time', 'as'], side: 'during', ofDeadline: 'also' },
  { words: ['around', 'the', 'same', 'time', 'as'], side: 'during', ofDeadline: 'also' },
  { words: ['about', 'the', 'same', 'time', 'as'], side: 'during', ofDeadline: 'also' },
  { words: ['the', 'same', 'time', 'as'], side: 'during', ofDeadline: 'also' },
  // "the same week as OSDI 2027": under way in its week, Monday to Sunday (`week`).
  { words: ['the', 'same', 'week', 'as'], side: 'during', week: true, ofDeadline: 'also' },
  // "on the same day as the ICML deadline": a deadline's day is seldom another's; the week around it.
  { words: ['the', 'same', 'day', 'as'], side: 'during', ofDeadline: 'also' },
  { words: ['the', 'same', 'date', 'as'], side: 'during', ofDeadline: 'also' },
  // "the same month as VLDB 2027": under way in a month of its days (`month`).
  { words: ['the', 'same', 'month', 'as'], side: 'during', month: true, ofDeadline: 'also' },
  { words: ['close', 'to'], side: 'during', near: true, ofDeadline: 'only' },
  { words: ['near'], side: 'during', near: true, ofDeadline: 'only' },
  { words: ['coinciding', 'with'], side: 'during' },
  { words: ['conflicting', 'with'], side: 'during' },
  { words: ['overlapping', 'with'], side: 'during' },
  { words: ['overlap', 'with'], side: 'during' },
  { words: ['overlaps', 'with'], side: 'during' },
  { words: ['clashing', 'with'], side: 'during' },
  { words: ['clash', 'with'], side: 'during' },
  { words: ['concurrent', 'with'], side: 'during' },
  // "around NeurIPS 2026": under way within a week of it (`near`).
  { words: ['around', 'the', 'time', 'of'], side: 'during', near: true, ofDeadline: 'also' },
  { words: ['around'], side: 'during', near: true, ofDeadline: 'also' },
  { words: ['before'], side: 'before' },
  { words: ['prior', 'to'], side: 'before' },
  { words: ['ahead', 'of'], side: 'before' },
  { words: ['preceding'], side: 'before' },
  { words: ['after'], side: 'after' },
  { words: ['following'], side: 'after' },
  { words: ['between'], side: 'between' },
];
/** Words after an edition, last in their sentence, that ask for the events under way during it. */
const LAST_DURING: readonly (readonly string[])[] = [
  'overlap',
  'overlaps',
  'clash',
  'clashes',
  'coincide',
  'conflict',
].map((verb) => [verb, 'with']);
/** Words before the side's that keep the window to a week beside the edition ("right after"). */
const NEAR = new Set(['right', 'just', 'immediately', 'shortly', 'directly', 'soon', 'week']);
/** Most words back from a side's word to the deadline it leaves unsaid after the edition ("a deadline after CHI's"). */
export const ELIDED_BACK = 4;

/**
 * The deadline named before the side's word `first` that an edition written with a possessive and
 * no word after it stands for ("with a deadline after CHI's", "after ICML's deadline but before
 * NeurIPS's"): that deadline of the edition, no word read after it.
 */
function elidedDeadline(tokens: readonly Token[], first: number, end: number) {
  const next = tokens[end];
  if (tokens[end - 1]?.possessive !== true || (next !== undefined && !next.opens && !next.listed)) return undefined;
  for (let back = first - 1; back >= Math.max(0, first - ELIDED_BACK); back--) {
    if (tokens[back + 1]?.opens && back + 1 <= first - 1) break;
    const named = deadlineAt(tokens, back);
    if (named !== undefined) return { kind: named.kind, length: 0 };
  }
  return undefined;
}

/** The editions whose dates bound the question's events, and whether to a week beside them. */
export interface Around {
  /** The events start after this edition ends. */
  after?: AcronymRead;
  /** The events end before this edition starts. */
  before?: AcronymRead;
  /** The events are under way on a day of this edition ("during ICML 2027", "at the same time as CHI"). */
  during?: AcronymRead;
  near: boolean;
  /** Whether the events asked are those of the months of the edition's days ("the same month as X"). */
  month?: true;
  /** Whether they are those of its weeks, Monday to Sunday ("the same week as X"). */
  week?: true;
  /** Whether the words before say it of the deadlines ("deadlines before ICML 2027", "submit after X"). */
  deadlines: boolean;
  /** Where the edition "around that time" refers to is named (sameTime): a place beside it is its own. */
  namedAt?: number;
  /**
   * The deadline of the edition a side is taken of, when words for one follow it ("after the ICRA
   * 2027 deadline"), or, of `during`, when words that compare deadlines ask deadlines ("deadlines
   * around the same time as NeurIPS").
   */
  deadlineOf?: Partial<Record<'after' | 'before' | 'during', DeadlineKind>>;
  /** Whether that deadline was missed: the one passed last, not the next ("I missed the CVPR deadline"). */
  missed?: true;
}

const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/** Words before "before" that ask the time left to the edition, no window ("days left before"). */
export const TIME_LEFT: ReadonlySet<string> = new Set(['left', 'remaining', 'remain', 'long']);

/** Words before "between" that compare the two named, not a time between them. */
const COMPARING = new Set(
  'difference differences differ compare comparing comparison choose choosing decide deciding pick picking torn'.split(
    ' ',
  ),
);

/** The words before "between" scanned for one that compares ("the difference in deadlines between"). */
export const COMPARED_WITHIN = 4;

/** Whether a comparing word stands within COMPARED_WITHIN words before `first`, in its sentence. */
function comparedBefore(tokens: readonly Token[], first: number): boolean {
  for (let at = first - 1; at >= Math.max(0, first - COMPARED_WITHIN); at--) {
    if (COMPARING.has(word(tokens, at))) return true;
    if (tokens[at]?.opens) return false;
  }
  return false;
}

/**
 * The side the words right before the acronym at `at` (of `length` words) ask for, the positions
 * of those words, and the deadline of the edition the side is taken of when words right after it
 * name one; undefined when none does, or a deadline follows "during" or "between".
 */
function aroundAt(
  tokens: readonly Token[],
  at: number,
  length: number,
):
  | {
      side: Side;
      near: boolean;
      month?: true;
      week?: true;
      positions: number[];
      deadline?: { kind: DeadlineKind; length: number };
      ofDeadline?: 'also' | 'only';
      compared?: true;
      /** Words of the side read after the acronym ("overlap with"). */
      trailing?: number;
    }
  | undefined {
  const deadline = deadlineAt(tokens, at + length);
  const compared = comparedAt(tokens, at);
  if (compared !== undefined) return deadline === undefined ? compared : { ...compared, deadline };
  // "Which conferences did NeurIPS 2026 overlap with?": the words of "during" after it, the last of their sentence.
  const after = LAST_DURING.find((words) => words.every((one, i) => word(tokens, at + length + i) === one));
  const end = tokens[at + length + (after?.length ?? 0)];
  if (after && (end === undefined || end.opens))
    return { side: 'during', near: false, positions: after.map((_, i) => at + length + i), trailing: after.length };
  const the = word(tokens, at - 1) === 'the' ? 1 : 0;
  for (const entry of SIDES) {
    const { words, side } = entry;
    const first = at - the - words.length;
    if (!words.every((one, i) => word(tokens, first + i) === one)) continue;
    // "the following ICML": an order, not a side.
    if (side === 'after' && words[0] === 'following' && word(tokens, first - 1) === 'the') return undefined;
    // "How many days are left before the ICLR deadline?": the time to it, which its title gives.
    if (side === 'before' && TIME_LEFT.has(word(tokens, first - 1))) return undefined;
    // "Is CVPR before or after ICCV?": a comparison of the two, which both answer.
    if (word(tokens, first - 1) === 'or' && ['before', 'after'].includes(word(tokens, first - 2))) return undefined;
    if (deadline !== undefined && (side === 'between' || (side === 'during' && !entry.ofDeadline))) return undefined;
    // "the difference (in deadlines) between ICML and NeurIPS", "choosing between": the two compared, no window.
    if (side === 'between' && comparedBefore(tokens, first)) return undefined;
    // "a deadline after CHI's": the deadline named before the side, the noun left out after the edition.
    const elided = side === 'before' || side === 'after' || entry.ofDeadline !== undefined;
    const named = deadline ?? (elided ? elidedDeadline(tokens, first, at + length) : undefined);
    const nearWord = NEAR.has(word(tokens, first - 1));
    const from = nearWord ? first - 1 - (word(tokens, first - 2) === 'the' ? 1 : 0) : first;
    const near = nearWord || entry.near === true;
    const positions = Array.from({ length: at - from }, (_, i) => from + i);
    const { month, week, ofDeadline } = entry;
    const span = { ...(month && { month }), ...(week && { week }) };
    return { side, near, positions, deadline: named, ...span, ...(ofDeadline && { ofDeadline }) };
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
  /** The acronyms read so far, by where each starts. */
  acronyms: readonly { at: number }[];
}

/** The words at `positions` read as no word of the question: they said the side. */
export function unread(found: AroundScan, positions: readonly number[]): void {
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
 * The number of words read after the acronym (those naming its deadline), or undefined when it
 * bounds nothing.
 */
export function takeAround(
  found: AroundScan,
  tokens: readonly Token[],
  at: number,
  acronym: AcronymRead,
): number | undefined {
  const around = found.around ?? { near: false, deadlines: false };
  if (found.betweenEnd === at - 1 && word(tokens, at - 1) === 'and' && around.before === undefined) {
    unread(found, [at - 1]);
    found.around = { ...around, before: acronym };
    return 0;
  }
  const read = aroundAt(tokens, at, acronym.length);
  if (read === undefined) return undefined;
  // "Is ICLR 2027 later than MDR 2027?": two editions of a sentence compared, no window.
  const sentence = (from: number) => !tokens.slice(from + 1, at + 1).some((token) => token.opens);
  if (read.compared && found.acronyms.some((one) => one.at < at && sentence(one.at))) return undefined;
  const side = read.side === 'between' ? 'after' : read.side;
  if (around[side] !== undefined) return undefined;
  const { deadline } = read;
  // Of a deadline ("after the ICRA 2027 deadline"), the side bounds the deadlines asked.
  const deadlines = deadline !== undefined || sideOf(tokens, read.positions[0]!, at + acronym.length) === 'deadlines';
  if (read.ofDeadline === 'only' && !deadlines) return undefined;
  unread(found, read.positions);
  // Words that compare deadlines, said of them, take the edition's paper deadline.
  const kind = deadline?.kind ?? (read.ofDeadline && deadlines ? 'paper' : undefined);
  found.around = {
    ...around,
    [side]: acronym,
    near: around.near || read.near,
    ...((around.month || read.month) && { month: true as const }),
    ...((around.week || read.week) && { week: true as const }),
    deadlines: around.deadlines || deadlines,
    ...(kind === undefined ? {} : { deadlineOf: { ...around.deadlineOf, [side]: kind } }),
  };
  if (read.side === 'between') found.betweenEnd = at + acronym.length;
  return deadline?.length ?? read.trailing ?? 0;
}

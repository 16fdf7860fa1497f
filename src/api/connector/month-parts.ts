/**
 * The parts of a month a question names (docs/api.md, Connector tools): "early December" (the 1st
 * to the 10th), "mid-January" (the 11th to the 20th), "late March" (the 21st to its end), "the
 * first half of December" (the 1st to the 15th), "the second half of January" (the 16th to its
 * end), "the second week of March" (the 8th to the 14th), "the last week of January" (its last 7
 * days), "the first two weeks of March" (the 1st to the 14th). Only the words before the month are
 * read here; spans.ts reads the month (and its year) after them.
 */
import { monthNamed } from '../../util/dates.js';
import type { Token } from './tokens.js';
import { wordTable } from './word-tables.js';

/** Days of a month, from the first to the last (1-based; a negative counts back from its end: -1 its last). */
export type MonthPart = readonly [number, number];

const PARTS: Readonly<Record<string, MonthPart>> = wordTable({
  early: [1, 10],
  mid: [11, 20],
  middle: [11, 20],
  late: [21, -1],
});
const HALVES: Readonly<Record<string, MonthPart>> = wordTable({
  first: [1, 15],
  second: [16, -1],
  '1st': [1, 15],
  '2nd': [16, -1],
});
/** Ordinals of a week of a month, a quarter or a half, in words or digits ("the 3rd week"). */
export const ORDINALS: Readonly<Record<string, number>> = wordTable({
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
});
const COUNTS: Readonly<Record<string, number>> = wordTable({ two: 2, three: 3, '2': 2, '3': 3 });
const GLUED_RE = /^(early|mid|late)-([a-z]{3,9})$/;

const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/**
 * The part of a month named at `at` and the words it takes before the month; with `month`, the
 * month is written in the same word ("mid-January") and `length` counts it.
 */
export function monthPartAt(
  tokens: readonly Token[],
  at: number,
): { part: MonthPart; length: number; month?: number } | undefined {
  const glued = GLUED_RE.exec(word(tokens, at));
  const gluedMonth = glued ? monthNamed(glued[2]!) : undefined;
  if (glued && gluedMonth !== undefined) return { part: PARTS[glued[1]!]!, length: 1, month: gluedMonth };
  const part = PARTS[word(tokens, at)];
  if (part) return { part, length: word(tokens, at + 1) === 'of' ? 2 : 1 };
  const the = word(tokens, at) === 'the' ? 1 : 0;
  const ordinal = word(tokens, at + the);
  const unit = word(tokens, at + the + 1);
  if (unit === 'half' && HALVES[ordinal] && word(tokens, at + the + 2) === 'of') {
    return { part: HALVES[ordinal], length: the + 3 };
  }
  if (unit === 'week' && word(tokens, at + the + 2) === 'of') {
    const week = ORDINALS[ordinal];
    if (ordinal === 'last') return { part: [-7, -1], length: the + 3 };
    if (week !== undefined) return { part: [week * 7 - 6, week * 7], length: the + 3 };
  }
  const count = COUNTS[unit];
  if (count !== undefined && word(tokens, at + the + 2) === 'weeks' && word(tokens, at + the + 3) === 'of') {
    if (ordinal === 'first') return { part: [1, count * 7], length: the + 4 };
    if (ordinal === 'last') return { part: [-count * 7, -1], length: the + 4 };
  }
  return undefined;
}
